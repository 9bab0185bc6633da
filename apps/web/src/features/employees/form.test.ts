import { AVATAR_MAX_BYTES, ZEmployeeCreate, ZEmployeeInput, ZProfileContact } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import type { Employee } from '../../api/employees';
import {
  avatarProblem,
  dateErrorFor,
  type EmployeeFormValues,
  newEmployeeValues,
  SECTIONS,
  schemaInput,
  toCreateBody,
  toEmployeeInput,
  toProfileContact,
  valuesOf,
} from './form';

const typed: EmployeeFormValues = {
  ...newEmployeeValues(2),
  employee_code: ' HN0101 ',
  name: ' Lê Thị Hoa ',
  email: 'hoa@demo.test ',
  phone: '  ',
  address: ' 12 Kim Mã, Hà Nội ',
  division_id: 3,
  level: null,
  birthday: '1995-06-01',
};

describe('the staff record form', () => {
  it('sends texts trimmed and an emptied optional text as null', () => {
    const input = toEmployeeInput(typed);
    expect(input).toMatchObject({
      employee_code: 'HN0101',
      name: 'Lê Thị Hoa',
      email: 'hoa@demo.test',
      phone: null,
      address: '12 Kim Mã, Hà Nội',
      company_id: 2,
      division_id: 3,
      level: null,
      work_type: 2,
      japanese_level: 0,
      birthday: '1995-06-01',
      visa_number: null,
    });
    expect(ZEmployeeInput.safeParse(input).success).toBe(true);
  });

  it('adds the first password only when one was typed', () => {
    expect(toCreateBody(typed)).not.toHaveProperty('password');
    expect(toCreateBody({ ...typed, password: 'secret-123' })).toMatchObject({ password: 'secret-123' });
    expect(ZEmployeeCreate.safeParse(schemaInput({ ...typed, password: 'abc' })).success).toBe(false);
    expect(ZEmployeeCreate.safeParse(schemaInput({ ...typed, password: '' })).success).toBe(true);
  });

  it('fills the form from a stored record and covers every field in the sections', () => {
    const employee = { employee_code: 'X1', name: 'N', email: 'e@x.y', company_id: 1, level: 4 } as Employee;
    expect(valuesOf(employee)).toMatchObject({ employee_code: 'X1', company_id: 1, level: 4 });
    const inSections = SECTIONS.flatMap((s) => s.fields).sort();
    expect(inSections).toEqual(Object.keys(ZEmployeeInput.shape).sort());
  });

  it('checks the dates that need today or another field', () => {
    expect(dateErrorFor('birthday', { birthday: '2026-12-02' }, '2026-12-02')?.rule).toBe('before');
    expect(dateErrorFor('birthday', { birthday: '2000-01-01' }, '2026-12-02')).toBeNull();
    expect(
      dateErrorFor('join_date', { join_date: '2025-05-01', start_date: '2025-04-01' }, '2026-12-02')?.rule,
    ).toBe('before_or_equal');
    expect(
      dateErrorFor(
        'visa_expiry_date',
        { visa_issue_date: '2025-01-01', visa_expiry_date: '2025-01-01' },
        '2026-12-02',
      )?.rule,
    ).toBe('after');
  });

  it('sends my contact details trimmed, an emptied one as null', () => {
    const body = toProfileContact({
      phone: ' +84 90 123 4567 ',
      address: '',
      social_link: 'https://x.test/me',
    });
    expect(body).toEqual({
      phone: '+84 90 123 4567',
      family_phone: null,
      address: null,
      current_residence: null,
      social_link: 'https://x.test/me',
    });
    expect(ZProfileContact.safeParse(body).success).toBe(true);
  });

  it('takes a png or jpeg photo of at most 2000 KB', () => {
    expect(avatarProblem({ name: 'me.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarProblem({ name: 'me.JPEG', type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarProblem({ name: 'me.gif', type: 'image/gif', size: 1000 })).toBe('type');
    expect(avatarProblem({ name: 'me.png', type: 'application/pdf', size: 1000 })).toBe('type');
    expect(avatarProblem({ name: 'me.jpg', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});
