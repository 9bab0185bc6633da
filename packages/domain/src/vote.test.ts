import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './validation';
import {
  choiceListErrors,
  isTimedOut,
  leadersOf,
  startErrors,
  startRefusal,
  voteEndOf,
  voteStatusOf,
  ZBallotInput,
  ZVoteChoicesInput,
  ZVotePathParams,
  ZVoteQuery,
  ZVoteStartInput,
} from './vote';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-12-02T01:00:00Z');

const rulesOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  if (r.success) return {};
  const issues = (r.error as { issues: Parameters<typeof toFieldErrors>[0] }).issues;
  return Object.fromEntries(
    Object.entries(toFieldErrors(issues, v)).map(([k, list]) => [k, list.map((e) => e.rule)]),
  );
};

describe('voteStatusOf: SPEC 4 not started -> started -> finished, with the automatic end', () => {
  it.each([
    ['no start', { started_at: null, ends_at: null, ended_at: null }, 'not_started'],
    [
      'started, end ahead',
      { started_at: at('2026-12-01T00:00:00Z'), ends_at: at('2026-12-02T01:00:01Z'), ended_at: null },
      'started',
    ],
    [
      'started, end reached this instant',
      { started_at: at('2026-12-01T00:00:00Z'), ends_at: NOW, ended_at: null },
      'finished',
    ],
    [
      'started, end passed, not ended yet',
      { started_at: at('2026-12-01T00:00:00Z'), ends_at: at('2026-12-01T12:00:00Z'), ended_at: null },
      'finished',
    ],
    [
      'ended by hand before its end time',
      {
        started_at: at('2026-12-01T00:00:00Z'),
        ends_at: at('2026-12-10T00:00:00Z'),
        ended_at: at('2026-12-01T05:00:00Z'),
      },
      'finished',
    ],
  ] as const)('%s -> %s', (_, times, status) => {
    expect(voteStatusOf(times, NOW)).toBe(status);
  });

  it('isTimedOut only for a started vote whose end passed and that nobody ended', () => {
    const started = at('2026-12-01T00:00:00Z');
    expect(isTimedOut({ started_at: started, ends_at: NOW, ended_at: null }, NOW)).toBe(true);
    expect(
      isTimedOut({ started_at: started, ends_at: at('2026-12-03T00:00:00Z'), ended_at: null }, NOW),
    ).toBe(false);
    expect(isTimedOut({ started_at: started, ends_at: NOW, ended_at: NOW }, NOW)).toBe(false);
    expect(isTimedOut({ started_at: null, ends_at: null, ended_at: null }, NOW)).toBe(false);
  });

  it('voteEndOf: the planned end while it runs, the actual end once ended, none before the start', () => {
    const planned = at('2026-12-10T00:00:00Z');
    const actual = at('2026-12-05T00:00:00Z');
    expect(voteEndOf({ started_at: null, ends_at: null, ended_at: null })).toBeNull();
    expect(voteEndOf({ started_at: NOW, ends_at: planned, ended_at: null })).toEqual(planned);
    expect(voteEndOf({ started_at: NOW, ends_at: planned, ended_at: actual })).toEqual(actual);
  });
});

describe('leadersOf: the leading choice(s), ties kept', () => {
  it.each([
    ['one leader', [3, 5, 1], [2]],
    ['a tie of two', [4, 1, 4], [1, 3]],
    ['everyone tied', [2, 2], [1, 2]],
    ['no ballot at all', [0, 0, 0], []],
    ['no choice', [], []],
  ])('%s', (_, counts, leaders) => {
    expect(leadersOf(counts.map((count, i) => ({ choice_id: i + 1, count })))).toEqual(leaders);
  });
});

describe('startRefusal and startErrors', () => {
  it.each([
    ['not_started', 2, null],
    ['not_started', 12, null],
    ['not_started', 1, 'choices'],
    ['not_started', 0, 'choices'],
    ['started', 4, 'already'],
    ['finished', 4, 'already'],
    ['finished', 0, 'already'],
  ] as const)('%s with %i choices -> %s', (status, n, refusal) => {
    expect(startRefusal(status, n)).toBe(refusal);
  });

  it.each([
    ['one second ahead', '2026-12-02T01:00:01Z', null],
    ['exactly 60 days ahead', '2027-01-31T01:00:00Z', null],
    ['now', '2026-12-02T01:00:00Z', 'after'],
    ['in the past', '2026-11-30T00:00:00Z', 'after'],
    ['60 days and a second ahead', '2027-01-31T01:00:01Z', 'max_days'],
  ])('an end %s -> %s', (_, iso, rule) => {
    const errors = startErrors(at(iso), NOW);
    expect(errors?.ends_at?.[0]?.rule ?? null).toBe(rule);
  });
});

