/** Filter form values turned into the API's list filters: the date range and the organisation fields. */
import { WIRE_DATE_FORMAT } from '@staffhub/domain';
import type { Dayjs } from 'dayjs';

export type RangeValue = [Dayjs | null, Dayjs | null] | null;

/** The date range as start_date / end_date (either end may be open). */
export function rangeFilter(range: RangeValue | undefined): { start_date?: string; end_date?: string } {
  return {
    start_date: range?.[0]?.format(WIRE_DATE_FORMAT),
    end_date: range?.[1]?.format(WIRE_DATE_FORMAT),
  };
}

/** The company, division, foot and employee fields of the administrators' lists. */
export interface OrgFilterValues {
  company_code?: string;
  division_code?: string;
  foot_code?: string;
  employee_info?: string;
}

/** Those fields as filters: an empty choice is left out, the employee text is trimmed. */
export function orgFilter(values: OrgFilterValues): OrgFilterValues {
  return {
    company_code: values.company_code || undefined,
    division_code: values.division_code || undefined,
    foot_code: values.foot_code || undefined,
    employee_info: values.employee_info?.trim() || undefined,
  };
}
