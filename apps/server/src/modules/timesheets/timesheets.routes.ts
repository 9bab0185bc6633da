import {
  IMPORT_MAX_BYTES,
  paginationOf,
  ZAdminTimesheetsQuery,
  ZCheckInNetworks,
  ZCheckInNetworksInput,
  ZCheckInNetworksQuery,
  ZDashboard,
  ZErrorBody,
  ZMonth,
  ZMonthBody,
  ZTimesheetCreate,
  ZTimesheetEdit,
  ZTimesheetRow,
  ZTotalRequests,
  ZUserTimesheets,
  ZUserTimesheetsQuery,
  zPaginated,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, multipartFailure } from '../../errors';
import { XLSX_TYPE } from '../../files/xlsx';
import { requireAdmin, requireAuth } from '../../plugins/auth';
import { type ArrayWriter, arrayWriter, type ListWriter, listWriter } from '../requests/list-json';
import { toXlsx } from './timesheets.export';
import { importAttendance } from './timesheets.import';
import type { TimesheetDeps } from './timesheets.service';
import * as ts from './timesheets.service';

const ZRowOut = z.object({ timeSheet: ZTimesheetRow });
const ZAdminRow = ZTimesheetRow.extend({
  employee: z.object({
    id: z.number().int(),
    employee_code: z.string(),
    name: z.string(),
    company_code: z.string(),
    division_name: z.string().nullable(),
    foot_name: z.string().nullable(),
  }),
});
const ZPage = zPaginated(ZAdminRow);
const ZAdminPage = z.object({ timeSheets: ZPage });
const ZMessage = z.object({ message: z.string() });
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };
const tags = ['timesheets'];
/** The type Fastify gives the answers its serializer writes. */
const JSON_TYPE = 'application/json; charset=utf-8';

