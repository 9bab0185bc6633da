import { describe, expect, it } from 'vitest';
import { PERIOD, review } from './fixtures';
import { currentStepIndex, stepStates, stepsOfReview } from './progress';

describe('a review’s progress', () => {
  it('lists the five steps with their deadlines, reviewers and done times', () => {
    const steps = stepsOfReview(
      PERIOD,
      review({ stage: 2, self_sent_at: '2026-12-01T02:00:00Z', pm_sent_at: '2026-12-03T02:00:00Z' }),
    );
    expect(steps.map((s) => [s.step, s.deadline, s.reviewer?.name ?? null, s.done_at])).toEqual([
      ['self', '2026-12-06', 'Mai Member', '2026-12-01T02:00:00Z'],
      ['pm', '2026-12-13', 'Pham PM', '2026-12-03T02:00:00Z'],
      ['dm', '2026-12-18', 'Do DM', null],
      ['interview', '2026-12-25', null, null],
      ['result', '2026-12-31', 'Mai Member', null],
    ]);
    expect(stepStates(steps, 2)).toEqual(['finish', 'finish', 'process', 'wait', 'wait']);
  });

  it('skips a step without a reviewer, and is past the end once confirmed', () => {
    const steps = stepsOfReview(PERIOD, review({ pm: null, stage: 2 }));
    expect(stepStates(steps, 2)).toEqual(['finish', 'skipped', 'process', 'wait', 'wait']);
    expect(currentStepIndex(5)).toBe(5);
    expect(stepStates(steps, 5)).toEqual(['finish', 'skipped', 'finish', 'finish', 'finish']);
    expect(stepStates(steps, null)).toEqual(['wait', 'skipped', 'wait', 'wait', 'wait']);
  });
});
