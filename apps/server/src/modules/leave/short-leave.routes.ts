import {
  SHORT_LEAVE_TYPES,
  ZDate,
  ZErrorBody,
  ZShortLeaveDecision,
  ZShortLeaveInput,
  ZShortLeaveItem,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import type { ShortLeaveDeps } from './short-leave';
import * as svc from './short-leave';

const tags = ['short-leave'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZPagination = z.object({
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  last_page: z.number().int(),
  path: z.string(),
  current_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
const ZList = z.object({
  status: z.literal('success'),
  data: z.array(ZShortLeaveItem),
  pagination: ZPagination,
});
const ZOne = z.object({ status: z.literal('success'), data: ZShortLeaveItem });
const ZQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(200).default(10),
  current_page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  staff_id: z.coerce.number().int().positive().optional(),
  start_date: ZDate.optional(),
  end_date: ZDate.optional(),
  leave_type: z.enum(SHORT_LEAVE_TYPES).optional(),
  status: z.coerce.number().int().min(1).max(3).optional(),
  sort_column: z.enum(['request_date']).optional(),
  sort_by: z.enum(['asc', 'desc']).optional(),
});

export const shortLeaveRoutes: FastifyPluginAsyncZod<ShortLeaveDeps> = async (app, deps) => {
  app.get(
    '/short-leave-requests',
    {
      schema: {
        tags,
        summary: 'My short leave requests',
        querystring: ZQuery,
        response: { 200: ZList, ...errors },
      },
    },
    (request) => svc.list(deps, requireAuth(request), request.query, false, '/api/short-leave-requests'),
  );

  app.get(
    '/short-leave-requests/assign',
    {
      schema: {
        tags,
        summary: 'Short leave assigned to me',
        querystring: ZQuery,
        response: { 200: ZList, ...errors },
      },
    },
    (request) =>
      svc.list(deps, requireAuth(request), request.query, true, '/api/short-leave-requests/assign'),
  );

  app.get(
    '/get-request-assignable-positions',
    {
      schema: {
        tags,
        summary: 'Who I may assign a short leave to: my project managers and my superiors',
        response: {
          200: z.object({
            status: z.literal('success'),
            data: z.array(
              z.object({ id: z.number().int(), name: z.string(), role: z.enum(['project', 'manager']) }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: (await svc.assignable(deps.db, requireAuth(request))) as Array<{
        id: number;
        name: string;
        role: 'project' | 'manager';
      }>,
    }),
  );

  app.post(
    '/short-leave-requests',
    {
      schema: {
        tags,
        summary: 'Create: {request_date, leave_type late|early, reason, assigned_staff, time_off minutes}',
        body: ZShortLeaveInput,
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await svc.shortLeave.create(deps, requireAuth(request), request.body),
    }),
  );

  const updateOptions = {
    schema: {
      tags,
      summary: 'Update my pending short leave (fresh assignees)',
      params: ZId,
      body: ZShortLeaveInput,
      response: { 200: ZOne, ...errors },
    },
  };
  app.post('/short-leave-requests/:id', updateOptions, async (request) => ({
    status: 'success' as const,
    data: await svc.shortLeave.update(deps, requireAuth(request), request.params.id, request.body),
  }));
  app.put('/short-leave-requests/:id', updateOptions, async (request) => ({
    status: 'success' as const,
    data: await svc.shortLeave.update(deps, requireAuth(request), request.params.id, request.body),
  }));

  app.post(
    '/short-leave-requests/:id/approve',
    {
      schema: {
        tags,
        summary:
          'An assignee decides: approve (2) or reject (3, comment required); the first decision settles it',
        params: ZId,
        body: ZShortLeaveDecision,
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      await svc.shortLeave.act(
        deps,
        me,
        request.params.id,
        request.body.status,
        request.body.comment ?? null,
      );
      return { status: 'success' as const, data: await svc.shortLeave.detail(deps, me, request.params.id) };
    },
  );
};
