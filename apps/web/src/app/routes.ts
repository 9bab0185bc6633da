/**
 * The route table of SPEC 2 as plain data: no React here, so the i18n test (node, no DOM) can
 * check that every title has a translation. `router.tsx` turns it into React Router routes.
 */
import type { AccessGate } from '@staffhub/domain';
import { HOME_PATH, LOGIN_PATH } from './paths';

export type LayoutKind = 'authenticated' | 'guest' | 'error' | 'document';

/** Which lazily loaded screen renders the route. `placeholder` = area not built yet. */
export type PageKey =
  | 'login'
  | 'redirect'
  | 'profile'
  | 'forbidden'
  | 'notFound'
  | 'note'
  | 'dashboard'
  | 'timesheets'
  | 'timesheetsManage'
  | 'timesheetRequests'
  | 'holidays'
  | 'checkInNetworks'
  | 'approvalReminders'
  | 'monthClose'
  | 'overtimeList'
  | 'overtimeApproval'
  | 'overtimeCreate'
  | 'overtimeUpdate'
  | 'overtimeDetail'
  | 'overtimeApprove'
  | 'correctionList'
  | 'correctionApproval'
  | 'correctionCreate'
  | 'correctionUpdate'
  | 'correctionDetail'
  | 'correctionApprove'
  | 'remoteList'
  | 'remoteApproval'
  | 'remoteCreate'
  | 'remoteDetail'
  | 'remoteApprove'
  | 'remoteManage'
  | 'leaveList'
  | 'leaveApproval'
  | 'leaveCreate'
  | 'leaveUpdate'
  | 'leaveDetail'
  | 'leaveApprove'
  | 'leaveStatistics'
  | 'teamCalendar'
  | 'shortLeaveList'
  | 'shortLeaveCreate'
  | 'employeeList'
  | 'employeeCreate'
  | 'employeeEdit'
  | 'employeeDetail'
  | 'employeeCharts'
  | 'projectList'
  | 'projectCreate'
  | 'projectUpdate'
  | 'projectDetail'
  | 'skillSheet'
  | 'skillAdd'
  | 'checkpointOverview'
  | 'checkpointMyself'
  | 'checkpointResult'
  | 'checkpointWaitingPm'
  | 'checkpointWaitingDm'
  | 'checkpointWaitingInterview'
  | 'checkpointByPm'
  | 'checkpointResultPm'
  | 'checkpointByDm'
  | 'checkpointInterview'
  | 'checkpointResultFinal'
  | 'checkpointSeeReview'
  | 'checkpointGuide'
  | 'newsList'
  | 'newsCreate'
  | 'newsEdit'
  | 'newsRead'
  | 'seatingChart'
  | 'voteBallot'
  | 'voteChart'
  | 'placeholder';

export interface RouteMeta {
  id: string;
  path: string;
  /** i18n key of the page title (also the breadcrumb label). */
  titleKey: string;
  /** Id of the breadcrumb parent; the chain always starts at Home. */
  parent?: string;
  gate: AccessGate;
  layout: LayoutKind;
  page: PageKey;
  /** Reachable without a token (SPEC 2: login, 403 and 404). */
  isPublic?: boolean;
}

export { HOME_PATH, LOGIN_PATH };
export const HOME_REDIRECT = '/timesheets';
export const REDIRECT_PATH = '/redirect';
export const FORBIDDEN_PATH = '/403';
export const NOT_FOUND_PATH = '/404';
export const PROFILE_PATH = '/information-profile';
export const DASHBOARD_PATH = '/dashboard';
export const EMPLOYEES_PATH = '/employees';
export const PROJECTS_PATH = '/project-management';
export const HOME_TITLE_KEY = 'routes.home';

type Def = Omit<RouteMeta, 'layout' | 'page' | 'gate'> & Partial<Pick<RouteMeta, 'layout' | 'page' | 'gate'>>;

/** Defaults: authenticated layout, placeholder screen, open to every signed-in user. */
function r(def: Def): RouteMeta {
  return { layout: 'authenticated', page: 'placeholder', gate: 'any', ...def };
}

type AreaScreen = 'list' | 'detail' | 'create' | 'update' | 'approve' | 'approval';

