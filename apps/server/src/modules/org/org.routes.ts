import { ZAccount, ZCountRequest, ZErrorBody } from '@staffhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import type { OrgDeps } from './org.service';
import * as org from './org.service';

const ZNamed = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
const ZCommons = z.object({
  foots: z.array(ZNamed.extend({ division_id: z.number().int() })),
  divisions: z.array(ZNamed),
  positions: z.array(ZNamed),
  jobTitle: z.array(ZNamed),
  departments: z.array(ZNamed),
  workType: z.array(z.number().int()),
  companies: z.array(ZNamed.extend({ time_zone: z.string() })),
  approvalList: z.array(
    z.object({ id: z.number().int(), employee_code: z.string(), name: z.string(), level: z.number().int() }),
  ),
  /** The reader's submitted months, `YYYY-MM` ascending. */
  sumittedInfomation: z.array(z.string()),
  admins: z.array(z.object({ id: z.number().int(), employee_code: z.string(), name: z.string() })),
  japaneseLevel: z.array(z.number().int()),
  jobLevel: z.array(z.number().int()),
  gender: z.array(z.number().int()),
  rank: z.array(z.number().int()),
  approvalStatus: z.array(z.number().int()),
  pageSizes: z.array(z.number().int()),
});

/**
 * The reads every page's shell makes (the account, the shared lists, the badge counts): none reads
 * the clock, so they are reused while their tables are unchanged, within the person's day as the
 * approval lists whose counts the badges repeat (plugins/read-cache.ts).
 */
const SHELL_READ = { readCache: 'day' } as const;

export const orgRoutes: FastifyPluginAsyncZod<OrgDeps> = async (app, deps) => {
  app.get(
    '/account',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account and its access flags',
        response: { 200: ZAccount, 401: ZErrorBody },
      },
      config: SHELL_READ,
    },
    (request) => org.getAccount(deps, requireAuth(request).accountId),
  );
  app.get(
    '/commons',
    {
      schema: {
        tags: ['common'],
        summary: 'Lists shared by every form',
        response: { 200: ZCommons, 401: ZErrorBody },
      },
      config: SHELL_READ,
    },
    (request) => org.getCommons(deps, requireAuth(request).employeeId),
  );
  app.get(
    '/get-count-request',
    {
      schema: {
        tags: ['common'],
        summary: 'Pending counts for the approver badges',
        response: { 200: ZCountRequest, 401: ZErrorBody },
      },
      config: SHELL_READ,
    },
    (request) => org.getPendingCounts(deps, requireAuth(request).employeeId),
  );
};
