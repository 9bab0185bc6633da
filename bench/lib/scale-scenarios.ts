import { addMonths, lastDayOf, monthOf, todayIn } from '@staffhub/domain';
import { LARGE_ACCOUNTS, LARGE_BIG_DIVISION } from '../../apps/server/src/db/seed/large';

/** Who calls a scenario: the administrator, HR, or the big division's manager (the busy approver). */
export type Caller = 'admin' | 'hr' | 'dm';

export const CALLERS: Record<Caller, string> = {
  admin: 'admin@demo.test',
  hr: 'hr@demo.test',
  dm: LARGE_ACCOUNTS.divisionManager,
};

export interface Scenario {
  name: string;
  as: Caller;
  path: string;
  /** The answer's count the scenario reports beside its figures (what the page is over). */
  count?: (body: unknown) => number | undefined;
}

/** The company exported in full (Hanoi holds about 40 % of the large organization). */
export const EXPORT_COMPANY = 'HANOI';
export const EXPORT_COMPANY_ID = 2;
/** Targets of issue #19 at 20,000 employees: pages p99, a full company's month exported. */
export const PAGE_P99_TARGET_MS = 100;
export const EXPORT_TARGET_MS = 10_000;

const field = (path: string[]) => (body: unknown) => {
  let v: unknown = body;
  for (const key of path) v = (v as Record<string, unknown> | undefined)?.[key];
  return typeof v === 'number' ? v : undefined;
};

/**
 * The screens' data calls at scale: the admin timesheet list (a page of 200 of a month, first and
 * deep pages, filtered by company and division, searched by name), HR's ledger, the busy
 * approver's four approval lists, the administrator's corrections (thousands waiting), the team
 * calendar of the 300-person division, HR's month-close screen, and the full-company monthly
 * export and payroll file.
 */
export function scaleScenarios(employees: number, now = new Date()) {
  const today = todayIn('Asia/Ho_Chi_Minh', now);
  // The last whole month (every working day recorded) and the current one (leave ahead).
  const month = addMonths(monthOf(today), -1);
  const range = `start_date=${month}-01&end_date=${lastDayOf(month)}`;
  // The middle of the list: a page of 200 (person, day) rows among employees × days of the month.
  const middle = Math.max(2, Math.floor((employees * Number(lastDayOf(month).slice(8))) / 200 / 2));
  const timesheets = field(['timeSheets', 'total']);
  const pages: Scenario[] = [
    {
      name: 'admin timesheets: month, 200 rows, page 1',
      as: 'admin',
      path: `/api/timesheets?${range}&per_page=200`,
      count: timesheets,
    },
    {
      name: `admin timesheets: month, 200 rows, page ${middle}`,
      as: 'admin',
      path: `/api/timesheets?${range}&per_page=200&page=${middle}`,
      count: timesheets,
    },
    {
      name: 'admin timesheets: company + division filter',
      as: 'admin',
      path: `/api/timesheets?${range}&per_page=200&company_code=HANOI&division_code=${LARGE_BIG_DIVISION}`,
      count: timesheets,
    },
    {
      name: 'admin timesheets: name search',
      as: 'admin',
      path: `/api/timesheets?${range}&per_page=200&employee_info=${encodeURIComponent('Nguyễn Minh')}`,
      count: timesheets,
    },
    {
      name: 'HR leave ledger: 200 lines',
      as: 'hr',
      path: '/api/sabbatical-log/sabbatical-log-all?per_page=200',
      count: field(['logs', 'total']),
    },
    {
      name: 'approvals: overtime waiting for the division manager',
      as: 'dm',
      path: '/api/overtime-requests/approval?approveStatus=1&per_page=100',
      count: field(['listOverTimeRequest', 'total']),
    },
    {
      name: 'approvals: leave waiting for the division manager',
      as: 'dm',
      path: '/api/sabbatical-leave-request/approval?approveStatus=1&per_page=100',
      count: field(['sabbaticalLeaveRequests', 'total']),
    },
    {
      name: 'approvals: remote waiting for the division manager',
      as: 'dm',
      path: '/api/remote/approval?approveStatus=1&per_page=100',
      count: field(['remoteRequests', 'total']),
    },
    {
      name: 'approvals: corrections waiting for the division manager',
      as: 'dm',
      path: '/api/additional-timesheet/approval?approveStatus=1&per_page=100',
      count: field(['timeSheetRequests', 'total']),
    },
    {
      name: 'approvals: corrections waiting for the administrator',
      as: 'admin',
      path: '/api/additional-timesheet/approval?approveStatus=1&per_page=100',
      count: field(['timeSheetRequests', 'total']),
    },
    {
      name: `month close: ${EXPORT_COMPANY}'s month, 50 people not submitted`,
      as: 'admin',
      path: `/api/month-close?month=${month}&company_id=${EXPORT_COMPANY_ID}&status=open&per_page=50`,
      count: field(['summary', 'employees']),
    },
    {
      name: 'team calendar: the 300-person division, this month',
      as: 'dm',
      path: `/api/team-calendar?month=${monthOf(today)}&division_code=${LARGE_BIG_DIVISION}`,
      count: (body) => (body as { people?: unknown[] }).people?.length,
    },
  ];
  const exportMonth: Scenario = {
    name: `export: ${EXPORT_COMPANY}'s month (XLSX)`,
    as: 'admin',
    path: `/api/timesheets?${range}&company_code=${EXPORT_COMPANY}&export=1`,
  };
  const payrollMonth: Scenario = {
    name: `month close: ${EXPORT_COMPANY}'s payroll XLSX`,
    as: 'admin',
    path: `/api/month-close/payroll?month=${month}&company_id=${EXPORT_COMPANY_ID}`,
  };
  return { month, pages, exportMonth, exports: [exportMonth, payrollMonth] };
}
