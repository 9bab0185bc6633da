import { ZApproverContext, ZApproverContextQuery, ZErrorBody } from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { approverContext, type ContextDeps } from './context';

export const approverContextRoutes: FastifyPluginAsyncZod<ContextDeps> = async (app, deps) => {
  app.get(
    '/approver-context',
    {
      schema: {
        tags: ['approvals'],
        summary:
          "Beside a request: who else in the requester's team is away or on overtime on its days, and for leave the balance after approval (its approvers and administrators)",
        querystring: ZApproverContextQuery,
        response: {
          200: ZApproverContext,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          422: ZErrorBody,
        },
      },
    },
    (request) => approverContext(deps, requireAuth(request), request.query.kind, request.query.id),
  );
};
