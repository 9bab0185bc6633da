import { JOB_NAMES, type JobName, ZErrorBody } from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, requireAdmin, requireAuth } from '../plugins/auth';
import { JOBS, type JobDeps } from './jobs';

/** What runs the jobs in this process: its pg-boss queues, or none (tests, JOBS=false). */
export interface JobRunner {
  send(name: JobName): Promise<string | null>;
}

export interface JobRouteDeps extends JobDeps {
  jobs: JobRunner | null;
}

/** Running a scheduled job now: administrators only. */
function requireJobRunner(actor: Actor) {
  requireAdmin(actor);
}

export const jobRoutes: FastifyPluginAsyncZod<JobRouteDeps> = async (app, deps) => {
  app.post(
    '/jobs/:name/run',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Administrators: run a scheduled job now (queued on pg-boss where this process runs the jobs, else run at once); each job is once-only per person and period',
        params: z.object({ name: z.enum(JOB_NAMES) }),
        response: {
          200: z.object({
            name: z.string(),
            /** Queued (pg-boss runs it within seconds), or run here already. */
            queued: z.boolean(),
            /** When run here: how many people it reached. */
            count: z.number().int().nullable(),
          }),
          401: ZErrorBody,
          403: ZErrorBody,
          422: ZErrorBody,
        },
      },
    },
    async (request) => {
      requireJobRunner(requireAuth(request));
      const { name } = request.params;
      if (deps.jobs) {
        await deps.jobs.send(name);
        return { name, queued: true, count: null };
      }
      return { name, queued: false, count: await JOBS[name].run(deps) };
    },
  );
};
