import { describe, expect, it } from 'vitest';
import { flattenMenu, NOTE_SECTIONS, SIDEBAR } from '../../app/menu';
import { breadcrumbChain, ROUTES, routeById } from '../../app/routes';

describe('leave routes and menu', () => {
  it('points every leave path at a real screen', () => {
    const leave = ROUTES.filter(
      (r) => r.path.startsWith('/sabbatical-leave-request') && !r.path.includes('short-leave'),
    );
    expect(Object.fromEntries(leave.map((r) => [r.path, r.page]))).toEqual({
      '/sabbatical-leave-request': 'leaveList',
      '/sabbatical-leave-request/approval': 'leaveApproval',
      '/sabbatical-leave-request/create': 'leaveCreate',
      '/sabbatical-leave-request/update/:id': 'leaveUpdate',
      '/sabbatical-leave-request/detail/:id': 'leaveDetail',
      '/sabbatical-leave-request/approval/:id': 'leaveApprove',
      '/sabbatical-leave-request/statistical': 'leaveStatistics',
      '/sabbatical-leave-request/calendar': 'teamCalendar',
    });
  });

  it('gates the approval screens to approvers only', () => {
    expect(routeById('sabbaticalApproval')?.gate).toBe('approver');
    expect(routeById('sabbaticalApprove')?.gate).toBe('approver');
    expect(routeById('sabbaticalCalendar')?.gate).toBe('any');
    expect(routeById('sabbaticalStatistical')?.gate).toBe('any');
  });

  it('nests the calendar and the approval view in the leave breadcrumb', () => {
    expect(breadcrumbChain('sabbaticalCalendar').map((r) => r.id)).toEqual([
      'sabbatical',
      'sabbaticalCalendar',
    ]);
    expect(breadcrumbChain('sabbaticalApprove').map((r) => r.id)).toEqual([
      'sabbatical',
      'sabbaticalApproval',
      'sabbaticalApprove',
    ]);
  });

  it('offers mine, to approve (with its badge), register, statistics and the calendar', () => {
    const group = flattenMenu(SIDEBAR).find((n) => n.key === 'sabbatical');
    const leave = group?.children?.filter((n) => !n.to?.includes('short-leave'));
    expect(leave?.map((n) => [n.to, n.gate ?? 'any', n.badge ?? null])).toEqual([
      ['/sabbatical-leave-request', 'any', null],
      ['/sabbatical-leave-request/approval', 'approver', 'requestNoConfirmSabbaticalLeave'],
      ['/sabbatical-leave-request/create', 'any', null],
      ['/sabbatical-leave-request/statistical', 'any', null],
      ['/sabbatical-leave-request/calendar', 'any', null],
    ]);
  });

  it('gives the leave guide its own sections (not the overtime ones)', () => {
    const leave = NOTE_SECTIONS.noteSabbatical ?? [];
    const overtime = new Set(NOTE_SECTIONS.noteOvertime);
    const timesheet = new Set(NOTE_SECTIONS.noteTimesheet);
    expect(leave.filter((s) => overtime.has(s) || timesheet.has(s))).toEqual([]);
  });
});
