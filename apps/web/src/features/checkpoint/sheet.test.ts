import { describe, expect, it } from 'vitest';
import type { ReviewAbilities } from '../../api/checkpoint';
import { FORM, NO_ABILITIES, review } from './fixtures';
import {
  answersFromValues,
  changedPaths,
  criterionTitles,
  namePathOf,
  scaleChoices,
  sheetColumns,
  submitBody,
  submitErrors,
  unscoredKeys,
  valuesFromAnswers,
} from './sheet';

const SELF = { scores: { s1_c1: 4, s1_c2: 3, s2_c1: 5 }, comments: { s1_c1: 'ok' }, summary: 'A year' };
const PM = { scores: { s1_c1: 3, s1_c2: 3, s2_c1: 4 }, comments: {}, summary: '' };

describe('which columns a screen edits or shows', () => {
  it('lets the employee edit their self-assessment while they may, and never shows the PM there', () => {
    const cols = sheetColumns('self', review({ self: SELF, pm_answers: PM }), {
      ...NO_ABILITIES,
      self: true,
    });
    expect(cols.self).toEqual({ mode: 'edit', answers: SELF });
    expect(cols.pm.mode).toBe('hidden');
  });

  it('shows a sent self-assessment read-only once the employee may no longer edit it', () => {
    const cols = sheetColumns('self', review({ self: SELF }), NO_ABILITIES);
    expect(cols.self.mode).toBe('view');
  });

  it('lets the PM edit their column beside the employee’s sent self-assessment', () => {
    const cols = sheetColumns('pm', review({ self: SELF }), { ...NO_ABILITIES, pm: true });
    expect(cols.self).toEqual({ mode: 'view', answers: SELF });
    expect(cols.pm.mode).toBe('edit');
  });

  it('hides a column the caller cannot see (nothing sent, or not theirs)', () => {
    expect(sheetColumns('pm', review(), { ...NO_ABILITIES, pm: true }).self.mode).toBe('hidden');
    const asDm: ReviewAbilities = { ...NO_ABILITIES, dm: true };
    const dm = sheetColumns('dm', review({ self: SELF }), asDm);
    expect(dm.self.mode).toBe('view');
    expect(dm.pm.mode).toBe('hidden');
  });

  it('only shows on the department head, interview, view and result screens', () => {
    for (const screen of ['dm', 'interview', 'see', 'result'] as const) {
      const cols = sheetColumns(screen, review({ self: SELF, pm_answers: PM }), {
        ...NO_ABILITIES,
        self: true,
        pm: true,
      });
      expect([cols.self.mode, cols.pm.mode]).toEqual(['view', 'view']);
    }
  });
});

describe('the form values and the submit body', () => {
  it('round-trips stored answers', () => {
    expect(answersFromValues(FORM, valuesFromAnswers(SELF))).toEqual(SELF);
    expect(valuesFromAnswers(null)).toEqual({ scores: {}, comments: {}, summary: '' });
  });

  it('keeps only the form’s criteria, given scores and written comments, trimmed', () => {
    expect(
      answersFromValues(FORM, {
        scores: { s1_c1: 2, s1_c2: null, s2_c1: undefined, gone: 4 },
        comments: { s1_c1: '  fine ', s1_c2: '   ', gone: 'x' },
        summary: '  sum  ',
      }),
    ).toEqual({ scores: { s1_c1: 2 }, comments: { s1_c1: 'fine' }, summary: 'sum' });
  });

  it('builds each step’s body', () => {
    const values = {
      answers: valuesFromAnswers(SELF),
      raise: 3.5,
      comment: ' good ',
      note: ' ',
      final_raise: 4,
    };
    expect(submitBody('self', 31, 'draft', FORM, values)).toEqual({
      step: 'self',
      review_id: 31,
      action: 'draft',
      answers: SELF,
    });
    expect(submitBody('pm', 31, 'send', FORM, values)).toMatchObject({
      step: 'pm',
      raise: 3.5,
      answers: SELF,
    });
    expect(submitBody('pm', 31, 'draft', FORM, { answers: valuesFromAnswers(null) })).toMatchObject({
      raise: null,
    });
    expect(submitBody('dm', 31, 'send', FORM, values)).toEqual({
      step: 'dm',
      review_id: 31,
      action: 'send',
      comment: 'good',
    });
    expect(submitBody('interview', 31, 'send', FORM, values)).toEqual({
      step: 'interview',
      review_id: 31,
      action: 'send',
      note: null,
      final_raise: 4,
    });
    // Those who enter no raise (HR) send none.
    expect(submitBody('interview', 31, 'draft', FORM, values, false)).not.toHaveProperty('final_raise');
  });
});

