import { currentStep, type Step } from './approval';
import type { FieldErrors } from './errors';
import { workdaysBetween } from './leave';
import { addDays } from './time';

/**
 * Reminders and escalations (issue #20): a request waiting on one approver for a company's number
 * of working days reminds them; waiting longer, its step goes to the next level's approver, or to
 * HR when there is none. Pure rules; the scheduled job (`modules/escalations`) carries them out.
 */

/** A company's rules: whole working days before the reminder and before the escalation (null: never). */
export interface ReminderRuleDays {
  remind_after_days: number | null;
  escalate_after_days: number | null;
}

/** The largest setting of each (a longer wait is no reminder any more). */
export const REMIND_AFTER_DAYS_MAX = 30;
export const ESCALATE_AFTER_DAYS_MAX = 60;
/** The rules a company starts with (the demo's; a migrated database starts with none). */
export const DEFAULT_REMINDER_RULES: ReminderRuleDays = { remind_after_days: 2, escalate_after_days: 4 };
/** The administrators' page lists at most this many waiting requests (longest first). */
export const WAITING_LIST_MAX = 50;
/** The job's daily start in each company's local time (minutes): reminders arrive in office hours. */
export const REMINDER_FROM = 9 * 60;

/** An escalation comes after the reminder: when both are set, it needs more days (null: fine). */
export function reminderRulesErrors(r: ReminderRuleDays): FieldErrors | null {
  if (
    r.remind_after_days !== null &&
    r.escalate_after_days !== null &&
    r.escalate_after_days <= r.remind_after_days
  )
    return {
      escalate_after_days: [
        {
          rule: 'gt',
          message: 'The escalation must come after the reminder.',
          params: { other: 'remind_after_days' },
        },
      ],
    };
  return null;
}

/**
 * Whole working days a step has waited at local `today` since it reached its approver on `since`
 * (both company dates): the working days strictly between them. Reached on Monday, it has waited
 * one day on Wednesday (Tuesday) and two on Thursday. Weekends and `holidays` do not count.
 */
export function waitedWorkdays(since: string, today: string, holidays: ReadonlySet<string>): number {
  const from = addDays(since, 1);
  const to = addDays(today, -1);
  return from > to ? 0 : workdaysBetween(from, to, holidays);
}

/** What is due for a step that has waited `waited` working days: the escalation, the reminder, or nothing. */
export function approvalDue(waited: number, rules: ReminderRuleDays): 'escalate' | 'remind' | null {
  if (rules.escalate_after_days !== null && waited >= rules.escalate_after_days) return 'escalate';
  if (rules.remind_after_days !== null && waited >= rules.remind_after_days) return 'remind';
  return null;
}

/**
 * Who an escalated step goes to: the approver of the next undecided level when that is someone
 * else, else HR (`hrId`), unless HR already holds it or asked for it. Null: nobody to escalate to
 * (the step keeps waiting on its approver). The step that escalates is the current one.
 */
export function escalationTarget(
  steps: readonly Step[],
  requesterId: number,
  hrId: number | null,
): { level: number; from: number; to: number } | null {
  const current = currentStep(steps);
  if (!current) return null;
  const next = [...steps]
    .sort((a, b) => a.level - b.level)
    .find(
      (s) =>
        s.level > current.level &&
        // Undecided, or a correction's administrator waiting on the answer to their offer.
        s.status !== 2 &&
        s.status !== 3 &&
        s.approverId !== current.approverId &&
        s.approverId !== requesterId,
    );
  const to = next?.approverId ?? hrId;
  if (to === null || to === current.approverId || to === requesterId) return null;
  return { level: current.level, from: current.approverId, to };
}
