import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

export interface VoteDeps {
  db: Db;
  now: () => Date;
}

/** Issue #18: being built. */
export const voteRoutes: FastifyPluginAsyncZod<VoteDeps> = async (_app, _deps) => {};
