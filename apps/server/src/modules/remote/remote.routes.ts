import {
  paginationOf,
  ZErrorBody,
  ZRemoteApprovalQuery,
  ZRemoteCreateData,
  ZRemoteDecision,
  ZRemoteEditData,
  ZRemoteInput,
  ZRemoteList,
  ZRemoteListQuery,
  ZRemoteManage,
  ZRemoteManageQuery,
  ZRemoteOne,
  ZRemoteShowApproval,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireAuth } from '../../plugins/auth';
import { requestRoutes } from '../requests/requests.routes';
import { formData, type RemoteDeps, remote as svc } from './remote.service';

const tags = ['remote'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };

export const remoteRoutes: FastifyPluginAsyncZod<RemoteDeps> = async (app, deps) => {
  app.get(
    '/remote/manage',
    {
      schema: {
        tags,
        summary: "Administrators: everybody's remote requests",
        querystring: ZRemoteManageQuery,
        response: { 200: ZRemoteManage, ...errors },
      },
    },
    async (request) => {
      const me = requireAdmin(requireAuth(request));
      const q = request.query;
      const { items, total } = await svc.page(deps, me, svc.everyone(), q);
      return {
        remoteRequests: {
          data: items,
          ...paginationOf(total, q.page, q.per_page, '/api/remote/manage'),
        },
      };
    },
  );

  app.get(
    '/remote/create',
    {
      schema: {
        tags,
        summary: 'Create data: me and the approver lists (level 2 empty: no second approver)',
        response: { 200: ZRemoteCreateData, ...errors },
      },
    },
    async (request) => {
      const { raw: _raw, ...data } = await formData(deps.db, requireAuth(request));
      return data;
    },
  );

  requestRoutes(app, deps, svc, {
    tags,
    errors,
    one: { wrap: (item) => ({ remoteRequest: item }), response: ZRemoteOne },
    mine: {
      path: '/remote',
      summary: 'My remote requests',
      query: ZRemoteListQuery,
      response: ZRemoteList,
      key: 'remoteRequests',
      total: 'countRemoteRequest',
    },
    approval: {
      path: '/remote/approval',
      summary: 'Remote requests on which I am an approver (approveStatus 1: waiting for me)',
      query: ZRemoteApprovalQuery,
      response: ZRemoteList,
      key: 'remoteRequests',
      total: 'countRemoteRequest',
    },
    showApproval: {
      path: '/remote/:id/show-approval',
      summary: 'A remote request with whether I may act on it now',
      response: ZRemoteShowApproval,
    },
    decide: {
      path: '/remote/approve/:id',
      summary: 'Approve (2) or reject (3); a note (reason) is required',
      body: ZRemoteDecision.extend({ id: z.coerce.number().int().optional() }),
      decision: (body) => ({ decision: body.status === 2 ? 'approve' : 'reject', comment: body.reason }),
    },
    cancelApproval: {
      path: '/remote/cancel-approval/:id',
      summary: 'Cancel my approval while no later level has acted',
    },
    detail: { path: '/remote/:id', summary: 'One remote request' },
    edit: {
      path: '/remote/:id/edit',
      summary: 'Edit data: the request, me and the approver lists',
      response: ZRemoteEditData,
      data: async (me) => {
        const { employee, level1, level2 } = await formData(deps.db, me);
        return { employee, level1, level2 };
      },
    },
    create: { path: '/remote', summary: 'Create a remote request', body: ZRemoteInput },
    update: {
      path: '/remote/:id',
      methods: ['POST', 'PUT'],
      summary: 'Update while pending (starts the approvals over)',
      body: ZRemoteInput,
    },
    remove: { path: '/remote/:id', summary: 'Delete a pending request nobody has acted on' },
  });
};
