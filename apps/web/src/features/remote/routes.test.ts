import { describe, expect, it } from 'vitest';
import { flattenMenu, SIDEBAR } from '../../app/menu';
import { breadcrumbChain, ROUTES, routeById } from '../../app/routes';

describe('remote routes and menu', () => {
  it('points every remote path at a real screen', () => {
    const remote = ROUTES.filter((r) => r.path.startsWith('/remote-request') || r.id === 'timesheetsRemote');
    expect(Object.fromEntries(remote.map((r) => [r.path, r.page]))).toEqual({
      '/remote-request': 'remoteList',
      '/remote-request/approval': 'remoteApproval',
      '/remote-request/create': 'remoteCreate',
      '/remote-request/detail/:id': 'remoteDetail',
      '/remote-request/approval/:id': 'remoteApprove',
      '/timesheets/remote': 'remoteManage',
    });
  });

  it('gates the approval screens to approvers and the all-employee list to administrators', () => {
    expect(routeById('remoteApproval')?.gate).toBe('approver');
    expect(routeById('remoteApprove')?.gate).toBe('approver');
    expect(routeById('timesheetsRemote')?.gate).toBe('admin');
    expect(routeById('remoteCreate')?.gate).toBe('any');
  });

  it('nests the approval view under the approval list', () => {
    expect(breadcrumbChain('remoteApprove').map((r) => r.id)).toEqual([
      'remote',
      'remoteApproval',
      'remoteApprove',
    ]);
    expect(breadcrumbChain('remoteDetail').map((r) => r.id)).toEqual(['remote', 'remoteDetail']);
  });

  it('offers list, approval (with the remote badge) and create in the sidebar', () => {
    const group = flattenMenu(SIDEBAR).find((n) => n.key === 'remote');
    expect(group?.children?.map((n) => [n.to, n.gate ?? 'any', n.badge ?? null])).toEqual([
      ['/remote-request', 'any', null],
      ['/remote-request/approval', 'approver', 'countAllRemoteTimeRequest'],
      ['/remote-request/create', 'any', null],
    ]);
  });
});
