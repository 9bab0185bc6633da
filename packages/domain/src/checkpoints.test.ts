import { describe, expect, it } from 'vitest';
import {
  answersErrors,
  changeDecisionRefusal,
  changeRequestRefusal,
  checkpointPeriodErrors,
  meanScore,
  periodPhase,
  type ReviewState,
  type ReviewViewer,
  sectionScores,
  stageAfter,
  stepRefusal,
  visibleParts,
} from './checkpoints';
import type {
  CheckpointForm,
  CheckpointPeriodInput,
  CheckpointPhase,
  CheckpointStep,
} from './schemas/checkpoints';

const FORM: CheckpointForm = {
  scale: 5,
  sections: [
    {
      key: 's1',
      title: 'Results',
      criteria: [
        { key: 'a', title: 'A' },
        { key: 'b', title: 'B' },
      ],
    },
    { key: 's2', title: 'Team', criteria: [{ key: 'c', title: 'C' }] },
  ],
};

const EMPLOYEE = 1;
const PM = 2;
const DM = 3;
const BOARD = 4;
const HR = 5;
const OTHER = 6;

const review = (over: Partial<ReviewState> = {}): ReviewState => ({
  employee_id: EMPLOYEE,
  pm_id: PM,
  dm_id: DM,
  stage: 0,
  self_sent_at: null,
  pm_sent_at: null,
  dm_sent_at: null,
  interview_sent_at: null,
  confirmed_at: null,
  ...over,
});
const viewer = (id: number): ReviewViewer => ({
  employeeId: id,
  isBoard: id === BOARD,
  isHr: id === HR,
  isHrManager: id === HR,
});
const T = new Date('2026-12-01T00:00:00Z');

describe('periodPhase', () => {
  const p = { self_start: '2026-12-01', self_end: '2026-12-10', end_date: '2026-12-31' };
  it.each([
    ['2026-11-30', 'upcoming'],
    ['2026-12-01', 'self'],
    ['2026-12-10', 'self'],
    ['2026-12-11', 'review'],
    ['2026-12-31', 'review'],
    ['2027-01-01', 'closed'],
  ])('%s is %s', (today, phase) => {
    expect(periodPhase(p, today)).toBe(phase);
  });
});

describe('checkpointPeriodErrors', () => {
  const base: CheckpointPeriodInput = {
    name: 'H2',
    self_start: '2026-12-01',
    self_end: '2026-12-10',
    pm_deadline: '2026-12-15',
    dm_deadline: '2026-12-20',
    interview_deadline: '2026-12-25',
    end_date: '2026-12-31',
    company_ids: [1, 2],
    form: FORM,
  };
  it.each<[string, Partial<CheckpointPeriodInput>, string | null, string | null]>([
    ['a valid period', {}, null, null],
    ['self window ending before it starts', { self_end: '2026-11-30' }, 'self_end', 'after_or_equal'],
    [
      'the PM deadline before the self-assessment ends',
      { pm_deadline: '2026-12-09' },
      'pm_deadline',
      'after_or_equal',
    ],
    ['the end before the interview deadline', { end_date: '2026-12-24' }, 'end_date', 'after_or_equal'],
    ['a period of 367 days', { end_date: '2027-12-02' }, 'end_date', 'max_days'],
    ['a period of exactly 366 days', { end_date: '2027-12-01' }, null, null],
    ['a company twice', { company_ids: [1, 1] }, 'company_ids.1', 'distinct'],
    [
      'a criterion key equal to a section key',
      { form: { scale: 5, sections: [{ key: 'x', title: 'X', criteria: [{ key: 'x', title: 'Y' }] }] } },
      'form.sections.0.criteria.0.key',
      'distinct',
    ],
  ])('%s', (_label, over, field, rule) => {
    const errors = checkpointPeriodErrors({ ...base, ...over });
    if (field === null) expect(errors).toBeNull();
    else expect(errors?.[field]?.[0]?.rule).toBe(rule);
  });
});

describe('answersErrors', () => {
  it.each<[string, Record<string, number>, boolean, Record<string, string> | null]>([
    ['a partial draft', { a: 3 }, false, null],
    ['a partial send', { a: 3 }, true, { 'answers.scores.b': 'required', 'answers.scores.c': 'required' }],
    ['a full send', { a: 3, b: 4, c: 5 }, true, null],
    ['an unknown key', { z: 3 }, false, { 'answers.scores.z': 'unknown' }],
    ['a score above the scale', { a: 6 }, false, { 'answers.scores.a': 'max_value' }],
  ])('%s', (_label, scores, sending, expected) => {
    const errors = answersErrors(FORM, { scores, comments: {}, summary: '' }, sending);
    const rules = errors ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]?.rule])) : null;
    expect(rules).toEqual(expected);
  });
});

