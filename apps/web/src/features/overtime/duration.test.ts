import { describe, expect, it } from 'vitest';
import { overtimeDayKind } from './duration';

describe('overtimeDayKind', () => {
  it.each([
    ['a Saturday from the calendar', '2026-12-05', undefined, 'weekend'],
    ['a Monday from the calendar', '2026-12-07', undefined, 'workday'],
    ["the timesheet's holiday wins", '2026-12-07', 'holiday', 'holiday'],
    ['no date yet', null, undefined, 'workday'],
  ] as const)('%s', (_label, date, known, kind) => {
    expect(overtimeDayKind(date, known)).toBe(kind);
  });
});
