import {
  LEAVE_REASONS,
  ZApproveInput,
  ZBulkApprove,
  ZErrorBody,
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
import { requestRoutes } from '../requests/requests.routes';
import * as ledger from './leave.ledger';
import type { LeaveDeps } from './leave.service';
import * as svc from './leave.service';

const tags = ['sabbatical'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };

export const leaveRoutes: FastifyPluginAsyncZod<LeaveDeps> = async (app, deps) => {
  app.get(
    '/sabbatical-leave-request/get-commons',
    {
      schema: {
        tags,
        summary: 'Form data: reasons, types, approvers, my balance',
        response: { 200: ZLeaveCommons, ...errors },
      },
    },
    (request) => svc.formData(deps, requireAuth(request)),
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

  requestRoutes(app, deps, svc.leave, {
    tags,
    errors,
    one: { wrap: (item) => ({ sabbaticalLeaveRequest: item }), response: ZLeaveOne },
    mine: {
      path: '/sabbatical-leave-request',
      summary: 'My leave requests',
      query: ZLeaveListQuery,
      response: ZLeaveList,
      key: 'sabbaticalLeaveRequests',
      total: 'countSabbaticalRequest',
      more: async (me) => {
        const [byStatus, approver] = await Promise.all([
          svc.leave.statusCounts(deps.db, me.employeeId),
          ledger.approvesLeave(deps.db, me.employeeId),
        ]);
        return { ruleJob: approver, listSabbaticalRequest: byStatus, commonReasons: [...LEAVE_REASONS] };
      },
    },
    approval: {
      path: '/sabbatical-leave-request/approval',
      summary: 'Leave requests on which I am an approver (approveStatus 1: waiting for me)',
      query: ZLeaveApprovalQuery,
      response: ZLeaveApprovalList,
      key: 'sabbaticalLeaveRequests',
      total: 'countSabbaticalRequest',
    },
    showApproval: {
      path: '/sabbatical-leave-request/show-approval/:id',
      summary: 'A leave request with whether I may act on it now',
      response: ZLeaveShowApproval,
    },
    bulkApprove: {
      path: '/sabbatical-leave-request/approve/list-request',
      summary: 'Bulk approve',
      body: ZBulkApprove,
    },
    decide: {
      path: '/sabbatical-leave-request/approve/:id',
      summary: 'Approve (2) or reject (3, comment required); an approved type 1 deducts the balance',
      body: ZApproveInput,
      decision: (body) => ({
        decision: body.status === 2 ? 'approve' : 'reject',
        comment: body.comment ?? null,
      }),
    },
    cancelApproval: {
      path: '/sabbatical-leave-request/cancel-approval/:id',
      summary: 'Cancel my approval while no later level has acted (a deduction is restored)',
    },
    detail: { path: '/sabbatical-leave-request/show/:id', summary: 'One leave request' },
    edit: {
      path: '/sabbatical-leave-request/:id/edit',
      summary: 'Edit data',
      response: ZLeaveEdit,
      data: (me) => svc.formData(deps, me),
    },
    create: { path: '/sabbatical-leave-request', summary: 'Create a leave request', body: ZLeaveInput },
    update: {
      path: '/sabbatical-leave-request/update/:id',
      summary: 'Update while pending and nobody has acted (starts over)',
      body: ZLeaveInput,
    },
    remove: {
      path: '/sabbatical-leave-request/request/:id',
      summary: 'Delete while pending and nobody has acted',
    },
  });

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
