/**
 * The scheduled reminders and escalations (issue #20). On a working day from 09:00 in each
 * company's zone, every request waiting on one approver for the company's number of working days
 * reminds them (once per wait: the notification's dedupe key names the step and when it reached
 * them), and one waiting for the escalation's number goes to the next level's approver, or to HR
 * when there is none ("escalated from X" in its approver table). An escalated step's wait starts
 * again, so a second run changes nothing; a request decided meanwhile is left alone (the request
 * is locked and its steps read again first, as a decision does).
 */
import {
  addDays,
  approvalDue,
  currentStep,
  dayKindOf,
  escalationTarget,
  REMINDER_FROM,
  todayIn,
  waitedWorkdays,
  zonedParts,
  zonedToInstant,
} from '@staffhub/domain';
import { getTableName } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import * as approvals from '../approvals/approvals.repository';
import { KIND_TABLES, lockPending, refreshTurns } from '../approvals/handover';
import { writeAudit } from '../audit/audit.repository';
import { corrections } from '../corrections/corrections.service';
import { leave } from '../leave/leave.service';
import { shortLeave } from '../leave/short-leave';
import { announceMany, notify } from '../notifications/notify';
import { overtime } from '../overtime/overtime.service';
import { remote } from '../remote/remote.service';
import { holidayDates } from '../timesheets/timesheets.repository';
import * as repo from './escalations.repository';

/** Each kind's notification type and pages (the engines' own). */
export const KIND_SERVICES = {
  overtime,
  correction: corrections,
  leave,
  short_leave: shortLeave,
  remote,
} as const satisfies Record<approvals.RequestKind, { pageOf: unknown }>;

/** Steps read per statement, and pages per company and run at most (a later run goes on). */
export const WAITING_PAGE = 500;
export const WAITING_PAGES_MAX = 200;
/** Holidays looked at behind today: a wait older than this counts its holidays as working days. */
const HOLIDAY_LOOKBACK_DAYS = 400;

export interface EscalationDeps {
  db: Db;
  now: () => Date;
}

/** The request's approval page and its kind's notification type. */
export function pageOf(kind: approvals.RequestKind, id: number) {
  const service = KIND_SERVICES[kind];
  return { type: service.kind.notificationType, url: service.pageOf(id, true) };
}

/** A company's calendar for one run: its today, its holidays, and how long a step has waited. */
export async function companyCalendar(db: Db, timeZone: string, companyId: number, at: Date) {
  const local = zonedParts(at, timeZone);
  const holidays = await holidayDates(db, companyId, addDays(local.date, -HOLIDAY_LOOKBACK_DAYS), local.date);
  return {
    local,
    holidays,
    waited: (since: Date) => waitedWorkdays(todayIn(timeZone, since), local.date, holidays),
  };
}

type Escalated = 'escalated' | 'moved' | 'nobody';

/**
 * Gives a waiting step to the next level or HR, unless the request was decided or its step moved
 * since it was read ('moved'), or there is nobody to give it to ('nobody': it is reminded instead).
 */
async function escalate(
  db: Db,
  w: repo.WaitingStep,
  hrId: number | null,
  at: Date,
  waitedDays: number,
): Promise<Escalated> {
  return db.transaction(async (tx): Promise<Escalated> => {
    const requesterId = (await lockPending(tx, w.kind, [w.request_id])).get(w.request_id);
    if (requesterId === undefined) return 'moved';
    const steps = await approvals.stepsOfOne(tx, w.kind, w.request_id);
    const current = currentStep(steps);
    if (current?.level !== w.level || current.approverId !== w.approver_id) return 'moved';
    const target = escalationTarget(steps, requesterId, hrId);
    if (!target) return 'nobody';
    await repo.escalateStep(tx, w.kind, w.request_id, target, at);
    await refreshTurns(tx, w.kind, [w.request_id]);
    await writeAudit(tx, {
      actorId: null,
      action: `${w.kind}.escalate`,
      entity: getTableName(KIND_TABLES[w.kind].table),
      entityId: w.request_id,
      data: { level: target.level, from: target.from, to: target.to, waited_days: waitedDays },
    });
    const page = pageOf(w.kind, w.request_id);
    await notify(
      tx,
      [
        {
          recipientId: target.to,
          type: page.type,
          requestType: 'ESCALATED',
          requestId: w.request_id,
          url: page.url,
          createdBy: null,
        },
      ],
      [target.from, requesterId],
    );
    return 'escalated';
  });
}

/** Reminds each step's approver once per wait; returns how many were reminded now. */
async function remind(db: Db, steps: readonly repo.WaitingStep[]): Promise<number> {
  if (steps.length === 0) return 0;
  const told = await db
    .insert(notifications)
    .values(
      steps.map((w) => {
        const page = pageOf(w.kind, w.request_id);
        return {
          employee_id: w.approver_id,
          type: page.type,
          request_type: 'REMINDER',
          request_id: w.request_id,
          url: page.url,
          created_by: null,
          dedupe_key: `remind:${w.kind}:${w.request_id}:${w.level}:${w.since.getTime()}`,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ employee_id: notifications.employee_id });
  await announceMany(
    db,
    told.map((t) => t.employee_id),
  );
  return told.length;
}

/** The job: reminds and escalates in every company where it is due; returns the steps reminded or escalated. */
export async function remindAndEscalate(deps: EscalationDeps): Promise<number> {
  const at = deps.now();
  const hrId = await repo.hrManager(deps.db, at);
  let reached = 0;
  for (const company of await repo.companyRules(deps.db)) {
    const days = [company.remind_after_days, company.escalate_after_days].filter((d) => d !== null);
    if (days.length === 0) continue;
    const cal = await companyCalendar(deps.db, company.time_zone, company.id, at);
    // Working days from 09:00: nobody is reminded at night, on a weekend or on a holiday.
    if (cal.local.minutes < REMINDER_FROM || dayKindOf(cal.local.date, cal.holidays) !== 'workday') continue;
    // A step that reached its approver on or after this midnight cannot have waited long enough.
    const before = zonedToInstant(addDays(cal.local.date, -Math.min(...days)), 0, company.time_zone);
    let after: { since: Date; stepId: number } | undefined;
    for (let page = 0; page < WAITING_PAGES_MAX; page++) {
      const rows = await repo.waitingSteps(deps.db, company.id, { before, limit: WAITING_PAGE, after });
      const reminders: repo.WaitingStep[] = [];
      for (const w of rows) {
        const waited = cal.waited(w.since);
        const due = approvalDue(waited, company);
        // Short leave's assignees each decide alone: there is no next level to give it to.
        if (due === 'escalate' && w.kind !== 'short_leave') {
          const done = await escalate(deps.db, w, hrId, at, waited);
          if (done === 'escalated') reached++;
          if (done !== 'nobody') continue;
        }
        if (due) reminders.push(w);
      }
      reached += await remind(deps.db, reminders);
      const last = rows.at(-1);
      if (!last || rows.length < WAITING_PAGE) break;
      after = { since: last.since, stepId: last.step_id };
    }
  }
  return reached;
}
