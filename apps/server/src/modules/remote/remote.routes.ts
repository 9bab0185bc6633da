import {
  DEFAULT_PAGE_SIZE,
  paginationOf,
  ZDate,
  ZErrorBody,
  ZMonth,
  ZRemoteDecision,
  ZRemoteInput,
  ZRemoteItem,
  zPaginated,
} from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireAuth } from '../../plugins/auth';
import { candidates, employeeOf, type RemoteDeps, remote as svc } from './remote.service';

const tags = ['remote'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZNamed = z.array(z.object({ id: z.number().int(), name: z.string() }));
const ZEmployee = z.object({ id: z.number().int(), employee_code: z.string(), name: z.string() });
const ZOne = z.object({ remoteRequest: ZRemoteItem });
const ZPage = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
  status: z.coerce.number().int().min(1).max(3).optional(),
  month: ZMonth.optional(),
  start_date: ZDate.optional(),
  end_date: ZDate.optional(),
});
const ZList = z.object({ remoteRequests: zPaginated(ZRemoteItem), countRemoteRequest: z.number().int() });

export const remoteRoutes: FastifyPluginAsyncZod<RemoteDeps> = async (app, deps) => {
  app.get(
    '/remote',
    {
      schema: {
        tags,
        summary: 'My remote requests',
        querystring: ZPage,
        response: { 200: ZList, ...errors },
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
        querystring: ZPage.extend({
          employee_info: z.string().trim().max(120).optional(),
          approveStatus: z.coerce.number().int().min(1).max(3).optional(),
        }),
        response: { 200: ZList, ...errors },
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
        querystring: ZPage.extend({
          employee_info: z.string().trim().max(120).optional(),
          company_code: z.string().max(40).optional(),
          division_code: z.string().max(40).optional(),
          foot_code: z.string().max(40).optional(),
        }),
        response: { 200: z.object({ remoteRequests: zPaginated(ZRemoteItem) }), ...errors },
      },
    },
    async (request) => {
      const me = requireAdmin(requireAuth(request));
      const q = request.query;
      const { items, total } = await svc.page(deps, me, sql`true`, q);
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
        response: {
          200: z.object({
            employee: ZEmployee,
            projectManagers: ZNamed,
            managers: ZNamed,
            level1: ZNamed,
            level2: ZNamed,
          }),
          ...errors,
        },
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
        params: ZId,
        body: ZRemoteDecision.extend({ id: z.coerce.number().int().optional() }),
        response: { 200: ZOne, ...errors },
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
    { schema: { tags, summary: 'One remote request', params: ZId, response: { 200: ZOne, ...errors } } },
    async (request) => ({ remoteRequest: await svc.detail(deps, requireAuth(request), request.params.id) }),
  );

  app.get(
    '/remote/:id/show-approval',
    {
      schema: {
        tags,
        summary: 'A remote request with whether I may act on it now',
        params: ZId,
        response: { 200: ZOne.extend({ can_approve: z.boolean() }), ...errors },
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
        params: ZId,
        response: { 200: ZOne.extend({ employee: ZEmployee, level1: ZNamed, level2: ZNamed }), ...errors },
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
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => ({ remoteRequest: await svc.create(deps, requireAuth(request), request.body) }),
  );

  const updateOptions = {
    schema: {
      tags,
      summary: 'Update while pending (starts the approvals over)',
      params: ZId,
      body: ZRemoteInput,
      response: { 200: ZOne, ...errors },
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
        params: ZId,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await svc.remove(deps, requireAuth(request), request.params.id);
      return { message: 'Deleted.' };
    },
  );
};
