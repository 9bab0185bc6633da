import {
  paginationOf,
  ZApprovalCandidates,
  ZApproveInput,
  ZBulkApprove,
  ZErrorBody,
  ZIdName,
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
import { requestRoutes } from '../requests/requests.routes';
import { candidates, type OvertimeDeps, overtime as ot, projectsOf } from './overtime.service';

const tags = ['overtime'];
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody };

export const overtimeRoutes: FastifyPluginAsyncZod<OvertimeDeps> = async (app, deps) => {
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

  requestRoutes(app, deps, ot, {
    tags,
    errors,
    one: { wrap: (item) => ({ overTimeRequest: item }), response: ZOvertimeOne },
    mine: {
      path: '/overtime-requests',
      summary: 'My overtime requests',
      query: ZOvertimeListQuery,
      response: ZOvertimeList,
      key: 'overTimeRequests',
      total: 'totalOverTimeRequest',
      more: async (me) => ({ commonProjects: await projectsOf(deps.db, me.employeeId) }),
    },
    approval: {
      path: '/overtime-requests/approval',
      summary: 'Overtime requests on which I am an approver (approveStatus 1: waiting for me)',
      query: ZOvertimeApprovalQuery,
      response: ZOvertimeApprovalList,
      key: 'listOverTimeRequest',
      total: 'totalOverTimeRequest',
    },
    showApproval: {
      path: '/overtime-requests/show-approval/:id',
      summary: 'A request with whether I may act on it now',
      response: ZOvertimeShowApproval,
      more: (view) => ({ my_level: view.my_level }),
    },
    bulkApprove: {
      path: '/overtime-requests/approve/list-request',
      summary: 'Bulk approve',
      body: ZBulkApprove,
    },
    decide: {
      path: '/overtime-requests/approve/:id',
      summary: 'Approve (status 2) or reject (status 3, comment required)',
      body: ZApproveInput,
      decision: (body) => ({
        decision: body.status === 2 ? 'approve' : 'reject',
        comment: body.comment ?? null,
      }),
    },
    cancelApproval: {
      path: '/overtime-requests/cancel-approval/:id',
      summary: 'Cancel my approval while no later level has acted',
    },
    detail: { path: '/overtime-requests/:id', summary: 'One request (mine, or one I approve)' },
    edit: {
      path: '/overtime-requests/:id/edit',
      summary: 'Edit data: the request, my projects and the approver candidates',
      response: ZOvertimeEdit,
      data: async (me, item) => {
        const c = await candidates(deps.db, me, item.project_id);
        return { projects: await projectsOf(deps.db, me.employeeId), level1: c.level1, level2: c.level2 };
      },
    },
    create: { path: '/overtime-requests', summary: 'Create an overtime request', body: ZOvertimeInput },
    update: {
      path: '/overtime-requests/:id',
      summary: 'Update (resets it to pending with fresh approvers)',
      body: ZOvertimeInput,
    },
    remove: { path: '/overtime-requests/:id', summary: 'Delete a request nobody has acted on' },
  });
};
