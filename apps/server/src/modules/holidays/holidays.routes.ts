import {
  ZDeleted,
  ZErrorBody,
  ZHoliday,
  ZHolidayChange,
  ZHolidayInput,
  ZHolidayQuery,
  ZIdParam,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import * as svc from './holidays.service';

const tags = ['holidays'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };

/** Company holidays: everyone reads their calendar; administrators edit it (audited). */
export const holidayRoutes: FastifyPluginAsyncZod<svc.HolidayDeps> = async (app, deps) => {
  app.get(
    '/holidays',
    {
      schema: {
        tags,
        summary: "A company's holidays of a year (default: your company, this year)",
        querystring: ZHolidayQuery,
        response: { 200: z.object({ holidays: z.array(ZHoliday) }), ...errors },
      },
    },
    (request) => svc.list(deps, requireAuth(request), request.query),
  );

  app.post(
    '/holidays',
    {
      schema: {
        tags,
        summary: 'Administrators: add a holiday',
        body: ZHolidayInput,
        response: { 200: ZHoliday, ...errors },
      },
    },
    (request) => svc.create(deps, requireAuth(request), request.body),
  );

  app.put(
    '/holidays/:id',
    {
      schema: {
        tags,
        summary: 'Administrators: move or rename a holiday',
        params: ZIdParam,
        body: ZHolidayChange,
        response: { 200: ZHoliday, ...errors },
      },
    },
    (request) => svc.update(deps, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/holidays/:id',
    {
      schema: {
        tags,
        summary: 'Administrators: remove a holiday',
        params: ZIdParam,
        response: { 200: ZDeleted, ...errors },
      },
    },
    async (request) => {
      await svc.remove(deps, requireAuth(request), request.params.id);
      return { message: 'Deleted.' };
    },
  );
};