/** A list screen with the usual detail / create / update / approval sub-routes of SPEC 2. */
function requestArea(
  id: string,
  base: string,
  options: { approvalList?: boolean; pages?: Partial<Record<AreaScreen, PageKey>> } = {},
): RouteMeta[] {
  const approvalParent = options.approvalList === false ? id : `${id}Approval`;
  const page = (screen: AreaScreen): PageKey => options.pages?.[screen] ?? 'placeholder';
  const list: RouteMeta[] = [
    r({ id, path: base, titleKey: `routes.${id}`, page: page('list') }),
    r({
      id: `${id}Detail`,
      path: `${base}/detail/:id`,
      titleKey: `routes.${id}Detail`,
      parent: id,
      page: page('detail'),
    }),
    r({
      id: `${id}Create`,
      path: `${base}/create`,
      titleKey: `routes.${id}Create`,
      parent: id,
      page: page('create'),
    }),
    r({
      id: `${id}Update`,
      path: `${base}/update/:id`,
      titleKey: `routes.${id}Update`,
      parent: id,
      page: page('update'),
    }),
    r({
      id: `${id}Approve`,
      path: `${base}/approval/:id`,
      titleKey: `routes.${id}Approve`,
      parent: approvalParent,
      gate: 'approver',
      page: page('approve'),
    }),
  ];
  if (options.approvalList !== false) {
    list.push(
      r({
        id: `${id}Approval`,
        path: `${base}/approval`,
        titleKey: `routes.${id}Approval`,
        parent: id,
        gate: 'approver',
        page: page('approval'),
      }),
    );
  }
  return list;
}

