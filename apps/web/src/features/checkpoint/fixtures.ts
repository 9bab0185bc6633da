/** Fixtures of the check-point tests: a form, a period and a review as the API gives them. */
import type {
  CheckpointForm,
  CheckpointPeriod,
  CheckpointReview,
  ReviewAbilities,
  ReviewForm,
} from '../../api/checkpoint';

export const FORM: CheckpointForm = {
  scale: 5,
  sections: [
    {
      key: 's1',
      title: 'Delivery',
      criteria: [
        { key: 's1_c1', title: 'Quality', description: 'Few defects' },
        { key: 's1_c2', title: 'Speed', description: null },
      ],
    },
    { key: 's2', title: 'Team', criteria: [{ key: 's2_c1', title: 'Communication', description: null }] },
  ],
};

export const PERIOD: CheckpointPeriod = {
  id: 7,
  name: 'H2 2026',
  self_start: '2026-11-23',
  self_end: '2026-12-06',
  pm_deadline: '2026-12-13',
  dm_deadline: '2026-12-18',
  interview_deadline: '2026-12-25',
  end_date: '2026-12-31',
  company_ids: [1],
  form: FORM,
  phase: 'self',
  reviews: 12,
  created_at: '2026-11-20T01:00:00.000Z',
};

export const NO_ABILITIES: ReviewAbilities = {
  self: false,
  pm: false,
  dm: false,
  interview: false,
  final_raise: false,
  confirm: false,
  request_change: false,
  decide_change: false,
  approve_change: false,
};

export function review(patch: Partial<CheckpointReview> = {}): CheckpointReview {
  return {
    id: 31,
    period_id: 7,
    employee: { id: 5, code: 'E005', name: 'Mai Member', division: 'D1', position: 'Developer' },
    pm: { id: 3, name: 'Pham PM' },
    dm: { id: 2, name: 'Do DM' },
    stage: 0,
    self: null,
    self_sent_at: null,
    pm_answers: null,
    pm_raise: null,
    pm_sent_at: null,
    dm_comment: null,
    dm_sent_at: null,
    interview_note: null,
    final_raise: null,
    interviewed_by: null,
    interview_sent_at: null,
    confirmed_at: null,
    self_score: null,
    pm_score: null,
    ...patch,
  };
}

export function reviewForm(patch: Partial<ReviewForm> = {}): ReviewForm {
  return { period: PERIOD, review: review(), abilities: NO_ABILITIES, change_requests: [], ...patch };
}