describe('scores', () => {
  it('averages to two decimals, per section too', () => {
    expect(meanScore({ scores: { a: 3, b: 4, c: 4 } })).toBe(3.67);
    expect(meanScore({ scores: {} })).toBeNull();
    expect(meanScore(null)).toBeNull();
    expect(sectionScores(FORM, { scores: { a: 3, b: 4 } })).toEqual([
      { key: 's1', score: 3.5 },
      { key: 's2', score: null },
    ]);
  });
});

describe('stepRefusal: who, once, dates, progress', () => {
  it.each<[string, CheckpointStep, Partial<ReviewState>, number, CheckpointPhase, number | null]>([
    ['the employee self-assesses in the window', 'self', {}, EMPLOYEE, 'self', null],
    ['the PM cannot self-assess for them', 'self', {}, PM, 'self', 4030],
    ['self sent twice', 'self', { self_sent_at: T, stage: 1 }, EMPLOYEE, 'self', 5071],
    ['self before the window', 'self', {}, EMPLOYEE, 'upcoming', 4340],
    ['self after the window', 'self', {}, EMPLOYEE, 'review', 4340],
    ['self after the end', 'self', {}, EMPLOYEE, 'closed', 4341],
    ['the PM waits for the self-assessment', 'pm', {}, PM, 'self', 4342],
    ['the PM assesses a sent one', 'pm', { stage: 1, self_sent_at: T }, PM, 'self', null],
    ['the PM assesses an unsent one after the window', 'pm', {}, PM, 'review', null],
    ['the PM twice', 'pm', { stage: 2, pm_sent_at: T }, PM, 'review', 5072],
    ['the department head cannot do the PM step', 'pm', { stage: 1 }, DM, 'review', 4030],
    ['the department head before the PM', 'dm', { stage: 1 }, DM, 'review', 4342],
    ['the department head in turn', 'dm', { stage: 2 }, DM, 'review', null],
    ['the department head twice', 'dm', { stage: 3, dm_sent_at: T }, DM, 'review', 5073],
    ['the board interviews', 'interview', { stage: 3 }, BOARD, 'review', null],
    ['the department head interviews', 'interview', { stage: 3 }, DM, 'review', null],
    ['the HR manager enters no raise', 'interview', { stage: 3 }, HR, 'review', 4030],
    ['the PM does not interview', 'interview', { stage: 3 }, PM, 'review', 4030],
    ['interview twice', 'interview', { stage: 4, interview_sent_at: T }, BOARD, 'review', 5074],
    ['interview after the end', 'interview', { stage: 3 }, BOARD, 'closed', 4341],
    ['confirm the result', 'confirm', { stage: 4 }, EMPLOYEE, 'review', null],
    ['confirm before the result', 'confirm', { stage: 3 }, EMPLOYEE, 'review', 4342],
    ['confirm twice', 'confirm', { stage: 5, confirmed_at: T }, EMPLOYEE, 'review', 5075],
    ['a stranger', 'dm', { stage: 2 }, OTHER, 'review', 4030],
    [
      'a director does not interview themselves',
      'interview',
      { employee_id: BOARD, stage: 3 },
      BOARD,
      'review',
      4030,
    ],
    [
      'without a PM, the department head takes an unsent one after the window',
      'dm',
      { pm_id: null },
      DM,
      'review',
      null,
    ],
    ['without a PM, not before the window closes', 'dm', { pm_id: null }, DM, 'self', 4342],
    ['with a PM, the department head waits for them', 'dm', {}, DM, 'review', 4342],
    [
      'with nobody before, the interview takes an unsent one',
      'interview',
      { pm_id: null, dm_id: null },
      BOARD,
      'review',
      null,
    ],
  ])('%s', (_label, step, over, who, phase, code) => {
    expect(stepRefusal(step, review(over), viewer(who), phase)).toBe(code);
  });
});

