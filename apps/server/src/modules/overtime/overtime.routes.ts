import {
  DEFAULT_PAGE_SIZE,
  paginationOf,
  ZApproveInput,
  ZBulkApprove,
  ZDate,
  ZErrorBody,
  ZMonth,
  ZOvertimeInput,
  ZOvertimeItem,
  zPaginated,
} from '@staffhub/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireAuth } from '../../plugins/auth';
import { candidates, type OvertimeDeps, overtime as ot, projectsOf } from './overtime.service';

const tags = ['overtime'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZNamed = z.array(z.object({ id: z.number().int(), name: z.string() }));
const ZOne = z.object({ overTimeRequest: ZOvertimeItem });
const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
  status: z.coerce.number().int().min(1).max(3).optional(),
  month: ZMonth.optional(),
  approve_person: z.coerce.number().int().positive().optional(),
  sort_column: z.enum(['date', 'created_at', 'status']).optional(),
  sort_by: z.enum(['asc', 'desc']).optional(),
});
const ZApprovalQuery = ZListQuery.extend({
  employee_info: z.string().trim().max(120).optional(),
  position_id: z.coerce.number().int().positive().optional(),
  division_code: z.string().max(40).optional(),
  approveStatus: z.coerce.number().int().min(1).max(3).optional(),
});

