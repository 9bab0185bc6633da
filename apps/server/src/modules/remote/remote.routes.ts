import {
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
import { approveOrReject, requestRoutes } from '../requests/requests.routes';
import { formData, type RemoteDeps, remote as svc } from './remote.service';

export const remoteRoutes: FastifyPluginAsyncZod<RemoteDeps> = async (app, deps) => {
  const route = requestRoutes(app, deps, svc, {
    base: '/remote',
    paths: { showApproval: '/remote/:id/show-approval' },
    tags: ['remote'],
    one: { wrap: (item) => ({ remoteRequest: item }), response: ZRemoteOne },
    total: 'countRemoteRequest',
    mine: {
      summary: 'My remote requests',
      query: ZRemoteListQuery,
      response: ZRemoteList,
      key: 'remoteRequests',
    },
    approval: {
      summary: 'Remote requests on which I am an approver (approveStatus 1: waiting for me)',
      query: ZRemoteApprovalQuery,
      response: ZRemoteList,
      key: 'remoteRequests',
    },
    manage: {
      summary: "Administrators: everybody's remote requests",
      query: ZRemoteManageQuery,
      response: ZRemoteManage,
      key: 'remoteRequests',
    },
    showApproval: {
      summary: 'A remote request with whether I may act on it now',
      response: ZRemoteShowApproval,
    },
    decide: {
      summary: 'Approve (2) or reject (3); a note (reason) is required',
      body: ZRemoteDecision.extend({ id: z.coerce.number().int().optional() }),
      decision: (body) => approveOrReject({ status: body.status, comment: body.reason }),
    },
    cancelApproval: { summary: 'Cancel my approval while no later level has acted' },
    detail: { summary: 'One remote request' },
    edit: {
      summary: 'Edit data: the request, me and the approver lists',
      response: ZRemoteEditData,
      data: async (me) => {
        const { employee, level1, level2 } = await formData(deps.db, me, deps.now());
        return { employee, level1, level2 };
      },
    },
    create: { summary: 'Create a remote request', body: ZRemoteInput },
    update: {
      summary: 'Update while pending (starts the approvals over)',
      body: ZRemoteInput,
      methods: ['POST', 'PUT'],
    },
    remove: { summary: 'Delete a pending request nobody has acted on' },
  });

  route.get(
    '/remote/create',
    {
      summary: 'Create data: me and the approver lists (level 2 empty: no second approver)',
      response: ZRemoteCreateData,
    },
    async (me) => {
      const { raw: _raw, ...data } = await formData(deps.db, me, deps.now());
      return data;
    },
  );
};
