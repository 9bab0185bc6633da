import { describe, expect, it } from 'vitest';
import { flattenMenu, SIDEBAR } from './menu';
import { breadcrumbChain, ROUTES } from './routes';

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('points every breadcrumb parent at an existing route', () => {
    const ids = new Set(ROUTES.map((r) => r.id));
    expect(ROUTES.filter((r) => r.parent && !ids.has(r.parent)).map((r) => r.id)).toEqual([]);
  });

  it('builds the chain from the outermost parent', () => {
    expect(breadcrumbChain('overtimeApprove').map((r) => r.id)).toEqual([
      'overtime',
      'overtimeApproval',
      'overtimeApprove',
    ]);
  });

  it('points the overtime area at its real screens', () => {
    const overtime = ROUTES.filter((r) => r.path.startsWith('/overtime-requests'));
    expect(overtime.map((r) => r.page).sort()).toEqual([
      'overtimeApproval',
      'overtimeApprove',
      'overtimeCreate',
      'overtimeDetail',
      'overtimeList',
      'overtimeUpdate',
    ]);
    expect(overtime.filter((r) => r.path.includes('/approval')).every((r) => r.gate === 'approver')).toBe(
      true,
    );
  });

  it('gates every project-management path (SPEC 2)', () => {
    const pm = ROUTES.filter((r) => r.path.includes('/project-management'));
    expect(pm.length).toBeGreaterThan(1);
    expect(pm.every((r) => r.gate === 'projectManagement')).toBe(true);
  });

  it('points the project area at its real screens, the detail tabs at one screen', () => {
    const pm = ROUTES.filter((r) => r.path.startsWith('/project-management'));
    expect(pm.some((r) => r.page === 'placeholder')).toBe(false);
    const byPath = Object.fromEntries(pm.map((r) => [r.path, r.page]));
    expect(byPath).toMatchObject({
      '/project-management': 'projectList',
      '/project-management/create': 'projectCreate',
      '/project-management/:id/update': 'projectUpdate',
    });
    const tabs = ['detail', 'review', 'effort', 'activities', 'contract-management'];
    expect(tabs.map((tab) => byPath[`/project-management/:id/${tab}`])).toEqual(
      tabs.map(() => 'projectDetail'),
    );
    expect(breadcrumbChain('project_effort').map((r) => r.id)).toEqual(['projects', 'project_effort']);
  });

  it('gates writing the news; everyone reads it and takes part in the vote', () => {
    // SPEC 6 (news for PR or a DIRECTOR) applies to writing; reading is everyone's (DECISIONS "Company life").
    const news = ROUTES.filter((r) => r.path.startsWith('/news'));
    expect(
      news
        .filter((r) => r.gate === 'news')
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/news', '/news/create', '/news/edit/:id']);
    expect(news.filter((r) => r.gate !== 'news').map((r) => [r.path, r.gate])).toEqual([
      ['/news/show-news', 'any'],
    ]);
    // Everyone votes and reads the chart; start, end and reset are checked inside the page and on the server.
    const trip = ROUTES.filter((r) => r.path.startsWith('/summer-trip'));
    expect(trip.map((r) => [r.path, r.gate]).sort()).toEqual([
      ['/summer-trip/vote', 'any'],
      ['/summer-trip/vote-chart', 'any'],
    ]);
  });

  it('only leaves login, 403 and 404 public', () => {
    expect(
      ROUTES.filter((r) => r.isPublic)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/403', '/404', '/login']);
  });

  it('links every sidebar entry to a route with the same or a stricter gate', () => {
    const byPath = new Map(ROUTES.map((r) => [r.path, r]));
    for (const node of flattenMenu(SIDEBAR)) {
      if (!node.to) continue;
      const route = byPath.get(node.to);
      expect(route, node.to).toBeDefined();
      expect(node.gate ?? 'any', node.to).toBe(route?.gate);
    }
  });
});
