/** The lazily loaded screen for each PageKey of the route table (one chunk per area). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { areaLoader } from '../i18n';
import { lazyPage } from './lazyPage';
import type { PageKey } from './routes';

const ALL_SCREENS = ['List', 'Approval', 'Create', 'Update', 'Detail', 'Approve'] as const;

/**
 * The screens of a request kind's `pages.tsx` (one chunk): page key `${prefix}${Screen}` is the
 * module's `${Screen}Page` export.
 */
function requestScreens<P extends string, S extends string>(
  prefix: P,
  load: () => Promise<object>,
  screens: readonly S[],
) {
  return Object.fromEntries(
    screens.map((screen) => [
      `${prefix}${screen}`,
      lazyPage(() =>
        load().then((m) => ({
          default: (m as Record<string, ComponentType>)[`${screen}Page`] as ComponentType,
        })),
      ),
    ]),
  ) as Record<`${P}${S}`, LazyExoticComponent<ComponentType>>;
}

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
  checkInNetworks: lazyPage(() => import('../features/timesheets/checkInNetworks/CheckInNetworksPage')),
  approvalReminders: lazyPage(() => import('../features/timesheets/approvalReminders/ApprovalRemindersPage')),
  monthClose: lazyPage(() => import('../features/timesheets/monthClose/MonthClosePage')),
  ...requestScreens('overtime', () => import('../features/overtime/pages'), ALL_SCREENS),
  ...requestScreens('remote', () => import('../features/remote/pages'), [
    'List',
    'Approval',
    'Create',
    'Detail',
    'Approve',
  ]),
  remoteManage: lazyPage(() => import('../features/remote/RemoteManagePage')),
  ...requestScreens('leave', () => import('../features/leave/pages'), ALL_SCREENS),
  leaveStatistics: lazyPage(() => import('../features/leave/LeaveStatisticsPage')),
  teamCalendar: lazyPage(() => import('../features/leave/TeamCalendarPage')),
  ...requestScreens('shortLeave', () => import('../features/short-leave/pages'), ['List', 'Create']),
  ...requestScreens('correction', () => import('../features/corrections/pages'), ALL_SCREENS),
  ...requestScreens('employee', () => import('../features/employees/pages'), [
    'List',
    'Create',
    'Edit',
    'Detail',
    'Charts',
  ]),
  ...requestScreens('project', () => import('../features/projects/pages'), [
    'List',
    'Create',
    'Update',
    'Detail',
  ]),
  ...requestScreens(
    'checkpoint',
    areaLoader('checkpoint', () => import('../features/checkpoint/pages')),
    [
      'Overview',
      'Myself',
      'Result',
      'WaitingPm',
      'WaitingDm',
      'WaitingInterview',
      'ByPm',
      'ResultPm',
      'ByDm',
      'Interview',
      'ResultFinal',
      'SeeReview',
      'Guide',
    ],
  ),
  ...requestScreens(
    'skill',
    areaLoader('skills', () => import('../features/skills/pages')),
    ['Sheet', 'Add'],
  ),
  ...requestScreens(
    'news',
    areaLoader('news', () => import('../features/news/pages')),
    ['List', 'Create', 'Edit', 'Read'],
  ),
  ...requestScreens(
    'seating',
    areaLoader('seats', () => import('../features/seats/pages')),
    ['Chart'],
  ),
  ...requestScreens(
    'vote',
    areaLoader('vote', () => import('../features/vote/pages')),
    ['Ballot', 'Chart'],
  ),
  placeholder: lazyPage(() => import('../features/placeholder/PlaceholderPage')),
};
