import {
  paginationOf,
  ZDeleted,
  ZErrorBody,
  ZIdParam,
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
import { candidates, employeeOf, type RemoteDeps, remote as svc } from './remote.service';

const tags = ['remote'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };

export const remoteRoutes: FastifyPluginAsyncZod<RemoteDeps> = async (app, deps) => {
  app.get(
    '/remote',
    {
      schema: {
        tags,
        summary: 'My remote requests',
        querystring: ZRemoteListQuery,
        response: { 200: ZRemoteList, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const q = request.query;
      const { items, total } = await svc.page(deps, me, svc.mine(me), q);
      return {
        remoteRequests: {
          data: items,
          ...paginationOf(total, q.page, q.per_page, '/api/remote'),
        },
        countRemoteRequest: total,
      };
    },
  );

  app.get(
    '/remote/approval',
    {
      schema: {
        tags,
        summary: 'Remote requests on which I am an approver (approveStatus 1: waiting for me)',
        querystring: ZRemoteApprovalQuery,
        response: { 200: ZRemoteList, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const q = request.query;
      const [{ items, total }, waiting] = await Promise.all([
        svc.page(deps, me, svc.forApprover(me.employeeId, q.approveStatus), q),
        svc.countWaitingFor(deps.db, me.employeeId),
      ]);
      return {
        remoteRequests: {
          data: items,
          ...paginationOf(total, q.page, q.per_page, '/api/remote/approval'),
        },
        countRemoteRequest: waiting,
      };
    },
  );

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
      const me = requireAuth(request);
      const [employee, c] = await Promise.all([employeeOf(deps.db, me), candidates(deps.db, me)]);
      return {
        employee,
        projectManagers: c.projectManagers,
        managers: c.managers,
        level1: c.level1,
        level2: c.level2,
      };
    },
  );

  app.post(
    '/remote/approve/:id',
    {
      schema: {
        tags,
        summary: 'Approve (2) or reject (3); a note (reason) is required',
        params: ZIdParam,
        body: ZRemoteDecision.extend({ id: z.coerce.number().int().optional() }),
        response: { 200: ZRemoteOne, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const decision = request.body.status === 2 ? 'approve' : 'reject';
      await svc.act(deps, me, request.params.id, decision, request.body.reason);
      return { remoteRequest: await svc.detail(deps, me, request.params.id) };
    },
  );

  app.get(
    '/remote/:id',
    {
      schema: {
        tags,
        summary: 'One remote request',
        params: ZIdParam,
        response: { 200: ZRemoteOne, ...errors },
      },
    },
    async (request) => ({ remoteRequest: await svc.detail(deps, requireAuth(request), request.params.id) }),
  );

  app.get(
    '/remote/:id/show-approval',
    {
      schema: {
        tags,
        summary: 'A remote request with whether I may act on it now',
        params: ZIdParam,
        response: { 200: ZRemoteShowApproval, ...errors },
      },
    },
    async (request) => {
      const { item, can_approve } = await svc.showApproval(deps, requireAuth(request), request.params.id);
      return { remoteRequest: item, can_approve };
    },
  );

  app.get(
    '/remote/:id/edit',
    {
      schema: {
        tags,
        summary: 'Edit data: the request, me and the approver lists',
        params: ZIdParam,
        response: { 200: ZRemoteEditData, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const [item, employee, c] = await Promise.all([
        svc.detail(deps, me, request.params.id),
        employeeOf(deps.db, me),
        candidates(deps.db, me),
      ]);
      return { remoteRequest: item, employee, level1: c.level1, level2: c.level2 };
    },
  );

  app.post(
    '/remote',
    {
      schema: {
        tags,
        summary: 'Create a remote request',
        body: ZRemoteInput,
        response: { 200: ZRemoteOne, ...errors },
      },
    },
    async (request) => ({ remoteRequest: await svc.create(deps, requireAuth(request), request.body) }),
  );

  const updateOptions = {
    schema: {
      tags,
      summary: 'Update while pending (starts the approvals over)',
      params: ZIdParam,
      body: ZRemoteInput,
      response: { 200: ZRemoteOne, ...errors },
    },
  };
  app.post('/remote/:id', updateOptions, async (request) => ({
    remoteRequest: await svc.update(deps, requireAuth(request), request.params.id, request.body),
  }));
  app.put('/remote/:id', updateOptions, async (request) => ({
    remoteRequest: await svc.update(deps, requireAuth(request), request.params.id, request.body),
  }));

  app.delete(
    '/remote/:id',
    {
      schema: {
        tags,
        summary: 'Delete a pending request nobody has acted on',
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
