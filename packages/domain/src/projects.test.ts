import { describe, expect, it } from 'vitest';
import {
  activityErrors,
  type EffortRow,
  effortOn,
  isOverAllocated,
  type Membership,
  mondayOf,
  monthsBetween,
  periodEffort,
  periodErrors,
  projectDateErrors,
  reviewHealth,
  rowOn,
  weeksOfMonth,
} from './projects';

const open = { start_date: null, end_date: null, effort_default: null };
const month = (effort: number | null, set_value: number | null = null): EffortRow => ({
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  effort,
  set_value,
});
const week = (effort: number | null): EffortRow => ({
  start_date: '2026-11-16',
  end_date: '2026-11-22',
  effort,
  set_value: null,
});

describe('mondayOf: the ISO week a review is keyed by', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // a Monday
    ['2026-11-29', '2026-11-23'], // its Sunday
    ['2026-12-01', '2026-11-30'], // across a month
    ['2027-01-01', '2026-12-28'], // across a year (a Friday)
    ['2024-03-01', '2024-02-26'], // after a 29 February
  ])('%s is in the week of %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});

describe('periods', () => {
  it('lists the months of a span, bounded', () => {
    expect(monthsBetween('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-05-01', '2026-04-01')).toEqual([]);
    expect(monthsBetween('2000-01-01', '2299-12-31')).toHaveLength(1200);
  });

  it('gives the weeks that touch a month, Monday to Sunday', () => {
    expect(weeksOfMonth('2026-02')).toEqual([
      { start: '2026-01-26', end: '2026-02-01' },
      { start: '2026-02-02', end: '2026-02-08' },
      { start: '2026-02-09', end: '2026-02-15' },
      { start: '2026-02-16', end: '2026-02-22' },
      { start: '2026-02-23', end: '2026-03-01' },
    ]);
  });
});

describe('effort on a day', () => {
  it.each([
    ['no row, no default: 100', [], open, '2026-11-10', 100, 1],
    ['no row: the member default', [], { ...open, effort_default: 40 }, '2026-11-10', 40, 1],
    ['a month row', [month(60, 1.5)], open, '2026-11-10', 60, 1.5],
    ['a row without a rate: rate 1', [month(60)], open, '2026-11-10', 60, 1],
    [
      'a row without an effort: the default',
      [month(null, 2)],
      { ...open, effort_default: 30 },
      '2026-11-10',
      30,
      2,
    ],
    ['a week overrides its month', [month(60), week(0)], open, '2026-11-18', 0, 1],
    ['outside the week, the month', [month(60), week(0)], open, '2026-11-24', 60, 1],
    ['before the membership: 0', [month(60)], { ...open, start_date: '2026-11-15' }, '2026-11-10', 0, 0],
    ['after the membership: 0', [month(60)], { ...open, end_date: '2026-11-05' }, '2026-11-10', 0, 0],
  ])('%s', (_label, rows, membership, day, effort, setValue) => {
    expect(effortOn(day, rows as EffortRow[], membership)).toEqual({ effort, set_value: setValue });
  });

  it('takes the shortest covering row whatever their order', () => {
    expect(rowOn('2026-11-18', [week(0), month(60)])?.effort).toBe(0);
    expect(rowOn('2026-12-01', [week(0), month(60)])).toBeNull();
  });
});

describe('effort over a period', () => {
  // November 2026 has 21 workdays (Monday to Friday).
  it.each([
    ['a full month at the fallback', [], open, 100, 1, 21],
    ['a full month at 60 %, rate 1.5', [month(60, 1.5)], open, 60, 0.9, 21],
    ['a week of 0 inside a 60 % month (5 of 21 days)', [month(60), week(0)], open, 45.7, 0.46, 21],
    ['joining on the 16th (11 of 21 days)', [], { ...open, start_date: '2026-11-16' }, 52.4, 0.52, 11],
  ])('%s', (_label, rows, membership, effort, manMonths, days) => {
    expect(periodEffort('2026-11-01', '2026-11-30', rows as EffortRow[], membership)).toEqual({
      effort,
      man_months: manMonths,
      member_days: days,
    });
  });

  it('counts a week as its share of the month', () => {
    expect(periodEffort('2026-11-16', '2026-11-22', [], open)).toEqual({
      effort: 100,
      man_months: 0.24,
      member_days: 5,
    });
  });
});

describe('over-allocation', () => {
  it.each([
    [[100], false],
    [[60, 40], false],
    [[60, 40.04], false], // rounds to 100.0
    [[60, 41], true],
    [[100, 50], true],
    [[], false],
  ])('%j is over 100 %%: %s', (efforts, over) => {
    expect(isOverAllocated(efforts)).toBe(over);
  });
});

describe('project cross-field rules', () => {
  it.each([
    ['fine', { start_date: '2026-01-01', end_date: '2026-12-31' }, null],
    ['open end', { start_date: '2026-01-01', end_date: null }, null],
    ['end before start', { start_date: '2026-01-01', end_date: '2025-12-31' }, ['end_date']],
    [
      'a plan before the project',
      { start_date: '2026-01-01', plans: [{ start_date: '2025-12-01', end_date: '2026-02-01' }] },
      ['plans.0.start_date'],
    ],
    [
      'a plan past the end',
      {
        start_date: '2026-01-01',
        end_date: '2026-06-30',
        plans: [{ start_date: '2026-02-01', end_date: '2026-07-01' }],
      },
      ['plans.0.end_date'],
    ],
    [
      'a plan past an open end is fine',
      { start_date: '2026-01-01', plans: [{ start_date: '2026-02-01', end_date: '2030-07-01' }] },
      null,
    ],
    [
      'milestones 100 %',
      { start_date: '2026-01-01', payments: [{ percentage: 40 }, { percentage: 60 }] },
      null,
    ],
    [
      'milestones 101 %',
      { start_date: '2026-01-01', payments: [{ percentage: 41 }, { percentage: 60 }] },
      ['payments'],
    ],
  ])('%s', (_label, project, fields) => {
    const errors = projectDateErrors(project);
    expect(errors === null ? null : Object.keys(errors)).toEqual(fields);
  });

  it('a period may not end before it starts', () => {
    expect(periodErrors('2026-01-02', '2026-01-01')?.end_date?.[0]?.rule).toBe('after_or_equal');
    expect(periodErrors('2026-01-01', '2026-01-01')).toBeNull();
    expect(periodErrors(null, '2026-01-01')).toBeNull();
  });
});

describe('kick-off and bonus rules', () => {
  const members = new Set([1, 2, 3]);
  it.each([
    [
      'bonuses within the budget',
      100,
      [
        [1, 60],
        [2, 40],
      ],
      null,
    ],
    [
      'bonuses over the budget',
      100,
      [
        [1, 60],
        [2, 41],
      ],
      { total_budget: 'bonus_over_budget' },
    ],
    [
      'a person twice',
      100,
      [
        [1, 10],
        [1, 10],
      ],
      { 'employees.1.employee_id': 'distinct' },
    ],
    ['someone outside the project', 100, [[9, 10]], { 'employees.0.employee_id': 'project_member' }],
    ['nobody', 0, [], null],
  ])('%s', (_label, budget, people, expected) => {
    const errors = activityErrors(
      {
        total_budget: budget as number,
        employees: (people as number[][]).map(([employee_id, bonus]) => ({
          employee_id: employee_id as number,
          bonus: bonus as number,
        })),
      },
      members,
    );
    expect(
      errors === null ? null : Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]?.rule])),
    ).toEqual(expected);
  });
});