export const overtimeRoutes: FastifyPluginAsyncZod<OvertimeDeps> = async (app, deps) => {
  app.get(
    '/overtime-requests',
    {
      schema: {
        tags,
        summary: 'My overtime requests',
        querystring: ZListQuery,
        response: {
          200: z.object({
            overTimeRequests: zPaginated(ZOvertimeItem),
            totalOverTimeRequest: z.number().int(),
            commonProjects: ZNamed,
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const q = request.query;
      // approve_person: only requests on which that employee is an approver.
      const scope = q.approve_person
        ? (and(ot.mine(me), ot.forApprover(q.approve_person)) as SQL)
        : ot.mine(me);
      const { items, total } = await ot.page(deps, me, scope, q);
      return {
        overTimeRequests: {
          data: items,
          ...paginationOf(total, q.page, q.per_page, '/api/overtime-requests'),
        },
        totalOverTimeRequest: total,
        commonProjects: await projectsOf(deps.db, me.employeeId),
      };
    },
  );

  app.get(
    '/overtime-requests/approval',
    {
      schema: {
        tags,
        summary: 'Overtime requests on which I am an approver (approveStatus 1: waiting for me)',
        querystring: ZApprovalQuery,
        response: {
          200: z.object({
            listOverTimeRequest: zPaginated(ZOvertimeItem),
            totalOverTimeRequest: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const q = request.query;
      const [{ items, total }, waiting] = await Promise.all([
        ot.page(deps, me, ot.forApprover(me.employeeId, q.approveStatus), q),
        ot.countWaitingFor(deps.db, me.employeeId),
      ]);
      return {
        listOverTimeRequest: {
          data: items,
          ...paginationOf(total, q.page, q.per_page, '/api/overtime-requests/approval'),
        },
        totalOverTimeRequest: waiting,
      };
    },
  );

  app.get(
    '/timesheets/requests',
    {
      schema: {
        tags: ['timesheets'],
        summary:
          'Administrators: requests that change timesheets (overtime; corrections join with their area)',
        querystring: ZListQuery.extend({
          start_date: ZDate.optional(),
          end_date: ZDate.optional(),
          company_code: z.string().max(40).optional(),
          foot_code: z.string().max(40).optional(),
          division_code: z.string().max(40).optional(),
          employee_info: z.string().trim().max(120).optional(),
        }),
        response: {
          200: z.object({
            timeSheetRequests: zPaginated(ZOvertimeItem.extend({ kind: z.literal('overtime') })),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const me = requireAdmin(requireAuth(request));
      const q = request.query;
      const { items, total } = await ot.page(deps, me, sql`true`, q);
      return {
        timeSheetRequests: {
          data: items.map((item) => ({ ...item, kind: 'overtime' as const })),
          ...paginationOf(total, q.page, q.per_page, '/api/timesheets/requests'),
        },
      };
    },
  );

  app.get(
    '/overtime-requests/get-project-employee',
    {
      schema: {
        tags,
        summary: 'Projects I belong to',
        response: { 200: z.object({ projects: ZNamed }), ...errors },
      },
    },
    async (request) => ({ projects: await projectsOf(deps.db, requireAuth(request).employeeId) }),
  );

  app.get(
    '/overtime-requests/get-approval-person',
    {
      schema: {
        tags,
        summary: 'Approver candidates for a project (or my superiors without one); first = default',
        querystring: z.object({ project_id: z.coerce.number().int().positive().optional() }),
        response: { 200: z.object({ level1: ZNamed, level2: ZNamed }), ...errors },
      },
    },
    async (request) => {
      const c = await candidates(deps.db, requireAuth(request), request.query.project_id ?? null);
      return { level1: c.level1, level2: c.level2 };
    },
  );

  app.get(
    '/overtime-requests/show-approval/:id',
    {
      schema: {
        tags,
        summary: 'A request with whether I may act on it now',
        params: ZId,
        response: {
          200: ZOne.extend({ can_approve: z.boolean(), my_level: z.number().int().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { item, can_approve, my_level } = await ot.showApproval(
        deps,
        requireAuth(request),
        request.params.id,
      );
      return { overTimeRequest: item, can_approve, my_level };
    },
  );

  app.post(
    '/overtime-requests/approve/list-request',
    {
      schema: {
        tags,
        summary: 'Bulk approve',
        body: ZBulkApprove,
        response: {
          200: z.object({
            approved: z.array(z.number().int()),
            failed: z.array(z.object({ id: z.number().int(), code: z.number().int() })),
          }),
          ...errors,
        },
      },
    },
    (request) => ot.bulkApprove(deps, requireAuth(request), request.body.ids, request.body.comment ?? null),
  );

  app.post(
    '/overtime-requests/approve/:id',
    {
      schema: {
        tags,
        summary: 'Approve (status 2) or reject (status 3, comment required)',
        params: ZId,
        body: ZApproveInput,
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      await ot.act(
        deps,
        me,
        request.params.id,
        request.body.status === 2 ? 'approve' : 'reject',
        request.body.comment ?? null,
      );
      return { overTimeRequest: await ot.detail(deps, me, request.params.id) };
    },
  );

  app.post(
    '/overtime-requests/cancel-approval/:id',
    {
      schema: {
        tags,
        summary: 'Cancel my approval while no later level has acted',
        params: ZId,
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      await ot.act(deps, me, request.params.id, 'cancel', null);
      return { overTimeRequest: await ot.detail(deps, me, request.params.id) };
    },
  );

  app.get(
    '/overtime-requests/:id',
    {
      schema: {
        tags,
        summary: 'One request (mine, or one I approve)',
        params: ZId,
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => ({ overTimeRequest: await ot.detail(deps, requireAuth(request), request.params.id) }),
  );

  app.get(
    '/overtime-requests/:id/edit',
    {
      schema: {
        tags,
        summary: 'Edit data: the request, my projects and the approver candidates',
        params: ZId,
        response: { 200: ZOne.extend({ projects: ZNamed, level1: ZNamed, level2: ZNamed }), ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const item = await ot.detail(deps, me, request.params.id);
      const c = await candidates(deps.db, me, item.project_id);
      return {
        overTimeRequest: item,
        projects: await projectsOf(deps.db, me.employeeId),
        level1: c.level1,
        level2: c.level2,
      };
    },
  );

  app.post(
    '/overtime-requests',
    {
      schema: {
        tags,
        summary: 'Create an overtime request',
        body: ZOvertimeInput,
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => ({ overTimeRequest: await ot.create(deps, requireAuth(request), request.body) }),
  );

  app.post(
    '/overtime-requests/:id',
    {
      schema: {
        tags,
        summary: 'Update (resets it to pending with fresh approvers)',
        params: ZId,
        body: ZOvertimeInput,
        response: { 200: ZOne, ...errors },
      },
    },
    async (request) => ({
      overTimeRequest: await ot.update(deps, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/overtime-requests/:id',
    {
      schema: {
        tags,
        summary: 'Delete a request nobody has acted on',
        params: ZId,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await ot.remove(deps, requireAuth(request), request.params.id);
      return { message: 'Deleted.' };
    },
  );
};
