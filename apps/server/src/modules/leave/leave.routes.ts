import {
  LEAVE_REASONS,
  LEAVE_TYPES,
  PAID_LEAVE_ALLOWANCE_DAYS,
  paginationOf,
  ZApproveInput,
  ZBulkApprove,
  ZBulkResult,
  ZDeleted,
  ZErrorBody,
  ZIdParam,
  ZLeaveApprovalList,
  ZLeaveApprovalQuery,
  ZLeaveBalance,
  ZLeaveCalculation,
  ZLeaveCommons,
  ZLeaveEdit,
  ZLeaveInput,
  ZLeaveList,
  ZLeaveListQuery,
  ZLeaveOne,
  ZLeaveShowApproval,
  ZLeaveSpanQuery,
  ZLeaveStatistics,
  ZLeaveStatisticsQuery,
  ZLedgerAdjust,
  ZLedgerAdjusted,
  ZLedgerAll,
  ZLedgerAllQuery,
  ZLedgerMine,
  ZLedgerQuery,
  ZTeamCalendar,
  ZTeamCalendarQuery,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import * as ledger from './leave.ledger';
import type { LeaveDeps } from './leave.service';
import * as svc from './leave.service';

const tags = ['sabbatical'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };

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
        querystring: ZLeaveListQuery,
        response: { 200: ZLeaveList, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const q = request.query;
      // approve_person: only my requests on which that employee is an approver.
      const scope = svc.leave.mine(me, q.approve_person);
      const [{ items, total }, byStatus, approver] = await Promise.all([
        svc.leave.page(deps, me, scope, q),
        svc.myStatusCounts(deps.db, me.employeeId),
        ledger.approvesLeave(deps.db, me.employeeId),
      ]);
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
        querystring: ZLeaveApprovalQuery,
        response: { 200: ZLeaveApprovalList, ...errors },
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
        response: { 200: ZLeaveCommons, ...errors },
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
        querystring: ZLeaveSpanQuery,
        response: { 200: ZLeaveCalculation, ...errors },
      },
    },
    (request) => svc.calculate(deps, requireAuth(request), request.query),
  );

  app.get(
    '/sabbatical-leave-request/show/:id',
    {
      schema: {
        tags,
        summary: 'One leave request',
        params: ZIdParam,
        response: { 200: ZLeaveOne, ...errors },
      },
    },
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
        params: ZIdParam,
        response: { 200: ZLeaveShowApproval, ...errors },
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
      schema: { tags, summary: 'Edit data', params: ZIdParam, response: { 200: ZLeaveEdit, ...errors } },
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
        response: { 200: ZLeaveOne, ...errors },
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
        params: ZIdParam,
        body: ZLeaveInput,
        response: { 200: ZLeaveOne, ...errors },
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
        params: ZIdParam,
        response: { 200: ZDeleted, ...errors },
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
        response: { 200: ZBulkResult, ...errors },
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
        params: ZIdParam,
        body: ZApproveInput,
        response: { 200: ZLeaveOne, ...errors },
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
        params: ZIdParam,
        response: { 200: ZLeaveOne, ...errors },
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
        querystring: ZLeaveStatisticsQuery,
        response: { 200: ZLeaveStatistics, ...errors },
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
        querystring: ZLedgerQuery,
        response: { 200: ZLedgerMine, ...errors },
      },
    },
    (request) => ledger.mine(deps, requireAuth(request), request.query),
  );

  app.get(
    '/sabbatical-log/sabbatical-log-all',
    {
      schema: {
        tags,
        summary: "HR and administrators: everybody's ledger",
        querystring: ZLedgerAllQuery,
        response: { 200: ZLedgerAll, ...errors },
      },
    },
    (request) => ledger.everybody(deps, requireAuth(request), request.query),
  );

  app.post(
    '/sabbatical-log/adjust',
    {
      schema: {
        tags,
        summary: "HR and administrators: adjust an employee's balance by whole or half days, with a note",
        body: ZLedgerAdjust,
        response: { 200: ZLedgerAdjusted, ...errors },
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
        querystring: ZTeamCalendarQuery,
        response: { 200: ZTeamCalendar, ...errors },
      },
    },
    (request) => ledger.teamCalendar(deps, requireAuth(request), request.query),
  );
};
