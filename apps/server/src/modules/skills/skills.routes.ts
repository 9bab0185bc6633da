import {
  ZEmployeeSkillsQuery,
  ZErrorBody,
  ZSkill,
  ZSkillCatalogue,
  ZSkillChangesInput,
  ZSkillInput,
  ZSkillSearchQuery,
  ZSkillSheet,
  ZSkillSheetInput,
  ZStaffingMatch,
  zPaginated,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import * as svc from './skills.service';

const tags = ['skills'];
const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  413: ZErrorBody,
  415: ZErrorBody,
  422: ZErrorBody,
};
const sheet = { 200: ZSkillSheet, ...errors };

/** Skill sheets (issue #17, docs/api-skills.md): every call checks the skills policy first. */
export const skillRoutes: FastifyPluginAsyncZod<svc.SkillDeps> = async (app, deps) => {
  app.get(
    '/skill/all_skills',
    {
      schema: {
        tags,
        summary: 'The skill catalogue by type (language, framework, database, cloud, tool, japanese)',
        response: { 200: ZSkillCatalogue, ...errors },
      },
    },
    (request) => svc.catalogue(deps, requireAuth(request)),
  );

  app.post(
    '/skill/all_skills',
    {
      schema: {
        tags,
        summary: 'Admin department: add a catalogue skill (4338 on `name` when its type has it, any case)',
        body: ZSkillInput,
        response: { 201: z.object({ skill: ZSkill }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await svc.addSkill(deps, requireAuth(request), request.body)),
  );

  app.get(
    '/skill-sheet',
    { schema: { tags, summary: "The caller's skill sheet, by type then name", response: sheet } },
    (request) => svc.mySheet(deps, requireAuth(request)),
  );

  app.post(
    '/skill-sheet',
    {
      schema: {
        tags,
        summary: "Replace the caller's whole sheet (each skill once; years 0.1-99.9, one decimal; rank 0-5)",
        body: ZSkillSheetInput,
        response: sheet,
      },
    },
    (request) => svc.saveSheet(deps, requireAuth(request), request.body),
  );

  app.get(
    '/skill/employee_skills',
    {
      schema: {
        tags,
        summary: "A person's sheet: one's own, or anyone's for the staffing roles",
        querystring: ZEmployeeSkillsQuery,
        response: sheet,
      },
    },
    (request) => svc.employeeSheet(deps, requireAuth(request), request.query.employee_id),
  );

  app.post(
    '/skill/save_updated_skills',
    {
      schema: {
        tags,
        summary: "Store the caller's new or changed lines and take `removed_skill_ids` off the sheet",
        body: ZSkillChangesInput,
        response: sheet,
      },
    },
    (request) => svc.saveChanges(deps, requireAuth(request), request.body),
  );

  app.get(
    '/skill/search',
    {
      schema: {
        tags,
        summary:
          "Staffing roles: working people with every skill at its rank or above (criteria `id:rank,...`, at most 5), a JLPT level, this month's load",
        querystring: ZSkillSearchQuery,
        response: { 200: zPaginated(ZStaffingMatch), ...errors },
      },
    },
    (request) => svc.search(deps, requireAuth(request), request.query, '/api/skill/search'),
  );
};