export const ROUTES: readonly RouteMeta[] = [
  // Guest, error and warning screens.
  r({
    id: 'login',
    path: LOGIN_PATH,
    titleKey: 'routes.login',
    layout: 'guest',
    page: 'login',
    isPublic: true,
  }),
  r({
    id: 'forbidden',
    path: FORBIDDEN_PATH,
    titleKey: 'routes.forbidden',
    layout: 'error',
    page: 'forbidden',
    isPublic: true,
  }),
  r({
    id: 'notFound',
    path: NOT_FOUND_PATH,
    titleKey: 'routes.notFound',
    layout: 'error',
    page: 'notFound',
    isPublic: true,
  }),
  r({ id: 'redirect', path: REDIRECT_PATH, titleKey: 'routes.redirect', layout: 'guest', page: 'redirect' }),

  r({ id: 'dashboard', path: DASHBOARD_PATH, titleKey: 'routes.dashboard', page: 'dashboard' }),
  r({ id: 'profile', path: PROFILE_PATH, titleKey: 'routes.profile', page: 'profile' }),

  // Timesheets, with the administrators' company-wide lists.
  r({ id: 'timesheets', path: '/timesheets', titleKey: 'routes.timesheets', page: 'timesheets' }),
  r({
    id: 'timesheetsManage',
    path: '/timesheets/manage',
    titleKey: 'routes.timesheetsManage',
    parent: 'timesheets',
    gate: 'admin',
    page: 'timesheetsManage',
  }),
  r({
    id: 'timesheetsHolidays',
    path: '/timesheets/holidays',
    titleKey: 'routes.timesheetsHolidays',
    parent: 'timesheets',
    gate: 'admin',
    page: 'holidays',
  }),
  r({
    id: 'timesheetsCheckIn',
    path: '/timesheets/check-in-networks',
    titleKey: 'routes.timesheetsCheckIn',
    parent: 'timesheets',
    gate: 'admin',
    page: 'checkInNetworks',
  }),
  r({
    id: 'timesheetsReminders',
    path: '/timesheets/approval-reminders',
    titleKey: 'routes.timesheetsReminders',
    parent: 'timesheets',
    gate: 'admin',
    page: 'approvalReminders',
  }),
  r({
    id: 'timesheetsMonthClose',
    path: '/timesheets/month-close',
    titleKey: 'routes.timesheetsMonthClose',
    parent: 'timesheets',
    gate: 'admin',
    page: 'monthClose',
  }),
  r({
    id: 'timesheetsRemote',
    path: '/timesheets/remote',
    titleKey: 'routes.timesheetsRemote',
    parent: 'timesheets',
    gate: 'admin',
    page: 'remoteManage',
  }),
  r({
    id: 'timesheetsOvertime',
    path: '/timesheets/overtime',
    titleKey: 'routes.timesheetsOvertime',
    parent: 'timesheets',
    gate: 'admin',
    page: 'timesheetRequests',
  }),

  ...requestArea('additional', '/additional-timesheet', {
    pages: {
      list: 'correctionList',
      detail: 'correctionDetail',
      create: 'correctionCreate',
      update: 'correctionUpdate',
      approve: 'correctionApprove',
      approval: 'correctionApproval',
    },
  }),
  ...requestArea('overtime', '/overtime-requests', {
    pages: {
      list: 'overtimeList',
      detail: 'overtimeDetail',
      create: 'overtimeCreate',
      update: 'overtimeUpdate',
      approve: 'overtimeApprove',
      approval: 'overtimeApproval',
    },
  }),
  ...requestArea('sabbatical', '/sabbatical-leave-request', {
    pages: {
      list: 'leaveList',
      detail: 'leaveDetail',
      create: 'leaveCreate',
      update: 'leaveUpdate',
      approve: 'leaveApprove',
      approval: 'leaveApproval',
    },
  }),
  r({
    id: 'sabbaticalStatistical',
    path: '/sabbatical-leave-request/statistical',
    titleKey: 'routes.sabbaticalStatistical',
    parent: 'sabbatical',
    page: 'leaveStatistics',
  }),
  r({
    id: 'sabbaticalCalendar',
    path: '/sabbatical-leave-request/calendar',
    titleKey: 'routes.sabbaticalCalendar',
    parent: 'sabbatical',
    page: 'teamCalendar',
  }),
  r({
    id: 'shortLeave',
    path: '/sabbatical-leave-request/short-leave-request',
    titleKey: 'routes.shortLeave',
    parent: 'sabbatical',
    page: 'shortLeaveList',
  }),
  r({
    id: 'shortLeaveAssigned',
    path: '/sabbatical-leave-request/short-leave-request/assigned',
    titleKey: 'routes.shortLeaveAssigned',
    parent: 'shortLeave',
    gate: 'approver',
    page: 'shortLeaveList',
  }),
  r({
    id: 'shortLeaveCreate',
    path: '/sabbatical-leave-request/short-leave-request/create',
    titleKey: 'routes.shortLeaveCreate',
    parent: 'shortLeave',
    page: 'shortLeaveCreate',
  }),

  // Remote work: no update page (editing is the modal of the list and the detail).
  r({ id: 'remote', path: '/remote-request', titleKey: 'routes.remote', page: 'remoteList' }),
  r({
    id: 'remoteApproval',
    path: '/remote-request/approval',
    titleKey: 'routes.remoteApproval',
    parent: 'remote',
    gate: 'approver',
    page: 'remoteApproval',
  }),
  r({
    id: 'remoteCreate',
    path: '/remote-request/create',
    titleKey: 'routes.remoteCreate',
    parent: 'remote',
    page: 'remoteCreate',
  }),
  r({
    id: 'remoteDetail',
    path: '/remote-request/detail/:id',
    titleKey: 'routes.remoteDetail',
    parent: 'remote',
    page: 'remoteDetail',
  }),
  r({
    id: 'remoteApprove',
    path: '/remote-request/approval/:id',
    titleKey: 'routes.remoteApprove',
    parent: 'remoteApproval',
    gate: 'approver',
    page: 'remoteApprove',
  }),

  // Staff records and the HR charts: people managers only (issue #15).
  r({
    id: 'employees',
    path: EMPLOYEES_PATH,
    titleKey: 'routes.employees',
    gate: 'people',
    page: 'employeeList',
  }),
  r({
    id: 'employeesCreate',
    path: `${EMPLOYEES_PATH}/create`,
    titleKey: 'routes.employeesCreate',
    parent: 'employees',
    gate: 'people',
    page: 'employeeCreate',
  }),
  r({
    id: 'employeesCharts',
    path: `${EMPLOYEES_PATH}/charts`,
    titleKey: 'routes.employeesCharts',
    parent: 'employees',
    gate: 'people',
    page: 'employeeCharts',
  }),
  r({
    id: 'employeesDetail',
    path: `${EMPLOYEES_PATH}/:id`,
    titleKey: 'routes.employeesDetail',
    parent: 'employees',
    gate: 'people',
    page: 'employeeDetail',
  }),
  r({
    id: 'employeesEdit',
    path: `${EMPLOYEES_PATH}/:id/edit`,
    titleKey: 'routes.employeesEdit',
    parent: 'employees',
    gate: 'people',
    page: 'employeeEdit',
  }),

  r({ id: 'skillSheet', path: '/skill-sheet', titleKey: 'routes.skillSheet', page: 'skillSheet' }),
  r({
    id: 'addSkill',
    path: '/add-skill',
    titleKey: 'routes.addSkill',
    parent: 'skillSheet',
    page: 'skillAdd',
  }),
  r({ id: 'seatingChart', path: '/seating-chart', titleKey: 'routes.seatingChart', page: 'seatingChart' }),

  // User guides (document layout).
  r({
    id: 'noteOvertime',
    path: '/note/overtime',
    titleKey: 'routes.noteOvertime',
    layout: 'document',
    page: 'note',
  }),
  r({
    id: 'noteTimesheet',
    path: '/note/timesheet',
    titleKey: 'routes.noteTimesheet',
    layout: 'document',
    page: 'note',
  }),
  r({
    id: 'noteSabbatical',
    path: '/note/sabbatical',
    titleKey: 'routes.noteSabbatical',
    layout: 'document',
    page: 'note',
  }),
  r({
    id: 'noteDocument',
    path: '/note/document',
    titleKey: 'routes.noteDocument',
    layout: 'document',
    page: 'note',
  }),
  r({
    id: 'companyRules',
    path: '/company-rules',
    titleKey: 'routes.companyRules',
    layout: 'document',
    page: 'note',
  }),

  // Check-point reviews: who may open a list or a review is the server's to say (GET /checkpoint/menu,
  // 403 otherwise): a department head who approves nothing, or the board, may have work here.
  r({ id: 'checkpoint', path: '/checkpoint', titleKey: 'routes.checkpoint', page: 'checkpointOverview' }),
  r({
    id: 'checkpointMyself',
    path: '/checkpoint/myself',
    titleKey: 'routes.checkpointMyself',
    page: 'checkpointMyself',
    parent: 'checkpoint',
  }),
  r({
    id: 'checkpointResult',
    path: '/checkpoint/result',
    titleKey: 'routes.checkpointResult',
    page: 'checkpointResult',
    parent: 'checkpoint',
  }),
  r({
    id: 'checkpointWaitingPm',
    path: '/checkpoint/list-waiting-pm',
    titleKey: 'routes.checkpointWaitingPm',
    page: 'checkpointWaitingPm',
    parent: 'checkpoint',
  }),
  r({
    id: 'checkpointWaitingDm',
    path: '/checkpoint/list-waiting-dm',
    titleKey: 'routes.checkpointWaitingDm',
    page: 'checkpointWaitingDm',
    parent: 'checkpoint',
  }),
  r({
    id: 'checkpointWaitingInterview',
    path: '/checkpoint/list-waiting-interview',
    titleKey: 'routes.checkpointWaitingInterview',
    page: 'checkpointWaitingInterview',
    parent: 'checkpoint',
  }),
  r({
    id: 'checkpointByPm',
    path: '/checkpoint/checkpoint-by-pm',
    titleKey: 'routes.checkpointByPm',
    page: 'checkpointByPm',
    parent: 'checkpointWaitingPm',
  }),
  r({
    id: 'checkpointResultPm',
    path: '/checkpoint/result-check-point-pm',
    titleKey: 'routes.checkpointResultPm',
    page: 'checkpointResultPm',
    parent: 'checkpointWaitingPm',
  }),
  r({
    id: 'checkpointByDm',
    path: '/checkpoint/checkpoint-by-dm',
    titleKey: 'routes.checkpointByDm',
    page: 'checkpointByDm',
    parent: 'checkpointWaitingDm',
  }),
  r({
    id: 'checkpointInterview',
    path: '/checkpoint/interview',
    titleKey: 'routes.checkpointInterview',
    page: 'checkpointInterview',
    parent: 'checkpointWaitingInterview',
  }),
  r({
    id: 'checkpointResultFinal',
    path: '/checkpoint/result-dm-bod-ihr',
    titleKey: 'routes.checkpointResultFinal',
    page: 'checkpointResultFinal',
    parent: 'checkpointWaitingInterview',
  }),
  r({
    id: 'checkpointSeeReview',
    path: '/checkpoint/see-review',
    titleKey: 'routes.checkpointSeeReview',
    page: 'checkpointSeeReview',
    parent: 'checkpoint',
  }),
  r({
    id: 'checkpointGuide',
    path: '/checkpoint/guide',
    titleKey: 'routes.checkpointGuide',
    page: 'checkpointGuide',
    parent: 'checkpoint',
  }),

  // Everyone votes and sees the chart; starting, ending and resetting is the 'vote' gate's, inside
  // the page and on the server (docs/DECISIONS.md "Company life").
  r({
    id: 'summerTripVote',
    path: '/summer-trip/vote',
    titleKey: 'routes.summerTripVote',
    page: 'voteBallot',
  }),
  r({
    id: 'summerTripChart',
    path: '/summer-trip/vote-chart',
    titleKey: 'routes.summerTripChart',
    parent: 'summerTripVote',
    page: 'voteChart',
  }),

  // Everyone reads the news (/news/show-news); writing it is the 'news' gate's (SPEC 6).
  r({ id: 'newsRead', path: '/news/show-news', titleKey: 'routes.newsRead', page: 'newsRead' }),
  r({ id: 'news', path: '/news', titleKey: 'routes.news', gate: 'news', page: 'newsList' }),
  r({
    id: 'newsCreate',
    path: '/news/create',
    titleKey: 'routes.newsCreate',
    parent: 'news',
    gate: 'news',
    page: 'newsCreate',
  }),
  r({
    id: 'newsEdit',
    path: '/news/edit/:id',
    titleKey: 'routes.newsEdit',
    parent: 'news',
    gate: 'news',
    page: 'newsEdit',
  }),

  // SPEC 2: any path containing /project-management needs project-management access. The detail's
  // tabs are its sub-routes (one screen, the tab read from the address).
  r({
    id: 'projects',
    path: PROJECTS_PATH,
    titleKey: 'routes.projects',
    gate: 'projectManagement',
    page: 'projectList',
  }),
  r({
    id: 'projectCreate',
    path: `${PROJECTS_PATH}/create`,
    titleKey: 'routes.projectCreate',
    parent: 'projects',
    gate: 'projectManagement',
    page: 'projectCreate',
  }),
  r({
    id: 'projectUpdate',
    path: `${PROJECTS_PATH}/:id/update`,
    titleKey: 'routes.projectUpdate',
    parent: 'projects',
    gate: 'projectManagement',
    page: 'projectUpdate',
  }),
  ...(['detail', 'review', 'effort', 'activities', 'contract-management'] as const).map((sub) =>
    r({
      id: `project_${sub}`,
      path: `${PROJECTS_PATH}/:id/${sub}`,
      titleKey: `routes.project_${sub}`,
      parent: 'projects',
      gate: 'projectManagement',
      page: 'projectDetail',
    }),
  ),
];

const byId = new Map(ROUTES.map((route) => [route.id, route]));

export function routeById(id: string): RouteMeta | undefined {
  return byId.get(id);
}

/** The breadcrumb chain (outermost first, the route itself last), excluding Home. */
export function breadcrumbChain(id: string): RouteMeta[] {
  const chain: RouteMeta[] = [];
  const seen = new Set<string>();
  let cur = byId.get(id);
  while (cur && !seen.has(cur.id)) {
    seen.add(cur.id);
    chain.unshift(cur);
    cur = cur.parent ? byId.get(cur.parent) : undefined;
  }
  return chain;
}

/** True when a route path has no `:param` segment, so it can be linked from a breadcrumb. */
export function isStaticPath(path: string): boolean {
  return !path.split('/').some((segment) => segment.startsWith(':'));
}
