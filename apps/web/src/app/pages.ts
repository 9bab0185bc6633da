/** The lazily loaded screen for each PageKey of the route table (one chunk per area). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazyPage';
import type { PageKey } from './routes';

export const PAGES: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  login: lazyPage(() => import('../features/auth/LoginPage')),
  redirect: lazyPage(() => import('../features/auth/RedirectPage')),
  profile: lazyPage(() => import('../features/profile/ProfilePage')),
  forbidden: lazyPage(() => import('../features/errors/ForbiddenPage')),
  notFound: lazyPage(() => import('../features/errors/NotFoundPage')),
  note: lazyPage(() => import('../features/notes/NotePage')),
  dashboard: lazyPage(() => import('../features/timesheets/DashboardPage')),
  timesheets: lazyPage(() => import('../features/timesheets/TimesheetListPage')),
  timesheetsManage: lazyPage(() => import('../features/timesheets/admin/TimesheetManagePage')),
  timesheetRequests: lazyPage(() => import('../features/timesheets/admin/TimesheetRequestsPage')),
  holidays: lazyPage(() => import('../features/timesheets/holidays/HolidaysPage')),
  overtimeList: lazyPage(() => import('../features/overtime/pages').then((m) => ({ default: m.ListPage }))),
  overtimeApproval: lazyPage(() =>
    import('../features/overtime/pages').then((m) => ({ default: m.ApprovalPage })),
  ),
  overtimeCreate: lazyPage(() => import('../features/overtime/OvertimeCreatePage')),
  overtimeUpdate: lazyPage(() => import('../features/overtime/OvertimeUpdatePage')),
  overtimeDetail: lazyPage(() =>
    import('../features/overtime/pages').then((m) => ({ default: m.DetailPage })),
  ),
  overtimeApprove: lazyPage(() =>
    import('../features/overtime/pages').then((m) => ({ default: m.ApprovePage })),
  ),
  remoteList: lazyPage(() => import('../features/remote/pages').then((m) => ({ default: m.ListPage }))),
  remoteApproval: lazyPage(() =>
    import('../features/remote/pages').then((m) => ({ default: m.ApprovalPage })),
  ),
  remoteCreate: lazyPage(() => import('../features/remote/RemoteCreatePage')),
  remoteDetail: lazyPage(() => import('../features/remote/pages').then((m) => ({ default: m.DetailPage }))),
  remoteApprove: lazyPage(() => import('../features/remote/pages').then((m) => ({ default: m.ApprovePage }))),
  remoteManage: lazyPage(() => import('../features/remote/RemoteManagePage')),
  leaveList: lazyPage(() => import('../features/leave/pages').then((m) => ({ default: m.ListPage }))),
  leaveApproval: lazyPage(() => import('../features/leave/pages').then((m) => ({ default: m.ApprovalPage }))),
  leaveCreate: lazyPage(() => import('../features/leave/LeaveCreatePage')),
  leaveUpdate: lazyPage(() => import('../features/leave/LeaveUpdatePage')),
  leaveDetail: lazyPage(() => import('../features/leave/pages').then((m) => ({ default: m.DetailPage }))),
  leaveApprove: lazyPage(() => import('../features/leave/pages').then((m) => ({ default: m.ApprovePage }))),
  leaveStatistics: lazyPage(() => import('../features/leave/LeaveStatisticsPage')),
  teamCalendar: lazyPage(() => import('../features/leave/TeamCalendarPage')),
  shortLeaveList: lazyPage(() => import('../features/short-leave/ShortLeaveListPage')),
  shortLeaveCreate: lazyPage(() => import('../features/short-leave/ShortLeaveCreatePage')),
  correctionList: lazyPage(() =>
    import('../features/corrections/pages').then((m) => ({ default: m.ListPage })),
  ),
  correctionApproval: lazyPage(() =>
    import('../features/corrections/pages').then((m) => ({ default: m.ApprovalPage })),
  ),
  correctionCreate: lazyPage(() => import('../features/corrections/CorrectionCreatePage')),
  correctionUpdate: lazyPage(() => import('../features/corrections/CorrectionUpdatePage')),
  correctionDetail: lazyPage(() =>
    import('../features/corrections/pages').then((m) => ({ default: m.DetailPage })),
  ),
  correctionApprove: lazyPage(() =>
    import('../features/corrections/pages').then((m) => ({ default: m.ApprovePage })),
  ),
  placeholder: lazyPage(() => import('../features/placeholder/PlaceholderPage')),
};
