import { describe, expect, it } from 'vitest';
import { overtimeDayKind, overtimeMinutes, parseTime } from './duration';

describe('overtime duration', () => {
  it('counts working-day overtime from 18:00 only', () => {
    expect(overtimeMinutes('18:00', '20:30', 'workday')).toBe(150);
    expect(overtimeMinutes('17:30', '19:00', 'workday')).toBe(60);
    expect(overtimeMinutes('16:00', '17:30', 'workday')).toBe(0);
  });

  it('deducts the lunch and evening breaks on rest days', () => {
    expect(overtimeMinutes('11:00', '14:00', 'weekend')).toBe(90);
    expect(overtimeMinutes('08:00', '20:00', 'holiday')).toBe(12 * 60 - 90 - 30);
    expect(overtimeMinutes('12:15', '13:15', 'weekend')).toBe(0);
  });

  it('accepts 24:00 as the end of the day', () => {
    expect(overtimeMinutes('22:00', '24:00', 'workday')).toBe(120);
  });

  it('returns null for missing, malformed or reversed times', () => {
    expect(overtimeMinutes(null, '19:00', 'workday')).toBeNull();
    expect(overtimeMinutes('19:00', '18:00', 'workday')).toBeNull();
    expect(overtimeMinutes('19:00', '19:00', 'workday')).toBeNull();
    expect(overtimeMinutes('7:00', '19:00', 'workday')).toBeNull();
    expect(parseTime('24:30')).toBeNull();
  });

  it('takes the day kind from the timesheet, else from the calendar', () => {
    expect(overtimeDayKind('2026-12-05')).toBe('weekend');
    expect(overtimeDayKind('2026-12-07')).toBe('workday');
    expect(overtimeDayKind('2026-12-07', 'holiday')).toBe('holiday');
  });
});
