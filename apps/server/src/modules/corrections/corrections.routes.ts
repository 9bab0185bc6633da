import {
  paginationOf,
  ZBulkResult,
  ZCorrectionApprovalList,
  ZCorrectionApprovalQuery,
  ZCorrectionBulkApprove,
  ZCorrectionCreateData,
  ZCorrectionCreateQuery,
  ZCorrectionDecision,
  ZCorrectionEdit,
  ZCorrectionList,
  ZCorrectionListQuery,
  ZCorrectionOne,
  ZCorrectionShowApproval,
  ZDeleted,
  ZErrorBody,
  ZIdParam,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MIME } from '../../blob/images';
import { requireAuth } from '../../plugins/auth';
import { readCorrectionForm } from './corrections.form';
import {
  type CorrectionDeps,
  candidates,
  createData,
  evidence,
  showApproval,
  corrections as svc,
} from './corrections.service';

const tags = ['additional-timesheet'];
const errors = {
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  413: ZErrorBody,
  415: ZErrorBody,
  422: ZErrorBody,
};
const multipart = { consumes: ['multipart/form-data'] };

export const correctionRoutes: FastifyPluginAsyncZod<CorrectionDeps> = async (app, deps) => {
  app.get(
    '/additional-timesheet',
    {
      schema: {
        tags,
        summary: 'My corrections (default sort: work_date descending)',
        querystring: ZCorrectionListQuery,
        response: { 200: ZCorrectionList, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const q = request.query;
      const { items, total } = await svc.page(deps, me, svc.mine(me), q);
      return {
        timesheetRequests: {
          data: items,
          ...paginationOf(total, q.page, q.per_page, '/api/additional-timesheet'),
        },
        totalTimeSheetRequest: total,
      };
    },
  );

  app.get(
    '/additional-timesheet/approval',
    {
      schema: {
        tags,
        summary: 'Corrections on which I am an approver (approveStatus 1: waiting for me)',
        querystring: ZCorrectionApprovalQuery,
        response: { 200: ZCorrectionApprovalList, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const q = request.query;
      const filter = { ...q, status: q.status ?? q.status_timesheet_request };
      const [{ items, total }, waiting] = await Promise.all([
        svc.page(deps, me, svc.forApprover(me.employeeId, q.approveStatus), filter),
        svc.countWaitingFor(deps.db, me.employeeId),
      ]);
      return {
        timeSheetRequests: {
          data: items,
          ...paginationOf(total, q.page, q.per_page, '/api/additional-timesheet/approval'),
        },
        totalTimeSheetRequest: waiting,
        isAdmin: me.isAdmin,
      };
    },
  );

  app.get(
    '/additional-timesheet/create',
    {
      schema: {
        tags,
        summary: "Create data: the day's recorded check-in and check-out, and the approver candidates",
        querystring: ZCorrectionCreateQuery,
        response: { 200: ZCorrectionCreateData, ...errors },
      },
    },
    (request) => createData(deps.db, requireAuth(request), request.query.work_date),
  );

  app.get(
    '/additional-timesheet/show-approval/:id',
    {
      schema: {
        tags,
        summary: 'A correction with whether I may act on it now, and as what',
        params: ZIdParam,
        response: { 200: ZCorrectionShowApproval, ...errors },
      },
    },
    (request) => showApproval(deps, requireAuth(request), request.params.id),
  );

  app.post(
    '/additional-timesheet/approve/list-request',
    {
      schema: {
        tags,
        summary: 'Bulk approve (a comment is required)',
        body: ZCorrectionBulkApprove,
        response: { 200: ZBulkResult, ...errors },
      },
    },
    (request) => svc.bulkApprove(deps, requireAuth(request), request.body.ids, request.body.comment),
  );

  app.post(
    '/additional-timesheet/approval/:id',
    {
      schema: {
        tags,
        summary: 'Approve (2), reject (3, the manager) or offer (5, the administrator); comment required',
        params: ZIdParam,
        body: ZCorrectionDecision,
        response: { 200: ZCorrectionOne, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      await svc.act(deps, me, request.params.id, request.body.status, request.body.comment);
      return { timesheetRequest: await svc.detail(deps, me, request.params.id) };
    },
  );

  app.get(
    '/additional-timesheet/:id/evidence/:n',
    {
      schema: {
        tags,
        summary: 'An evidence image (png or jpeg), to the requester, its approvers and administrators',
        params: ZIdParam.extend({ n: z.coerce.number().int().min(1).max(2) }),
      },
    },
    async (request, reply) => {
      const n = request.params.n === 2 ? 2 : 1;
      const image = await evidence(deps, requireAuth(request), request.params.id, n);
      return reply
        .header('content-type', IMAGE_MIME[image.type])
        .header(
          'content-disposition',
          `inline; filename="evidence-${request.params.id}-${n}.${image.type === 'png' ? 'png' : 'jpg'}"`,
        )
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(image.data);
    },
  );

  app.get(
    '/additional-timesheet/:id',
    {
      schema: {
        tags,
        summary: 'One correction',
        params: ZIdParam,
        response: { 200: ZCorrectionOne, ...errors },
      },
    },
    async (request) => ({
      timesheetRequest: await svc.detail(deps, requireAuth(request), request.params.id),
    }),
  );

  app.get(
    '/additional-timesheet/:id/edit',
    {
      schema: {
        tags,
        summary: 'Edit data: the correction and the approver candidates',
        params: ZIdParam,
        response: { 200: ZCorrectionEdit, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const item = await svc.detail(deps, me, request.params.id);
      const c = await candidates(deps.db, me);
      return { timesheetRequest: item, managers: c.managers, admins: c.admins };
    },
  );

  app.post(
    '/additional-timesheet',
    {
      schema: {
        tags,
        summary:
          'Create (multipart: work_date, manager_id, admin_id, start_time_request, end_time_request, reason, img_evidence[] 1-2 png/jpeg of at most 2000 KB)',
        ...multipart,
        response: { 200: ZCorrectionOne, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const { input, images } = await readCorrectionForm(request, { requireImage: true });
      return { timesheetRequest: await svc.create(deps, me, { ...input, images }) };
    },
  );

  app.post(
    '/additional-timesheet/:id',
    {
      schema: {
        tags,
        summary: 'Update (multipart as create, plus keep_images[] of the stored images to keep); starts over',
        params: ZIdParam,
        ...multipart,
        response: { 200: ZCorrectionOne, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const { input, images } = await readCorrectionForm(request, { requireImage: false });
      return { timesheetRequest: await svc.update(deps, me, request.params.id, { ...input, images }) };
    },
  );

  app.delete(
    '/additional-timesheet/:id',
    {
      schema: {
        tags,
        summary: 'Delete a correction nobody has approved',
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
