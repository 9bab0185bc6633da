/**
 * The filter fields of the request lists, by name: each kind lists the ones its lists offer, in
 * order, and the form's values become the API's filters the same way for every kind.
 */
import { DatePicker, Form } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import {
  ChoiceField,
  DateRangeField,
  DivisionField,
  EmployeeField,
  StatusField,
} from '../features/approvals/list/FilterFields';
import { type RangeValue, rangeFilter } from '../features/approvals/list/filters';
import { MONTH_FORMAT } from '../features/timesheets/dateRange';
import type { RequestArea } from './kind';

export type FilterName =
  | 'month'
  | 'range'
  | 'employee'
  | 'division'
  | 'status'
  | 'approveStatus'
  | 'type'
  | 'reason';

/** approveStatus of the approval lists: 1 waiting for me, 2 I approved, 3 I rejected. */
export const APPROVE_STATUSES = [1, 2, 3] as const;

/** The approval lists open on what waits for the viewer. */
export const APPROVAL_DEFAULTS: FilterValues = { approveStatus: 1 };

export interface FilterValues {
  month?: { format: (f: string) => string } | null;
  range?: RangeValue;
  employee_info?: string;
  division_code?: string;
  status?: number;
  approveStatus?: number;
  /** The kind's own fields (the leave type, the leave reason), sent as they are. */
  [other: string]: unknown;
}

/** The form's values as the API's filters; an empty choice is left out, the employee text trimmed. */
export function toFilters(values: FilterValues): Record<string, string | number | undefined> {
  const { month, range, employee_info, ...rest } = values;
  const out: Record<string, string | number | undefined> = {
    month: month ? month.format(MONTH_FORMAT) : undefined,
    ...rangeFilter(range),
    employee_info: employee_info?.trim() || undefined,
  };
  for (const [key, value] of Object.entries(rest)) {
    out[key] = value === null || value === '' ? undefined : (value as string | number | undefined);
  }
  return out;
}

/** A kind's own choice among fixed values (e.g. the leave type). */
export interface ChoiceFilter {
  /** The query field it sets. */
  field: string;
  /** i18n key of its label. */
  label: string;
  values: readonly (string | number)[];
  /** i18n key of a value's text. */
  text: (value: string | number) => string;
  testId?: string;
}

/** A kind's own filter field: a choice, or a field it draws itself. */
export type OwnFilter = ChoiceFilter | ((t: TFunction, testId?: string) => ReactNode);

/** One field of a list's filter card. `testId`: the kind's prefix (`ot`, `remote`, ...). */
export function filterField(
  name: FilterName,
  area: RequestArea,
  t: TFunction,
  testId: string,
  scope: 'mine' | 'approval',
  extra?: Partial<Record<FilterName, OwnFilter>>,
): ReactNode {
  const all = t('requests.filters.all');
  // My list's fields carry test ids; the approval list names only its own choice.
  const id = (suffix: string) => (scope === 'mine' ? `${testId}-filter-${suffix}` : undefined);
  const own = extra?.[name];
  if (typeof own === 'function') return own(t, id(name));
  if (own) {
    return (
      <ChoiceField
        key={name}
        name={own.field}
        label={t(own.label)}
        placeholder={all}
        values={own.values}
        text={(value) => t(own.text(value))}
        testId={own.testId ?? id(name)}
      />
    );
  }
  switch (name) {
    case 'month':
      return (
        <Form.Item key={name} name="month" label={t('requests.filters.month')}>
          <DatePicker picker="month" format="MM/YYYY" className="app-full-width" data-testid={id('month')} />
        </Form.Item>
      );
    case 'range':
      return <DateRangeField key={name} label={t('requests.filters.range')} testId={id('range')} />;
    case 'employee':
      return (
        <EmployeeField
          key={name}
          label={t('requests.filters.employee')}
          placeholder={t('requests.filters.employeePlaceholder')}
        />
      );
    case 'division':
      return <DivisionField key={name} label={t('requests.filters.division')} placeholder={all} />;
    case 'status':
      return (
        <StatusField
          key={name}
          label={t(`${area}.filters.status`)}
          placeholder={all}
          text={(s) => t(`${area}.status.${s}`)}
          testId={id('status')}
        />
      );
    case 'approveStatus':
      return (
        <ChoiceField
          key={name}
          name="approveStatus"
          label={t('requests.filters.approveStatus')}
          placeholder={all}
          values={APPROVE_STATUSES}
          text={(s) => t(`requests.approveStatus.${s}`)}
          testId={`${testId}-filter-approve-status`}
        />
      );
    default:
      return null;
  }
}
