import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { orgFilter, rangeFilter } from './filters';

describe('date range filter', () => {
  it('sends both ends as wire dates', () => {
    expect(rangeFilter([dayjs('2025-02-01T15:30'), dayjs('2025-02-28')])).toEqual({
      start_date: '2025-02-01',
      end_date: '2025-02-28',
    });
  });

  it('leaves an open end out', () => {
    expect(rangeFilter([null, dayjs('2025-03-10')])).toEqual({
      start_date: undefined,
      end_date: '2025-03-10',
    });
    expect(rangeFilter([dayjs('2025-03-01'), null])).toEqual({
      start_date: '2025-03-01',
      end_date: undefined,
    });
  });

  it('sends no dates without a range', () => {
    expect(rangeFilter(null)).toEqual({ start_date: undefined, end_date: undefined });
    expect(rangeFilter(undefined)).toEqual({ start_date: undefined, end_date: undefined });
  });
});

describe('organisation filter', () => {
  it('leaves empty choices out and trims the employee text', () => {
    expect(
      orgFilter({ company_code: '', division_code: 'D1', foot_code: undefined, employee_info: '  ab 12 ' }),
    ).toEqual({
      company_code: undefined,
      division_code: 'D1',
      foot_code: undefined,
      employee_info: 'ab 12',
    });
  });

  it('sends no employee text when only spaces were typed', () => {
    expect(orgFilter({ employee_info: '   ' }).employee_info).toBeUndefined();
  });
});
