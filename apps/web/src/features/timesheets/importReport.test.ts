import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { importColumnText, importErrorText } from './importReport';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('import report texts', () => {
  it('labels the columns of the header and the whole row', () => {
    expect(importColumnText('employee_code')).toBe('Employee code');
    expect(importColumnText('check_out')).toBe('Check-out');
    expect(importColumnText('_')).toBe('Whole row');
    expect(importColumnText('mystery')).toBe('mystery');
  });

  it('translates each import rule, never showing the server text', () => {
    const text = (column: string, rule: string, params?: Record<string, string>) =>
      importErrorText(column, { rule, message: 'SERVER TEXT', params });
    expect(text('date', 'required')).toBe('Date is required.');
    expect(text('check_in', 'format')).toBe('Check-in has an invalid format.');
    expect(text('employee_code', 'unknown')).toBe('No employee has this code.');
    expect(text('check_out', 'after', { other: 'check_in' })).toBe('Check-out must be after Check-in.');
    expect(text('check_out', 'after')).toBe('Check-out must be after check-in.');
    expect(text('_', 'duplicate')).toBe('The same employee and date appear more than once in the file.');
    expect(importErrorText('_', { rule: 'duplicate', message: 'x', params: { line: 2 } })).toBe(
      'The same employee and date are already on line 2.',
    );
    expect(text('date', 'locked')).toBe('This month is already submitted and cannot be changed.');
  });

  it('is translated in Japanese and Vietnamese too', async () => {
    await i18n.changeLanguage('ja');
    expect(importErrorText('_', { rule: 'duplicate', message: 'x' })).toBe(
      '同じ社員・同じ日付の行がファイル内に複数あります。',
    );
    await i18n.changeLanguage('vi');
    expect(importErrorText('date', { rule: 'locked', message: 'x' })).toBe(
      'Tháng này đã được nộp nên không thể thay đổi.',
    );
    await i18n.changeLanguage('en');
  });
});
