import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

export interface SeatDeps {
  db: Db;
  now: () => Date;
}

/** Issue #18: being built. */
export const seatRoutes: FastifyPluginAsyncZod<SeatDeps> = async (_app, _deps) => {};
