/** The sidebars of SPEC 2 as plain data (labels are i18n keys, icons are names resolved by the layouts). */
import type { AccessGate, CheckpointMenuKey, CountRequest } from '@staffhub/domain';

export type MenuIcon =
  | 'dashboard'
  | 'timesheet'
  | 'overtime'
  | 'additional'
  | 'remote'
  | 'sabbatical'
  | 'skill'
  | 'seat'
  | 'note'
  | 'news'
  | 'checkpoint'
  | 'project'
  | 'vote'
  | 'people';

export interface MenuNode {
  key: string;
  labelKey: string;
  icon?: MenuIcon;
  /** Leaf entries link somewhere; groups have children instead. */
  to?: string;
  gate?: AccessGate;
  /** Pending-approval count shown beside the entry (approvers only). */
  badge?: keyof CountRequest;
  /**
   * Shown only when the server's check-point menu (GET /checkpoint/menu) returns this key; with
   * `badge`, its count is the entry's badge (SPEC 2, 6).
   */
  serverMenu?: { key: CheckpointMenuKey; badge?: boolean };
  children?: MenuNode[];
}

export const SIDEBAR: readonly MenuNode[] = [
  { key: 'dashboard', labelKey: 'menu.dashboard', icon: 'dashboard', to: '/dashboard', badge: 'total' },
  {
    key: 'timesheets',
    labelKey: 'menu.timesheets',
    icon: 'timesheet',
    children: [
      { key: 'timesheets.list', labelKey: 'menu.timesheetList', to: '/timesheets' },
      {
        key: 'timesheets.manage',
        labelKey: 'menu.timesheetEditList',
        to: '/timesheets/manage',
        gate: 'admin',
      },
      {
        key: 'timesheets.monthClose',
        labelKey: 'menu.timesheetMonthClose',
        to: '/timesheets/month-close',
        gate: 'admin',
      },
      {
        key: 'timesheets.remote',
        labelKey: 'menu.timesheetRemoteList',
        to: '/timesheets/remote',
        gate: 'admin',
      },
      {
        key: 'timesheets.overtime',
        labelKey: 'menu.timesheetOvertimeList',
        to: '/timesheets/overtime',
        gate: 'admin',
      },
      {
        key: 'timesheets.holidays',
        labelKey: 'menu.timesheetHolidays',
        to: '/timesheets/holidays',
        gate: 'admin',
      },
      {
        key: 'timesheets.checkIn',
        labelKey: 'menu.timesheetCheckIn',
        to: '/timesheets/check-in-networks',
        gate: 'admin',
      },
      {
        key: 'timesheets.reminders',
        labelKey: 'menu.timesheetReminders',
        to: '/timesheets/approval-reminders',
        gate: 'admin',
      },
    ],
  },
  {
    key: 'overtime',
    labelKey: 'menu.overtime',
    icon: 'overtime',
    children: [
      { key: 'overtime.list', labelKey: 'menu.list', to: '/overtime-requests' },
      {
        key: 'overtime.approval',
        labelKey: 'menu.approval',
        to: '/overtime-requests/approval',
        gate: 'approver',
        badge: 'countAllOverTimeRequest',
      },
      { key: 'overtime.create', labelKey: 'menu.create', to: '/overtime-requests/create' },
    ],
  },
  {
    key: 'additional',
    labelKey: 'menu.additional',
    icon: 'additional',
    children: [
      { key: 'additional.list', labelKey: 'menu.list', to: '/additional-timesheet' },
      {
        key: 'additional.approval',
        labelKey: 'menu.approval',
        to: '/additional-timesheet/approval',
        gate: 'approver',
        badge: 'countAllTimeSheetRequest',
      },
      { key: 'additional.create', labelKey: 'menu.create', to: '/additional-timesheet/create' },
    ],
  },
  {
    key: 'remote',
    labelKey: 'menu.remote',
    icon: 'remote',
    children: [
      { key: 'remote.list', labelKey: 'menu.list', to: '/remote-request' },
      {
        key: 'remote.approval',
        labelKey: 'menu.approval',
        to: '/remote-request/approval',
        gate: 'approver',
        badge: 'countAllRemoteTimeRequest',
      },
      { key: 'remote.create', labelKey: 'menu.create', to: '/remote-request/create' },
    ],
  },
  {
    key: 'sabbatical',
    labelKey: 'menu.sabbatical',
    icon: 'sabbatical',
    children: [
      { key: 'sabbatical.list', labelKey: 'menu.sabbaticalMine', to: '/sabbatical-leave-request' },
      {
        key: 'sabbatical.approval',
        labelKey: 'menu.sabbaticalToApprove',
        to: '/sabbatical-leave-request/approval',
        gate: 'approver',
        badge: 'requestNoConfirmSabbaticalLeave',
      },
      {
        key: 'sabbatical.create',
        labelKey: 'menu.sabbaticalRegister',
        to: '/sabbatical-leave-request/create',
      },
      {
        key: 'sabbatical.statistical',
        labelKey: 'menu.sabbaticalStatistics',
        to: '/sabbatical-leave-request/statistical',
      },
      {
        key: 'sabbatical.calendar',
        labelKey: 'routes.sabbaticalCalendar',
        to: '/sabbatical-leave-request/calendar',
      },
      {
        key: 'sabbatical.shortLeave',
        labelKey: 'menu.shortLeaveList',
        to: '/sabbatical-leave-request/short-leave-request',
      },
      {
        key: 'sabbatical.shortLeaveAssigned',
        labelKey: 'shortLeave.menu.assigned',
        to: '/sabbatical-leave-request/short-leave-request/assigned',
        gate: 'approver',
        badge: 'requestNoConfirmShortLeave',
      },
      {
        key: 'sabbatical.shortLeaveCreate',
        labelKey: 'menu.shortLeaveRegister',
        to: '/sabbatical-leave-request/short-leave-request/create',
      },
    ],
  },
  {
    key: 'people',
    labelKey: 'menu.people',
    icon: 'people',
    gate: 'people',
    children: [
      { key: 'people.list', labelKey: 'menu.employeeList', to: '/employees', gate: 'people' },
      { key: 'people.charts', labelKey: 'menu.employeeCharts', to: '/employees/charts', gate: 'people' },
    ],
  },
  { key: 'skillSheet', labelKey: 'menu.skillSheet', icon: 'skill', to: '/skill-sheet' },
  { key: 'seatingChart', labelKey: 'menu.seatingChart', icon: 'seat', to: '/seating-chart' },
  { key: 'note', labelKey: 'menu.note', icon: 'note', to: '/note/document' },
  {
    key: 'news',
    labelKey: 'menu.news',
    icon: 'news',
    children: [
      { key: 'news.read', labelKey: 'menu.newsRead', to: '/news/show-news' },
      { key: 'news.manage', labelKey: 'menu.newsManage', to: '/news', gate: 'news' },
    ],
  },
  {
    key: 'checkpoint',
    labelKey: 'menu.checkpoint',
    icon: 'checkpoint',
    children: [
      { key: 'checkpoint.overview', labelKey: 'menu.checkpointOverview', to: '/checkpoint' },
      {
        key: 'checkpoint.myself',
        labelKey: 'menu.checkpointMyself',
        to: '/checkpoint/myself',
        serverMenu: { key: 'MEMBER_CHECKPOINT', badge: true },
      },
      {
        key: 'checkpoint.result',
        labelKey: 'routes.checkpointResult',
        to: '/checkpoint/result',
        serverMenu: { key: 'MEMBER_CHECKPOINT' },
      },
      {
        key: 'checkpoint.waitingPm',
        labelKey: 'menu.checkpointWaitingPm',
        to: '/checkpoint/list-waiting-pm',
        serverMenu: { key: 'pm_checkpoint', badge: true },
      },
      {
        key: 'checkpoint.waitingDm',
        labelKey: 'menu.checkpointWaitingDm',
        to: '/checkpoint/list-waiting-dm',
        serverMenu: { key: 'dm_checkpoint', badge: true },
      },
      {
        key: 'checkpoint.waitingInterview',
        labelKey: 'menu.checkpointWaitingInterview',
        to: '/checkpoint/list-waiting-interview',
        serverMenu: { key: 'interview_checkpoint', badge: true },
      },
      { key: 'checkpoint.guide', labelKey: 'routes.checkpointGuide', to: '/checkpoint/guide' },
    ],
  },
  {
    key: 'projects',
    labelKey: 'menu.projects',
    icon: 'project',
    to: '/project-management',
    gate: 'projectManagement',
  },
  {
    key: 'summerTrip',
    labelKey: 'menu.summerTrip',
    icon: 'vote',
    children: [
      { key: 'summerTrip.vote', labelKey: 'menu.summerTripVote', to: '/summer-trip/vote' },
      { key: 'summerTrip.chart', labelKey: 'menu.summerTripChart', to: '/summer-trip/vote-chart' },
    ],
  },
];

