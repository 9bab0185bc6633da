import {
  type AssignablePosition,
  paginationOf,
  type ShortLeaveInput,
  type ShortLeaveItem,
  type ShortLeaveType,
} from '@staffhub/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shortLeaveRequests } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import * as approvals from '../approvals/approvals.repository';
import { candidates as remoteCandidates } from '../remote/remote.service';
import {
  assigneeDecisions,
  type EngineDeps,
  type OwnFields,
  type RuleContext,
  requestEngine,
} from '../requests/engine';

/**
 * Short leave (SPEC 3, 5, 7): late arrival or early departure on one day, with one or more
 * assignees who may each decide; the first decision settles it. Assignees are approval steps, one
 * level each, on the request engine in its `any` mode.
 */
export type ShortLeaveDeps = EngineDeps;

/** Who may be assigned: my project managers and my superiors (SPEC 7), as remote work lists them. */
export async function assignable(db: Db, actor: Actor, now: Date): Promise<AssignablePosition[]> {
  const c = await remoteCandidates(db, actor, now);
  const all = [
    ...c.projectManagers.map((p) => ({ ...p, role: 'project' as const })),
    ...c.managers.map((m) => ({ ...m, role: 'manager' as const })),
  ];
  return all.filter((a, i) => all.findIndex((b) => b.id === a.id) === i);
}

/** The assignees must be assignable; one request per type and day (5069). */
async function validate(ctx: RuleContext, input: ShortLeaveInput) {
  const { db, actor } = ctx;
  const allowed = new Set((await assignable(db, actor, ctx.now)).map((a) => a.id));
  if (allowed.size === 0) throw new AppError(4321);
  if (input.assigned_staff.some((id) => !allowed.has(id)))
    throw new AppError(4324, { field: 'assigned_staff' });
  if (await ctx.hasOther({ span: ctx.span, where: eq(shortLeaveRequests.leave_type, input.leave_type) }))
    throw new AppError(5069, { field: 'request_date' });
  return {
    steps: [...new Set(input.assigned_staff)].map((approverId, i) => ({ level: i + 1, approverId })),
    values: {
      request_date: input.request_date,
      leave_type: input.leave_type,
      time_off: input.time_off,
      reason: input.reason,
    },
  };
}

export const shortLeave = requestEngine({
  kind: 'short_leave',
  lockArea: 'leave',
  assignees: 'any',
  decisions: assigneeDecisions,
  table: {
    table: shortLeaveRequests,
    dates: shortLeaveRequests.request_date,
    moreFilters: (f) => {
      const parts: SQL[] = [];
      if (typeof f.leave_type === 'string') parts.push(eq(shortLeaveRequests.leave_type, f.leave_type));
      if (typeof f.staff_id === 'number') parts.push(eq(shortLeaveRequests.employee_id, f.staff_id));
      return parts;
    },
  },
  notificationType: 'SHORT_LEAVE_REQUEST',
  url: (id) => `/sabbatical-leave-request/short-leave-request?id=${id}`,
  codes: { notFound: 4294, adminReads: false },
  validate,
  present: (r, c): OwnFields<ShortLeaveItem> => ({
    request_date: r.request.request_date,
    leave_type: r.request.leave_type as ShortLeaveType,
    time_off: r.request.time_off,
    reason: r.request.reason,
    assigned_staff: c.steps.map((s) => ({
      id: s.approverId,
      name: c.names.get(s.approverId) ?? '',
      avatar: c.avatars.get(s.approverId) ?? null,
      status: s.status,
      comment: s.comment,
      acted_at: s.actedAt,
      on_behalf_of: approvals.onBehalfOf(s, c.names),
    })),
    can_decide: r.request.status === 1 && c.steps.some((s) => s.approverId === c.viewerId),
  }),
});

export interface ShortLeaveFilter {
  per_page: number;
  current_page: number;
  staff_id?: number | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  leave_type?: ShortLeaveType | undefined;
  status?: number | undefined;
  sort_by?: 'asc' | 'desc' | undefined;
}

/** Mine (or, for `assignedTo`, those assigned to me), filtered, newest date first. */
export async function list(
  deps: ShortLeaveDeps,
  actor: Actor,
  f: ShortLeaveFilter,
  assignedTo: boolean,
  path: string,
) {
  const scope = assignedTo ? shortLeave.forApprover(actor.employeeId) : shortLeave.mine(actor);
  // staff_id narrows the requests assigned to me to one requester's.
  const filter = { ...f, staff_id: assignedTo ? f.staff_id : undefined, page: f.current_page };
  const { items, total } = await shortLeave.page(deps, actor, scope, filter);
  return {
    status: 'success' as const,
    data: items,
    pagination: paginationOf(total, f.current_page, f.per_page, path),
  };
}
