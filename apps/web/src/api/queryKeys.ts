/** Every TanStack Query key in one place, so invalidation cannot drift from the queries. */
export const queryKeys = {
  account: ['account'] as const,
  counts: ['count-request'] as const,
  commons: ['commons'] as const,
  notifications: ['notifications'] as const,
  /** Everything about timesheets: invalidated as a whole after a check-in, an edit or a submit. */
  timesheets: ['timesheets'] as const,
  today: ['timesheets', 'today'] as const,
  userTimesheets: (query: Record<string, string>) => ['timesheets', 'user', query] as const,
  adminTimesheets: (query: Record<string, string | number>) => ['timesheets', 'admin', query] as const,
  dashboard: (month: string) => ['timesheets', 'dashboard', month] as const,
  totalRequests: (month: string) => ['timesheets', 'total-requests', month] as const,
  holidays: (companyId: number, year: number) => ['holidays', companyId, year] as const,
  /** Everything about corrections (additional timesheets): invalidated as a whole after a change. */
  corrections: ['corrections'] as const,
  correctionCreateData: (workDate: string | null) => ['corrections', 'create-data', workDate] as const,
  /** Evidence images (Blobs): apart from `corrections` so an approval does not download them again. */
  correctionEvidence: (url: string) => ['correction-evidence', url] as const,
  /** Everything about overtime: invalidated as a whole after a create, edit, delete or approval. */
  overtime: ['overtime'] as const,
  /** Administrators: every employee's requests (GET /timesheets/requests). */
  timesheetRequests: (query: Record<string, string | number>) =>
    ['overtime', 'all-employees', query] as const,
  overtimeProjects: ['overtime-options', 'projects'] as const,
  overtimeApprovers: (projectId: number | null) => ['overtime-options', 'approvers', projectId] as const,
  /** Everything about remote work: invalidated as a whole after a create, edit, delete or decision. */
  remote: ['remote'] as const,
  /** Administrators: every employee's remote requests (GET /remote/manage). */
  remoteManage: (query: Record<string, string | number>) => ['remote', 'manage', query] as const,
  remoteCreateData: ['remote', 'create'] as const,
  /** Everything about leave: invalidated as a whole after a create, edit, delete, decision or adjustment. */
  leave: ['leave'] as const,
  leaveCommons: ['leave', 'commons'] as const,
  leaveBalance: ['leave', 'balance'] as const,
  leaveStatistics: (year: number) => ['leave', 'statistics', year] as const,
  leaveLedger: (query: Record<string, string | number>) => ['leave', 'ledger', query] as const,
  leaveLedgerAll: (query: Record<string, string | number>) => ['leave', 'ledger-all', query] as const,
  leaveSummary: (query: Record<string, string | number>) => ['leave', 'summary', query] as const,
  teamCalendar: (query: Record<string, string | number>) => ['leave', 'team-calendar', query] as const,
  /** The server's day count of a span: depends on the holidays only, so kept apart from `leave`. */
  leaveCalculation: (span: Record<string, string | number>) => ['leave-calculation', span] as const,
  /** Everything about short leave: invalidated as a whole after a create, edit or decision. */
  shortLeave: ['short-leave'] as const,
  shortLeaveAssignable: ['short-leave', 'assignable'] as const,
  /** Everything about staff records: invalidated as a whole after a create, edit, resignation or import. */
  employees: ['employees'] as const,
  employeeList: (query: Record<string, string | number>) => ['employees', 'list', query] as const,
  employee: (id: number) => ['employees', 'one', id] as const,
  employeeHistory: (id: number) => ['employees', 'history', id] as const,
  /** The headcount charts move with every record change too. */
  employeeCharts: ['employees', 'charts'] as const,
  /** The signed-in person's own record (GET /information-profile). */
  profile: ['information-profile'] as const,
  /** Everything about projects: invalidated as a whole after a project, member or file change. */
  projects: ['projects'] as const,
  projectList: (query: Record<string, string | number>) => ['projects', 'list', query] as const,
  projectCreateData: ['projects', 'create-data'] as const,
  projectExists: (name: string, id: number | null) => ['projects', 'exists', name, id] as const,
  project: (id: number) => ['projects', 'one', id] as const,
  projectMembers: (id: number) => ['projects', 'members', id] as const,
  /** One project's effort grids, every view and period (invalidated after a save or a member change). */
  projectEffortAll: (id: number) => ['projects', 'effort', id] as const,
  projectEffort: (id: number, date: string, view: string) => ['projects', 'effort', id, date, view] as const,
  projectEffortEmployees: (id: number, month: string) =>
    ['projects', 'effort', id, 'employees', month] as const,
  projectReviews: (id: number, weeks: number) => ['projects', 'reviews', id, weeks] as const,
  projectReviewWeek: (id: number, monday: string) => ['projects', 'reviews', id, 'week', monday] as const,
  projectActivities: (id: number) => ['projects', 'activities', id] as const,
  projectActivityMembers: (id: number) => ['projects', 'activity-members', id] as const,
  projectContracts: (id: number) => ['projects', 'contracts', id] as const,
  /** `/common/customers` and `/common/technologies`: lists every signed-in person reads. */
  customers: ['common', 'customers'] as const,
  technologies: ['common', 'technologies'] as const,
};

/** The roots of the request kinds' screens: a notification or new counts refresh them. */
export const REQUEST_ROOTS = [queryKeys.overtime, queryKeys.corrections, queryKeys.remote, queryKeys.leave];
