/** Where a timesheet day's correction is requested (SPEC 2 "Additional timesheet" create). */
export const CORRECTION_PATH = '/additional-timesheet/create';

/** The correction form, opened on `workDate` when one is given. */
export function correctionLink(workDate?: string): string {
  return workDate ? `${CORRECTION_PATH}?work_date=${workDate}` : CORRECTION_PATH;
}
