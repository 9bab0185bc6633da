import {
  ZErrorBody,
  ZIdParam,
  ZNewsImage,
  ZNewsInput,
  ZNewsList,
  ZNewsListQuery,
  ZNewsOne,
  ZNewsShowQuery,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { publishDue } from './news.publish';
import * as svc from './news.service';

export type NewsDeps = svc.NewsDeps;

const tags = ['news'];
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
/** How often the timer publishes scheduled items (reads publish what is due as well). */
const PUBLISH_EVERY_MS = 60_000;

/** News (issue #18, docs/api-news.md): every call checks the news policy first. */
export const newsRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, deps) => {
  const timer = setInterval(() => {
    publishDue(deps.db, deps.now()).catch((e) => app.log.error(e, 'news: publishing scheduled items failed'));
  }, PUBLISH_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/news',
    {
      schema: {
        tags,
        summary:
          'Published news, pinned first then newest (page, per_page ≤ 50, category); manage=1 (PR or a director) every item with its status',
        querystring: ZNewsListQuery,
        response: { 200: ZNewsList, ...errors },
      },
    },
    (request) => svc.list(deps, requireAuth(request), request.query, '/api/news'),
  );

  app.get(
    '/news/show-news',
    {
      schema: {
        tags,
        summary:
          'One published item with its sanitized HTML (drafts and scheduled ones only for PR or a director)',
        querystring: ZNewsShowQuery,
        response: { 200: ZNewsOne, ...errors },
      },
    },
    (request) => svc.show(deps, requireAuth(request), request.query.id),
  );

  app.get(
    '/news/edit/:id',
    {
      schema: {
        tags,
        summary: 'PR or a director: one item to edit, and the categories',
        params: ZIdParam,
        response: { 200: ZNewsOne, ...errors },
      },
    },
    (request) => svc.editable(deps, requireAuth(request), request.params.id),
  );

  app.post(
    '/news',
    {
      schema: {
        tags,
        summary:
          'PR or a director: a new item (body sanitized before it is stored, 4351 when nothing is left; publish draft | now | at)',
        body: ZNewsInput,
        response: { 201: ZNewsOne, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await svc.create(deps, requireAuth(request), request.body)),
  );

  app.post(
    '/news/images',
    {
      schema: {
        tags,
        summary:
          'PR or a director: upload an editor image (multipart file: png or jpeg by content, ≤ 2000 KB; 4350 otherwise)',
        ...multipart,
        response: { 201: ZNewsImage, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await svc.upload(deps, requireAuth(request), request)),
  );

  app.get(
    '/news/images/:id',
    {
      schema: {
        tags,
        summary: 'Anyone signed in: a news image (image/png or image/jpeg, nosniff)',
        params: ZIdParam,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const image = await svc.imageOf(deps, requireAuth(request), request.params.id);
      return reply
        .header('content-type', image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=86400')
        .send(image.data as never);
    },
  );

  app.post(
    '/news/:id',
    {
      schema: {
        tags,
        summary: 'PR or a director: change an item (an item already announced is never announced again)',
        params: ZIdParam,
        body: ZNewsInput,
        response: { 200: ZNewsOne, ...errors },
      },
    },
    (request) => svc.update(deps, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/news/:id',
    {
      schema: {
        tags,
        summary: 'PR or a director: delete an item with its images and its notifications',
        params: ZIdParam,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    (request) => svc.remove(deps, requireAuth(request), request.params.id),
  );
};
