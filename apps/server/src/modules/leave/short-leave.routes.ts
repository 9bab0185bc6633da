import {
  ZAssignablePositions,
  ZErrorBody,
  ZShortLeaveDecision,
  ZShortLeaveInput,
  ZShortLeaveList,
  ZShortLeaveOne,
  ZShortLeaveQuery,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { requestRoutes } from '../requests/requests.routes';
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

  requestRoutes(app, deps, svc.shortLeave, {
    tags,
    errors,
    one: { wrap: (item) => ({ status: 'success' as const, data: item }), response: ZShortLeaveOne },
    decide: {
      path: '/short-leave-requests/:id/approve',
      summary:
        'An assignee decides: approve (2) or reject (3, comment required); the first decision settles it',
      body: ZShortLeaveDecision,
      decision: (body) => ({ decision: body.status, comment: body.comment ?? null }),
    },
    create: {
      path: '/short-leave-requests',
      summary: 'Create: {request_date, leave_type late|early, reason, assigned_staff, time_off minutes}',
      body: ZShortLeaveInput,
    },
    update: {
      path: '/short-leave-requests/:id',
      methods: ['POST', 'PUT'],
      summary: 'Update my pending short leave (fresh assignees)',
      body: ZShortLeaveInput,
    },
  });
};
