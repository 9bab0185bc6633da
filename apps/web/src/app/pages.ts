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
  overtimeList: lazyPage(() => import('../features/overtime/OvertimeListPage')),
  overtimeApproval: lazyPage(() => import('../features/overtime/OvertimeApprovalListPage')),
  overtimeCreate: lazyPage(() => import('../features/overtime/OvertimeCreatePage')),
  overtimeUpdate: lazyPage(() => import('../features/overtime/OvertimeUpdatePage')),
  overtimeDetail: lazyPage(() => import('../features/overtime/OvertimeDetailPage')),
  overtimeApprove: lazyPage(() => import('../features/overtime/OvertimeApprovePage')),
  remoteList: lazyPage(() => import('../features/remote/RemoteListPage')),
  remoteApproval: lazyPage(() => import('../features/remote/RemoteApprovalListPage')),
  remoteCreate: lazyPage(() => import('../features/remote/RemoteCreatePage')),
  remoteDetail: lazyPage(() => import('../features/remote/RemoteDetailPage')),
  remoteApprove: lazyPage(() => import('../features/remote/RemoteApprovePage')),
  remoteManage: lazyPage(() => import('../features/remote/RemoteManagePage')),
  correctionList: lazyPage(() => import('../features/corrections/CorrectionListPage')),
  correctionApproval: lazyPage(() => import('../features/corrections/CorrectionApprovalListPage')),
  correctionCreate: lazyPage(() => import('../features/corrections/CorrectionCreatePage')),
  correctionUpdate: lazyPage(() => import('../features/corrections/CorrectionUpdatePage')),
  correctionDetail: lazyPage(() => import('../features/corrections/CorrectionDetailPage')),
  correctionApprove: lazyPage(() => import('../features/corrections/CorrectionApprovePage')),
  placeholder: lazyPage(() => import('../features/placeholder/PlaceholderPage')),
};
