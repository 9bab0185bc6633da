import {
  LEAVE_REASONS,
  ZApproveInput,
  ZBulkApprove,
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
  ZLeaveSummary,
  ZLeaveSummaryQuery,
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
import { XLSX_TYPE } from '../../files/xlsx';
import { approveOrReject, requestRoutes } from '../requests/requests.routes';
import { summaryXlsx } from './leave.export';
import * as ledger from './leave.ledger';
import type { LeaveDeps } from './leave.service';
import * as svc from './leave.service';

export const leaveRoutes: FastifyPluginAsyncZod<LeaveDeps> = async (app, deps) => {
  const route = requestRoutes(app, deps, svc.leave, {
    base: '/sabbatical-leave-request',
    paths: {
      detail: '/sabbatical-leave-request/show/:id',
      update: '/sabbatical-leave-request/update/:id',
      remove: '/sabbatical-leave-request/request/:id',
    },
    tags: ['sabbatical'],
    one: { wrap: (item) => ({ sabbaticalLeaveRequest: item }), response: ZLeaveOne },
    total: 'countSabbaticalRequest',
    mine: {
      summary: 'My leave requests',
      query: ZLeaveListQuery,
      response: ZLeaveList,
      key: 'sabbaticalLeaveRequests',
      more: async (me) => {
        const [byStatus, approver] = await Promise.all([
          svc.leave.statusCounts(deps.db, me.employeeId),
          ledger.approvesLeave(deps.db, me.employeeId),
        ]);
        return { ruleJob: approver, listSabbaticalRequest: byStatus, commonReasons: [...LEAVE_REASONS] };
      },
    },
    approval: {
      summary: 'Leave requests on which I am an approver (approveStatus 1: waiting for me)',
      query: ZLeaveApprovalQuery,
      response: ZLeaveApprovalList,
      key: 'sabbaticalLeaveRequests',
    },
    showApproval: {
      summary: 'A leave request with whether I may act on it now',
      response: ZLeaveShowApproval,
    },
    bulkApprove: { summary: 'Bulk approve', body: ZBulkApprove },
    decide: {
      summary: 'Approve (2) or reject (3, comment required); an approved type 1 deducts the balance',
      body: ZApproveInput,
      decision: approveOrReject,
    },
    cancelApproval: {
      summary: 'Cancel my approval while no later level has acted (a deduction is restored)',
    },
    detail: { summary: 'One leave request' },
    edit: { summary: 'Edit data', response: ZLeaveEdit, data: (me) => svc.formData(deps, me) },
    create: { summary: 'Create a leave request', body: ZLeaveInput },
    update: { summary: 'Update while pending and nobody has acted (starts over)', body: ZLeaveInput },
    remove: { summary: 'Delete while pending and nobody has acted' },
  });

  route.get(
    '/sabbatical-leave-request/get-commons',
    { summary: 'Form data: reasons, types, approvers, my balance', response: ZLeaveCommons },
    (me) => svc.formData(deps, me),
  );

  route.get(
    '/sabbatical-leave-request/get-calculate-day-leave',
    {
      summary: 'Office minutes and days of a span (weekends and company holidays excluded)',
      query: ZLeaveSpanQuery,
      response: ZLeaveCalculation,
    },
    (me, request) => svc.calculate(deps, me, request.query),
  );

  // ---- Balance, ledger and statistics ----

  route.get(
    '/sabbatical-days-off/get-count',
    { summary: 'My balance', response: ZLeaveBalance },
    async (me) => (await svc.balanceOf(deps.db, me.employeeId)).days,
  );

  route.get(
    '/sabbatical-days-off',
    {
      summary: 'My leave days by month and type, and the sources of my balance, for a year',
      query: ZLeaveStatisticsQuery,
      response: ZLeaveStatistics,
    },
    (me, request) => ledger.statistics(deps, me, request.query.year),
  );

  route.get(
    '/sabbatical-log/sabbatical-leave',
    {
      summary: 'My ledger, newest first, with the balance after each line',
      query: ZLedgerQuery,
      response: ZLedgerMine,
    },
    (me, request) => ledger.mine(deps, me, request.query),
  );

  route.get(
    '/sabbatical-log/sabbatical-log-all',
    { summary: "HR and administrators: everybody's ledger", query: ZLedgerAllQuery, response: ZLedgerAll },
    (me, request) => ledger.everybody(deps, me, request.query),
  );

  route.get(
    '/sabbatical-log/summary',
    {
      summary:
        'HR and administrators: one row per person (days accrued, adjusted, taken, pending, balance, available); export=1 gives an XLSX',
      query: ZLeaveSummaryQuery,
      response: ZLeaveSummary,
    },
    async (me, request, reply) => {
      if (request.query.export !== '1') return ledger.summary(deps, me, request.query);
      const body = await summaryXlsx(await ledger.summaryExport(deps, me, request.query));
      return (
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', 'attachment; filename="leave_balances.xlsx"')
          // A file, not the JSON the schema describes: Fastify sends Buffers as they are.
          .send(body as never)
      );
    },
  );

  route.post(
    '/sabbatical-log/adjust',
    {
      summary: "HR and administrators: adjust an employee's balance by whole or half days, with a note",
      body: ZLedgerAdjust,
      response: ZLedgerAdjusted,
    },
    (me, request) => ledger.adjust(deps, me, request.body),
  );

  route.get(
    '/team-calendar',
    {
      summary: 'Who is on leave or remote each day of a month (my foot, or a division or foot)',
      query: ZTeamCalendarQuery,
      response: ZTeamCalendar,
      readCache: 'day',
    },
    (me, request) => ledger.teamCalendar(deps, me, request.query),
  );
};
