import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import {
  changedFields,
  type EmployeeInput,
  employeeDateErrors,
  employeeState,
  ZEmployeeInput,
  ZEmployeeListQuery,
  ZResignation,
} from './employees';

const VALID: EmployeeInput = {
  employee_code: 'HN0100',
  name: 'Trần Thị Mai',
  email: 'tran.thi.mai@demo.test',
  birthday: '1994-05-17',
  gender: 2,
  nationality: 'Vietnam',
  phone: '+84 912 345 678',
  company_id: 2,
  level: 3,
  work_type: 2,
  japanese_level: 3,
  join_date: '2021-04-01',
  start_date: '2021-04-01',
  visa_issue_date: '2024-01-10',
  visa_expiry_date: '2027-01-09',
  social_link: 'https://www.linkedin.com/in/tran-thi-mai',
};

/** The field and rule of each issue a body raises. */
function issues(body: unknown): Array<[string, string]> {
  const parsed = ZEmployeeInput.safeParse(body);
  if (parsed.success) return [];
  return Object.entries(toFieldErrors(parsed.error.issues, body)).flatMap(([field, list]) =>
    list.map((e) => [field, e.rule] as [string, string]),
  );
}

describe('an employee record (SPEC 3)', () => {
  it('accepts a full record, and a minimal one', () => {
    expect(issues(VALID)).toEqual([]);
    expect(
      issues({
        employee_code: 'X1',
        name: 'A',
        email: 'a@b.co',
        company_id: 1,
        work_type: 0,
        japanese_level: 0,
      }),
    ).toEqual([]);
  });

  it.each<[string, Partial<Record<keyof EmployeeInput, unknown>>, string, string]>([
    ['a code with a space', { employee_code: 'HN 01' }, 'employee_code', 'format'],
    ['an empty name', { name: '  ' }, 'name', 'required'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'email'],
    ['gender 3', { gender: 3 }, 'gender', 'enum'],
    ['company 5', { company_id: 5 }, 'company_id', 'enum'],
    ['level Dev6', { level: 6 }, 'level', 'enum'],
    ['work type 3', { work_type: 3 }, 'work_type', 'enum'],
    ['Japanese level N6', { japanese_level: 6 }, 'japanese_level', 'enum'],
    ['a phone with letters', { phone: '09x-123-456' }, 'phone', 'format'],
    ['a birthday that is no date', { birthday: '1994-02-30' }, 'birthday', 'invalid'],
    ['a birthday before 1900', { birthday: '1899-12-31' }, 'birthday', 'date_window'],
    ['a social link without http', { social_link: 'ftp://example.com/me' }, 'social_link', 'format'],
    ['a name over 120 characters', { name: 'a'.repeat(121) }, 'name', 'max'],
  ])('refuses %s', (_label, change, field, rule) => {
    expect(issues({ ...VALID, ...change })).toContainEqual([field, rule]);
  });
});

describe('the date rules of an employee record', () => {
  const TODAY = '2026-12-02';
  it.each<[string, Partial<EmployeeInput>, string | null, string | null]>([
    ['the valid record', {}, null, null],
    ['a birthday today', { birthday: TODAY }, 'birthday', 'before'],
    [
      'an identity card issued tomorrow',
      { identity_issue_date: '2026-12-03' },
      'identity_issue_date',
      'before_or_equal',
    ],
    ['joining after starting', { join_date: '2021-04-02' }, 'join_date', 'before_or_equal'],
    [
      'a visa expiring the day it was issued',
      { visa_expiry_date: '2024-01-10' },
      'visa_expiry_date',
      'after',
    ],
  ])('%s', (_label, change, field, rule) => {
    const errors = employeeDateErrors({ ...VALID, ...change }, TODAY);
    if (field === null) expect(errors).toBeNull();
    else expect(errors?.[field]?.[0]?.rule).toBe(rule);
  });
});

describe('the employee list query and a resignation', () => {
  it('pages in the SPEC sizes and refuses others', () => {
    expect(ZEmployeeListQuery.parse({})).toMatchObject({ page: 1, per_page: 50 });
    expect(ZEmployeeListQuery.safeParse({ per_page: '75' }).success).toBe(false);
    expect(ZEmployeeListQuery.safeParse({ state: 'resigned', work_type: '0' }).success).toBe(true);
    expect(ZEmployeeListQuery.safeParse({ q: 'x'.repeat(121) }).success).toBe(false);
  });

  it('needs a date and a reason to resign someone', () => {
    expect(
      ZResignation.safeParse({
        employee_id: 7,
        resignation_date: '2026-12-31',
        resignation_reason: 'Moving abroad',
      }).success,
    ).toBe(true);
    expect(
      ZResignation.safeParse({ employee_id: 7, resignation_date: '2026-12-31', resignation_reason: ' ' })
        .success,
    ).toBe(false);
  });
});

describe('employeeState: resigned from the resignation date on', () => {
  it.each([
    [null, '2026-11-24', 'active'],
    ['2026-11-25', '2026-11-24', 'active'],
    ['2026-11-24', '2026-11-24', 'resigned'],
    ['2026-01-31', '2026-11-24', 'resigned'],
  ] as const)('resignation %s, today %s: %s', (date, today, state) => {
    expect(employeeState(date, today)).toBe(state);
  });
});

describe('changedFields: what an audit entry shows', () => {
  it.each<[string, Record<string, unknown> | null, Record<string, unknown> | null, unknown[]]>([
    ['nothing changed', { a: 1, b: 'x' }, { a: 1, b: 'x' }, []],
    ['one field', { a: 1, b: 'x' }, { a: 1, b: 'y' }, [{ field: 'b', before: 'x', after: 'y' }]],
    ['created', null, { a: 1 }, [{ field: 'a', before: null, after: 1 }]],
    ['deleted', { a: 1 }, null, [{ field: 'a', before: 1, after: null }]],
    ['undefined is null', { a: undefined }, { a: null }, []],
    ['a field that went away', { a: 1, b: 2 }, { a: 1 }, [{ field: 'b', before: 2, after: null }]],
  ])('%s', (_label, before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });
});