describe('stageAfter skips a missing reviewer', () => {
  it.each<[CheckpointStep, number | null, number | null, number]>([
    ['self', PM, DM, 1],
    ['self', null, DM, 2],
    ['self', null, null, 3],
    ['pm', PM, DM, 2],
    ['pm', PM, null, 3],
    ['dm', PM, DM, 3],
    ['interview', PM, DM, 4],
    ['confirm', PM, DM, 5],
  ])('%s with pm %s and dm %s leads to %s', (step, pm, dm, stage) => {
    expect(stageAfter(step, { pm_id: pm, dm_id: dm })).toBe(stage);
  });
});

describe('change requests', () => {
  const sent = { stage: 1, self_sent_at: T };
  it.each<[string, Partial<ReviewState>, number, CheckpointPhase, boolean, number | null]>([
    ['asked after sending, in the window', sent, EMPLOYEE, 'self', false, null],
    ['not sent yet', {}, EMPLOYEE, 'self', false, 4342],
    ['one already pending', sent, EMPLOYEE, 'self', true, 4343],
    ['the PM already sent', { stage: 2, self_sent_at: T, pm_sent_at: T }, EMPLOYEE, 'self', false, 4344],
    ['after the window', sent, EMPLOYEE, 'review', false, 4340],
    ['by someone else', sent, PM, 'self', false, 4030],
    [
      'without a PM, before the department head sent',
      { stage: 2, self_sent_at: T, pm_id: null },
      EMPLOYEE,
      'self',
      false,
      null,
    ],
  ])('asking: %s', (_label, over, who, phase, pending, code) => {
    expect(changeRequestRefusal(review(over), viewer(who), phase, pending)).toBe(code);
  });

  it.each<[string, Partial<ReviewState>, number, CheckpointPhase, number, boolean, number | null]>([
    ['the PM approves', sent, PM, 'self', 1, true, null],
    ['the department head is not the next reviewer', sent, DM, 'self', 1, true, 4030],
    ['decided already', sent, PM, 'self', 2, false, 4322],
    ['approving after the window', sent, PM, 'review', 1, true, 4340],
    ['rejecting after the window', sent, PM, 'review', 1, false, null],
    [
      'the department head decides when there is no PM',
      { stage: 2, self_sent_at: T, pm_id: null },
      DM,
      'self',
      1,
      true,
      null,
    ],
    [
      'too late once the department head sent (no PM)',
      { stage: 3, self_sent_at: T, dm_sent_at: T, pm_id: null },
      DM,
      'self',
      1,
      true,
      4344,
    ],
  ])('deciding: %s', (_label, over, who, phase, status, approve, code) => {
    expect(changeDecisionRefusal(review(over), viewer(who), phase, status, approve)).toBe(code);
  });
});

describe('visibleParts', () => {
  const stored = (over: Partial<ReviewState> = {}, interviewedBy: number | null = null) => ({
    ...review(over),
    interviewed_by: interviewedBy,
  });
  it('a draft is seen by its author only', () => {
    const r = stored({ stage: 1, self_sent_at: T });
    expect(visibleParts(r, viewer(PM)).pm).toBe(true);
    expect(visibleParts(r, viewer(DM)).pm).toBe(false);
    expect(visibleParts(r, viewer(BOARD)).pm).toBe(false);
    expect(visibleParts(stored(), viewer(PM)).self).toBe(false);
    expect(visibleParts(stored(), viewer(EMPLOYEE)).self).toBe(true);
    expect(visibleParts(stored({ stage: 3 }, BOARD), viewer(DM)).interview).toBe(false);
    expect(visibleParts(stored({ stage: 3 }, BOARD), viewer(BOARD)).interview).toBe(true);
  });
  it('the employee sees the reviewers’ steps only with the result, and never the suggested raise', () => {
    const before = stored({ stage: 3, self_sent_at: T, pm_sent_at: T, dm_sent_at: T });
    expect(visibleParts(before, viewer(EMPLOYEE))).toMatchObject({ pm: false, dm: false, pm_raise: false });
    const after = stored(
      { stage: 4, self_sent_at: T, pm_sent_at: T, dm_sent_at: T, interview_sent_at: T },
      BOARD,
    );
    expect(visibleParts(after, viewer(EMPLOYEE))).toEqual({
      self: true,
      pm: true,
      pm_raise: false,
      dm: true,
      interview: true,
    });
    expect(visibleParts(after, viewer(HR)).pm_raise).toBe(true);
    expect(visibleParts(after, viewer(OTHER))).toEqual({
      self: false,
      pm: false,
      pm_raise: false,
      dm: false,
      interview: false,
    });
  });
});
