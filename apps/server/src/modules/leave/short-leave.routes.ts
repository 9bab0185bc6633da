import {
  ZAssignablePositions,
  ZShortLeaveDecision,
  ZShortLeaveInput,
  ZShortLeaveList,
  ZShortLeaveOne,
  ZShortLeaveQuery,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestRoutes } from '../requests/requests.routes';
import type { ShortLeaveDeps } from './short-leave';
import * as svc from './short-leave';

export const shortLeaveRoutes: FastifyPluginAsyncZod<ShortLeaveDeps> = async (app, deps) => {
  const route = requestRoutes(app, deps, svc.shortLeave, {
    base: '/short-leave-requests',
    paths: { decide: '/short-leave-requests/:id/approve' },
    tags: ['short-leave'],
    one: { wrap: (item) => ({ status: 'success' as const, data: item }), response: ZShortLeaveOne },
    // Not in SPEC 7: a notification's link and the edit form read one request (docs/DECISIONS.md).
    detail: { summary: 'One short leave (mine, or one assigned to me)' },
    decide: {
      summary:
        'An assignee decides: approve (2) or reject (3, comment required); the first decision settles it',
      body: ZShortLeaveDecision,
      decision: (body) => ({ decision: body.status, comment: body.comment ?? null }),
    },
    create: {
      summary: 'Create: {request_date, leave_type late|early, reason, assigned_staff, time_off minutes}',
      body: ZShortLeaveInput,
    },
    update: {
      summary: 'Update my pending short leave (fresh assignees)',
      body: ZShortLeaveInput,
      methods: ['POST', 'PUT'],
    },
  });

  const list = { query: ZShortLeaveQuery, response: ZShortLeaveList };
  route.get('/short-leave-requests', { summary: 'My short leave requests', ...list }, (me, request) =>
    svc.list(deps, me, request.query, false, '/api/short-leave-requests'),
  );
  route.get(
    '/short-leave-requests/assign',
    { summary: 'Short leave assigned to me', ...list },
    (me, request) => svc.list(deps, me, request.query, true, '/api/short-leave-requests/assign'),
  );

  route.get(
    '/get-request-assignable-positions',
    {
      summary: 'Who I may assign a short leave to: my project managers and my superiors',
      response: ZAssignablePositions,
    },
    async (me) => ({ status: 'success' as const, data: await svc.assignable(deps.db, me, deps.now()) }),
  );
};