describe('choiceListErrors: names unique ignoring case, each kept choice once', () => {
  it.each([
    ['distinct names', [{ name: 'Da Nang' }, { name: 'Hue' }], null],
    [
      'the same name in another case',
      [{ name: 'Da Nang' }, { name: ' da nang ' }],
      { 'choices.1.name': ['distinct'] },
    ],
    [
      'a kept choice twice',
      [
        { id: 4, name: 'A' },
        { id: 4, name: 'B' },
      ],
      { 'choices.1.id': ['distinct'] },
    ],
  ])('%s', (_, list, expected) => {
    const errors = choiceListErrors(list);
    expect(
      errors && Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.map((e) => e.rule)])),
    ).toEqual(expected);
  });
});

describe('the schemas', () => {
  const two = [
    { name: 'Da Nang', color: '#1677ff' },
    { name: 'Phu Quoc', color: '#52C41A' },
  ];
  it.each([
    ['two choices', { choices: two }, {}],
    ['one choice', { choices: two.slice(0, 1) }, { choices: ['min_value'] }],
    [
      'thirteen choices',
      { choices: Array.from({ length: 13 }, (_, i) => ({ name: `C${i}`, color: '#000000' })) },
      { choices: ['max_value'] },
    ],
    [
      'a colour name',
      { choices: [two[0], { name: 'Hue', color: 'red' }] },
      { 'choices.1.color': ['format'] },
    ],
    [
      'a short colour',
      { choices: [two[0], { name: 'Hue', color: '#fff' }] },
      { 'choices.1.color': ['format'] },
    ],
    [
      'an empty name',
      { choices: [two[0], { name: '  ', color: '#000000' }] },
      { 'choices.1.name': ['required'] },
    ],
    [
      'a name of 101 characters',
      { choices: [two[0], { name: 'x'.repeat(101), color: '#000000' }] },
      { 'choices.1.name': ['max'] },
    ],
    ['nothing', {}, { choices: ['required'] }],
  ])('choices: %s', (_, body, expected) => {
    expect(rulesOf(ZVoteChoicesInput, body)).toEqual(expected);
  });

  it.each([
    [{ year: '2026', period: '1' }, {}],
    [{ year: '1999', period: '1' }, { year: ['min_value'] }],
    [{ year: '2101', period: '4' }, { year: ['max_value'] }],
    [{ year: '2026', period: '0' }, { period: ['min_value'] }],
    [{ year: '2026', period: '5' }, { period: ['max_value'] }],
    [{ year: 'abc', period: '1' }, { year: ['invalid'] }],
  ])('path %j -> %j', (params, expected) => {
    expect(rulesOf(ZVotePathParams, params)).toEqual(expected);
  });

  it.each([
    [{}, {}],
    [{ year: '2026', period: '2' }, {}],
    [{ year: '2026' }, { period: ['required'] }],
    [{ period: '2' }, { year: ['required'] }],
  ])('query %j -> %j', (q, expected) => {
    expect(rulesOf(ZVoteQuery, q)).toEqual(expected);
  });

  it('a start needs an instant with its offset; a ballot names year, period and choice', () => {
    expect(rulesOf(ZVoteStartInput, { ends_at: '2026-12-05T10:00:00+07:00' })).toEqual({});
    expect(rulesOf(ZVoteStartInput, { ends_at: '2026-12-05' })).toEqual({ ends_at: ['format'] });
    expect(rulesOf(ZVoteStartInput, {})).toEqual({ ends_at: ['required'] });
    expect(rulesOf(ZBallotInput, { year: 2026, period: 1, choice_id: 3 })).toEqual({});
    expect(rulesOf(ZBallotInput, { year: 2026, period: 1 })).toEqual({ choice_id: ['required'] });
    expect(rulesOf(ZBallotInput, { year: 2026, period: 9, choice_id: -1 })).toEqual({
      period: ['max_value'],
      choice_id: ['min_value'],
    });
  });
});
