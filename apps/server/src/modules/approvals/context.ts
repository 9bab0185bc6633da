/**
 * The approver's context (issue #20): beside a request, who else in the requester's team is away or
 * on overtime on its days, and for leave the requester's balance after an approval, so the approver
 * decides without opening three pages. The request's own visibility rule comes first; then only its
 * approvers and administrators read the context (the requester's teammates' absences are not theirs
 * to browse through another person's request).
 */
import {
  APPROVER_CONTEXT_MAX,
  type ApprovalKind,
  type ApproverContext,
  minutesToDays,
} from '@staffhub/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import { divisions, employees, foots } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { corrections } from '../corrections/corrections.service';
import { balanceOf, leave } from '../leave/leave.service';
import { shortLeave } from '../leave/short-leave';
import { overtime } from '../overtime/overtime.service';
import { remote } from '../remote/remote.service';

export interface ContextDeps {
  db: Db;
  now: () => Date;
}

/** The largest team read: a foot or a division is far smaller; the bound keeps one read bounded. */
const TEAM_MAX = 500;

const services = { overtime, correction: corrections, leave, short_leave: shortLeave, remote } as const;

/** The requester's team: the people of their foot, else of their division, still working. */
async function teamOf(db: Db, requesterId: number, now: Date) {
  const [me] = await db
    .select({
      foot_id: employees.foot_id,
      division_id: employees.division_id,
      foot_name: foots.name,
      division_name: divisions.name,
    })
    .from(employees)
    .leftJoin(foots, eq(foots.id, employees.foot_id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .where(eq(employees.id, requesterId))
    .limit(1);
  const by =
    me?.foot_id != null
      ? { where: eq(employees.foot_id, me.foot_id), name: me.foot_name ?? '' }
      : me?.division_id != null
        ? { where: eq(employees.division_id, me.division_id), name: me.division_name ?? '' }
        : null;
  if (!by) return { team: null, people: [] };
  const people = await db
    .select({ id: employees.id, employee_code: employees.employee_code, name: employees.name })
    .from(employees)
    .where(and(by.where, ne(employees.id, requesterId), isWorking(now)))
    .orderBy(employees.employee_code)
    .limit(TEAM_MAX);
  return { team: { name: by.name, size: people.length + 1 }, people };
}

export async function approverContext(
  deps: ContextDeps,
  actor: Actor,
  kind: ApprovalKind,
  id: number,
): Promise<ApproverContext> {
  const svc = services[kind] as unknown as {
    loadVisible: typeof leave.loadVisible;
    spanOf: (row: unknown) => { from: string; to: string };
  };
  // The kind's own rule first (404 / 403 as its detail), then: an approver of it, or an administrator.
  const { joined, steps } = await svc.loadVisible(deps, actor, id);
  if (!actor.isAdmin && !steps.some((s) => s.approverId === actor.employeeId)) throw new AppError(4030);
  const row = joined.request as { employee_id: number; status: number };
  const span = svc.spanOf(joined.request);
  const { team, people } = await teamOf(deps.db, row.employee_id, deps.now());
  const ids = people.map((p) => p.id);
  const [leaves, shorts, remotes, overtimes, balance] = await Promise.all([
    leave.openInRange(deps.db, ids, span, ['employee_id', 'start_date', 'end_date', 'status']),
    shortLeave.openInRange(deps.db, ids, span, ['employee_id', 'request_date', 'status']),
    remote.openInRange(deps.db, ids, span, ['employee_id', 'start_date', 'end_date', 'status']),
    overtime.openInRange(deps.db, ids, span, ['employee_id', 'date', 'status']),
    kind === 'leave' ? balanceOf(deps.db, row.employee_id) : null,
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const entries = [
    ...leaves.map((r) => ({
      id: r.employee_id,
      kind: 'leave' as const,
      from: r.start_date,
      to: r.end_date,
      status: r.status,
    })),
    ...shorts.map((r) => ({
      id: r.employee_id,
      kind: 'short_leave' as const,
      from: r.request_date,
      to: r.request_date,
      status: r.status,
    })),
    ...remotes.map((r) => ({
      id: r.employee_id,
      kind: 'remote' as const,
      from: r.start_date,
      to: r.end_date,
      status: r.status,
    })),
    ...overtimes.map((r) => ({
      id: r.employee_id,
      kind: 'overtime' as const,
      from: r.date,
      to: r.date,
      status: r.status,
    })),
  ]
    .flatMap(({ id: employeeId, ...rest }) => {
      const p = person.get(employeeId);
      return p ? [{ employee_id: employeeId, employee_code: p.employee_code, name: p.name, ...rest }] : [];
    })
    .sort((a, b) => a.from.localeCompare(b.from) || a.employee_code.localeCompare(b.employee_code));

  let after: ApproverContext['balance'] = null;
  if (balance) {
    const leaveRow = joined.request as unknown as { minutes: number; type_reason: number; status: number };
    // Only a compensated leave still waiting takes days off the balance when it is approved.
    const taken = leaveRow.status === 1 && leaveRow.type_reason === 1 ? leaveRow.minutes : 0;
    after = {
      remaining_days: balance.days.remaining_days,
      days_available: balance.days.days_available,
      remaining_after_approval: minutesToDays(balance.minutes.balance - taken),
    };
  }
  return {
    from: span.from,
    to: span.to,
    team,
    others: entries.slice(0, APPROVER_CONTEXT_MAX),
    truncated: entries.length > APPROVER_CONTEXT_MAX,
    balance: after,
  };
}
