/**
 * A review's progress as steps (pure, tested in node): the overview's come from `review-process`;
 * a review page builds the same from the period's deadlines and the review's sent times. The step
 * in progress follows the stage; a step without a reviewer is skipped.
 */
import { CHECKPOINT_STAGES, type CheckpointPeriod, type CheckpointReview } from '@staffhub/domain';
import type { ProcessStep } from '../../api/checkpoint';

export type StepKey = ProcessStep['step'];
export const STEP_ORDER: readonly StepKey[] = ['self', 'pm', 'dm', 'interview', 'result'];

/** The steps of one review as `review-process` lists them. */
export function stepsOfReview(
  period: Pick<
    CheckpointPeriod,
    'self_end' | 'pm_deadline' | 'dm_deadline' | 'interview_deadline' | 'end_date'
  >,
  review: Pick<
    CheckpointReview,
    | 'employee'
    | 'pm'
    | 'dm'
    | 'self_sent_at'
    | 'pm_sent_at'
    | 'dm_sent_at'
    | 'interview_sent_at'
    | 'interviewed_by'
    | 'confirmed_at'
  >,
): ProcessStep[] {
  const employee = { id: review.employee.id, name: review.employee.name };
  return [
    { step: 'self', deadline: period.self_end, done_at: review.self_sent_at, reviewer: employee },
    { step: 'pm', deadline: period.pm_deadline, done_at: review.pm_sent_at, reviewer: review.pm },
    { step: 'dm', deadline: period.dm_deadline, done_at: review.dm_sent_at, reviewer: review.dm },
    {
      step: 'interview',
      deadline: period.interview_deadline,
      done_at: review.interview_sent_at,
      reviewer: review.interviewed_by,
    },
    { step: 'result', deadline: period.end_date, done_at: review.confirmed_at, reviewer: employee },
  ];
}

/** The index (in STEP_ORDER) of the step a stage waits for; past the end once confirmed. */
export function currentStepIndex(stage: number): number {
  if (stage >= CHECKPOINT_STAGES.CONFIRMED) return STEP_ORDER.length;
  return Math.max(0, Math.min(stage, STEP_ORDER.length - 1));
}

/** A PM or department-head step with nobody to do it never waits: it is skipped. */
export function isSkipped(step: ProcessStep): boolean {
  return (step.step === 'pm' || step.step === 'dm') && step.reviewer === null;
}

export type StepState = 'finish' | 'process' | 'wait' | 'skipped';

/** Each step's state at a stage: done before it, in progress at it, waiting after it. */
export function stepStates(steps: readonly ProcessStep[], stage: number | null): StepState[] {
  const current = stage === null ? -1 : currentStepIndex(stage);
  return steps.map((step) => {
    const index = STEP_ORDER.indexOf(step.step);
    if (isSkipped(step)) return 'skipped';
    if (step.done_at || (current >= 0 && index < current)) return 'finish';
    if (index === current) return 'process';
    return 'wait';
  });
}
