import {
  ZEffortDetail,
  ZEffortDetailQuery,
  ZEffortEmployees,
  ZEffortEmployeesQuery,
  ZEffortGrid,
  ZEffortInput,
  ZEffortQuery,
  ZIdParam,
  ZProject,
  ZProjectCreateData,
  ZProjectDetail,
  ZProjectExists,
  ZProjectExistsQuery,
  ZProjectInput,
  ZProjectListItem,
  ZProjectListQuery,
  ZProjectMembers,
  ZProjectMembersInput,
  ZProjectOverviewInput,
  ZReview,
  ZReviewInput,
  ZReviewQuery,
  ZReviews,
  zPaginated,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import * as svc from './projects.service';
import { errors, tags, uploadRoutes } from './projects.uploads';

const project = { 200: z.object({ project: ZProject }), ...errors };

/** Project management (issue #16, docs/api-projects.md): every call checks the project policy first. */
export const projectRoutes: FastifyPluginAsyncZod<svc.ProjectDeps> = async (app, deps) => {
  app.get(
    '/projects',
    {
      schema: {
        tags,
        summary:
          'Project managers: the projects in scope, searched, filtered and paged (perpage 50, 100 or 200)',
        querystring: ZProjectListQuery,
        response: { 200: zPaginated(ZProjectListItem), ...errors },
      },
    },
    (request) => svc.list(deps, requireAuth(request), request.query, '/api/projects'),
  );

  app.get(
    '/projects/create',
    {
      schema: {
        tags,
        summary: "Project managers: the project form's lists (customers, working employees, technologies)",
        response: { 200: ZProjectCreateData, ...errors },
      },
    },
    (request) => svc.createData(deps, requireAuth(request)),
  );

  app.get(
    '/projects/check-exists-project',
    {
      schema: {
        tags,
        summary:
          'Project managers: whether another project has this name (any case); `id` is the one being edited',
        querystring: ZProjectExistsQuery,
        response: { 200: ZProjectExists, ...errors },
      },
    },
    (request) => svc.exists(deps, requireAuth(request), request.query.name, request.query.id),
  );

  app.post(
    '/projects',
    {
      schema: {
        tags,
        summary: 'Admin department or board: create a project (4336 when the name is taken)',
        body: ZProjectInput,
        response: { 201: z.object({ project: ZProject }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await svc.create(deps, requireAuth(request), request.body)),
  );

  app.get(
    '/projects/reviews/:id',
    {
      schema: {
        tags,
        summary:
          "The project's weekly reviews, newest week first (a week nobody reviewed has id null, items 1)",
        params: ZIdParam,
        querystring: ZReviewQuery,
        response: { 200: ZReviews, ...errors },
      },
    },
    (request) => svc.reviews(deps, requireAuth(request), request.params.id, request.query),
  );

  app.post(
    '/projects/reviews/:id',
    {
      schema: {
        tags,
        summary: "Review a week of the project (start_date: that week's Monday; not a future week)",
        params: ZIdParam,
        body: ZReviewInput,
        response: { 200: z.object({ review: ZReview }), ...errors },
      },
    },
    (request) => svc.saveReview(deps, requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'A project and what the reader may do with it',
        params: ZIdParam,
        response: { 200: ZProjectDetail, ...errors },
      },
    },
    (request) => svc.detail(deps, requireAuth(request), request.params.id),
  );

  app.post(
    '/projects/:id/update',
    {
      schema: {
        tags,
        summary: 'Update every field; a new manager or top approves new requests only',
        params: ZIdParam,
        body: ZProjectInput,
        response: project,
      },
    },
    (request) => svc.update(deps, requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/projects/:id/overview',
    { schema: { tags, summary: "The overview tab's project", params: ZIdParam, response: project } },
    (request) => svc.overview(deps, requireAuth(request), request.params.id),
  );

  app.post(
    '/projects/:id/overview',
    {
      schema: {
        tags,
        summary: "Update the overview tab's fields (technologies, domain, description, link document)",
        params: ZIdParam,
        body: ZProjectOverviewInput,
        response: project,
      },
    },
    (request) => svc.updateOverview(deps, requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/projects/:id/project-employee',
    {
      schema: {
        tags,
        summary: 'The PM, the top and the members',
        params: ZIdParam,
        response: { 200: ZProjectMembers, ...errors },
      },
    },
    (request) => svc.members(deps, requireAuth(request), request.params.id),
  );

  app.post(
    '/projects/:id/project-employee',
    {
      schema: {
        tags,
        summary: 'Replace the member list (position, type, dates, default effort); the PM and top stay',
        params: ZIdParam,
        body: ZProjectMembersInput,
        response: { 200: ZProjectMembers, ...errors },
      },
    },
    (request) => svc.setMembers(deps, requireAuth(request), request.params.id, request.body.members),
  );

  app.get(
    '/projects/:id/effort',
    {
      schema: {
        tags,
        summary: 'The member × period effort grid: the year of `date` by month, or its month by week',
        params: ZIdParam,
        querystring: ZEffortQuery,
        response: { 200: ZEffortGrid, ...errors },
      },
    },
    (request) => svc.effort(deps, requireAuth(request), request.params.id, request.query),
  );

  app.post(
    '/projects/:id/effort',
    {
      schema: {
        tags,
        summary: 'Store effort rows (both values null removes one); answers the year grid of the first row',
        params: ZIdParam,
        body: ZEffortInput,
        response: { 200: ZEffortGrid, ...errors },
      },
    },
    (request) => svc.saveEffort(deps, requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/projects/:id/effort-employees',
    {
      schema: {
        tags,
        summary: "Each member's efforts across all their projects in a month, flagged over 100 %",
        params: ZIdParam,
        querystring: ZEffortEmployeesQuery,
        response: { 200: ZEffortEmployees, ...errors },
      },
    },
    (request) => svc.effortEmployees(deps, requireAuth(request), request.params.id, request.query.month),
  );

  app.get(
    '/projects/:id/effort-employees/detail',
    {
      schema: {
        tags,
        summary: 'Month by month (at most 12 months): effort here, total across projects, over 100 %',
        params: ZIdParam,
        querystring: ZEffortDetailQuery,
        response: { 200: ZEffortDetail, ...errors },
      },
    },
    (request) => svc.effortDetail(deps, requireAuth(request), request.params.id, request.query),
  );

  await app.register(uploadRoutes, deps);
};
