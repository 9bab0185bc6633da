import { ZChangePassword, ZErrorBody, ZLogin, ZTokenResponse } from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import type { AuthDeps } from './auth.service';
import * as auth from './auth.service';

const ZMessage = z.object({ message: z.string() });
const errors = { 401: ZErrorBody, 422: ZErrorBody, 429: ZErrorBody };

export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: ZLogin,
        response: { 200: ZTokenResponse, ...errors },
      },
    },
    (request) => auth.login(deps, request.body, request.ip),
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a live token for a new one',
        response: { 200: ZTokenResponse, 401: ZErrorBody },
      },
    },
    (request) => {
      const me = requireAuth(request);
      return auth.refresh(deps, me.accountId, me.sessionId);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: this token is refused afterwards',
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await auth.logout(deps, requireAuth(request).sessionId);
      return { message: 'Logged out.' };
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every session of the account ends',
        body: ZChangePassword,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (request) => {
      await auth.changePassword(deps, requireAuth(request).accountId, request.body);
      return { message: 'Password changed.' };
    },
  );
};
