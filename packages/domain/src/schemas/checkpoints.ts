import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { FILTER_MAX_LENGTH, ID_MAX } from '../limits';
import { ZIdName } from './requests';
import { ZDate } from './timesheets';

/**
 * Check-point reviews (SPEC 2 checkpoint group, 3 Checkpoint store, 4, 6; issue #17;
 * docs/api-checkpoint.md): periods opened by HR with a review form, and per employee a review that
 * goes self -> PM -> department head -> interview -> result.
 */

export const CHECKPOINT_LIMITS = {
  name: 120,
  sections: 10,
  criteria: 20,
  title: 160,
  description: 500,
  key: 30,
  comment: 1000,
  summary: 4000,
  note: 4000,
  reason: 512,
  scaleMin: 3,
  scaleMax: 10,
  /** A raise is a percentage of the salary, two decimals. */
  raiseMax: 100,
  companies: 10,
  /** Longest a period may run, self-assessment start to end. */
  periodDays: 366,
} as const;

/**
 * How far a review went: 0 self-assessment (draft or nothing), 1 waiting for the PM, 2 waiting for
 * the department head, 3 waiting for the interview, 4 result ready (waiting for the employee's
 * confirmation), 5 confirmed.
 */
export const CHECKPOINT_STAGES = { SELF: 0, PM: 1, DM: 2, INTERVIEW: 3, RESULT: 4, CONFIRMED: 5 } as const;
export type CheckpointStage = (typeof CHECKPOINT_STAGES)[keyof typeof CHECKPOINT_STAGES];

/** A period's phase on a day: before the self window, in it, reviews after it, closed after the end. */
export const CHECKPOINT_PHASES = ['upcoming', 'self', 'review', 'closed'] as const;
export type CheckpointPhase = (typeof CHECKPOINT_PHASES)[number];

/** The steps a review-submit names; each is done once (5071..5075 when tried again). */
export const CHECKPOINT_STEPS = ['self', 'pm', 'dm', 'interview', 'confirm'] as const;
export type CheckpointStep = (typeof CHECKPOINT_STEPS)[number];

/** The left menu's entries (SPEC 2), in order; the server returns only those with work for the caller. */
export const CHECKPOINT_MENUS = [
  'MEMBER_CHECKPOINT',
  'pm_checkpoint',
  'dm_checkpoint',
  'interview_checkpoint',
] as const;
export type CheckpointMenuKey = (typeof CHECKPOINT_MENUS)[number];

/** The lists of `review-list`: a reviewer's queue, the interview queue, the results, or everything (HR). */
export const CHECKPOINT_LISTS = ['pm', 'dm', 'interview', 'result', 'all'] as const;
export type CheckpointList = (typeof CHECKPOINT_LISTS)[number];

const id = z.number().int().positive().max(ID_MAX);
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const key = z
  .string()
  .max(CHECKPOINT_LIMITS.key)
  .refine((s) => /^[a-z][a-z0-9_]*$/.test(s), { params: { rule: 'format' } });
const raise = z
  .number()
  .min(0)
  .max(CHECKPOINT_LIMITS.raiseMax)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { params: { rule: 'decimals', max: 2 } });

export const ZCheckpointCriterion = z.object({
  key,
  title: text(CHECKPOINT_LIMITS.title),
  description: optionalText(CHECKPOINT_LIMITS.description),
});
export const ZCheckpointSection = z.object({
  key,
  title: text(CHECKPOINT_LIMITS.title),
  criteria: z.array(ZCheckpointCriterion).min(1).max(CHECKPOINT_LIMITS.criteria),
});
/** The review form: sections of criteria, each scored 1..scale. Keys are unique across the form. */
export const ZCheckpointForm = z.object({
  scale: z.number().int().min(CHECKPOINT_LIMITS.scaleMin).max(CHECKPOINT_LIMITS.scaleMax),
  sections: z.array(ZCheckpointSection).min(1).max(CHECKPOINT_LIMITS.sections),
});
export type CheckpointForm = z.infer<typeof ZCheckpointForm>;

