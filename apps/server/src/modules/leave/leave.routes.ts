import {
  DEFAULT_PAGE_SIZE,
  LEAVE_REASONS,
  LEAVE_TYPES,
  LEDGER_KINDS,
  PAID_LEAVE_ALLOWANCE_DAYS,
  paginationOf,
  ZApproveInput,
  ZBulkApprove,
  ZDate,
  ZErrorBody,
  ZLeaveBalance,
  ZLeaveInput,
  ZLeaveItem,
  ZLedgerAdjust,
  ZLedgerLine,
  ZMonth,
  ZTime,
  zPaginated,
} from '@staffhub/domain';
import { and, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import * as ledger from './leave.ledger';
import * as repo from './leave.repository';
import type { LeaveDeps } from './leave.service';
import * as svc from './leave.service';

const tags = ['sabbatical'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZNamed = z.array(z.object({ id: z.number().int(), name: z.string() }));
const ZOne = z.object({ sabbaticalLeaveRequest: ZLeaveItem });
const ZPage = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
});
const ZListQuery = ZPage.extend({
  start_date: ZDate.optional(),
  end_date: ZDate.optional(),
  status: z.coerce.number().int().min(1).max(3).optional(),
  type_reason: z.coerce.number().int().min(1).max(4).optional(),
  approve_person: z.coerce.number().int().positive().optional(),
  sort_column: z.enum(['start_date', 'created_at', 'status']).optional(),
  sort_by: z.enum(['asc', 'desc']).optional(),
});
const ZCommons = z.object({
  employee: z.object({
    id: z.number().int(),
    employee_code: z.string(),
    name: z.string(),
    gender: z.number().int().nullable(),
  }),
  reasons: z.array(z.string()),
  types: z.array(z.number().int()),
  paid_causes: z.record(z.string(), z.number()),
  approveEmployees: z.object({ level1: ZNamed, level2: ZNamed }),
  remaining_days: z.number(),
  days_taken: z.number(),
  days_available: z.number(),
  physiological: z.object({
    month: z.string(),
    used_minutes: z.number().int(),
    used_requests: z.number().int(),
    remaining_minutes: z.number().int(),
    remaining_requests: z.number().int(),
  }),
});

