import {
  ZCalendarFeedCreated,
  ZCalendarFeedKind,
  ZCalendarFeedQuery,
  ZCalendarFeeds,
  ZErrorBody,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { type CalendarDeps, createFeed, feedStatus, feedText, revokeFeed } from './calendar.service';

const tags = ['calendar feeds'];
const ZMessage = z.object({ message: z.string() });
const errors = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };

export const calendarRoutes: FastifyPluginAsyncZod<CalendarDeps> = async (app, deps) => {
  app.get(
    '/calendar-feeds',
    {
      schema: {
        tags,
        summary: 'My calendar feeds: whether each is active, and whether I have a team to follow',
        response: { 200: ZCalendarFeeds, ...errors },
      },
    },
    (request) => feedStatus(deps, requireAuth(request)),
  );

  app.post(
    '/calendar-feeds',
    {
      schema: {
        tags,
        summary: 'Make (or replace) my feed of a kind: its secret address, shown this once',
        body: ZCalendarFeedKind,
        querystring: ZCalendarFeedQuery,
        response: { 200: ZCalendarFeedCreated, ...errors },
      },
    },
    (request) =>
      createFeed(
        deps,
        requireAuth(request),
        request.body.kind,
        `${request.protocol}://${request.host}`,
        request.query.lang,
      ),
  );

  app.delete(
    '/calendar-feeds/:kind',
    {
      schema: {
        tags,
        summary: 'Revoke my feed of a kind: its address stops working',
        params: ZCalendarFeedKind,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (request) => {
      await revokeFeed(deps, requireAuth(request), request.params.kind);
      return { message: 'Revoked.' };
    },
  );

  app.get(
    '/calendar/:file',
    {
      // The secret in the address is the credential (calendar apps send no token).
      config: { public: true },
      schema: {
        tags,
        summary: 'A calendar feed (iCalendar, RFC 5545) by its secret address',
        params: z.object({
          file: z
            .string()
            .max(100)
            .regex(/^[A-Za-z0-9_-]+\.ics$/),
        }),
        querystring: ZCalendarFeedQuery,
        response: { 404: ZErrorBody, 422: ZErrorBody },
      },
    },
    async (request, reply) => {
      // Text, not the JSON the schema describes: sent as it is.
      const text = await feedText(deps, request.params.file.slice(0, -4), request.query.lang);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text as never);
    },
  );
};
