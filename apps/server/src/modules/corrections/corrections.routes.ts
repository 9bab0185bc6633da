import {
  DEFAULT_PAGE_SIZE,
  paginationOf,
  REASON_MAX_LENGTH,
  ZCorrectionDecision,
  ZCorrectionItem,
  ZDate,
  ZErrorBody,
  ZMonth,
  zPaginated,
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
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZNamed = z.array(z.object({ id: z.number().int(), name: z.string() }));
const ZOne = z.object({ timesheetRequest: ZCorrectionItem });
const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
  status: z.coerce.number().int().min(1).max(3).optional(),
  month: ZMonth.optional(),
  start_date: ZDate.optional(),
  end_date: ZDate.optional(),
  sort_column: z.enum(['work_date', 'created_at', 'status']).optional(),
  sort_by: z.enum(['asc', 'desc']).optional(),
});
const ZApprovalQuery = ZListQuery.extend({
  employee_info: z.string().trim().max(120).optional(),
  foot_code: z.string().max(40).optional(),
  division_code: z.string().max(40).optional(),
  /** SPEC 7 names both; they filter the request status alike. */
  status_timesheet_request: z.coerce.number().int().min(1).max(3).optional(),
  approveStatus: z.coerce.number().int().min(1).max(5).optional(),
});
const multipart = { consumes: ['multipart/form-data'] };

export const correctionRoutes: FastifyPluginAsyncZod<CorrectionDeps> = async (app, deps) => {
  app.get(
    '/additional-timesheet',
    {
      schema: {
        tags,
        summary: 'My corrections (default sort: work_date descending)',
        querystring: ZListQuery,
        response: {
          200: z.object({
            timesheetRequests: zPaginated(ZCorrectionItem),
            totalTimeSheetRequest: z.number().int(),
          }),
          ...errors,
        },
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
        querystring: ZApprovalQuery,
        response: {
          200: z.object({
            timeSheetRequests: zPaginated(ZCorrectionItem),
            totalTimeSheetRequest: z.number().int(),
            isAdmin: z.boolean(),
          }),
          ...errors,
        },
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
        querystring: z.object({ work_date: ZDate.optional() }),
        response: {
          200: z.object({
            work_date: z.string().nullable(),
            start_time_real: z.string().nullable(),
            end_time_real: z.string().nullable(),
            managers: ZNamed,
            admins: ZNamed,
            has_unapproved: z.boolean(),
          }),
          ...errors,
        },
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
        params: ZId,
        response: {
          200: ZOne.extend({
            can_approve: z.boolean(),
            acts_as_admin: z.boolean(),
            lacks_approvers: z.boolean(),
          }),
          ...errors,
        },
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
        body: z.object({
          ids: z.array(z.number().int().positive()).min(1).max(200),
          comment: z.string().trim().min(1).max(REASON_MAX_LENGTH),
        }),
        response: {
          200: z.object({
            approved: z.array(z.number().int()),
            failed: z.array(z.object({ id: z.number().int(), code: z.number().int() })),
          }),
          ...errors,
        },
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
        params: ZId,
        body: ZCorrectionDecision,
        response: { 200: ZOne, ...errors },
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
        params: ZId.extend({ n: z.coerce.number().int().min(1).max(2) }),
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
      schema: { tags, summary: 'One correction', params: ZId, response: { 200: ZOne, ...errors } },
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
        params: ZId,
        response: { 200: ZOne.extend({ managers: ZNamed, admins: ZNamed }), ...errors },
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
        response: { 200: ZOne, ...errors },
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
        params: ZId,
        ...multipart,
        response: { 200: ZOne, ...errors },
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
