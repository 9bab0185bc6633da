import { type ShortLeaveItem, ZShortLeaveInput } from '@staffhub/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toQuery } from '../../requests/client';
import { toFilters } from '../../requests/filters';
import {
  assigneeEntries,
  assigneeStatus,
  createFailureKeys,
  emptyShortLeave,
  fieldOfCode,
  formatMinutes,
  groupAssignable,
  isValidTimeOff,
  keepAssignable,
  pageOfList,
  refusalKey,
  toFormValues,
  toShortLeaveInput,
} from './rules';

const item: ShortLeaveItem = {
  id: 7,
  employee_id: 3,
  employee: { id: 3, employee_code: 'E003', name: 'Member' },
  request_date: '2025-03-04',
  leave_type: 'early',
  time_off: 45,
  reason: 'Dentist',
  status: 1,
  assigned_staff: [
    { id: 11, name: 'Leader', avatar: null, status: 1, comment: null, acted_at: null, on_behalf_of: null },
    {
      id: 12,
      name: 'PM',
      avatar: '/api/avatars/12?v=1',
      status: 1,
      comment: null,
      acted_at: null,
      on_behalf_of: null,
    },
  ],
  created_at: '2025-03-01T02:00:00.000Z',
  can_edit: true,
  can_decide: false,
};

describe('toShortLeaveInput', () => {
  it('builds the body the server validates', () => {
    const body = toShortLeaveInput({
      request_date: '2025-03-04',
      leave_type: 'late',
      assigned_staff: [12, 11, 12],
      reason: '  Train delayed  ',
      time_off: 30,
    });
    expect(body).toEqual({
      request_date: '2025-03-04',
      leave_type: 'late',
      assigned_staff: [12, 11],
      reason: 'Train delayed',
      time_off: 30,
    });
    expect(ZShortLeaveInput.safeParse(body).success).toBe(true);
  });

  it('turns missing values into ones the schema refuses (never undefined on the wire)', () => {
    const body = toShortLeaveInput({
      request_date: null,
      leave_type: undefined,
      assigned_staff: null,
      reason: undefined,
      time_off: null,
    });
    expect(body).toEqual({
      request_date: '',
      leave_type: 'late',
      assigned_staff: [],
      reason: '',
      time_off: 0,
    });
    expect(ZShortLeaveInput.safeParse(body).success).toBe(false);
  });

  it('round-trips an existing request through the edit form', () => {
    expect(toShortLeaveInput(toFormValues(item))).toEqual({
      request_date: '2025-03-04',
      leave_type: 'early',
      assigned_staff: [11, 12],
      reason: 'Dentist',
      time_off: 45,
    });
  });

  it('starts a new request today, arriving late, with nobody assigned', () => {
    expect(emptyShortLeave('2025-03-04')).toEqual({
      request_date: '2025-03-04',
      leave_type: 'late',
      assigned_staff: [],
      reason: '',
      time_off: null,
    });
  });
});

describe('formatMinutes', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [45, '0:45'],
    [60, '1:00'],
    [90, '1:30'],
    [240, '4:00'],
    [89.6, '1:30'],
  ])('%s minutes -> %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it('is empty for nothing or nonsense', () => {
    expect(formatMinutes(null)).toBe('');
    expect(formatMinutes(undefined)).toBe('');
    expect(formatMinutes(-5)).toBe('');
    expect(formatMinutes(Number.NaN)).toBe('');
  });
});

describe('isValidTimeOff', () => {
  it('accepts whole minutes from 1 to 240', () => {
    expect([1, 30, 240].every(isValidTimeOff)).toBe(true);
    expect([0, 241, 1.5, null, undefined].some((m) => isValidTimeOff(m))).toBe(false);
  });
});

