import {
  DEFAULT_PAGE_SIZE,
  ID_MAX,
  paginationOf,
  ZErrorBody,
  ZNotification,
  ZPageQuery,
  zPaginated,
} from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { requireAuth } from '../../plugins/auth';
import { avatarUrl } from '../employees/avatar';
import * as repo from './notifications.repository';

const ZList = z.object({
  listNotifications: zPaginated(ZNotification),
  countNotificationUnread: z.number().int(),
});
const ZMessage = z.object({ message: z.string() });
const ZDeviceToken = z.object({ fcm_token: z.string().trim().min(1).max(500) });

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in person's notifications, newest first, with the unread count",
        querystring: ZPageQuery,
        response: { 200: ZList, 401: ZErrorBody },
      },
    },
    async (request) => {
      const me = requireAuth(request);
      const perPage = request.query.per_page ?? DEFAULT_PAGE_SIZE;
      const page = request.query.page;
      const { rows, total, unread } = await repo.listForRecipient(
        db,
        me.employeeId,
        perPage,
        (page - 1) * perPage,
      );
      return {
        listNotifications: {
          data: rows.map((r) => ({
            id: r.id,
            type: r.type,
            request_type: r.request_type,
            request_id: r.request_id,
            url: r.url,
            created_by:
              r.created_by_id === null ? null : { id: r.created_by_id, name: r.created_by_name ?? '' },
            created_at: r.created_at.toISOString(),
            // The notification's own image, else the photo of whoever caused it (the bell shows it).
            image_url:
              r.image_url ??
              (r.created_by_id === null ? null : avatarUrl(r.created_by_id, r.created_by_avatar)),
            is_readed: r.is_readed,
          })),
          ...paginationOf(total, page, perPage, '/api/notifications'),
        },
        countNotificationUnread: unread,
      };
    },
  );

  app.post(
    '/notifications/update-status',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        body: z.object({ id: z.coerce.number().int().positive().max(ID_MAX) }),
        response: { 200: ZMessage, 404: ZErrorBody },
      },
    },
    async (request) => {
      const ok = await repo.markRead(db, requireAuth(request).employeeId, request.body.id);
      // Another person's notification is reported exactly like a missing one.
      if (!ok) throw new AppError(4040);
      return { message: 'Updated.' };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await repo.markAllRead(db, requireAuth(request).employeeId);
      return { message: 'Updated.' };
    },
  );

  app.post(
    '/device-token/save',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Save a push device token',
        body: ZDeviceToken,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await repo.saveDeviceToken(db, requireAuth(request).accountId, request.body.fcm_token);
      return { message: 'Saved.' };
    },
  );

  app.post(
    '/device-token/remove',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Remove a push device token',
        body: ZDeviceToken,
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await repo.removeDeviceToken(db, requireAuth(request).accountId, request.body.fcm_token);
      return { message: 'Removed.' };
    },
  );
};