describe('review health', () => {
  it('is the worst item', () => {
    expect(reviewHealth({ quality: 1, scope: 1 })).toBe(1);
    expect(reviewHealth({ quality: 2, scope: 3, tech: 1 })).toBe(3);
    expect(reviewHealth({})).toBe(1);
  });
});

describe('periodEffort agrees with effortOn day by day', () => {
  // The fast loop counts days as numbers; the plain rule reads one day at a time.
  const naive = (start: string, end: string, rows: EffortRow[], m: Membership) => {
    let days = 0;
    let sum = 0;
    for (
      let d = start;
      d <= end;
      d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    ) {
      const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
      if (wd === 0 || wd === 6) continue;
      days += 1;
      sum += effortOn(d, rows, m).effort;
    }
    return Math.round((sum / days) * 10) / 10;
  };
  const rowsList: EffortRow[][] = [
    [],
    [month(70)],
    [month(70), week(10)],
    [week(10), { start_date: '2026-11-18', end_date: '2026-11-19', effort: 90, set_value: 2 }, month(null)],
    [{ start_date: '2026-10-20', end_date: '2026-11-05', effort: 30, set_value: null }],
  ];
  const memberships: Membership[] = [
    open,
    { ...open, effort_default: 20 },
    { start_date: '2026-11-10', end_date: '2026-11-24', effort_default: null },
  ];
  const periods: Array<[string, string]> = [
    ['2026-11-01', '2026-11-30'],
    ['2026-11-16', '2026-11-22'],
    ['2026-10-26', '2026-11-01'],
  ];
  for (const [i, rows] of rowsList.entries())
    for (const [j, m] of memberships.entries())
      for (const [start, end] of periods)
        it(`rows ${i}, membership ${j}, ${start}..${end}`, () => {
          expect(periodEffort(start, end, rows, m).effort).toBe(naive(start, end, rows, m));
        });
});
