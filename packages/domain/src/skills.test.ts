import { describe, expect, it } from 'vitest';
import { ZSkillChangesInput, ZSkillLineInput, ZSkillSearchQuery, ZSkillSheetInput } from './schemas/skills';
import {
  canSearchStaff,
  changesErrors,
  formatCriteria,
  hasChanges,
  loadOf,
  matchesAll,
  matchesCriterion,
  meetsJlpt,
  parseCriteria,
  rankForYears,
  rankMeaningKey,
  type SkillLine,
  sheetDiff,
  sheetErrors,
} from './skills';
import { toFieldErrors } from './validation';

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

describe('rankMeaningKey: what SPEC 9 says each rank means', () => {
  it.each([
    [0, 'unknown'],
    [1, 'none'],
    [2, 'underOneYear'],
    [3, 'junior'],
    [4, 'middle'],
    [5, 'senior'],
    [6, null],
    [-1, null],
    [2.5, null],
  ])('rank %s -> %s', (rank, key) => {
    expect(rankMeaningKey(rank)).toBe(key);
  });
});

describe('rankForYears: the rank SPEC 9 gives to years of experience', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [0.5, 2],
    [0.9, 2],
    [1, 3],
    [2.9, 3],
    [3, 4],
    [5, 4],
    [5.1, 5],
    [20, 5],
  ])('%s years -> rank %s', (years, rank) => {
    expect(rankForYears(years)).toBe(rank);
  });
});

describe('a sheet line: years required, above 0 and below 100, one decimal; rank 0 to 5', () => {
  const line = { skill_id: 1, rank: 3, years: 2.5 };
  it.each([
    ['a valid line', line, {}],
    ['years 0.1, the least', { ...line, years: 0.1 }, {}],
    ['years 99.9, the most', { ...line, years: 99.9 }, {}],
    ['years 0', { ...line, years: 0 }, { years: ['min_value'] }],
    ['years -1', { ...line, years: -1 }, { years: ['min_value'] }],
    ['years 100', { ...line, years: 100 }, { years: ['max_value'] }],
    ['years 1.55', { ...line, years: 1.55 }, { years: ['decimals'] }],
    ['years missing', { skill_id: 1, rank: 3 }, { years: ['required'] }],
    ['years as text', { ...line, years: '2' }, { years: ['invalid'] }],
    ['rank 6', { ...line, rank: 6 }, { rank: ['enum'] }],
    ['rank 2.5', { ...line, rank: 2.5 }, { rank: ['enum'] }],
    ['skill id 0', { ...line, skill_id: 0 }, { skill_id: ['min_value'] }],
  ])('%s', (_, value, expected) => {
    expect(rulesOf(ZSkillLineInput, value)).toEqual(expected);
  });

  it('a save holds at most 200 lines', () => {
    const lines = Array.from({ length: 201 }, (_, i) => ({ skill_id: i + 1, rank: 3, years: 1 }));
    expect(rulesOf(ZSkillSheetInput, { skills: lines })).toEqual({ skills: ['max_value'] });
    expect(rulesOf(ZSkillSheetInput, { skills: lines.slice(0, 200) })).toEqual({});
    expect(rulesOf(ZSkillChangesInput, { removed_skill_ids: lines.map((l) => l.skill_id) })).toEqual({
      removed_skill_ids: ['max_value'],
    });
  });
});