export const timesheetRoutes: FastifyPluginAsyncZod<TimesheetDeps> = async (app, deps) => {
  /** The admin list's page writer, built at its first answer (null: the schema has another shape). */
  let adminPage: ListWriter | null | undefined;
  /**
   * The own days' and the dashboard's writers, likewise: their rows, kept while their inputs hold
   * (`employeeRange` in timesheets.service.ts), keep their bytes, and an answer is written once.
   */
  let ownDays: ArrayWriter | null | undefined;
  let dashboardDays: ArrayWriter | null | undefined;
  app.post(
    '/user/timesheets/checkin',
    {
      schema: {
        tags,
        summary:
          "Check in now (once a day, company time zone); 4310 when already in, 4380 outside the company's check-in networks",
        response: { 200: ZRowOut, ...errors },
      },
    },
    async (request) => ({ timeSheet: await ts.checkIn(deps, requireAuth(request), request.ip) }),
  );

  app.get(
    '/timesheets/check-in-networks',
    {
      schema: {
        tags,
        summary: "Administrators: a company's check-in networks (empty: anywhere), and your own address",
        querystring: ZCheckInNetworksQuery,
        response: { 200: ZCheckInNetworks, ...errors },
      },
    },
    (request) => ts.checkInRules(deps, requireAuth(request), request.query.company_id, request.ip),
  );

  app.put(
    '/timesheets/check-in-networks',
    {
      schema: {
        tags,
        summary: "Administrators: replace a company's check-in networks (audited)",
        body: ZCheckInNetworksInput,
        response: { 200: ZCheckInNetworks, ...errors },
      },
    },
    (request) => ts.setCheckInRules(deps, requireAuth(request), request.body, request.ip),
  );

  app.post(
    '/user/timesheets/checkout',
    {
      schema: {
        tags,
        summary: 'Check out now (repeatable, the last counts); 4311 before a check-in',
        response: { 200: ZRowOut, ...errors },
      },
    },
    async (request) => ({ timeSheet: await ts.checkOut(deps, requireAuth(request)) }),
  );

  app.get(
    '/user/timesheets/today',
    {
      schema: {
        tags,
        summary: "Today's row with the server time",
        response: { 200: ZRowOut.extend({ server_time: z.string(), time_zone: z.string() }), ...errors },
      },
    },
    (request) => ts.today(deps, requireAuth(request)),
  );

  app.get(
    '/user/timesheets',
    {
      schema: {
        tags,
        summary: 'Every day of a month (or a date range) with the computed columns',
        querystring: ZUserTimesheetsQuery,
        response: { 200: ZUserTimesheets, ...errors },
      },
      // Today's row counts the time so far, to the minute.
      config: { readCache: 'minute' },
    },
    async (request, reply) => {
      const answer = await ts.myDays(deps, requireAuth(request), request.query);
      if (ownDays === undefined) ownDays = arrayWriter(ZUserTimesheets, 'timeSheets');
      if (!ownDays) return answer;
      // Bytes, not the object the schema describes: Fastify sends Buffers as they are.
      return reply.type(JSON_TYPE).send(ownDays.write(answer, answer.timeSheets) as never);
    },
  );

  app.get(
    '/timesheets',
    {
      schema: {
        tags,
        summary:
          'Administrators: every employee and day of a range, paged over (employee, day); export=1 gives an XLSX',
        querystring: ZAdminTimesheetsQuery,
        response: { 200: ZAdminPage, ...errors },
      },
    },
    async (request, reply) => {
      const me = requireAuth(request);
      const q = request.query;
      if (q.export === '1') {
        const { from, to, rows } = await ts.adminExportRows(deps, me, q);
        const body = await toXlsx(rows);
        return (
          reply
            .header('content-type', XLSX_TYPE)
            .header('content-disposition', `attachment; filename="timesheets_${from}_${to}.xlsx"`)
            // A file, not the JSON the schema describes: Fastify sends Buffers as they are.
            .send(body as never)
        );
      }
      const { data, total } = await ts.adminList(deps, me, q);
      // Written row by row into one Buffer (`listWriter`), as the route's serializer would write it.
      if (adminPage === undefined) adminPage = listWriter(ZAdminPage, 'timeSheets');
      const pagination = paginationOf(total, q.page, q.per_page, '/api/timesheets');
      if (!adminPage) return { timeSheets: { data, ...pagination } };
      // Bytes, not the object the schema describes: Fastify sends Buffers as they are.
      return reply
        .type(JSON_TYPE)
        .send(adminPage.write({ timeSheets: pagination }, data, { keep: false }) as never);
    },
  );

  app.post(
    '/timesheets',
    {
      schema: {
        tags,
        summary: 'Administrators: create a missing day (audited)',
        body: ZTimesheetCreate,
        response: { 200: ZRowOut, ...errors },
      },
    },
    async (request) => ({
      timeSheet: await ts.adminCreate(deps, requireAuth(request), request.body),
    }),
  );

  app.put(
    '/timesheets/:id',
    {
      schema: {
        tags,
        summary: "Administrators: correct a day's times (audited); 4316 in a submitted month",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: ZTimesheetEdit,
        response: { 200: ZRowOut, ...errors },
      },
    },
    async (request) => ({
      timeSheet: await ts.adminEdit(deps, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/timesheets/import',
    {
      schema: {
        tags,
        summary:
          'Administrators: import attendance (CSV or XLSX, header employee_code,date,check_in,check_out); all or nothing',
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({
            imported: z.number().int(),
            created: z.number().int(),
            updated: z.number().int(),
            unchanged: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      requireAdmin(me);
      if (!request.isMultipart()) throw new AppError(4150);
      // A body the multipart reader cannot finish (cut short, no boundary) is the client's fault.
      const buffer = await (async () => {
        const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
        return file ? await file.toBuffer() : null;
      })().catch((e: unknown) => {
        throw multipartFailure(e);
      });
      if (!buffer)
        throw new AppError(4220, { errors: { file: [{ rule: 'required', message: 'Choose a file.' }] } });
      return importAttendance(deps, me.employeeId, buffer);
    },
  );

  app.get(
    '/timesheet-dashboard',
    {
      schema: {
        tags,
        summary: 'Dashboard figures of a month',
        querystring: z.object({ month: ZMonth }),
        response: { 200: ZDashboard, ...errors },
      },
      // Today's figures count the time so far, to the minute.
      config: { readCache: 'minute' },
    },
    async (request, reply) => {
      const answer = await ts.dashboard(deps, requireAuth(request), request.query.month);
      if (dashboardDays === undefined) dashboardDays = arrayWriter(ZDashboard, 'timeSheets');
      if (!dashboardDays) return answer;
      return reply.type(JSON_TYPE).send(dashboardDays.write(answer, answer.timeSheets) as never);
    },
  );

  app.get(
    '/timesheet-dashboard/total-requests',
    {
      schema: {
        tags,
        summary: 'Request counts per kind and status (1 pending, 2 approved, 3 rejected)',
        querystring: z.object({ month: ZMonth }),
        response: { 200: ZTotalRequests, ...errors },
      },
    },
    (request) => ts.totalRequests(deps, requireAuth(request), request.query.month),
  );

  app.post(
    '/submit-timesheets',
    {
      schema: {
        tags,
        summary:
          'Submit (lock) a month: 1st-5th of the next month; administrators with company_id at any time',
        body: ZMonthBody,
        response: { 200: ZMessage.extend({ employees: z.number().int() }), ...errors },
      },
    },
    async (request) => ({
      message: 'Submitted.',
      employees: await ts.submitMonth(deps, requireAuth(request), request.body),
    }),
  );

  app.post(
    '/unsubmit-timesheets',
    {
      schema: {
        tags,
        summary: 'Reopen a submitted month (same window and rights as submitting)',
        body: ZMonthBody,
        response: { 200: ZMessage.extend({ employees: z.number().int() }), ...errors },
      },
    },
    async (request) => ({
      message: 'Reopened.',
      employees: await ts.unsubmitMonth(deps, requireAuth(request), request.body),
    }),
  );

  app.post(
    '/compensation-timesheet',
    {
      schema: {
        tags,
        summary: "Cover the month's shortfall with its overtime (1st-5th of the next month)",
        body: z.object({ month: ZMonth }),
        response: { 200: z.object({ totalCompensation: z.number().int() }), ...errors },
      },
    },
    (request) => ts.compensate(deps, requireAuth(request), request.body.month),
  );
};
