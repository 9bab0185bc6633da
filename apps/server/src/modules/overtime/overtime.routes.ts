import {
  ID_MAX,
  ZApprovalCandidates,
  ZApproveInput,
  ZBulkApprove,
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
import { approveOrReject, requestRoutes } from '../requests/requests.routes';
import { candidates, type OvertimeDeps, overtime as ot, projectsOf } from './overtime.service';

export const overtimeRoutes: FastifyPluginAsyncZod<OvertimeDeps> = async (app, deps) => {
  const route = requestRoutes(app, deps, ot, {
    base: '/overtime-requests',
    paths: { manage: '/timesheets/requests' },
    tags: ['overtime'],
    one: { wrap: (item) => ({ overTimeRequest: item }), response: ZOvertimeOne },
    total: 'totalOverTimeRequest',
    mine: {
      summary: 'My overtime requests',
      query: ZOvertimeListQuery,
      response: ZOvertimeList,
      key: 'overTimeRequests',
      more: async (me) => ({ commonProjects: await projectsOf(deps.db, me.employeeId) }),
    },
    approval: {
      summary: 'Overtime requests on which I am an approver (approveStatus 1: waiting for me)',
      query: ZOvertimeApprovalQuery,
      response: ZOvertimeApprovalList,
      key: 'listOverTimeRequest',
    },
    manage: {
      tags: ['timesheets'],
      summary: 'Administrators: requests that change timesheets (overtime; corrections join with their area)',
      query: ZTimesheetRequestsQuery,
      response: ZTimesheetRequests,
      key: 'timeSheetRequests',
      item: (item) => ({ ...item, kind: 'overtime' as const }),
    },
    showApproval: {
      summary: 'A request with whether I may act on it now',
      response: ZOvertimeShowApproval,
      more: (view) => ({ my_level: view.my_level }),
    },
    bulkApprove: { summary: 'Bulk approve', body: ZBulkApprove },
    decide: {
      summary: 'Approve (status 2) or reject (status 3, comment required)',
      body: ZApproveInput,
      decision: approveOrReject,
    },
    cancelApproval: { summary: 'Cancel my approval while no later level has acted' },
    detail: { summary: 'One request (mine, or one I approve)' },
    edit: {
      summary: 'Edit data: the request, my projects and the approver candidates',
      response: ZOvertimeEdit,
      data: async (me, item) => {
        const c = await candidates(deps.db, me, item.project_id, deps.now());
        return { projects: await projectsOf(deps.db, me.employeeId), level1: c.level1, level2: c.level2 };
      },
    },
    create: { summary: 'Create an overtime request', body: ZOvertimeInput },
    update: { summary: 'Update (resets it to pending with fresh approvers)', body: ZOvertimeInput },
    remove: { summary: 'Delete a request nobody has acted on' },
  });

  route.get(
    '/overtime-requests/get-project-employee',
    { summary: 'Projects I belong to', response: z.object({ projects: z.array(ZIdName) }) },
    async (me) => ({ projects: await projectsOf(deps.db, me.employeeId) }),
  );

  route.get(
    '/overtime-requests/get-approval-person',
    {
      summary: 'Approver candidates for a project (or my superiors without one); first = default',
      query: z.object({ project_id: z.coerce.number().int().positive().max(ID_MAX).optional() }),
      response: ZApprovalCandidates,
    },
    async (me, request) => {
      const c = await candidates(deps.db, me, request.query.project_id ?? null, deps.now());
      return { level1: c.level1, level2: c.level2 };
    },
  );
};
