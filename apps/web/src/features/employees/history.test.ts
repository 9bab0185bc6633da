import { beforeAll, describe, expect, it } from 'vitest';
import type { Commons } from '../../api/commons';
import type { EmployeeChange } from '../../api/employees';
import { i18n } from '../../i18n';
import { actionText, changeLines, changeValueText, fieldText } from './history';

const t = i18n.t.bind(i18n);

const commons: Commons = {
  divisions: [
    { id: 3, code: 'D3', name: 'Offshore' },
    { id: 5, code: 'D5', name: 'Product' },
  ],
  positions: [{ id: 7, code: 'BE', name: 'Back-end developer' }],
};

const change: EmployeeChange = {
  id: 41,
  action: 'employee.update',
  actor: { id: 2, name: 'Hana HR' },
  at: '2026-11-30T03:00:00.000Z',
  changes: [
    { field: 'division_id', before: 3, after: 5 },
    { field: 'level', before: 2, after: 3 },
    { field: 'work_type', before: 1, after: 2 },
    { field: 'japanese_level', before: 0, after: 2 },
    { field: 'gender', before: null, after: 2 },
    { field: 'join_date', before: '2024-04-01', after: '2024-05-02' },
    { field: 'phone', before: '0901', after: null },
    { field: 'updated_at', before: 'x', after: 'y' },
  ],
};

describe('the history of a staff record', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('names the action and the fields in words', () => {
    expect(actionText(t, 'employee.update')).toBe('Updated');
    expect(actionText(t, 'employee.resign')).toBe('Resignation');
    expect(actionText(t, 'employee.something_new')).toBe('employee.something_new');
    expect(fieldText(t, 'visa_expiry_date')).toBe('Visa expiry date');
    expect(fieldText(t, 'mystery_field')).toBe('mystery_field');
  });

  it('shows each changed field as before -> after, read as a person reads it', () => {
    expect(changeLines(t, change, commons)).toEqual([
      { field: 'division_id', label: 'Division', before: 'Offshore', after: 'Product' },
      { field: 'level', label: 'Level', before: 'Dev2', after: 'Dev3' },
      { field: 'work_type', label: 'Work type', before: 'Part-time', after: 'Full-time' },
      { field: 'japanese_level', label: 'Japanese level', before: 'None', after: 'N2' },
      { field: 'gender', label: 'Gender', before: '–', after: 'Female' },
      { field: 'join_date', label: 'Join date', before: '01/04/2024', after: '02/05/2024' },
      { field: 'phone', label: 'Phone', before: '0901', after: '–' },
    ]);
  });

  it('names a reference it cannot find by its id, and a company without the lists', () => {
    expect(changeValueText(t, 'position_id', 99, commons)).toBe('#99');
    expect(changeValueText(t, 'position_id', 7, commons)).toBe('Back-end developer');
    expect(changeValueText(t, 'company_id', 3)).toBe('CRM');
    expect(changeValueText(t, 'avatar', '/api/avatars/4?v=2')).toBe('Photo');
    expect(changeValueText(t, 'has_account', true)).toBe('Yes');
  });

  it('is worded in Japanese too', async () => {
    await i18n.changeLanguage('ja');
    const [division, level] = changeLines(t, change, commons);
    expect(division?.label).toBe('事業部');
    expect(level).toEqual({ field: 'level', label: 'レベル', before: 'Dev2', after: 'Dev3' });
    expect(actionText(t, 'employee.create')).toBe('登録');
    await i18n.changeLanguage('en');
  });
});
