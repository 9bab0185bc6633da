import type { FieldErrors } from './errors';
import { requestDateMax, spanDays } from './limits';

/**
 * Delegation (issue #20): an approver away from one day to another names a delegate, who decides
 * their undecided approval steps in that range on their behalf. Pure rules; the server moves the
 * steps (`modules/delegations`).
 */

/** The longest delegation, in calendar days (a long absence is a change of approver, not a delegation). */
export const DELEGATION_MAX_DAYS = 92;
/** At most this many delegations a person has made that are still to come or running. */
export const DELEGATION_OPEN_MAX = 10;
/** The delegate search: at most this many people per answer. */
export const DELEGATE_SEARCH_MAX = 20;

export interface DelegationSpan {
  start_date: string;
  end_date: string;
}

/** Whether a delegation (not cancelled) is running on `today` (the delegator's company's date). */
export function delegationActive(d: DelegationSpan & { cancelled: boolean }, today: string): boolean {
  return !d.cancelled && d.start_date <= today && today <= d.end_date;
}

/** Whether two date ranges share a day. */
export function spansOverlap(a: DelegationSpan, b: DelegationSpan): boolean {
  return a.start_date <= b.end_date && b.start_date <= a.end_date;
}

/**
 * The date rules of a new delegation: it starts today or later (the past cannot be delegated),
 * ends on or after its start, within the request window, and lasts at most DELEGATION_MAX_DAYS.
 */
export function delegationSpanErrors(span: DelegationSpan, today: string): FieldErrors | null {
  const max = requestDateMax(today);
  if (span.start_date < today)
    return {
      start_date: [
        {
          rule: 'date_window',
          message: `The date must be between ${today} and ${max}.`,
          params: { min: today, max },
        },
      ],
    };
  if (span.end_date < span.start_date)
    return {
      end_date: [
        {
          rule: 'after_or_equal',
          message: 'The end date is before the start date.',
          params: { other: 'start_date' },
        },
      ],
    };
  if (span.end_date > max)
    return {
      end_date: [
        {
          rule: 'date_window',
          message: `The date must be between ${today} and ${max}.`,
          params: { min: today, max },
        },
      ],
    };
  if (spanDays(span.start_date, span.end_date) > DELEGATION_MAX_DAYS)
    return {
      end_date: [
        {
          rule: 'max_days',
          message: `At most ${DELEGATION_MAX_DAYS} days.`,
          params: { max: DELEGATION_MAX_DAYS },
        },
      ],
    };
  return null;
}

/** One approval step as delegation sees it. */
export interface DelegableStep {
  level: number;
  approverId: number;
  /** 1 pending, 4 waiting: undecided, so it may move. */
  status: number;
  onBehalfOf: number | null;
}

/**
 * Which steps of one request go to a delegate: those undecided, named for an approver who is away
 * (`delegateOf`: approver -> their delegate), not already moved; except where the delegate is the
 * requester (nobody approves their own request) or already holds another step of the request (two
 * levels of approval stay two people). Returns the steps' levels with their new approver.
 */
export function stepsToDelegate(
  steps: readonly DelegableStep[],
  requesterId: number,
  delegateOf: ReadonlyMap<number, number>,
): Array<{ level: number; delegateId: number; onBehalfOf: number }> {
  const out: Array<{ level: number; delegateId: number; onBehalfOf: number }> = [];
  for (const s of steps) {
    if ((s.status !== 1 && s.status !== 4) || s.onBehalfOf !== null) continue;
    const delegateId = delegateOf.get(s.approverId);
    if (delegateId === undefined || delegateId === requesterId) continue;
    if (steps.some((o) => o.level !== s.level && o.approverId === delegateId)) continue;
    out.push({ level: s.level, delegateId, onBehalfOf: s.approverId });
  }
  return out;
}

/** Where a delegation stands on `today` (its delegator's company's date). */
export function delegationState(
  d: DelegationSpan & { cancelled: boolean },
  today: string,
): 'upcoming' | 'active' | 'ended' | 'cancelled' {
  if (d.cancelled) return 'cancelled';
  if (today < d.start_date) return 'upcoming';
  if (today > d.end_date) return 'ended';
  return 'active';
}
