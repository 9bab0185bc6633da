import {
  paginationOf,
  ZApprovalCandidates,
  ZApproveInput,
  ZBulkApprove,
  ZBulkResult,
  ZDeleted,
  ZErrorBody,
  ZIdName,
  ZIdParam,
  ZOvertimeApprovalList,
  ZOvertimeApprovalQuery,
  ZOvertimeEdit,
  ZOvertimeInput,
  ZOvertimeList,
  ZOvertimeListQuery,
  ZOvertimeOne,
  ZOvertimeShowApproval,
  ZTimesheetRequests,
  ZTimesheetRequestsQuery,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireAuth } from '../../plugins/auth';
import { candidates, type OvertimeDeps, overtime as ot, projectsOf } from './overtime.service';

const tags = ['overtime'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };

export const overtimeRoutes: FastifyPluginAsyncZod<OvertimeDeps> = async (app, deps) => {
  app.get(
    '/overtime-requests',
    {
      schema: {
        tags,
        summary: 'My overtime requests',
        querystring: ZOvertimeListQuery,
        response: { 200: ZOvertimeList, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const q = request.query;
      // approve_person: only requests on which that employee is an approver.
      const scope = ot.mine(me, q.approve_person);
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
        querystring: ZOvertimeApprovalQuery,
        response: { 200: ZOvertimeApprovalList, ...errors },
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
        querystring: ZTimesheetRequestsQuery,
        response: { 200: ZTimesheetRequests, ...errors },
      },
    },
    async (request) => {
      const me = requireAdmin(requireAuth(request));
      const q = request.query;
      const { items, total } = await ot.page(deps, me, ot.everyone(), q);
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
        response: { 200: z.object({ projects: z.array(ZIdName) }), ...errors },
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
        response: { 200: ZApprovalCandidates, ...errors },
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
        params: ZIdParam,
        response: { 200: ZOvertimeShowApproval, ...errors },
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
        response: { 200: ZBulkResult, ...errors },
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
        params: ZIdParam,
        body: ZApproveInput,
        response: { 200: ZOvertimeOne, ...errors },
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
        params: ZIdParam,
        response: { 200: ZOvertimeOne, ...errors },
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
        params: ZIdParam,
        response: { 200: ZOvertimeOne, ...errors },
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
        params: ZIdParam,
        response: { 200: ZOvertimeEdit, ...errors },
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
        response: { 200: ZOvertimeOne, ...errors },
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
        params: ZIdParam,
        body: ZOvertimeInput,
        response: { 200: ZOvertimeOne, ...errors },
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
        params: ZIdParam,
        response: { 200: ZDeleted, ...errors },
      },
    },
    async (request) => {
      await ot.remove(deps, requireAuth(request), request.params.id);
      return { message: 'Deleted.' };
    },
  );
};
