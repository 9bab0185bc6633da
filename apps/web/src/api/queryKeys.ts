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
  correctionList: (query: Record<string, string | number>) => ['corrections', 'list', query] as const,
  correctionApprovalLists: ['corrections', 'approval-list'] as const,
  correctionApprovalList: (query: Record<string, string | number>) =>
    ['corrections', 'approval-list', query] as const,
  correctionDetail: (id: number) => ['corrections', 'detail', id] as const,
  correctionShowApproval: (id: number) => ['corrections', 'show-approval', id] as const,
  correctionEdit: (id: number) => ['corrections', 'edit', id] as const,
  correctionCreateData: (workDate: string | null) => ['corrections', 'create-data', workDate] as const,
  /** Evidence images (Blobs): apart from `corrections` so an approval does not download them again. */
  correctionEvidence: (url: string) => ['correction-evidence', url] as const,
  /** Everything about overtime: invalidated as a whole after a create, edit, delete or approval. */
  overtime: ['overtime'] as const,
  overtimeLists: ['overtime', 'list'] as const,
  overtimeList: (query: Record<string, string | number>) => ['overtime', 'list', query] as const,
  overtimeApprovalLists: ['overtime', 'approval-list'] as const,
  overtimeApprovalList: (query: Record<string, string | number>) =>
    ['overtime', 'approval-list', query] as const,
  /** Administrators: every employee's requests (GET /timesheets/requests). */
  timesheetRequests: (query: Record<string, string | number>) =>
    ['overtime', 'all-employees', query] as const,
  overtimeDetail: (id: number) => ['overtime', 'detail', id] as const,
  overtimeShowApproval: (id: number) => ['overtime', 'show-approval', id] as const,
  overtimeEdit: (id: number) => ['overtime', 'edit', id] as const,
  overtimeProjects: ['overtime-options', 'projects'] as const,
  overtimeApprovers: (projectId: number | null) => ['overtime-options', 'approvers', projectId] as const,
  /** Everything about remote work: invalidated as a whole after a create, edit, delete or decision. */
  remote: ['remote'] as const,
  remoteList: (query: Record<string, string | number>) => ['remote', 'list', query] as const,
  remoteApprovalLists: ['remote', 'approval-list'] as const,
  remoteApprovalList: (query: Record<string, string | number>) => ['remote', 'approval-list', query] as const,
  /** Administrators: every employee's remote requests (GET /remote/manage). */
  remoteManage: (query: Record<string, string | number>) => ['remote', 'manage', query] as const,
  remoteCreateData: ['remote', 'create'] as const,
  remoteDetail: (id: number) => ['remote', 'detail', id] as const,
  remoteShowApproval: (id: number) => ['remote', 'show-approval', id] as const,
  remoteEdit: (id: number) => ['remote', 'edit', id] as const,
  /** Everything about leave: invalidated as a whole after a create, edit, delete, decision or adjustment. */
  leave: ['leave'] as const,
  leaveList: (query: Record<string, string | number>) => ['leave', 'list', query] as const,
  leaveApprovalList: (query: Record<string, string | number>) => ['leave', 'approval-list', query] as const,
  leaveCommons: ['leave', 'commons'] as const,
  leaveDetail: (id: number) => ['leave', 'detail', id] as const,
  leaveShowApproval: (id: number) => ['leave', 'show-approval', id] as const,
  leaveEdit: (id: number) => ['leave', 'edit', id] as const,
  leaveBalance: ['leave', 'balance'] as const,
  leaveStatistics: (year: number) => ['leave', 'statistics', year] as const,
  leaveLedger: (query: Record<string, string | number>) => ['leave', 'ledger', query] as const,
  leaveLedgerAll: (query: Record<string, string | number>) => ['leave', 'ledger-all', query] as const,
  teamCalendar: (query: Record<string, string | number>) => ['leave', 'team-calendar', query] as const,
  /** The server's day count of a span: depends on the holidays only, so kept apart from `leave`. */
  leaveCalculation: (span: Record<string, string | number>) => ['leave-calculation', span] as const,
  /** Everything about short leave: invalidated as a whole after a create, edit or decision. */
  shortLeave: ['short-leave'] as const,
  shortLeaveList: (scope: 'mine' | 'assigned', query: Record<string, string | number>) =>
    ['short-leave', 'list', scope, query] as const,
  shortLeaveAssignable: ['short-leave', 'assignable'] as const,
};
