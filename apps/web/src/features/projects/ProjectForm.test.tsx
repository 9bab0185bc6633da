// @vitest-environment jsdom
/**
 * The update page's form in a browser-like DOM: a server refusal that names a list item's field
 * (`plans.0.end_date`, rule `within_project`) lands under that plan's end date, and the taken name
 * (422 / 4336 on `name`) under the name, in the reader's language; the browser's own check of the
 * rules across fields (a plan outside the project) stops the save before anything is sent.
 */
import type { Account } from '@staffhub/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project, ProjectCreateData } from '../../api/projects';
import { queryKeys } from '../../api/queryKeys';
import { i18n } from '../../i18n';
import { UpdatePage } from './ProjectFormPages';

// antd validates and renders messages asynchronously: a loaded machine needs more than a second.
configure({ asyncUtilTimeout: 10_000 });

const ACCOUNT = {
  id: 1,
  employee_id: 1,
  employee_code: 'HN0001',
  name: 'Mai Admin',
  email: 'admin@demo.test',
  avatar: null,
  department_code: 'ADMIN',
  job_title_code: 'STAFF',
  company_id: 2,
  company_time_zone: 'Asia/Ho_Chi_Minh',
  position_name: null,
  division_name: null,
  foot_name: null,
  is_admin: true,
  approver_levels: [],
  can_access_news: false,
  can_access_vote: false,
  has_project_management: true,
  can_approve_corrections: true,
  can_manage_employees: true,
} satisfies Account;

const DATA: ProjectCreateData = {
  customers: [{ id: 3, name: 'Sakura Inc.', type: 1, status: 1 }],
  employees: [
    { id: 7, name: 'Pham PM', employee_code: 'HN0007' },
    { id: 8, name: 'Sato Top', employee_code: 'JP0002' },
  ],
  technologies: [{ id: 1, name: 'TypeScript', category: 'language' }],
  statuses: [1, 2, 3, 4],
  types: [1, 2, 3, 4],
};

const PROJECT: Project = {
  id: 9,
  code: 'ALPHA',
  name: 'Alpha',
  customer: { id: 3, name: 'Sakura Inc.' },
  start_date: '2026-01-05',
  end_date: '2026-12-31',
  status: 2,
  type: 1,
  manager: { id: 7, name: 'Pham PM', avatar: null },
  member_count: 3,
  contract_value: 12,
  top: { id: 8, name: 'Sato Top', avatar: null },
  leader: null,
  customer_top: null,
  customer_pm: null,
  japan_top: null,
  japan_tech: null,
  japan_sale: null,
  plans: [{ name: 'Phase 1', start_date: '2026-01-05', end_date: '2026-03-31' }],
  payments: [],
  link_document: null,
  technologies: [{ id: 1, name: 'TypeScript' }],
  domain: null,
  description: null,
  images: [],
  quotations: [],
  updated_at: '2026-01-05T00:00:00Z',
};

function renderPage(project: Project = PROJECT) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.account, ACCOUNT);
  client.setQueryData(queryKeys.projectCreateData, DATA);
  client.setQueryData(queryKeys.project(project.id), {
    project,
    abilities: { can_manage: true, can_edit_all: true },
  });
  const router = createMemoryRouter(
    [
      { path: '/project-management/:id/update', element: <UpdatePage /> },
      { path: '/project-management/:id/detail', element: <p>saved</p> },
    ],
    { initialEntries: [`/project-management/${project.id}/update`] },
  );
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
}

const itemOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement;

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

let fetchMock: ReturnType<typeof vi.fn>;
/** The save's answer; the live name check always says the name is free. */
function answerSave(status: number, body: unknown) {
  fetchMock.mockImplementation(async (url: string) => {
    const json = (s: number, b: unknown) =>
      new Response(JSON.stringify(b), { status: s, headers: { 'Content-Type': 'application/json' } });
    if (String(url).startsWith('/api/projects/check-exists-project')) return json(200, { exists: false });
    return json(status, body);
  });
}
const saves = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/projects/9/update');

beforeEach(() => {
  fetchMock = vi.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(async () => {
  cleanup();
  // Work React and antd scheduled before the unmount (setImmediate, short timers) runs while the
  // DOM still exists, not after the file's environment is gone ("window is not defined").
  await new Promise((resolve) => setTimeout(resolve, 50));
  fetchMock.mockReset();
});

describe('the project update form', () => {
  it('puts the server’s problem of a plan item under that item, and a taken name under the name', async () => {
    answerSave(422, {
      code: 4220,
      message: 'invalid',
      errors: {
        'plans.0.end_date': [{ rule: 'within_project', message: 'Must be within the project dates.' }],
        name: [{ rule: 'code', message: 'taken', params: { code: 4336 } }],
      },
    });
    renderPage();
    await screen.findByTestId('project-plan-0-end');
    fireEvent.click(screen.getByTestId('project-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));

    const [, init] = saves()[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Alpha',
      customer_id: 3,
      manager_id: 7,
      top_id: 8,
      plans: [{ name: 'Phase 1', start_date: '2026-01-05', end_date: '2026-03-31' }],
      technology_ids: [1],
    });

    await waitFor(() =>
      expect(itemOf('project-plan-0-end').textContent).toContain(
        'Phase end must be within the project dates.',
      ),
    );
    expect(itemOf('project-plan-0-end').className).toContain('ant-form-item-has-error');
    expect(itemOf('project-plan-0-start').className).not.toContain('ant-form-item-has-error');
    await waitFor(() =>
      expect(itemOf('project-name').textContent).toContain('Another project already has this name.'),
    );
    expect(screen.queryByText('saved')).toBeNull();
  });

  it('checks a plan against the project dates in the browser before sending anything', async () => {
    answerSave(200, { project: PROJECT });
    renderPage({ ...PROJECT, plans: [{ name: 'Late', start_date: '2026-11-01', end_date: '2027-02-28' }] });
    await screen.findByTestId('project-plan-0-end');
    fireEvent.click(screen.getByTestId('project-save'));
    await waitFor(() =>
      expect(itemOf('project-plan-0-end').textContent).toContain(
        'Phase end must be within the project dates.',
      ),
    );
    expect(saves()).toHaveLength(0);
  });
});
