import { describe, expect, it } from 'vitest';
import { flattenMenu, SIDEBAR } from '../../app/menu';
import { breadcrumbChain, ROUTES, routeById } from '../../app/routes';
import { SHORT_LEAVE_ASSIGNED_PATH, SHORT_LEAVE_CREATE_PATH, SHORT_LEAVE_PATH } from './rules';

describe('short leave routes and menu', () => {
  it('points every short-leave path at a real screen', () => {
    const short = ROUTES.filter((r) => r.path.startsWith(SHORT_LEAVE_PATH));
    expect(Object.fromEntries(short.map((r) => [r.path, r.page]))).toEqual({
      [SHORT_LEAVE_PATH]: 'shortLeaveList',
      [SHORT_LEAVE_ASSIGNED_PATH]: 'shortLeaveList',
      [SHORT_LEAVE_CREATE_PATH]: 'shortLeaveCreate',
    });
  });

  it('nests them under the sabbatical area, the assigned list for approvers', () => {
    expect(breadcrumbChain('shortLeaveAssigned').map((r) => r.id)).toEqual([
      'sabbatical',
      'shortLeave',
      'shortLeaveAssigned',
    ]);
    expect(routeById('shortLeaveAssigned')?.gate).toBe('approver');
    expect(routeById('shortLeaveCreate')?.gate).toBe('any');
  });

  it('offers list, assigned to me (with its badge) and register in the sidebar', () => {
    const entries = flattenMenu(SIDEBAR).filter((n) => n.to?.startsWith(SHORT_LEAVE_PATH));
    expect(entries.map((n) => [n.to, n.gate ?? 'any', n.badge ?? null])).toEqual([
      [SHORT_LEAVE_PATH, 'any', null],
      [SHORT_LEAVE_ASSIGNED_PATH, 'approver', 'requestNoConfirmShortLeave'],
      [SHORT_LEAVE_CREATE_PATH, 'any', null],
    ]);
  });
});