describe('each skill once', () => {
  it('sheetErrors names every repeat of a skill, not its first line', () => {
    expect(sheetErrors([{ skill_id: 1 }, { skill_id: 2 }])).toBeNull();
    expect(sheetErrors([{ skill_id: 1 }, { skill_id: 2 }, { skill_id: 1 }, { skill_id: 1 }])).toEqual({
      'skills.2.skill_id': [expect.objectContaining({ rule: 'distinct' })],
      'skills.3.skill_id': [expect.objectContaining({ rule: 'distinct' })],
    });
  });

  it.each([
    [
      'a change and a removal',
      { skills: [{ skill_id: 1, rank: 3, years: 1 }], removed_skill_ids: [2] },
      null,
    ],
    [
      'a skill removed twice',
      { skills: [], removed_skill_ids: [2, 2] },
      { 'removed_skill_ids.1': ['distinct'] },
    ],
    [
      'a skill both saved and removed',
      { skills: [{ skill_id: 2, rank: 3, years: 1 }], removed_skill_ids: [2] },
      { 'removed_skill_ids.0': ['distinct'] },
    ],
    [
      'a skill saved twice',
      {
        skills: [
          { skill_id: 2, rank: 3, years: 1 },
          { skill_id: 2, rank: 4, years: 3 },
        ],
        removed_skill_ids: [],
      },
      { 'skills.1.skill_id': ['distinct'] },
    ],
  ])('changesErrors: %s', (_, changes, expected) => {
    const errors = changesErrors(changes);
    expect(
      errors && Object.fromEntries(Object.entries(errors).map(([k, list]) => [k, list.map((e) => e.rule)])),
    ).toEqual(expected);
  });
});

describe('sheetDiff: what an edit changes', () => {
  const stored: SkillLine[] = [
    { skill_id: 1, rank: 3, years: 2 },
    { skill_id: 2, rank: 4, years: 4.5 },
    { skill_id: 3, rank: 5, years: 8 },
  ];
  it.each([
    ['nothing', stored, { skills: [], removed_skill_ids: [] }],
    [
      'a rank raised',
      [stored[0], { ...stored[1], rank: 5 }, stored[2]],
      { skills: [{ skill_id: 2, rank: 5, years: 4.5 }], removed_skill_ids: [] },
    ],
    [
      'years changed',
      [stored[0], stored[1], { ...stored[2], years: 8.5 }],
      { skills: [{ skill_id: 3, rank: 5, years: 8.5 }], removed_skill_ids: [] },
    ],
    [
      'a line added and one removed',
      [stored[0], stored[2], { skill_id: 9, rank: 2, years: 0.5 }],
      { skills: [{ skill_id: 9, rank: 2, years: 0.5 }], removed_skill_ids: [2] },
    ],
    ['everything removed', [], { skills: [], removed_skill_ids: [1, 2, 3] }],
    [
      'the same lines in another order',
      [stored[2], stored[0], stored[1]],
      { skills: [], removed_skill_ids: [] },
    ],
  ] as Array<[string, SkillLine[], ReturnType<typeof sheetDiff>]>)('%s', (_, edited, expected) => {
    expect(sheetDiff(stored, edited)).toEqual(expected);
    expect(hasChanges(sheetDiff(stored, edited))).toBe(
      expected.skills.length + expected.removed_skill_ids.length > 0,
    );
  });
});

