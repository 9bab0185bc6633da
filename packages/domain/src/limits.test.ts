import { describe, expect, it } from 'vitest';
import {
  badTextErrors,
  badTextFields,
  rangeErrors,
  requestDateMax,
  requestSpanErrors,
  spanDays,
  textProblem,
} from './limits';
import { ZDate, ZMonth } from './schemas/timesheets';

describe('the request window', () => {
  it('ends with next year', () => {
    expect(requestDateMax('2026-11-23')).toBe('2027-12-31');
    expect(requestDateMax('2026-12-31')).toBe('2027-12-31');
    expect(requestDateMax('2027-01-01')).toBe('2028-12-31');
  });

  const leave = { from: 'start_date', to: 'end_date' };
  const oneDay = { from: 'date', to: 'date' };
  it.each<[string, { from: string; to: string }, typeof leave, number, Record<string, string> | null]>([
    ['a week of leave', { from: '2026-12-01', to: '2026-12-07' }, leave, 366, null],
    ['the first allowed day', { from: '2019-01-01', to: '2019-01-01' }, oneDay, 1, null],
    ['the last allowed day', { from: '2027-12-31', to: '2027-12-31' }, oneDay, 1, null],
    ['before 2019', { from: '2018-12-31', to: '2018-12-31' }, oneDay, 1, { date: 'date_window' }],
    ['after next year', { from: '2028-01-01', to: '2028-01-01' }, oneDay, 1, { date: 'date_window' }],
    ['an end in 9999', { from: '2026-12-01', to: '9999-12-31' }, leave, 366, { end_date: 'date_window' }],
    [
      'both ends outside',
      { from: '2010-01-01', to: '2030-01-01' },
      leave,
      366,
      { start_date: 'date_window', end_date: 'date_window' },
    ],
    ['a year and a day', { from: '2026-01-01', to: '2027-01-02' }, leave, 366, { end_date: 'max_days' }],
    ['exactly 366 days', { from: '2026-01-01', to: '2027-01-01' }, leave, 366, null],
    [
      'a one-day kind spanning two',
      { from: '2026-12-01', to: '2026-12-02' },
      leave,
      1,
      { end_date: 'max_days' },
    ],
  ])('%s', (_label, span, fields, maxDays, expected) => {
    const errors = requestSpanErrors(span, fields, '2026-11-23', maxDays);
    expect(
      errors && Object.fromEntries(Object.entries(errors).map(([f, list]) => [f, list[0]?.rule])),
    ).toEqual(expected);
  });

  it('counts calendar days with both ends', () => {
    expect(spanDays('2026-11-23', '2026-11-23')).toBe(1);
    expect(spanDays('2026-01-01', '2026-12-31')).toBe(365);
    expect(spanDays('2026-11-24', '2026-11-23')).toBe(0);
  });
});

describe('a queried range', () => {
  it.each<[string, string, string, string | null]>([
    ['a month', '2026-11-01', '2026-11-30', null],
    ['exactly 62 days', '2026-11-01', '2027-01-01', null],
    ['63 days', '2026-11-01', '2027-01-02', 'max_days'],
    ['a century', '2000-01-01', '2099-12-31', 'max_days'],
    ['the end first', '2026-11-30', '2026-11-01', 'after_or_equal'],
  ])('%s', (_label, from, to, rule) => {
    expect(rangeErrors(from, to, 62)?.end_date?.[0]?.rule ?? null).toBe(rule);
  });
});

describe('dates any field accepts', () => {
  it.each<[string, boolean]>([
    ['2000-01-01', true],
    ['2099-12-31', true],
    ['1999-12-31', false],
    ['2100-01-01', false],
    ['9999-12-31', false],
    ['2026-02-29', false],
    ['2028-02-29', true],
  ])('%s: %s', (date, ok) => {
    expect(ZDate.safeParse(date).success).toBe(ok);
  });

  it('months too', () => {
    expect(ZMonth.safeParse('2026-11').success).toBe(true);
    expect(ZMonth.safeParse('9999-12').success).toBe(false);
    expect(ZMonth.safeParse('1999-12').success).toBe(false);
  });
});

describe('text hygiene', () => {
  it.each<[string, string, ReturnType<typeof textProblem>]>([
    ['plain text', 'Nghỉ phép 休暇', null],
    ['an emoji (a surrogate pair)', 'ok 👍', null],
    ['a NUL', 'a\u0000b', 'nul'],
    ['a lone high surrogate', 'a\ud800b', 'surrogate'],
    ['a lone low surrogate', 'a\udc00', 'surrogate'],
    ['a high surrogate at the end', 'a\ud83d', 'surrogate'],
    ['tabs and newlines are fine', 'line\n\tnext', null],
  ])('%s', (_label, s, problem) => {
    expect(textProblem(s)).toBe(problem);
  });

  it('names every bad field of a body, nested ones and keys included', () => {
    expect(
      badTextFields({
        reason: 'ok',
        note: 'x\u0000',
        list: ['fine', '\ud800'],
        nested: { deep: { name: 'y\udfff' } },
        'key\u0000': 'value',
        count: 3,
      }),
    ).toEqual(['note', 'list.1', 'nested.deep.name', '_']);
  });

  it('stops at a limit, so a huge array costs little', () => {
    expect(badTextFields(Array.from({ length: 100_000 }, () => '\u0000'))).toHaveLength(20);
  });

  it('answers field errors with the `text` rule, or null when clean', () => {
    expect(badTextErrors({ a: 'clean' })).toBeNull();
    expect(badTextErrors({ a: '\u0000' })).toEqual({ a: [expect.objectContaining({ rule: 'text' })] });
  });
});
