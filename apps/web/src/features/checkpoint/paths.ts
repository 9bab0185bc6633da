/** The check-point area's addresses (SPEC 2) and the numbers they carry in their query. */
import type { ReviewListKind } from '../../api/checkpoint';

export const CHECKPOINT_PATH = '/checkpoint';
export const CHECKPOINT_PATHS = {
  overview: CHECKPOINT_PATH,
  myself: `${CHECKPOINT_PATH}/myself`,
  result: `${CHECKPOINT_PATH}/result`,
  waitingPm: `${CHECKPOINT_PATH}/list-waiting-pm`,
  waitingDm: `${CHECKPOINT_PATH}/list-waiting-dm`,
  waitingInterview: `${CHECKPOINT_PATH}/list-waiting-interview`,
  byPm: `${CHECKPOINT_PATH}/checkpoint-by-pm`,
  resultPm: `${CHECKPOINT_PATH}/result-check-point-pm`,
  byDm: `${CHECKPOINT_PATH}/checkpoint-by-dm`,
  interview: `${CHECKPOINT_PATH}/interview`,
  resultFinal: `${CHECKPOINT_PATH}/result-dm-bod-ihr`,
  seeReview: `${CHECKPOINT_PATH}/see-review`,
  guide: `${CHECKPOINT_PATH}/guide`,
} as const;

/** The screen a list's row opens: the step of that list, or the read-only view for the results. */
const STEP_OF_LIST: Record<ReviewListKind, string> = {
  pm: CHECKPOINT_PATHS.byPm,
  dm: CHECKPOINT_PATHS.byDm,
  interview: CHECKPOINT_PATHS.interview,
  result: CHECKPOINT_PATHS.seeReview,
};

export const reviewPath = (path: string, id: number) => `${path}?id=${id}`;
export const stepPathOf = (list: ReviewListKind, id: number) => reviewPath(STEP_OF_LIST[list], id);

/** A screen of one period (`?period_id=`), or of the default period without one. */
export const periodPath = (path: string, periodId: number | null | undefined) =>
  periodId ? `${path}?period_id=${periodId}` : path;

/** A positive whole number of the query (`id`, `period_id`), else null. */
export function positiveParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}