/** `POST /checkpoint/periods` (HR opens a period) and `POST /checkpoint/periods/{id}` (HR edits it). */
export const ZCheckpointPeriodInput = z.object({
  name: text(CHECKPOINT_LIMITS.name),
  self_start: ZDate,
  self_end: ZDate,
  pm_deadline: ZDate,
  dm_deadline: ZDate,
  interview_deadline: ZDate,
  end_date: ZDate,
  company_ids: z.array(z.number().int().positive().max(32_767)).min(1).max(CHECKPOINT_LIMITS.companies),
  form: ZCheckpointForm,
});
export type CheckpointPeriodInput = z.infer<typeof ZCheckpointPeriodInput>;

export const ZCheckpointPeriod = ZCheckpointPeriodInput.extend({
  id: z.number().int(),
  phase: z.enum(CHECKPOINT_PHASES),
  /** Reviews in the period. */
  reviews: z.number().int(),
  created_at: z.string(),
});
export type CheckpointPeriod = z.infer<typeof ZCheckpointPeriod>;

export const ZCheckpointPeriodSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  phase: z.enum(CHECKPOINT_PHASES),
  self_start: z.string(),
  end_date: z.string(),
});

/** Answers of the self-assessment and of the PM: a score per criterion key, comments, a summary. */
export const ZCheckpointAnswers = z.object({
  scores: z.record(key, z.number().int().min(1).max(CHECKPOINT_LIMITS.scaleMax)).default({}),
  comments: z.record(key, z.string().trim().max(CHECKPOINT_LIMITS.comment)).default({}),
  summary: z.string().trim().max(CHECKPOINT_LIMITS.summary).default(''),
});
export type CheckpointAnswers = z.infer<typeof ZCheckpointAnswers>;

const draftOrSend = z.enum(['draft', 'send']);
/** `POST /checkpoint/review-submit`: one step of one review, saved as a draft or sent (once). */
export const ZReviewSubmit = z.discriminatedUnion('step', [
  z.object({ step: z.literal('self'), review_id: id, action: draftOrSend, answers: ZCheckpointAnswers }),
  z.object({
    step: z.literal('pm'),
    review_id: id,
    action: draftOrSend,
    answers: ZCheckpointAnswers,
    raise: raise.nullish(),
  }),
  z.object({
    step: z.literal('dm'),
    review_id: id,
    action: draftOrSend,
    comment: text(CHECKPOINT_LIMITS.note),
  }),
  z.object({
    step: z.literal('interview'),
    review_id: id,
    action: draftOrSend,
    note: optionalText(CHECKPOINT_LIMITS.note),
    final_raise: raise.nullish(),
  }),
  z.object({ step: z.literal('confirm'), review_id: id }),
]);
export type ReviewSubmit = z.infer<typeof ZReviewSubmit>;

export const ZChangeRequestInput = z.object({ review_id: id, reason: text(CHECKPOINT_LIMITS.reason) });
export const ZChangeRequestDecision = z.object({ approve: z.boolean() });

export const ZChangeRequest = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  reason: z.string(),
  /** 1 pending, 2 approved, 3 rejected. */
  status: z.number().int(),
  decided_by: ZIdName.nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});

const ZPerson = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  division: z.string().nullable(),
  position: z.string().nullable(),
});

/** What one caller may do with one review now (the server checks the same rules on submit). */
export const ZReviewAbilities = z.object({
  self: z.boolean(),
  pm: z.boolean(),
  dm: z.boolean(),
  interview: z.boolean(),
  /** Only managers (the board and the department head) enter the final agreed raise. */
  final_raise: z.boolean(),
  confirm: z.boolean(),
  request_change: z.boolean(),
  /** A pending change request waits for this viewer: they may reject it... */
  decide_change: z.boolean(),
  /** ...and approve it (inside the self window, before the next step was sent). */
  approve_change: z.boolean(),
});
export type ReviewAbilities = z.infer<typeof ZReviewAbilities>;

/**
 * One review as one caller may see it: a step's answers are shown once sent, and a draft only to its
 * author; the employee sees the reviewers' steps once the result is ready, and never the PM's
 * suggested raise.
 */
