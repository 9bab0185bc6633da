import { CHECKPOINT_LIMITS } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import {
  builderOf,
  canAddCriterion,
  canAddSection,
  canRemove,
  criterionKey,
  formOfBuilder,
  moveItem,
  newPeriodValues,
  type PeriodValues,
  periodErrors,
  periodInputOf,
  periodValuesOf,
  sectionKey,
} from './builder';
import { FORM, PERIOD } from './fixtures';

const values = (patch: Partial<PeriodValues> = {}): PeriodValues => ({
  ...periodValuesOf(PERIOD),
  ...patch,
});

describe('the review form builder', () => {
  it('generates the keys from position', () => {
    expect(sectionKey(0)).toBe('s1');
    expect(criterionKey(1, 2)).toBe('s2_c3');
    const form = formOfBuilder({
      scale: 4,
      sections: [
        {
          title: ' A ',
          criteria: [
            { title: ' a1 ', description: '  ' },
            { title: 'a2', description: 'why' },
          ],
        },
        { title: 'B', criteria: [{ title: 'b1' }] },
      ],
    });
    expect(form).toEqual({
      scale: 4,
      sections: [
        {
          key: 's1',
          title: 'A',
          criteria: [
            { key: 's1_c1', title: 'a1', description: null },
            { key: 's1_c2', title: 'a2', description: 'why' },
          ],
        },
        { key: 's2', title: 'B', criteria: [{ key: 's2_c1', title: 'b1', description: null }] },
      ],
    });
  });

  it('keys a reordered form by its new positions', () => {
    const builder = builderOf(FORM);
    const swapped = { ...builder, sections: moveItem(builder.sections, 1, 0) };
    const form = formOfBuilder(swapped);
    expect(form.sections.map((s) => [s.key, s.title])).toEqual([
      ['s1', 'Team'],
      ['s2', 'Delivery'],
    ]);
    expect(form.sections[1]?.criteria.map((c) => c.key)).toEqual(['s2_c1', 's2_c2']);
  });

  it('moves an item within its list, and nowhere outside it', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('stays within the limits', () => {
    expect(canAddSection(CHECKPOINT_LIMITS.sections - 1)).toBe(true);
    expect(canAddSection(CHECKPOINT_LIMITS.sections)).toBe(false);
    expect(canAddCriterion(CHECKPOINT_LIMITS.criteria)).toBe(false);
    expect(canRemove(1)).toBe(false);
    expect(canRemove(2)).toBe(true);
  });
});

describe('the period form', () => {
  it('round-trips a stored period into the body the API takes', () => {
    const body = periodInputOf(periodValuesOf(PERIOD));
    const { id: _id, phase: _phase, reviews: _reviews, created_at: _created, ...input } = PERIOD;
    expect(body).toEqual(input);
    expect(periodErrors(periodValuesOf(PERIOD))).toEqual({});
  });

  it('starts a new period with one section of one criterion on the usual scale', () => {
    const fresh = newPeriodValues();
    expect(fresh.form.sections).toHaveLength(1);
    expect(fresh.form.sections[0]?.criteria).toHaveLength(1);
    expect(fresh.form.scale).toBe(5);
  });

  it('names the fields the server would refuse, by their API paths', () => {
    const errors = periodErrors(
      values({
        name: ' ',
        company_ids: [],
        form: { scale: 12, sections: [{ title: '', criteria: [{ title: 'ok' }] }] },
      }),
    );
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['name', 'company_ids', 'form.scale', 'form.sections.0.title']),
    );
  });

  it('checks the dates in order once the rest is fine', () => {
    const errors = periodErrors(values({ pm_deadline: '2026-12-01' }));
    expect(errors.pm_deadline?.[0]?.rule).toBe('after_or_equal');
    expect(periodErrors(values({ self_start: null })).self_start).toBeDefined();
  });
});
