import {
  ZErrorBody,
  ZMonthClose,
  ZMonthCloseLock,
  ZMonthCloseQuery,
  ZMonthCloseTarget,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_TYPE } from '../../files/xlsx';
import { requireAuth } from '../../plugins/auth';
import { payrollXlsx } from './month-close.export';
import { type MonthCloseDeps, monthClose, payrollLines, remindOpen, setLocked } from './month-close.service';

const tags = ['month close'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };

export const monthCloseRoutes: FastifyPluginAsyncZod<MonthCloseDeps> = async (app, deps) => {
  app.get(
    '/month-close',
    {
      schema: {
        tags,
        summary:
          "Administrators: a company's month: who has not submitted, pending requests and with whom, corrections in flight",
        querystring: ZMonthCloseQuery,
        response: { 200: ZMonthClose, ...errors },
      },
    },
    (request) => monthClose(deps, requireAuth(request), request.query),
  );

  app.post(
    '/month-close/remind',
    {
      schema: {
        tags,
        summary: 'Administrators: remind everyone who has not submitted the month (at most once a day each)',
        body: ZMonthCloseTarget,
        response: { 200: z.object({ reminded: z.number().int() }), ...errors },
      },
    },
    (request) => remindOpen(deps, requireAuth(request), request.body),
  );

  app.post(
    '/month-close/lock',
    {
      schema: {
        tags,
        summary: 'Administrators: lock (submit) or reopen the month for chosen people of the company',
        body: ZMonthCloseLock,
        response: { 200: z.object({ changed: z.number().int() }), ...errors },
      },
    },
    (request) => setLocked(deps, requireAuth(request), request.body),
  );

  app.get(
    '/month-close/payroll',
    {
      schema: {
        tags,
        summary: "Administrators: the month's payroll XLSX, one row per person (minutes) and a TOTAL row",
        querystring: ZMonthCloseTarget.extend({ company_id: z.coerce.number().int().min(1).max(4) }),
        response: errors,
      },
    },
    async (request, reply) => {
      const { month, company_id } = request.query;
      const { lines, total } = await payrollLines(deps, requireAuth(request), { month, company_id });
      const body = await payrollXlsx(lines, total);
      return (
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="payroll_${company_id}_${month}.xlsx"`)
          // A file: Fastify sends Buffers as they are.
          .send(body as never)
      );
    },
  );
};
