import {
  ZAssignablePositions,
  ZErrorBody,
  ZIdParam,
  ZShortLeaveDecision,
  ZShortLeaveInput,
  ZShortLeaveList,
  ZShortLeaveOne,
  ZShortLeaveQuery,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import type { ShortLeaveDeps } from './short-leave';
import * as svc from './short-leave';

const tags = ['short-leave'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };

export const shortLeaveRoutes: FastifyPluginAsyncZod<ShortLeaveDeps> = async (app, deps) => {
  app.get(
    '/short-leave-requests',
    {
      schema: {
        tags,
        summary: 'My short leave requests',
        querystring: ZShortLeaveQuery,
        response: { 200: ZShortLeaveList, ...errors },
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
        querystring: ZShortLeaveQuery,
        response: { 200: ZShortLeaveList, ...errors },
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
        response: { 200: ZAssignablePositions, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await svc.assignable(deps.db, requireAuth(request)),
    }),
  );

  app.post(
    '/short-leave-requests',
    {
      schema: {
        tags,
        summary: 'Create: {request_date, leave_type late|early, reason, assigned_staff, time_off minutes}',
        body: ZShortLeaveInput,
        response: { 200: ZShortLeaveOne, ...errors },
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
      params: ZIdParam,
      body: ZShortLeaveInput,
      response: { 200: ZShortLeaveOne, ...errors },
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
        params: ZIdParam,
        body: ZShortLeaveDecision,
        response: { 200: ZShortLeaveOne, ...errors },
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
