import { z } from 'zod';
import { ESCALATE_AFTER_DAYS_MAX, REMIND_AFTER_DAYS_MAX } from '../escalation';

/** Reminders and escalations of waiting requests (issue #20): a company's rules, and what waits now. */
export const ZReminderRulesQuery = z.object({
  company_id: z.coerce.number().int().min(1).max(4),
});

const days = (max: number) => z.number().int().min(1).max(max).nullable();

export const ZReminderRulesInput = z.object({
  company_id: z.number().int().min(1).max(4),
  /** Whole working days a request waits on one approver before they are reminded; null: never. */
  remind_after_days: days(REMIND_AFTER_DAYS_MAX),
  /** Whole working days before its step goes to the next level's approver or HR; null: never. */
  escalate_after_days: days(ESCALATE_AFTER_DAYS_MAX),
});
export type ReminderRulesInput = z.infer<typeof ZReminderRulesInput>;

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

/** One request waiting on one approver (its current step), longest first. */
export const ZWaitingApproval = z.object({
  kind: z.enum(['overtime', 'correction', 'leave', 'short_leave', 'remote']),
  request_id: z.number().int(),
  level: z.number().int(),
  requester: ZPerson,
  approver: ZPerson,
  /** When it escalated to this approver, the one it left; else null. */
  escalated_from: ZPerson.nullable(),
  /** When it reached this approver (ISO instant). */
  since: z.string(),
  /** Whole working days it has waited (weekends and the company's holidays left out). */
  waited_days: z.number().int(),
  /** What the rules make of it now: reminded, escalated (at the next run), or nothing yet. */
  due: z.enum(['remind', 'escalate']).nullable(),
  /** The request's approval page. */
  url: z.string(),
});
export type WaitingApproval = z.infer<typeof ZWaitingApproval>;

export const ZReminderRules = z.object({
  company_id: z.number().int(),
  remind_after_days: z.number().int().nullable(),
  escalate_after_days: z.number().int().nullable(),
  /** The requests of the company's people waiting longest (at most WAITING_LIST_MAX). */
  waiting: z.array(ZWaitingApproval),
  /** How many requests wait on someone in all. */
  waiting_total: z.number().int(),
});
export type ReminderRules = z.infer<typeof ZReminderRules>;
