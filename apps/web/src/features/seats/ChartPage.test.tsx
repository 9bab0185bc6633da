// @vitest-environment jsdom
/**
 * The seat chart opened without a floor in the address: nothing is drawn (a skeleton) until the
 * viewer's own seat is known, then their floor is opened directly — never floor 11 first and a jump.
 * Without a seat, floor 11.
 */
import type { Account, FloorPlan } from '@staffhub/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/queryKeys';
import { i18n } from '../../i18n';
import { ChartPage } from './ChartPage';

configure({ asyncUtilTimeout: 10_000 });

const ACCOUNT = {
  id: 5,
  employee_id: 5,
  employee_code: 'HN0005',
  name: 'Mai Member',
  email: 'member@demo.test',
  avatar: null,
  department_code: 'DEV',
  job_title_code: 'MEMBER',
  company_id: 2,
  company_time_zone: 'Asia/Ho_Chi_Minh',
  position_name: null,
  division_name: null,
  foot_name: null,
  is_admin: false,
  approver_levels: [],
  can_access_news: false,
  can_access_vote: false,
  has_project_management: false,
  can_approve_corrections: false,
  can_manage_employees: false,
} satisfies Account;

const planOf = (n: number): FloorPlan => ({
  floor: { number: n, name: `Floor ${n}`, width: 1000, height: 600 },
  rooms: [],
  seats: [],
  counts: { office: 0, left: 0, remote: 0, leave: 0, not_in: 0, empty: 0 },
  floors: [11, 13, 14, 15, 17].map((number) => ({ number, name: `Floor ${number}`, seats: 0 })),
});

const staffPage = (floor: number | null) => ({
  data: [
    {
      id: 5,
      name: 'Mai Member',
      employee_code: 'HN0005',
      division: null,
      seat: floor === null ? null : { id: 9, code: `${floor}-B07`, floor },
    },
  ],
  from: 1,
  to: 1,
  last_page: 1,
  current_page: 1,
  total: 1,
  per_page: 1,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
/** Floors asked for, in order. */
let floorsAsked: number[];
/** Answers the caller's own seat lookup when called (held back until then). */
let releaseMine: (floor: number | null) => void;

beforeAll(async () => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  floorsAsked = [];
  let mine: Promise<number | null> | null = null;
  let resolveMine: (floor: number | null) => void = () => {};
  mine = new Promise((resolve) => {
    resolveMine = resolve;
  });
  releaseMine = (floor) => resolveMine(floor);
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname.endsWith('/entity/get-location')) {
      const n = Number(url.searchParams.get('floor'));
      floorsAsked.push(n);
      return json(planOf(n));
    }
    if (url.pathname.endsWith('/entity/staff')) {
      if (url.searchParams.get('q') === 'HN0005' && url.searchParams.get('per_page') === '1')
        return json(staffPage(await (mine as Promise<number | null>)));
      return json({ ...staffPage(null), data: [] });
    }
    return json({});
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(async () => {
  cleanup();
  // Work React and antd scheduled before the unmount (setImmediate, short timers) runs while the
  // DOM still exists, not after the file's environment is gone ("window is not defined").
  await new Promise((resolve) => setTimeout(resolve, 50));
});

function renderPage(entry = '/seating-chart') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.account, ACCOUNT);
  const router = createMemoryRouter([{ path: '/seating-chart', element: <ChartPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return router;
}

describe('ChartPage without ?floor=', () => {
  it("shows a skeleton until the viewer's seat is known, then opens their floor directly", async () => {
    const router = renderPage();
    expect(screen.getByTestId('seat-chart-loading')).toBeTruthy();
    // Give the page time to (wrongly) draw a floor while the lookup is still pending.
    await new Promise((r) => setTimeout(r, 100));
    expect(floorsAsked).toEqual([]);
    expect(screen.queryByTestId('seat-floor-11')).toBeNull();
    releaseMine(14);
    await waitFor(() => expect(screen.getByTestId('seat-legend')).toBeTruthy());
    expect(floorsAsked).toEqual([14]);
    await waitFor(() => expect(router.state.location.search).toBe('?floor=14'));
  });

  it('opens floor 11 for a viewer without a seat', async () => {
    renderPage();
    releaseMine(null);
    await waitFor(() => expect(screen.getByTestId('seat-legend')).toBeTruthy());
    expect(floorsAsked).toEqual([11]);
  });

  it('opens the floor of the address at once, without waiting for the lookup', async () => {
    renderPage('/seating-chart?floor=15');
    await waitFor(() => expect(screen.getByTestId('seat-legend')).toBeTruthy());
    expect(floorsAsked).toEqual([15]);
  });
});