export const ZCheckpointReview = z.object({
  id: z.number().int(),
  period_id: z.number().int(),
  employee: ZPerson,
  pm: ZIdName.nullable(),
  dm: ZIdName.nullable(),
  stage: z.number().int(),
  self: ZCheckpointAnswers.nullable(),
  self_sent_at: z.string().nullable(),
  pm_answers: ZCheckpointAnswers.nullable(),
  pm_raise: z.number().nullable(),
  pm_sent_at: z.string().nullable(),
  dm_comment: z.string().nullable(),
  dm_sent_at: z.string().nullable(),
  interview_note: z.string().nullable(),
  final_raise: z.number().nullable(),
  interviewed_by: ZIdName.nullable(),
  interview_sent_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  /** Mean score of the sent self-assessment and of the sent PM assessment (null until sent or hidden). */
  self_score: z.number().nullable(),
  pm_score: z.number().nullable(),
});
export type CheckpointReview = z.infer<typeof ZCheckpointReview>;

/** `GET /checkpoint/review-form`: the period with its form, the review, what the caller may do. */
export const ZReviewForm = z.object({
  period: ZCheckpointPeriod,
  review: ZCheckpointReview,
  abilities: ZReviewAbilities,
  change_requests: z.array(ZChangeRequest),
});
export type ReviewForm = z.infer<typeof ZReviewForm>;

export const ZReviewFormQuery = z
  .object({
    review_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
    /** The caller's own review in this period (the self-assessment page). */
    period_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  })
  .refine((q) => q.review_id !== undefined || q.period_id !== undefined, {
    params: { rule: 'required' },
    path: ['review_id'],
  });

export const ZPeriodQuery = z.object({
  period_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
});

/** A step of the process as `review-process` shows it to the employee. */
export const ZProcessStep = z.object({
  step: z.enum(['self', 'pm', 'dm', 'interview', 'result']),
  deadline: z.string().nullable(),
  done_at: z.string().nullable(),
  reviewer: ZIdName.nullable(),
});

/** `GET /checkpoint/review-process`: the periods the caller can see, one of them, and their own review. */
export const ZReviewProcess = z.object({
  periods: z.array(ZCheckpointPeriodSummary),
  period: ZCheckpointPeriod.nullable(),
  my_review: z.object({ id: z.number().int(), stage: z.number().int() }).nullable(),
  steps: z.array(ZProcessStep),
  /** HR and the Admin department open and edit periods. */
  can_manage: z.boolean(),
});

/** `GET /checkpoint/menu`: the left menu entries with work for the caller, with what waits for them. */
export const ZCheckpointMenu = z.object({
  menus: z.array(z.object({ key: z.enum(CHECKPOINT_MENUS), count: z.number().int() })),
  can_manage: z.boolean(),
});

export const ZReviewListQuery = z.object({
  period_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  list: z.enum(CHECKPOINT_LISTS).default('pm'),
  /** waiting: at the list's step now; done: past it; all. */
  status: z.enum(['waiting', 'done', 'all']).default('all'),
  q: z.string().trim().max(FILTER_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perpage: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { params: { rule: 'enum' } })
    .default(PAGE_SIZES[0]),
});
export type ReviewListQuery = z.infer<typeof ZReviewListQuery>;

export const ZReviewListItem = z.object({
  id: z.number().int(),
  employee: ZPerson,
  pm: ZIdName.nullable(),
  dm: ZIdName.nullable(),
  stage: z.number().int(),
  self_sent_at: z.string().nullable(),
  pm_sent_at: z.string().nullable(),
  dm_sent_at: z.string().nullable(),
  interview_sent_at: z.string().nullable(),
  self_score: z.number().nullable(),
  pm_score: z.number().nullable(),
  /** Shown to the PM, the department head, the interviewers and HR; never in the employee's own view. */
  pm_raise: z.number().nullable(),
  final_raise: z.number().nullable(),
});
export type ReviewListItem = z.infer<typeof ZReviewListItem>;

/** `GET /checkpoint/result`: the caller's own result in a period (ready once interviewed). */
export const ZCheckpointResult = z.object({
  period: ZCheckpointPeriod.nullable(),
  review: ZCheckpointReview.nullable(),
  ready: z.boolean(),
  abilities: ZReviewAbilities.nullable(),
});