describe('what a send still lacks', () => {
  const empty = { answers: valuesFromAnswers(null) };

  it('asks every criterion scored to send, not to save a draft', () => {
    expect(submitErrors(submitBody('self', 1, 'draft', FORM, empty), FORM)).toBeNull();
    const errors = submitErrors(submitBody('self', 1, 'send', FORM, empty), FORM);
    expect(Object.keys(errors ?? {}).sort()).toEqual([
      'answers.scores.s1_c1',
      'answers.scores.s1_c2',
      'answers.scores.s2_c1',
    ]);
  });

  it('asks the PM for a suggested raise to send', () => {
    const body = submitBody('pm', 1, 'send', FORM, { answers: valuesFromAnswers(PM) });
    expect(Object.keys(submitErrors(body, FORM) ?? {})).toEqual(['raise']);
    expect(
      submitErrors(submitBody('pm', 1, 'send', FORM, { answers: valuesFromAnswers(PM), raise: 0 }), FORM),
    ).toBeNull();
  });

  it('refuses a score above the scale', () => {
    const body = submitBody('self', 1, 'draft', FORM, { answers: { scores: { s1_c1: 9 }, comments: {} } });
    expect(submitErrors(body, FORM)?.['answers.scores.s1_c1']?.[0]?.rule).toBe('max_value');
  });

  it('asks the department head for a comment, the interviewer for the final raise when they enter it', () => {
    expect(Object.keys(submitErrors(submitBody('dm', 1, 'draft', FORM, empty), FORM) ?? {})).toEqual([
      'comment',
    ]);
    const interview = submitBody('interview', 1, 'send', FORM, empty);
    expect(submitErrors(interview, FORM, { finalRaiseRequired: true })).toHaveProperty('final_raise');
    expect(submitErrors(interview, FORM, { finalRaiseRequired: false })).toBeNull();
    expect(
      submitErrors(submitBody('interview', 1, 'draft', FORM, empty), FORM, { finalRaiseRequired: true }),
    ).toBeNull();
  });

  it('lists the unscored criteria in order, with their titles', () => {
    expect(unscoredKeys(FORM, { scores: { s1_c2: 1 }, comments: {} })).toEqual(['s1_c1', 's2_c1']);
    expect(unscoredKeys(FORM, undefined)).toHaveLength(3);
    expect(criterionTitles(FORM).get('s2_c1')).toBe('Communication');
  });

  it('turns API paths into antd name paths and a scale into its choices', () => {
    expect(namePathOf('answers.scores.s1_c2')).toEqual(['answers', 'scores', 's1_c2']);
    expect(namePathOf('form.sections.0.criteria.2.title')).toEqual([
      'form',
      'sections',
      0,
      'criteria',
      2,
      'title',
    ]);
    expect(scaleChoices(5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the fields a change touched', () => {
  it('lists the leaves of a change, list items by their index', () => {
    expect(changedPaths({ answers: { scores: { s1_c1: 4 } } })).toEqual([['answers', 'scores', 's1_c1']]);
    expect(changedPaths({ raise: null })).toEqual([['raise']]);
    // biome-ignore lint/suspicious/noSparseArray: antd's change of the second item only
    expect(changedPaths({ form: { sections: [, { title: 'x' }] } })).toEqual([
      ['form', 'sections'],
      ['form', 'sections', 1, 'title'],
    ]);
    expect(changedPaths({ company_ids: [1, 2] })).toEqual([
      ['company_ids'],
      ['company_ids', 0],
      ['company_ids', 1],
    ]);
  });
});
