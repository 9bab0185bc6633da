/**
 * What a review page says above its form (pure, tested in node): the step is open (and until when),
 * sent already, not reached yet, someone else's, locked by the self window, or the period closed.
 */
import { CHECKPOINT_STAGES, type CheckpointPhase } from '@staffhub/domain';
import type { CheckpointReview, ReviewAbilities } from '../../api/checkpoint';
import type { FormStep } from './sheet';

export interface Notice {
  type: 'info' | 'success' | 'warning';
  /** i18n key; its `{{date}}` is `at` (a timestamp) or `day` (a date) written out. */
  key: string;
  at?: string;
  day?: string;
}

const STEP_STAGE: Record<FormStep, number> = {
  self: CHECKPOINT_STAGES.SELF,
  pm: CHECKPOINT_STAGES.PM,
  dm: CHECKPOINT_STAGES.DM,
  interview: CHECKPOINT_STAGES.INTERVIEW,
};

const sentAtOf = (step: FormStep, review: CheckpointReview) =>
  ({
    self: review.self_sent_at,
    pm: review.pm_sent_at,
    dm: review.dm_sent_at,
    interview: review.interview_sent_at,
  })[step];

export function stepNotice(
  step: FormStep,
  period: { phase: CheckpointPhase; self_start: string; self_end: string; end_date: string },
  review: CheckpointReview,
  abilities: ReviewAbilities,
): Notice | null {
  const sentAt = sentAtOf(step, review);
  if (abilities[step]) {
    if (step === 'pm' && review.stage === CHECKPOINT_STAGES.SELF) {
      return { type: 'warning', key: 'checkpoint.notice.pmWithoutSelf' };
    }
    if (step === 'self') return { type: 'info', key: 'checkpoint.notice.selfOpen', day: period.self_end };
    return null;
  }
  if (sentAt) return { type: 'success', key: `checkpoint.notice.sent.${step}`, at: sentAt };
  if (period.phase === 'closed')
    return { type: 'info', key: 'checkpoint.notice.closed', day: period.end_date };
  if (step === 'self') {
    if (period.phase === 'upcoming') {
      return { type: 'info', key: 'checkpoint.notice.selfUpcoming', day: period.self_start };
    }
    return { type: 'warning', key: 'checkpoint.notice.selfLocked', day: period.self_end };
  }
  if (review.stage < STEP_STAGE[step]) return { type: 'info', key: 'checkpoint.notice.notYet' };
  if (review.stage > STEP_STAGE[step]) return { type: 'info', key: 'checkpoint.notice.skipped' };
  return { type: 'info', key: `checkpoint.notice.notYours.${step}` };
}