describe('assignees', () => {
  const positions = [
    { id: 11, name: 'Leader', role: 'manager' as const },
    { id: 12, name: 'PM', role: 'project' as const },
    { id: 13, name: 'Director', role: 'manager' as const },
  ];

  it('groups the choice by role, project managers first', () => {
    expect(groupAssignable(positions)).toEqual([
      { role: 'project', options: [{ value: 12, label: 'PM' }] },
      {
        role: 'manager',
        options: [
          { value: 11, label: 'Leader' },
          { value: 13, label: 'Director' },
        ],
      },
    ]);
  });

  it('leaves empty groups out', () => {
    expect(groupAssignable([positions[0] as (typeof positions)[number]]).map((g) => g.role)).toEqual([
      'manager',
    ]);
    expect(groupAssignable([])).toEqual([]);
  });

  it('keeps only assignees the server still offers', () => {
    expect(keepAssignable([11, 99, 12], positions)).toEqual([11, 12]);
  });

  it('shows a dash for the others once one assignee settled it', () => {
    expect(assigneeStatus(1, 1)).toBe(1);
    expect(assigneeStatus(2, 2)).toBe(2);
    expect(assigneeStatus(2, 1)).toBeNull();
    expect(assigneeStatus(3, 3)).toBe(3);
    expect(assigneeStatus(3, 1)).toBeNull();
  });

  it('reads the assignees as approver entries, a dash (0) for those another one left out', () => {
    const settled = {
      status: 2,
      assigned_staff: [
        {
          id: 11,
          name: 'Leader',
          avatar: null,
          status: 1,
          comment: null,
          acted_at: null,
          on_behalf_of: null,
        },
        {
          id: 12,
          name: 'PM',
          avatar: '/api/avatars/12?v=1',
          status: 2,
          comment: 'OK',
          acted_at: '2025-03-04T03:00:00.000Z',
          on_behalf_of: null,
        },
      ],
    };
    expect(assigneeEntries(settled)).toEqual([
      {
        level: 1,
        approve_name: 'Leader',
        approve_avatar: null,
        approve_status: 0,
        comment: null,
        approved_at: null,
        on_behalf_of: null,
      },
      {
        level: 2,
        approve_name: 'PM',
        approve_avatar: '/api/avatars/12?v=1',
        approve_status: 2,
        comment: 'OK',
        approved_at: '2025-03-04T03:00:00.000Z',
        on_behalf_of: null,
      },
    ]);
    expect(assigneeEntries(item).map((e) => e.approve_status)).toEqual([1, 1]);
  });
});

describe('filters, query and page', () => {
  it('sends only the chosen filters, with the server paging names', () => {
    const filters = toFilters({
      range: [dayjs('2025-03-01'), null],
      leave_type: 'early',
      status: undefined,
    });
    expect(toQuery({ ...filters, sort_by: 'asc' }, 2, 100, 'current_page')).toEqual({
      current_page: 2,
      per_page: 100,
      start_date: '2025-03-01',
      leave_type: 'early',
      sort_by: 'asc',
    });
    expect(toQuery(toFilters({}), 1, 50, 'current_page')).toEqual({ current_page: 1, per_page: 50 });
  });

  it('reads a page as the items beside the pagination', () => {
    const pagination = {
      from: 1,
      to: 1,
      last_page: 1,
      path: '/api/short-leave-requests',
      current_page: 1,
      total: 1,
      per_page: 10,
    };
    expect(pageOfList({ status: 'success', data: [item], pagination })).toEqual({
      data: [item],
      ...pagination,
    });
  });
});

describe('refusals', () => {
  const known = new Set([
    'errors.5069',
    'errors.4070',
    'errors.4324',
    'shortLeave.errors.5069',
    'errors.4220',
  ]);
  const has = (key: string) => known.has(key);

  it('puts a refusal on the field it is about', () => {
    expect(fieldOfCode(5069)).toBe('request_date');
    expect(fieldOfCode(4070)).toBe('request_date');
    expect(fieldOfCode(4324)).toBe('assigned_staff');
    expect(fieldOfCode(4220)).toBeNull();
    expect(fieldOfCode(null)).toBeNull();
  });

  it("prefers the screen's own wording, then the shared one", () => {
    expect(refusalKey(5069, has)).toBe('shortLeave.errors.5069');
    expect(refusalKey(4070, has)).toBe('errors.4070');
    expect(refusalKey(9999, has)).toBeNull();
    expect(refusalKey(null, has)).toBeNull();
  });

  it('leads the creation failure with the SPEC 8 sentence', () => {
    expect(createFailureKeys(5069, has)).toEqual(['shortLeave.createFailed', 'shortLeave.errors.5069']);
    expect(createFailureKeys(4220, has)).toEqual(['shortLeave.createFailed', 'errors.4220']);
    expect(createFailureKeys(null, has)).toEqual(['shortLeave.createFailed']);
    expect(createFailureKeys(5000, (k) => k === 'errors.5000')).toEqual(['shortLeave.createFailed']);
  });
});
