import { describe, expect, it } from 'vitest';
import { checkpointLabelKey, checkpointLabels, reviewListParams } from '../../api/checkpoint';
import { checkpointEn } from '../../i18n/locales/checkpoint/en';
import { changeStatusText, formatDay, formatMoment, formatRaise, formatScore, stageText } from './labels';

/** The area's texts as the app reads them (`checkpoint.<key>`). */
const t = (key: string) => {
  let node: unknown = { checkpoint: checkpointEn };
  for (const part of key.split('.')) node = (node as Record<string, unknown>)?.[part];
  return typeof node === 'string' ? node : key;
};

describe('how the check-point screens write their values', () => {
  it('names every stage and change-request state', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => stageText(t, s))).toEqual([
      'Self-assessment',
      'Waiting for the PM',
      'Waiting for the department head',
      'Waiting for the interview',
      'Result ready',
      'Confirmed',
    ]);
    expect(stageText(t, 9)).toBe('9');
    expect(changeStatusText(t, 2)).toBe('Approved');
  });

  it('writes dates DD/MM/YYYY, scores and raises with two decimals at most', () => {
    expect(formatDay('2026-12-06')).toBe('06/12/2026');
    expect(formatDay(null)).toBe('–');
    expect(formatMoment('2026-12-02T01:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('02/12/2026 08:00');
    expect(formatScore(3.756)).toBe('3.76');
    expect(formatScore(null)).toBe('–');
    expect(formatRaise(3.5)).toBe('3.5 %');
    expect(formatRaise(null)).toBe('–');
  });
});

describe('the check-point API helpers', () => {
  it('labels any path the API names: a criterion’s score, a form item, a top-level field', () => {
    expect(checkpointLabelKey('answers.scores.s1_c2')).toBe('checkpoint.fields.score');
    expect(checkpointLabelKey('answers.comments.s1_c2')).toBe('checkpoint.fields.criterionComment');
    expect(checkpointLabelKey('final_raise')).toBe('checkpoint.fields.final_raise');
    expect(checkpointLabelKey('form.sections.2.title')).toBe('checkpoint.fields.sectionTitle');
    expect(checkpointLabelKey('form.sections.0.criteria.3.title')).toBe('checkpoint.fields.criterionTitle');
    expect(checkpointLabelKey('company_ids.1')).toBe('checkpoint.fields.company_ids');
    // The `other` of a date rule is a top-level field.
    expect(checkpointLabels().self_end).toBe('checkpoint.fields.self_end');
    for (const key of Object.values(
      checkpointLabels(['answers.scores.x', 'form.sections.0.criteria.0.description']),
    )) {
      expect(t(key), key).not.toBe(key);
    }
  });

  it('leaves empty filters out of the list query', () => {
    expect(reviewListParams({ list: 'dm', status: 'waiting', q: '', page: 1, perpage: 50 })).toEqual({
      list: 'dm',
      status: 'waiting',
      page: 1,
      perpage: 50,
    });
  });
});