export const leaveRoutes: FastifyPluginAsyncZod<LeaveDeps> = async (app, deps) => {
  const commons = async (me: ReturnType<typeof requireAuth>) => {
    const [employee, c, balance, physiological] = await Promise.all([
      ledger.employeeOf(deps.db, me.employeeId),
      svc.candidates(deps.db, me),
      svc.balanceOf(deps.db, me.employeeId),
      svc.physiologicalUsage(deps, me),
    ]);
    return {
      employee,
      reasons: [...LEAVE_REASONS],
      types: [...LEAVE_TYPES],
      paid_causes: { ...PAID_LEAVE_ALLOWANCE_DAYS },
      approveEmployees: { level1: c.level1, level2: c.level2 },
      ...balance.days,
      physiological,
    };
  };

  app.get(
    '/sabbatical-leave-request',
    {
      schema: {
        tags,
        summary: 'My leave requests',
        querystring: ZListQuery,
        response: {
          200: z.object({
            sabbaticalLeaveRequests: zPaginated(ZLeaveItem),
            ruleJob: z.boolean(),
            countSabbaticalRequest: z.number().int(),
            listSabbaticalRequest: z.object({
              1: z.number().int(),
              2: z.number().int(),
              3: z.number().int(),
            }),
            commonReasons: z.array(z.string()),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const q = request.query;
      // approve_person: only my requests on which that employee is an approver.
      const scope = q.approve_person
        ? (and(svc.leave.mine(me), svc.leave.forApprover(q.approve_person)) as SQL)
        : svc.leave.mine(me);
      const [{ items, total }, counts, approver] = await Promise.all([
        svc.leave.page(deps, me, scope, q),
        repo.statusCountsOf(deps.db, me.employeeId),
        ledger.approvesLeave(deps.db, me.employeeId),
      ]);
      const byStatus = { 1: 0, 2: 0, 3: 0 };
      for (const c of counts)
        if (c.status === 1 || c.status === 2 || c.status === 3) byStatus[c.status] = c.n;
      return {
        sabbaticalLeaveRequests: {
          data: items,
          ...paginationOf(total, q.page, q.per_page, '/api/sabbatical-leave-request'),
        },
        ruleJob: approver,
        countSabbaticalRequest: total,
        listSabbaticalRequest: byStatus,
        commonReasons: [...LEAVE_REASONS],
      };
    },
  );

  app.get(
    '/sabbatical-leave-request/approval',
    {
      schema: {
        tags,
        summary: 'Leave requests on which I am an approver (approveStatus 1: waiting for me)',
        querystring: ZListQuery.extend({
          employee_info: z.string().trim().max(120).optional(),
          position_id: z.coerce.number().int().positive().optional(),
          division_code: z.string().max(40).optional(),
          reason: z.enum(LEAVE_REASONS).optional(),
          approveStatus: z.coerce.number().int().min(1).max(3).optional(),
        }),
        response: {
          200: z.object({
            sabbaticalLeaveRequests: zPaginated(ZLeaveItem),
            countSabbaticalRequest: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const q = request.query;
      const [{ items, total }, waiting] = await Promise.all([
        svc.leave.page(deps, me, svc.leave.forApprover(me.employeeId, q.approveStatus), q),
        svc.leave.countWaitingFor(deps.db, me.employeeId),
      ]);
      return {
        sabbaticalLeaveRequests: {
          data: items,
          ...paginationOf(total, q.page, q.per_page, '/api/sabbatical-leave-request/approval'),
        },
        countSabbaticalRequest: waiting,
      };
    },
  );

  app.get(
    '/sabbatical-leave-request/get-commons',
    {
      schema: {
        tags,
        summary: 'Form data: reasons, types, approvers, my balance',
        response: { 200: ZCommons, ...errors },
      },
    },
    (request) => commons(requireAuth(request)),
  );

  app.get(
    '/sabbatical-leave-request/get-calculate-day-leave',
    {
      schema: {
        tags,
        summary: 'Office minutes and days of a span (weekends and company holidays excluded)',
        querystring: z.object({ start_date: ZDate, start_time: ZTime, end_date: ZDate, end_time: ZTime }),
        response: {
          200: z.object({ number_days_off: z.number(), number_minutes_off: z.number().int() }),
          ...errors,
        },
      },
    },
    (request) => svc.calculate(deps, requireAuth(request), request.query),
  );

  app.get(
    '/sabbatical-leave-request/show/:id',
    { schema: { tags, summary: 'One leave request', params: ZId, response: { 200: ZOne, ...errors } } },
    async (request) => ({
      sabbaticalLeaveRequest: await svc.leave.detail(deps, requireAuth(request), request.params.id),
    }),
  );

  app.get(
    '/sabbatical-leave-request/show-approval/:id',
    {
      schema: {
        tags,
        summary: 'A leave request with whether I may act on it now',
        params: ZId,
        response: { 200: ZOne.extend({ can_approve: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const { item, can_approve } = await svc.leave.showApproval(
        deps,
        requireAuth(request),
        request.params.id,
      );
      return { sabbaticalLeaveRequest: item, can_approve };
    },
  );

  app.get(
    '/sabbatical-leave-request/:id/edit',
    {
      schema: { tags, summary: 'Edit data', params: ZId, response: { 200: ZOne.merge(ZCommons), ...errors } },
    },
    async (request) => {
      const me = requireAuth(request);
      const [item, data] = await Promise.all([svc.leave.detail(deps, me, request.params.id), commons(me)]);
      return { sabbaticalLeaveRequest: item, ...data };
    },
  );

  app.post(
    '/sabbatical-leave-request',
    {
      schema: {
        tags,
        summary: 'Create a leave request',
        body: ZLeaveInput,
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => ({
      sabbaticalLeaveRequest: await svc.leave.create(deps, requireAuth(request), request.body),
    }),
  );

  app.post(
    '/sabbatical-leave-request/update/:id',
    {
      schema: {
        tags,
        summary: 'Update while pending and nobody has acted (starts over)',
        params: ZId,
        body: ZLeaveInput,
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => ({
      sabbaticalLeaveRequest: await svc.leave.update(
        deps,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/sabbatical-leave-request/request/:id',
    {
      schema: {
        tags,
        summary: 'Delete while pending and nobody has acted',
        params: ZId,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await svc.leave.remove(deps, requireAuth(request), request.params.id);
      return { message: 'Deleted.' };
    },
  );

  app.post(
    '/sabbatical-leave-request/approve/list-request',
    {
      schema: {
        tags,
        summary: 'Bulk approve',
        body: ZBulkApprove,
        response: {
          200: z.object({
            approved: z.array(z.number().int()),
            failed: z.array(z.object({ id: z.number().int(), code: z.number().int() })),
          }),
          ...errors,
        },
      },
    },
    (request) =>
      svc.leave.bulkApprove(deps, requireAuth(request), request.body.ids, request.body.comment ?? null),
  );

  app.post(
    '/sabbatical-leave-request/approve/:id',
    {
      schema: {
        tags,
        summary: 'Approve (2) or reject (3, comment required); an approved type 1 deducts the balance',
        params: ZId,
        body: ZApproveInput,
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      await svc.leave.act(
        deps,
        me,
        request.params.id,
        request.body.status === 2 ? 'approve' : 'reject',
        request.body.comment ?? null,
      );
      return { sabbaticalLeaveRequest: await svc.leave.detail(deps, me, request.params.id) };
    },
  );

  app.post(
    '/sabbatical-leave-request/cancel-approval/:id',
    {
      schema: {
        tags,
        summary: 'Cancel my approval while no later level has acted (a deduction is restored)',
        params: ZId,
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      await svc.leave.act(deps, me, request.params.id, 'cancel', null);
      return { sabbaticalLeaveRequest: await svc.leave.detail(deps, me, request.params.id) };
    },
  );

  // ---- Balance, ledger and statistics ----

  app.get(
    '/sabbatical-days-off/get-count',
    { schema: { tags, summary: 'My balance', response: { 200: ZLeaveBalance, ...errors } } },
    async (request) => (await svc.balanceOf(deps.db, requireAuth(request).employeeId)).days,
  );

  app.get(
    '/sabbatical-days-off',
    {
      schema: {
        tags,
        summary: 'My leave days by month and type, and the sources of my balance, for a year',
        querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
        response: {
          200: z.object({
            year: z.number().int(),
            months: z.array(
              z.object({
                month: z.string(),
                compensated: z.number(),
                paid: z.number(),
                unpaid: z.number(),
                physiological: z.number(),
              }),
            ),
            sources: z.object({
              accrued: z.number(),
              adjusted: z.number(),
              taken: z.number(),
              restored: z.number(),
            }),
          }),
          ...errors,
        },
      },
    },
    (request) => ledger.statistics(deps, requireAuth(request), request.query.year),
  );

  app.get(
    '/sabbatical-log/sabbatical-leave',
    {
      schema: {
        tags,
        summary: 'My ledger, newest first, with the balance after each line',
        querystring: ZPage,
        response: { 200: z.object({ logs: zPaginated(ZLedgerLine), balance: ZLeaveBalance }), ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const q = request.query;
      const [page, balance] = await Promise.all([
        ledger.page(
          deps.db,
          repo.ledgerOf(me.employeeId),
          undefined,
          q.page,
          q.per_page,
          '/api/sabbatical-log/sabbatical-leave',
        ),
        svc.balanceOf(deps.db, me.employeeId),
      ]);
      return { logs: page, balance: balance.days };
    },
  );

  app.get(
    '/sabbatical-log/sabbatical-log-all',
    {
      schema: {
        tags,
        summary: "HR and administrators: everybody's ledger",
        querystring: ZPage.extend({
          employee_info: z.string().trim().max(120).optional(),
          kind: z.enum(LEDGER_KINDS).optional(),
        }),
        response: { 200: z.object({ logs: zPaginated(ZLedgerLine) }), ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      await ledger.requireHr(deps.db, me);
      const q = request.query;
      return {
        logs: await ledger.page(
          deps.db,
          repo.employeeMatch(q.employee_info),
          q.kind,
          q.page,
          q.per_page,
          '/api/sabbatical-log/sabbatical-log-all',
        ),
      };
    },
  );

  app.post(
    '/sabbatical-log/adjust',
    {
      schema: {
        tags,
        summary: "HR and administrators: adjust an employee's balance by whole or half days, with a note",
        body: ZLedgerAdjust,
        response: { 200: z.object({ line: ZLedgerLine, balance: ZLeaveBalance }), ...errors },
      },
    },
    (request) => ledger.adjust(deps, requireAuth(request), request.body),
  );

  app.get(
    '/team-calendar',
    {
      schema: {
        tags,
        summary: 'Who is on leave or remote each day of a month (my foot, or a division or foot)',
        querystring: z.object({
          month: ZMonth,
          division_code: z.string().max(40).optional(),
          foot_code: z.string().max(40).optional(),
        }),
        response: {
          200: z.object({
            month: z.string(),
            days: z.array(z.string()),
            people: z.array(
              z.object({
                employee_id: z.number().int(),
                employee_code: z.string(),
                name: z.string(),
                foot_name: z.string().nullable(),
                entries: z.array(
                  z.object({
                    date: z.string(),
                    kind: z.enum(['leave', 'remote']),
                    type_reason: z.number().int().nullable(),
                    status: z.number().int(),
                  }),
                ),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    (request) => ledger.teamCalendar(deps, requireAuth(request), request.query),
  );
};