describe('staffing search criteria', () => {
  const sheet = [
    { skill_id: 1, rank: 4 },
    { skill_id: 2, rank: 2 },
  ];
  it.each([
    [{ skill_id: 1, min_rank: 4 }, true],
    [{ skill_id: 1, min_rank: 3 }, true],
    [{ skill_id: 1, min_rank: 5 }, false],
    [{ skill_id: 2, min_rank: 0 }, true],
    [{ skill_id: 3, min_rank: 0 }, false],
  ])('a line of skill 1 at rank 4 and skill 2 at rank 2 against %j: %s', (c, expected) => {
    expect(sheet.some((l) => matchesCriterion(l, c))).toBe(expected);
  });

  it('every criterion must match; no criterion matches any sheet', () => {
    expect(
      matchesAll(sheet, [
        { skill_id: 1, min_rank: 3 },
        { skill_id: 2, min_rank: 2 },
      ]),
    ).toBe(true);
    expect(
      matchesAll(sheet, [
        { skill_id: 1, min_rank: 3 },
        { skill_id: 2, min_rank: 3 },
      ]),
    ).toBe(false);
    expect(matchesAll([], [])).toBe(true);
  });

  it.each([
    ['', { criteria: [] }],
    ['12:3', { criteria: [{ skill_id: 12, min_rank: 3 }] }],
    [
      '12:3,15:0',
      {
        criteria: [
          { skill_id: 12, min_rank: 3 },
          { skill_id: 15, min_rank: 0 },
        ],
      },
    ],
    ['12:6', { problem: 'format' }],
    ['12', { problem: 'format' }],
    ['0:3', { problem: 'format' }],
    ['a:3', { problem: 'format' }],
    ['12:3,', { problem: 'format' }],
    ['99999999999:3', { problem: 'format' }],
    ['1:1,2:1,3:1,4:1,5:1,6:1', { problem: 'max_value' }],
    ['12:3,12:4', { problem: 'distinct' }],
  ])('parseCriteria(%j)', (text, expected) => {
    expect(parseCriteria(text)).toEqual(expected);
  });

  it('formatCriteria writes what parseCriteria reads', () => {
    const criteria = [
      { skill_id: 7, min_rank: 4 },
      { skill_id: 31, min_rank: 2 },
    ];
    expect(formatCriteria(criteria)).toBe('7:4,31:2');
    expect(parseCriteria(formatCriteria(criteria))).toEqual({ criteria });
  });

  it('the query refuses bad criteria on the criteria field with the rule it breaks', () => {
    expect(rulesOf(ZSkillSearchQuery, { criteria: '1:9' })).toEqual({ criteria: ['format'] });
    expect(rulesOf(ZSkillSearchQuery, { criteria: '1:1,1:2' })).toEqual({ criteria: ['distinct'] });
    expect(rulesOf(ZSkillSearchQuery, { jlpt: '6' })).toEqual({ jlpt: ['enum'] });
    expect(rulesOf(ZSkillSearchQuery, { perpage: '20' })).toEqual({ perpage: ['enum'] });
    expect(ZSkillSearchQuery.parse({ criteria: '3:4', jlpt: '2' })).toMatchObject({
      criteria: [{ skill_id: 3, min_rank: 4 }],
      jlpt: 2,
      page: 1,
      perpage: 50,
    });
  });

  it.each([
    [0, 3, false], // no Japanese
    [1, 3, true], // N1 is better than N3
    [3, 3, true],
    [4, 3, false],
    [5, 5, true],
  ])('Japanese level %i meets N%i: %s', (level, jlpt, expected) => {
    expect(meetsJlpt(level, jlpt)).toBe(expected);
  });
});

describe('canSearchStaff: the staffing roles', () => {
  const nobody = { isAdmin: false, departmentCode: 'DEV', jobTitleCode: 'STAFF', managesProjects: false };
  it.each([
    ['a member', nobody, false],
    ['a leader who manages no project', { ...nobody, jobTitleCode: 'LEADER' }, false],
    ['the Admin department', { ...nobody, isAdmin: true, departmentCode: 'ADMIN' }, true],
    ['the board', { ...nobody, jobTitleCode: 'DIRECTOR' }, true],
    ['the HR department', { ...nobody, departmentCode: 'HR' }, true],
    ['a PM or project top', { ...nobody, managesProjects: true }, true],
    ['the PR department', { ...nobody, departmentCode: 'PR' }, false],
  ])('%s: %s', (_, facts, expected) => {
    expect(canSearchStaff(facts)).toBe(expected);
  });
});

describe('loadOf: a month of effort across projects', () => {
  const open = { start_date: null, end_date: null, effort_default: null };
  const row = (effort: number) => ({
    start_date: '2026-12-01',
    end_date: '2026-12-31',
    effort,
    set_value: null,
  });
  it.each([
    ['no project', [], null],
    ['one project without an effort row (100 %)', [{ membership: open, rows: [] }], 100],
    [
      'two projects at 60 % and 50 %',
      [
        { membership: open, rows: [row(60)] },
        { membership: { ...open, effort_default: 50 }, rows: [] },
      ],
      110,
    ],
    [
      'a project that ended before the month does not count',
      [
        { membership: { ...open, end_date: '2026-11-30' }, rows: [] },
        { membership: open, rows: [row(40)] },
      ],
      40,
    ],
    ['only a project that ended', [{ membership: { ...open, end_date: '2026-11-30' }, rows: [] }], null],
    ['a project at 0 %', [{ membership: open, rows: [row(0)] }], 0],
  ] as const)('%s -> %s', (_, memberships, expected) => {
    expect(loadOf('2026-12-01', '2026-12-31', memberships)).toBe(expected);
  });
});
