/**
 * The check-point review API (docs/api-checkpoint.md): the left menu, the process of a period, the
 * review lists, one review's form with what the caller may do, the steps' submits, the employee's
 * result, the XLSX export, the periods (HR and Admin) and the change requests. Every write goes
 * through `api` (SPEC 8: 422 fields onto the given form, codes as translated toasts).
 */
import type {
  CheckpointAnswers,
  CheckpointForm,
  CheckpointMenuKey,
  CheckpointPeriod,
  CheckpointPeriodInput,
  CheckpointReview,
  ReviewAbilities,
  ReviewForm,
  ReviewListItem,
  ReviewSubmit,
  ZChangeRequest,
  ZCheckpointMenu,
  ZCheckpointPeriodSummary,
  ZCheckpointResult,
  ZProcessStep,
  ZReviewProcess,
} from '@staffhub/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { downloadFile } from './download';
import { api } from './http';
import { queryKeys } from './queryKeys';

// Parsed types of the domain's schemas, read without importing zod here.
export type CheckpointMenu = ReturnType<typeof ZCheckpointMenu.parse>;
export type ReviewProcess = ReturnType<typeof ZReviewProcess.parse>;
export type ProcessStep = ReturnType<typeof ZProcessStep.parse>;
export type PeriodSummary = ReturnType<typeof ZCheckpointPeriodSummary.parse>;
export type CheckpointResult = ReturnType<typeof ZCheckpointResult.parse>;
export type ChangeRequest = ReturnType<typeof ZChangeRequest.parse>;
export type {
  CheckpointAnswers,
  CheckpointForm,
  CheckpointMenuKey,
  CheckpointPeriod,
  CheckpointPeriodInput,
  CheckpointReview,
  ReviewAbilities,
  ReviewForm,
  ReviewListItem,
  ReviewSubmit,
};

/** The lists of `review-list` the screens show (`all` is HR's, not a screen of its own). */
export type ReviewListKind = 'pm' | 'dm' | 'interview' | 'result';
export type ReviewListStatus = 'waiting' | 'done' | 'all';

/** `GET /checkpoint/review-list`'s query as the address and the API carry it (empty ones left out). */
export interface ReviewListParams {
  list: ReviewListKind;
  status: ReviewListStatus;
  period_id?: number;
  q?: string;
  page: number;
  perpage: number;
}

/** A page of reviews: `data` and the pagination fields. */
export interface ReviewListPage {
  data: ReviewListItem[];
  from: number | null;
  to: number | null;
  last_page: number;
  current_page: number;
  total: number;
  per_page: number;
}

/** i18n keys of the fields the API names in its errors; a criterion's score or comment by its kind. */
const LABELS: Record<string, string> = {
  raise: 'checkpoint.fields.raise',
  final_raise: 'checkpoint.fields.final_raise',
  comment: 'checkpoint.fields.comment',
  note: 'checkpoint.fields.note',
  reason: 'checkpoint.fields.reason',
  'answers.summary': 'checkpoint.fields.summary',
  name: 'checkpoint.fields.name',
  self_start: 'checkpoint.fields.self_start',
  self_end: 'checkpoint.fields.self_end',
  pm_deadline: 'checkpoint.fields.pm_deadline',
  dm_deadline: 'checkpoint.fields.dm_deadline',
  interview_deadline: 'checkpoint.fields.interview_deadline',
  end_date: 'checkpoint.fields.end_date',
  company_ids: 'checkpoint.fields.company_ids',
  'form.scale': 'checkpoint.fields.scale',
  'form.sections': 'checkpoint.fields.sections',
};

/** The i18n key of a field's label, for any path the API names (`answers.scores.s1_c2`, `form.sections.0.title`). */
export function checkpointLabelKey(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  if (/^answers\.scores\./.test(field)) return 'checkpoint.fields.score';
  if (/^answers\.comments\./.test(field)) return 'checkpoint.fields.criterionComment';
  if (/^company_ids\.\d+$/.test(field)) return 'checkpoint.fields.company_ids';
  if (/^form\.sections\.\d+\.criteria\.\d+\.title$/.test(field)) return 'checkpoint.fields.criterionTitle';
  if (/^form\.sections\.\d+\.criteria\.\d+\.description$/.test(field)) return 'checkpoint.fields.description';
  if (/^form\.sections\.\d+\.criteria/.test(field)) return 'checkpoint.fields.criteria';
  if (/^form\.sections\.\d+\.title$/.test(field)) return 'checkpoint.fields.sectionTitle';
  return 'checkpoint.fields.field';
}

/** A `FieldLabels` map for these paths (and the top-level fields, the `other` of a date rule). */
export function checkpointLabels(fields: Iterable<string> = []): Record<string, string> {
  const out: Record<string, string> = { ...LABELS };
  for (const field of fields) out[field] = checkpointLabelKey(field);
  return out;
}

