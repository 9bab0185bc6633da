/** My notification channels (issue #20): signed in, for myself only (the actor is the policy). */
import { ZErrorBody, ZNotificationSettings, ZNotificationSettingsInput } from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { type SettingsDeps, saveSettings, settingsOf } from './settings.service';

export const notificationSettingsRoutes: FastifyPluginAsyncZod<SettingsDeps> = async (app, deps) => {
  const tags = ['notifications'];
  const errors = { 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };
  app.get(
    '/notification-settings',
    {
      schema: {
        tags,
        summary: 'My channel per notification type (app, email, both) and the language of my e-mails',
        response: { 200: ZNotificationSettings, ...errors },
      },
    },
    (request) => settingsOf(deps, requireAuth(request)),
  );
  app.put(
    '/notification-settings',
    {
      schema: {
        tags,
        summary: 'Change my channels (the types named; the others stay) and the language of my e-mails',
        body: ZNotificationSettingsInput,
        response: { 200: ZNotificationSettings, ...errors },
      },
    },
    (request) => saveSettings(deps, requireAuth(request), request.body),
  );
};
