import {
  ZDelegateCandidates,
  ZDelegateSearch,
  ZDelegation,
  ZDelegationInput,
  ZDelegations,
  ZErrorBody,
  ZIdParam,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import {
  cancelDelegation,
  createDelegation,
  type DelegationDeps,
  delegateCandidates,
  delegationDetail,
  listDelegations,
} from './delegations.service';

const tags = ['delegations'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };

export const delegationRoutes: FastifyPluginAsyncZod<DelegationDeps> = async (app, deps) => {
  app.get(
    '/delegations',
    {
      schema: {
        tags,
        summary: 'My delegations: those I made (while I am away) and those naming me',
        response: { 200: ZDelegations, ...errors },
      },
    },
    (request) => listDelegations(deps, requireAuth(request)),
  );

  app.get(
    '/delegations/candidates',
    {
      schema: {
        tags,
        summary: 'People I may name as my delegate (working here, not me), by name or code',
        querystring: ZDelegateSearch,
        response: { 200: ZDelegateCandidates, ...errors },
      },
    },
    (request) => delegateCandidates(deps, requireAuth(request), request.query.q),
  );

  app.get(
    '/delegations/:id',
    {
      schema: {
        tags,
        summary: 'One delegation (its delegator, its delegate, or an administrator)',
        params: ZIdParam,
        response: { 200: ZDelegation, ...errors },
      },
    },
    (request) => delegationDetail(deps, requireAuth(request), request.params.id),
  );

  app.post(
    '/delegations',
    {
      schema: {
        tags,
        summary: 'Name my delegate from one day to another: my undecided approvals go to them',
        body: ZDelegationInput,
        response: { 200: ZDelegation, ...errors },
      },
    },
    (request) => createDelegation(deps, requireAuth(request), request.body),
  );

  app.post(
    '/delegations/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a delegation to come or running: its undecided approvals come back',
        params: ZIdParam,
        response: { 200: ZDelegation, ...errors },
      },
    },
    (request) => cancelDelegation(deps, requireAuth(request), request.params.id),
  );
};
