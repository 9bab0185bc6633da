import {
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
  ZErrorBody,
  ZIdParam,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MIME } from '../../blob/images';
import { REQUEST_ERRORS, requestRoutes } from '../requests/requests.routes';
import { readCorrectionForm } from './corrections.form';
import {
  approvalView,
  type CorrectionDeps,
  candidates,
  createData,
  evidence,
  corrections as svc,
} from './corrections.service';

const errors = { ...REQUEST_ERRORS, 413: ZErrorBody, 415: ZErrorBody };
const multipart = { consumes: ['multipart/form-data'] };

export const correctionRoutes: FastifyPluginAsyncZod<CorrectionDeps> = async (app, deps) => {
  const route = requestRoutes(app, deps, svc, {
    base: '/additional-timesheet',
    paths: { decide: '/additional-timesheet/approval/:id' },
    tags: ['additional-timesheet'],
    errors,
    one: { wrap: (item) => ({ timesheetRequest: item }), response: ZCorrectionOne },
    total: 'totalTimeSheetRequest',
    mine: {
      summary: 'My corrections (default sort: work_date descending)',
      query: ZCorrectionListQuery,
      response: ZCorrectionList,
      key: 'timesheetRequests',
    },
    approval: {
      summary: 'Corrections on which I am an approver (approveStatus 1: waiting for me)',
      query: ZCorrectionApprovalQuery,
      response: ZCorrectionApprovalList,
      key: 'timeSheetRequests',
      filter: (q) => ({ ...q, status: q.status ?? q.status_timesheet_request }),
      more: (me) => ({ isAdmin: me.isAdmin }),
    },
    showApproval: {
      summary: 'A correction with whether I may act on it now, and as what',
      response: ZCorrectionShowApproval,
      more: approvalView,
    },
    bulkApprove: { summary: 'Bulk approve (a comment is required)', body: ZCorrectionBulkApprove },
    decide: {
      summary: 'Approve (2), reject (3, the manager) or offer (5, the administrator); comment required',
      body: ZCorrectionDecision,
      decision: (body) => ({ decision: body.status, comment: body.comment }),
    },
    cancelApproval: { summary: 'The manager cancels their approval while the administrator has not decided' },
    detail: { summary: 'One correction' },
    edit: {
      summary: 'Edit data: the correction and the approver candidates',
      response: ZCorrectionEdit,
      data: async (me) => {
        const c = await candidates(deps.db, me, deps.now());
        return { managers: c.managers, admins: c.admins };
      },
    },
    remove: { summary: 'Delete a correction nobody has approved' },
  });

  route.get(
    '/additional-timesheet/create',
    {
      summary: "Create data: the day's recorded check-in and check-out, and the approver candidates",
      query: ZCorrectionCreateQuery,
      response: ZCorrectionCreateData,
    },
    (me, request) => createData(deps.db, me, request.query.work_date, deps.now()),
  );

  route.get(
    '/additional-timesheet/:id/evidence/:n',
    {
      summary: 'An evidence image (png or jpeg), to the requester, its approvers and administrators',
      params: ZIdParam.extend({ n: z.coerce.number().int().min(1).max(2) }),
    },
    async (me, request, reply) => {
      const n = request.params.n === 2 ? 2 : 1;
      const image = await evidence(deps, me, request.params.id, n);
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

  // Create and update read a multipart form (the evidence images), so they are registered here.
  route.post(
    '/additional-timesheet',
    {
      summary:
        'Create (multipart: work_date, manager_id, admin_id, start_time_request, end_time_request, reason, img_evidence[] 1-2 png/jpeg of at most 2000 KB)',
      ...multipart,
      response: ZCorrectionOne,
    },
    async (me, request) => {
      const { input, images } = await readCorrectionForm(request, { requireImage: true });
      return { timesheetRequest: await svc.create(deps, me, { ...input, images }) };
    },
  );

  route.post(
    '/additional-timesheet/:id',
    {
      summary: 'Update (multipart as create, plus keep_images[] of the stored images to keep); starts over',
      params: ZIdParam,
      ...multipart,
      response: ZCorrectionOne,
    },
    async (me, request) => {
      const { input, images } = await readCorrectionForm(request, { requireImage: false });
      return { timesheetRequest: await svc.update(deps, me, request.params.id, { ...input, images }) };
    },
  );
};