/** The help sidebar of the document layout (SPEC 2). */
export const DOCUMENT_SIDEBAR: readonly MenuNode[] = [
  { key: 'doc.dashboard', labelKey: 'menu.dashboard', icon: 'dashboard', to: '/dashboard' },
  { key: 'doc.timesheets', labelKey: 'menu.timesheets', icon: 'timesheet', to: '/timesheets' },
  {
    key: 'doc.overtime',
    labelKey: 'menu.overtime',
    icon: 'overtime',
    children: [
      { key: 'doc.overtime.list', labelKey: 'menu.list', to: '/overtime-requests' },
      {
        key: 'doc.overtime.approval',
        labelKey: 'menu.approval',
        to: '/overtime-requests/approval',
        gate: 'approver',
        badge: 'requestOverTime',
      },
      { key: 'doc.overtime.create', labelKey: 'menu.create', to: '/overtime-requests/create' },
    ],
  },
  {
    key: 'doc.additional',
    labelKey: 'menu.additional',
    icon: 'additional',
    children: [
      { key: 'doc.additional.list', labelKey: 'menu.list', to: '/additional-timesheet' },
      {
        key: 'doc.additional.approval',
        labelKey: 'menu.approval',
        to: '/additional-timesheet/approval',
        gate: 'approver',
        badge: 'requestTimeSheet',
      },
      { key: 'doc.additional.create', labelKey: 'menu.create', to: '/additional-timesheet/create' },
    ],
  },
  {
    key: 'doc.sabbatical',
    labelKey: 'menu.sabbatical',
    icon: 'sabbatical',
    children: [
      { key: 'doc.sabbatical.list', labelKey: 'menu.list', to: '/sabbatical-leave-request' },
      {
        key: 'doc.sabbatical.approval',
        labelKey: 'menu.approval',
        to: '/sabbatical-leave-request/approval',
        gate: 'approver',
        badge: 'requestSabbaticalLeave',
      },
      { key: 'doc.sabbatical.create', labelKey: 'menu.create', to: '/sabbatical-leave-request/create' },
    ],
  },
  { key: 'doc.skillSheet', labelKey: 'menu.skillSheet', icon: 'skill', to: '/skill-sheet' },
  {
    key: 'doc.notes',
    labelKey: 'menu.guides',
    icon: 'note',
    children: [
      { key: 'doc.note.overtime', labelKey: 'routes.noteOvertime', to: '/note/overtime' },
      { key: 'doc.note.timesheet', labelKey: 'routes.noteTimesheet', to: '/note/timesheet' },
      { key: 'doc.note.sabbatical', labelKey: 'routes.noteSabbatical', to: '/note/sabbatical' },
      { key: 'doc.note.document', labelKey: 'routes.noteDocument', to: '/note/document' },
      { key: 'doc.note.rules', labelKey: 'routes.companyRules', to: '/company-rules' },
    ],
  },
];

/** Scroll anchors of each guide page (SPEC 2 names those of the overtime guide). */
export const NOTE_SECTIONS: Record<string, readonly string[]> = {
  noteOvertime: ['createWithProject', 'createWithoutProject', 'update', 'listAwaiting', 'approve'],
  noteTimesheet: ['checkInOut', 'list', 'additional', 'additionalApprove', 'submit', 'monthLock'],
  noteSabbatical: [
    'create',
    'leaveCounting',
    'balance',
    'leaveTypes',
    'physiological',
    'leaveApprove',
    'leaveMonthLock',
    'shortLeave',
  ],
  noteDocument: ['overview'],
  companyRules: ['workingHours', 'leave', 'overtime'],
};

/** Every menu node, depth first (the i18n test checks each label). */
export function flattenMenu(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flattenMenu(node.children ?? [])]);
}