/** The list's query as the API takes it (empty filters left out). */
export function reviewListParams(query: ReviewListParams): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number;
  }
  return out;
}

// Reads -------------------------------------------------------------------------------------------

/**
 * The left menu's entries with work for the caller. Read by the sidebar on every page: quiet, and a
 * refusal never takes anyone away from the page they are on.
 */
export function useCheckpointMenu(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.checkpointMenu,
    queryFn: ({ signal }) =>
      api.get<CheckpointMenu>('/checkpoint/menu', { signal, quiet: true, stayOnPage: true }),
    enabled,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

/** The periods the caller can see and one of them (the latest they take part in when `periodId` is null). */
export function useReviewProcess(periodId: number | null) {
  return useQuery({
    queryKey: queryKeys.checkpointProcess(periodId),
    queryFn: ({ signal }) =>
      api.get<ReviewProcess>('/checkpoint/review-process', {
        query: { period_id: periodId ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewList(query: ReviewListParams) {
  const params = reviewListParams(query);
  return useQuery({
    queryKey: queryKeys.checkpointList(params),
    queryFn: ({ signal }) => api.get<ReviewListPage>('/checkpoint/review-list', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One review with its period and form, and what the caller may do with it. */
export function useReviewForm(reviewId: number | null) {
  return useQuery({
    queryKey: queryKeys.checkpointForm(reviewId ?? 0),
    queryFn: ({ signal }) =>
      api.get<ReviewForm>('/checkpoint/review-form', { query: { review_id: reviewId }, signal }),
    enabled: reviewId !== null,
  });
}

/** The caller's own result in a period (the latest when null). */
export function useCheckpointResult(periodId: number | null) {
  return useQuery({
    queryKey: queryKeys.checkpointResult(periodId),
    queryFn: ({ signal }) =>
      api.get<CheckpointResult>('/checkpoint/result', {
        query: { period_id: periodId ?? undefined },
        signal,
      }),
  });
}

/** Every period with its form (HR and Admin). */
export function useCheckpointPeriods(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.checkpointPeriods,
    queryFn: ({ signal }) => api.get<{ data: CheckpointPeriod[] }>('/checkpoint/periods', { signal }),
    enabled,
  });
}

/** Every check-point screen and the menu's counts: after any write. */
export function useInvalidateCheckpoint() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.checkpoint });
}

// Writes ------------------------------------------------------------------------------------------

/** One step of one review; 422 field problems land on `form` (`answers.scores.<key>`, `raise`...). */
export function submitReview(body: ReviewSubmit, form?: FormInstance) {
  const fields = 'answers' in body ? Object.keys(body.answers.scores).map((k) => `answers.scores.${k}`) : [];
  return api.post<ReviewForm>('/checkpoint/review-submit', body, { form, labels: checkpointLabels(fields) });
}

export function requestChange(body: { review_id: number; reason: string }, form?: FormInstance) {
  return api.post<{ change_request: ChangeRequest }>('/checkpoint/change-requests', body, {
    form,
    labels: checkpointLabels(),
  });
}

export function decideChange(id: number, approve: boolean) {
  return api.post<ReviewForm>(`/checkpoint/change-requests/${id}/decide`, { approve });
}

/** Every path a period body may be refused at, for the labels of its field messages. */
function periodPaths(body: CheckpointPeriodInput): string[] {
  return [
    ...body.company_ids.map((_, i) => `company_ids.${i}`),
    ...body.form.sections.flatMap((section, s) => [
      `form.sections.${s}.title`,
      `form.sections.${s}.key`,
      `form.sections.${s}.criteria`,
      ...section.criteria.flatMap((_, c) =>
        ['title', 'description', 'key'].map((f) => `form.sections.${s}.criteria.${c}.${f}`),
      ),
    ]),
  ];
}

/** HR opens a period; a refusal's fields (list items included) land on `form`. */
export function createPeriod(body: CheckpointPeriodInput, form?: FormInstance) {
  return api.post<{ period: CheckpointPeriod; reviews: number }>('/checkpoint/periods', body, {
    form,
    labels: checkpointLabels(periodPaths(body)),
  });
}

export function updatePeriod(id: number, body: CheckpointPeriodInput, form?: FormInstance) {
  return api.post<{ period: CheckpointPeriod }>(`/checkpoint/periods/${id}`, body, {
    form,
    labels: checkpointLabels(periodPaths(body)),
  });
}

/** The period's reviews as XLSX; resolves with the saved file name. */
export function exportCheckpointList(periodId: number) {
  return downloadFile('/checkpoint/export-check-point-list', {
    query: { period_id: periodId },
    fallbackName: `checkpoint-${periodId}.xlsx`,
  });
}
