import { ZChangePassword, ZErrorBody, ZLogin, ZTokenResponse } from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { clearTokenCookie, setTokenCookie } from './auth.cookie';
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
        description:
          'Returns the bearer token, and also sets it in an HttpOnly cookie for the web app (path /api; ' +
          'writes authenticated by the cookie alone need the header X-Requested-With: staffhub).',
        body: ZLogin,
        response: { 200: ZTokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await auth.login(deps, request.body, request.ip);
      setTokenCookie(request, reply, answer);
      return answer;
    },
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
    async (request, reply) => {
      const me = requireAuth(request);
      const answer = await auth.refresh(deps, me.accountId, me.sessionId);
      setTokenCookie(request, reply, answer);
      return answer;
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
    async (request, reply) => {
      await auth.logout(deps, requireAuth(request).sessionId);
      clearTokenCookie(request, reply);
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
    async (request, reply) => {
      await auth.changePassword(deps, requireAuth(request).accountId, request.body);
      // Every session of the account has ended, this browser's too.
      clearTokenCookie(request, reply);
      return { message: 'Password changed.' };
    },
  );
};
