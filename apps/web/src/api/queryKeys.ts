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
  checkInNetworks: (companyId: number) => ['check-in-networks', companyId] as const,
  approvalReminders: (companyId: number) => ['approval-reminders', companyId] as const,
  /** Under `timesheets`: a submit, a lock or an edit anywhere refreshes it. */
  monthClose: (query: Record<string, string | number>) => ['timesheets', 'month-close', query] as const,
  approverContext: (kind: string, id: number) => ['approver-context', kind, id] as const,
  calendarFeeds: ['calendar-feeds'] as const,
  notificationSettings: ['notification-settings'] as const,
  delegations: ['delegations'] as const,
  delegateCandidates: (q: string) => ['delegations', 'candidates', q] as const,
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
  /** Everything about check-point reviews: invalidated as a whole after a submit, a change request or a period edit. */
  checkpoint: ['checkpoint'] as const,
  /** The left menu's check-point entries and counts (GET /checkpoint/menu). */
  checkpointMenu: ['checkpoint', 'menu'] as const,
  checkpointProcess: (periodId: number | null) => ['checkpoint', 'process', periodId] as const,
  checkpointList: (query: Record<string, string | number>) => ['checkpoint', 'list', query] as const,
  checkpointForm: (reviewId: number) => ['checkpoint', 'form', reviewId] as const,
  checkpointResult: (periodId: number | null) => ['checkpoint', 'result', periodId] as const,
  checkpointPeriods: ['checkpoint', 'periods'] as const,
  /** `/common/customers` and `/common/technologies`: lists every signed-in person reads. */
  customers: ['common', 'customers'] as const,
  technologies: ['common', 'technologies'] as const,
  /** Everything about skill sheets: invalidated as a whole after a sheet or catalogue change. */
  skills: ['skills'] as const,
  skillCatalogue: ['skills', 'catalogue'] as const,
  skillSheet: ['skills', 'sheet'] as const,
  employeeSkills: (id: number) => ['skills', 'employee', id] as const,
  skillSearch: (query: Record<string, string | number>) => ['skills', 'search', query] as const,
  /** Everything about news (features/news owns the keys below this root). */
  news: ['news'] as const,
  /** Everything about seat plans and who-is-where (features/seats owns the keys below this root). */
  seats: ['seats'] as const,
  /** Everything about the company-trip vote (features/vote owns the keys below this root). */
  vote: ['vote'] as const,
};

/** The live topics (server `LIVE_TOPICS`, `event: topic`): each refreshes the screens under its root. */
export const LIVE_TOPIC_ROOTS: Record<string, readonly unknown[]> = {
  news: queryKeys.news,
  seats: queryKeys.seats,
  vote: queryKeys.vote,
};

/** The roots of the request kinds' screens: a notification or new counts refresh them. */
export const REQUEST_ROOTS = [queryKeys.overtime, queryKeys.corrections, queryKeys.remote, queryKeys.leave];
