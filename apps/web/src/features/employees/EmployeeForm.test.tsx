// @vitest-environment jsdom
/**
 * The create page's form in a browser-like DOM: the server's refusal of a taken e-mail (422 /
 * 4332, naming `email`) and of a taken code (4333, `employee_code`) lands under the field it
 * concerns, in the reader's language; the browser's own check stops an empty required field first.
 */
import type { Account } from '@staffhub/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Commons } from '../../api/commons';
import { queryKeys } from '../../api/queryKeys';
import { i18n } from '../../i18n';
import { CreatePage } from './EmployeeFormPages';

// antd validates and renders messages asynchronously: on a loaded CI machine that takes more than
// waitFor's default second.
configure({ asyncUtilTimeout: 10_000 });

const ACCOUNT = {
  id: 1,
  employee_id: 1,
  employee_code: 'HN0002',
  name: 'Hana HR',
  email: 'hr@demo.test',
  avatar: null,
  department_code: 'HR',
  job_title_code: 'MANAGER',
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
  can_manage_employees: true,
} satisfies Account;

const COMMONS: Commons = {
  companies: [{ id: 2, code: 'HANOI', name: 'Hanoi', time_zone: 'Asia/Ho_Chi_Minh' }],
  divisions: [],
  foots: [],
  positions: [],
  jobTitle: [],
  departments: [],
};

/** The server's answer to a code refusal that names its field (`codeFieldErrors`). */
function refusal(code: number, field: string) {
  return {
    code,
    message: 'refused',
    errors: { [field]: [{ rule: 'code', message: 'refused', params: { code } }] },
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.account, ACCOUNT);
  client.setQueryData(queryKeys.commons, COMMONS);
  const router = createMemoryRouter(
    [
      { path: '/employees/create', element: <CreatePage /> },
      { path: '/employees/:id', element: <p>saved</p> },
    ],
    { initialEntries: ['/employees/create'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
}

/** The form item (label, control, help) that holds a control. */
const itemOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement;

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

beforeAll(async () => {
  // antd measures elements and asks the browser's media queries, both of which jsdom lacks.
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

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

async function fillAndSave() {
  type('employee-employee_code', 'HN0101');
  type('employee-name', 'Lê Thị Hoa');
  type('employee-email', 'taken@demo.test');
  fireEvent.click(screen.getByTestId('employee-save'));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
}

describe('the new employee form', () => {
  it('shows the server’s "e-mail taken" (4332) under the e-mail field', async () => {
    answer(422, refusal(4332, 'email'));
    renderPage();
    await fillAndSave();

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/employees');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({
      employee_code: 'HN0101',
      name: 'Lê Thị Hoa',
      email: 'taken@demo.test',
      company_id: 2,
      work_type: 2,
      japanese_level: 0,
      phone: null,
    });

    const message = 'This e-mail address is already used by another employee.';
    await waitFor(() => expect(itemOf('employee-email').textContent).toContain(message));
    expect(itemOf('employee-email').querySelector('.ant-form-item-explain-error')?.textContent).toContain(
      message,
    );
    expect(itemOf('employee-email').className).toContain('ant-form-item-has-error');
    // Under that field only.
    expect(itemOf('employee-employee_code').textContent).not.toContain(message);
    expect(screen.queryByText('saved')).toBeNull();
  });

  it('shows the server’s "code taken" (4333) under the employee code, in Vietnamese too', async () => {
    await i18n.changeLanguage('vi');
    try {
      answer(422, refusal(4333, 'employee_code'));
      renderPage();
      await fillAndSave();
      await waitFor(() =>
        expect(itemOf('employee-employee_code').textContent).toContain(
          'Mã nhân viên này đã được nhân viên khác sử dụng.',
        ),
      );
      expect(itemOf('employee-email').className).not.toContain('ant-form-item-has-error');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('checks the required fields in the browser before sending anything', async () => {
    answer(200, {});
    renderPage();
    type('employee-name', 'Someone');
    fireEvent.click(screen.getByTestId('employee-save'));
    await waitFor(() =>
      expect(itemOf('employee-employee_code').textContent).toContain('Employee code is required.'),
    );
    expect(itemOf('employee-email').textContent).toContain('Email is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
