import {
  sectionScores,
  ZChangeRequest,
  ZChangeRequestDecision,
  ZChangeRequestInput,
  ZCheckpointMenu,
  ZCheckpointPeriod,
  ZCheckpointPeriodInput,
  ZCheckpointResult,
  ZErrorBody,
  ZIdParam,
  ZPeriodQuery,
  ZReviewForm,
  ZReviewFormQuery,
  ZReviewListItem,
  ZReviewListQuery,
  ZReviewProcess,
  ZReviewSubmit,
  zPaginated,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type SheetColumn, XLSX_TYPE, xlsxOf } from '../../files/xlsx';
import { requireAuth } from '../../plugins/auth';
import { formOf } from './checkpoints.repository';
import * as svc from './checkpoints.service';

const tags = ['checkpoint'];
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };
const ZExportQuery = z.object({ period_id: z.coerce.number().int().positive().max(2_147_483_647) });

type ExportRow = Awaited<ReturnType<typeof svc.exportList>>['rows'][number];

/** Check-point reviews (issue #17, docs/api-checkpoint.md): thin routes over the service. */
export const checkpointRoutes: FastifyPluginAsyncZod<svc.CheckpointDeps> = async (app, deps) => {
  app.get(
    '/checkpoint/menu',
    {
      schema: {
        tags,
        summary: 'The check-point left menu: the entries with work for the caller and their counts',
        response: { 200: ZCheckpointMenu, ...errors },
      },
    },
    (request) => svc.menu(deps, requireAuth(request)),
  );

  app.get(
    '/checkpoint/review-process',
    {
      schema: {
        tags,
        summary: "A period's process: its dates and phase, and the caller's own progress",
        querystring: ZPeriodQuery,
        response: { 200: ZReviewProcess, ...errors },
      },
    },
    (request) => svc.reviewProcess(deps, requireAuth(request), request.query.period_id),
  );

  app.get(
    '/checkpoint/review-list',
    {
      schema: {
        tags,
        summary: "A period's reviews for a list (pm, dm, interview, result, all), searched and paged",
        querystring: ZReviewListQuery,
        response: { 200: zPaginated(ZReviewListItem), ...errors },
      },
    },
    (request) => svc.list(deps, requireAuth(request), request.query, '/api/checkpoint/review-list'),
  );

  app.get(
    '/checkpoint/review-form',
    {
      schema: {
        tags,
        summary:
          'One review with its form and what the caller may do (review_id, or period_id for their own)',
        querystring: ZReviewFormQuery,
        response: { 200: ZReviewForm, ...errors },
      },
    },
    (request) => svc.form(deps, requireAuth(request), request.query),
  );

  app.post(
    '/checkpoint/review-submit',
    {
      schema: {
        tags,
        summary: 'One step of a review as a draft or sent (once: 5071..5075 when repeated)',
        body: ZReviewSubmit,
        response: { 200: ZReviewForm, ...errors },
      },
    },
    (request) => svc.submit(deps, requireAuth(request), request.body),
  );

  app.get(
    '/checkpoint/result',
    {
      schema: {
        tags,
        summary: "The caller's own result in a period, once the interview is done",
        querystring: ZPeriodQuery,
        response: { 200: ZCheckpointResult, ...errors },
      },
    },
    (request) => svc.result(deps, requireAuth(request), request.query.period_id),
  );

  app.get(
    '/checkpoint/export-check-point-list',
    {
      schema: {
        tags,
        summary: "The period's reviews with scores and raises as XLSX (board, HR; a department head: theirs)",
        querystring: ZExportQuery,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { period, rows } = await svc.exportList(deps, requireAuth(request), request.query.period_id);
      const form = formOf(period);
      const sectionColumns: SheetColumn<ExportRow>[] = form.sections.map((s, i) => ({
        header: `pm_${s.key}`,
        width: 10,
        value: (r) => sectionScores(form, r.shown.pm_answers)[i]?.score ?? null,
      }));
      const columns: SheetColumn<ExportRow>[] = [
        { header: 'employee_code', width: 12, value: (r) => r.shown.employee.code },
        { header: 'name', width: 24, value: (r) => r.shown.employee.name },
        { header: 'division', width: 18, value: (r) => r.shown.employee.division },
        { header: 'position', width: 14, value: (r) => r.shown.employee.position },
        { header: 'pm', width: 20, value: (r) => r.shown.pm?.name ?? null },
        { header: 'department_head', width: 20, value: (r) => r.shown.dm?.name ?? null },
        { header: 'stage', width: 8, value: (r) => r.shown.stage },
        { header: 'self_score', width: 10, value: (r) => r.shown.self_score },
        { header: 'pm_score', width: 10, value: (r) => r.shown.pm_score },
        ...sectionColumns,
        { header: 'suggested_raise', width: 12, value: (r) => r.shown.pm_raise },
        { header: 'final_raise', width: 12, value: (r) => r.shown.final_raise },
        { header: 'department_head_comment', width: 40, value: (r) => r.shown.dm_comment },
      ];
      const body = await xlsxOf('Check-point', columns, rows);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="checkpoint_${period.id}.xlsx"`)
        .send(body as never);
    },
  );

  app.get(
    '/checkpoint/periods',
    {
      schema: {
        tags,
        summary: 'HR: every period, newest first',
        response: { 200: z.object({ data: z.array(ZCheckpointPeriod) }), ...errors },
      },
    },
    (request) => svc.periods(deps, requireAuth(request)),
  );

  app.post(
    '/checkpoint/periods',
    {
      schema: {
        tags,
        summary: 'HR: open a period with its review form; one review per employee of its companies',
        body: ZCheckpointPeriodInput,
        response: { 201: z.object({ period: ZCheckpointPeriod, reviews: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const created = await svc.openPeriod(deps, requireAuth(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/checkpoint/periods/:id',
    {
      schema: {
        tags,
        summary: 'HR: edit a period (form and companies frozen once a self-assessment is sent: 4345)',
        params: ZIdParam,
        body: ZCheckpointPeriodInput,
        response: { 200: z.object({ period: ZCheckpointPeriod }), ...errors },
      },
    },
    (request) => svc.updatePeriod(deps, requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/checkpoint/change-requests',
    {
      schema: {
        tags,
        summary: 'The employee asks to change a sent self-assessment; the next reviewer decides',
        body: ZChangeRequestInput,
        response: { 201: z.object({ change_request: ZChangeRequest }), ...errors },
      },
    },
    async (request, reply) => {
      const created = await svc.requestChange(deps, requireAuth(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/checkpoint/change-requests/:id/decide',
    {
      schema: {
        tags,
        summary: 'The next reviewer approves (the self-assessment reopens as a draft) or rejects',
        params: ZIdParam,
        body: ZChangeRequestDecision,
        response: { 200: ZReviewForm, ...errors },
      },
    },
    (request) => svc.decideChange(deps, requireAuth(request), request.params.id, request.body.approve),
  );
};
