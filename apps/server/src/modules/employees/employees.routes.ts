import {
  EMPLOYEE_EXPORT_MAX_ROWS,
  ZDeleted,
  ZEmployee,
  ZEmployeeChange,
  ZEmployeeCreate,
  ZEmployeeDetail,
  ZEmployeeExportQuery,
  ZEmployeeInput,
  ZEmployeeListItem,
  ZEmployeeListQuery,
  ZErrorBody,
  ZIdParam,
  ZProfileContact,
  ZResignation,
  zPaginated,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, multipartFailure } from '../../errors';
import { XLSX_TYPE } from '../../files/xlsx';
import { requireAuth } from '../../plugins/auth';
import { employeesCsv, employeesXlsx, readAvatar } from './employees.files';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importEmployees, templateXlsx } from './employees.import';
import { requirePeopleManager } from './employees.policy';
import { exportRows } from './employees.repository';
import * as svc from './employees.service';

const tags = ['employees'];
const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  413: ZErrorBody,
  415: ZErrorBody,
  422: ZErrorBody,
};
const multipart = { consumes: ['multipart/form-data'] };

/** Staff records (HR and administrators), the own profile, and avatars (issue #15, docs/api-people.md). */
export const employeeRoutes: FastifyPluginAsyncZod<svc.EmployeeDeps> = async (app, deps) => {
  app.get(
    '/employees',
    {
      schema: {
        tags,
        summary: 'People managers: the staff list, searched, filtered and paged (50, 100 or 200)',
        querystring: ZEmployeeListQuery,
        response: { 200: zPaginated(ZEmployeeListItem), ...errors },
      },
    },
    (request) => svc.list(deps, requireAuth(request), request.query, '/api/employees'),
  );

  app.get(
    '/employees/export',
    {
      schema: {
        tags,
        summary: `People managers: the filtered list as XLSX or CSV (at most ${EMPLOYEE_EXPORT_MAX_ROWS} rows)`,
        querystring: ZEmployeeExportQuery,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const me = requireAuth(request);
      await requirePeopleManager(deps.db, me);
      const rows = await exportRows(deps.db, request.query, deps.now(), EMPLOYEE_EXPORT_MAX_ROWS);
      const csv = request.query.format === 'csv';
      return reply
        .header('content-type', csv ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="employees.${csv ? 'csv' : 'xlsx'}"`)
        .send((csv ? employeesCsv(rows) : await employeesXlsx(rows)) as never);
    },
  );

  app.get(
    '/employees/import/template',
    {
      schema: {
        tags,
        summary: 'People managers: the import template (XLSX: the header row and one example)',
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      await requirePeopleManager(deps.db, requireAuth(request));
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="employees-template.xlsx"')
        .send((await templateXlsx()) as never);
    },
  );

  app.post(
    '/employees/import',
    {
      schema: {
        tags,
        summary: `People managers: import people from an XLSX (multipart file, at most ${IMPORT_MAX_ROWS} rows); all or nothing, problems keyed rows.<line>.<column>`,
        ...multipart,
        response: { 200: z.object({ created: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      // Refused before the upload is read.
      await requirePeopleManager(deps.db, me);
      if (!request.isMultipart()) throw new AppError(4150);
      const file = await (async () => {
        const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
        if (!part) return null;
        const data = await part.toBuffer();
        return part.file.truncated ? 'too large' : data;
      })().catch((e: unknown) => {
        throw multipartFailure(e);
      });
      if (file === 'too large') throw new AppError(4130);
      if (!file || file.length === 0)
        throw new AppError(4220, { errors: { file: [{ rule: 'required', message: 'Choose a file.' }] } });
      return importEmployees(deps, me, file);
    },
  );

  app.get(
    '/employees/:id',
    {
      schema: {
        tags,
        summary:
          'People managers: a record, the requests waiting on this person, and whether it may be deleted',
        params: ZIdParam,
        response: { 200: ZEmployeeDetail, ...errors },
      },
    },
    (request) => svc.detail(deps, requireAuth(request), request.params.id),
  );

  app.get(
    '/employees/:id/history',
    {
      schema: {
        tags,
        summary: 'People managers: every audited change of a record, field by field, newest first',
        params: ZIdParam,
        response: { 200: z.object({ history: z.array(ZEmployeeChange) }), ...errors },
      },
    },
    (request) => svc.history(deps, requireAuth(request), request.params.id),
  );

  app.post(
    '/employees',
    {
      schema: {
        tags,
        summary: 'People managers: a new record; with a password the person can sign in',
        body: ZEmployeeCreate,
        response: { 200: ZEmployee, ...errors },
      },
    },
    (request) => svc.create(deps, requireAuth(request), request.body),
  );

  app.put(
    '/employees/:id',
    {
      schema: {
        tags,
        summary: 'People managers: change a record (every field at once)',
        params: ZIdParam,
        body: ZEmployeeInput,
        response: { 200: ZEmployee, ...errors },
      },
    },
    (request) => svc.update(deps, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/employees/:id',
    {
      schema: {
        tags,
        summary: 'People managers: delete a record nothing refers to (else 4334: record the resignation)',
        params: ZIdParam,
        response: { 200: ZDeleted, ...errors },
      },
    },
    async (request) => {
      await svc.remove(deps, requireAuth(request), request.params.id);
      return { message: 'Deleted.' };
    },
  );

  app.post(
    '/employees/resignation',
    {
      schema: {
        tags,
        summary: 'People managers: record a resignation; from its date the person cannot sign in',
        body: ZResignation,
        response: { 200: ZEmployee, ...errors },
      },
    },
    (request) => svc.resign(deps, requireAuth(request), request.body),
  );

  app.post(
    '/employees/:id/avatar',
    {
      schema: {
        tags,
        summary: "People managers: set someone's photo (multipart file: png or jpeg, at most 2000 KB)",
        params: ZIdParam,
        ...multipart,
        response: { 200: ZEmployee, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      // Refused before the upload is read.
      await requirePeopleManager(deps.db, me);
      const image = await readAvatar(request);
      return svc.setAvatarOf(deps, me, request.params.id, image);
    },
  );

  app.get(
    '/avatars/:id',
    {
      schema: {
        tags,
        summary: "Anyone signed in: a person's photo (404 when they have none: show the default)",
        params: ZIdParam,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      requireAuth(request);
      const image = await svc.avatarOf(deps, request.params.id);
      return (
        reply
          .header('content-type', image.type)
          .header('content-security-policy', "default-src 'none'; sandbox")
          // The URL carries the image's version, so a changed photo is a new URL.
          .header('cache-control', 'private, max-age=86400')
          .send(image.data as never)
      );
    },
  );

  app.get(
    '/information-profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'My whole record',
        response: { 200: ZEmployee, ...errors },
      },
    },
    (request) => svc.profile(deps, requireAuth(request)),
  );

  app.put(
    '/information-profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'My contact fields (address, residence, phones, social link); the rest is HR’s',
        body: ZProfileContact,
        response: { 200: ZEmployee, ...errors },
      },
    },
    (request) => svc.updateProfile(deps, requireAuth(request), request.body),
  );

  app.post(
    '/information-profile/avatar',
    {
      schema: {
        tags: ['profile'],
        summary: 'My photo (multipart file: png or jpeg, at most 2000 KB)',
        ...multipart,
        response: { 200: ZEmployee, ...errors },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      return svc.setOwnAvatar(deps, me, await readAvatar(request));
    },
  );
};
