import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BlobStore } from '../../blob/store';
import type { Db } from '../../db/client';

export interface NewsDeps {
  db: Db;
  now: () => Date;
  blobs: BlobStore;
}

/** Issue #18: being built. */
export const newsRoutes: FastifyPluginAsyncZod<NewsDeps> = async (_app, _deps) => {};
