import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_LIMIT_PER_IP, TOKEN_TTL_SECONDS } from '@staffhub/domain';
import { z } from 'zod';
import { repoRoot } from './paths';

export { repoRoot };

/**
 * PGlite's own cache of table and index pages (PostgreSQL's `shared_buffers`, 128MB by default):
 * it lives inside the WASM memory, which never shrinks, and was the largest single part of the
 * server's memory. The pages it misses are read from the data directory through the operating
 * system's file cache. docs/SCALING.md has the figures.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    DATABASE_URL: z.string().url().optional(),
    /** Where uploaded files are kept (evidence images); DATA_DIR/blobs when unset. */
    BLOB_DIR: z.string().optional(),
    TOKEN_SECRET: z.string().min(32).optional(),
    TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(TOKEN_TTL_SECONDS),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(LOGIN_LIMIT_PER_IP),
    LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(LOGIN_FAILURES_PER_ACCOUNT),
    VOTE_ACCOUNT_IDS: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((x) => Number(x.trim()))
          .filter((n) => Number.isInteger(n) && n > 0),
      ),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    TRUST_PROXY: z.stringbool().default(false),
    /**
     * The embedded database's page cache (PostgreSQL's `shared_buffers`, inside the process's memory):
     * 16MB holds the demo organization's hot pages; a large organization on PGlite reads faster with
     * more (docs/SCALING.md).
     */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^[1-9][0-9]{0,6}(kB|MB|GB)$/, 'a size such as 32MB')
      // PostgreSQL's least; the most PGlite's 2 GB of WASM memory leaves room for beside its work.
      .refine((s) => {
        const kb = Number.parseInt(s, 10) * ({ kB: 1, MB: 1024, GB: 1024 ** 2 }[s.slice(-2)] ?? 0);
        return kb >= 128 && kb <= 1024 ** 2;
      }, 'from 128kB to 1GB')
      .default(PGLITE_SHARED_BUFFERS),
    /**
     * The embedded database in a worker thread of its own (db/pglite-thread.ts), so its work runs
     * beside the event loop's rather than in it. Off by default: on the 2-core machine of the benches
     * it made the screens' computed calls up to 89 % faster, but the server's peak went over the
     * 300 MB target (docs/DECISIONS.md "The embedded database in a thread of its own").
     */
    PGLITE_THREAD: z.stringbool().default(false),
    /**
     * On a first start, also seed two months of attendance for every demo employee (the demo shows
     * real-looking timesheets and dashboards). The browser tests turn it off: their flows start from
     * days with no attendance.
     */
    DEMO_HISTORY: z.stringbool().default(true),
    /**
     * Whether this process runs the scheduled jobs (missing check-outs, reminders to submit). Every
     * API process may: pg-boss runs each job once whichever process takes it.
     */
    JOBS: z.stringbool().default(true),
    /**
     * How many API processes serve the port (`server.ts`: a `node:cluster` primary hands connections
     * to them round-robin). One Node process computes on one core; on PostgreSQL each process is
     * another, sharing everything through the database (docs/SCALING.md "Several API processes").
     * `auto`: one per core on PostgreSQL, one on PGlite, which is one process: a number above 1
     * needs DATABASE_URL.
     */
    WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
    /**
     * E-mail beside the bell (issue #20): the SMTP server, as a URL (`smtp://user:pass@host:587`,
     * `smtps://…:465`); unset, nobody is e-mailed and e-mail-only notifications stay in the bell.
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
      .optional(),
    /** The sender of those e-mails. */
    MAIL_FROM: z.string().min(3).max(200).default('Staffhub <no-reply@staffhub.invalid>'),
    /** The web app's address, for the links in e-mails (default: this server on localhost). */
    APP_URL: z.string().url().optional(),
    /** Tests and demos only: the server clock starts at this instant and runs on from there. */
    CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((env, ctx) => {
    if (typeof env.WORKERS === 'number' && env.WORKERS > 1 && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message:
          'more than one process needs PostgreSQL (DATABASE_URL): the embedded database is one process',
      });
  });

export type Config = Omit<z.infer<typeof ZEnv>, 'WORKERS'> & { WORKERS: number; tokenSecret: string };

/** The token secret: from TOKEN_SECRET, else generated once into DATA_DIR so restarts keep sessions. */
function resolveSecret(env: z.infer<typeof ZEnv>): string {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  const file = path.join(env.DATA_DIR, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  // Processes starting at once on one DATA_DIR must end with one secret: each writes its own
  // candidate, and the first hard link to the name wins; everybody then reads the winner.
  const candidate = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(candidate, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(candidate, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  } finally {
    rmSync(candidate, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Parses the environment once; nothing else reads process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (`DATABASE_URL=`) counts as unset, as shells and compose files write it.
  const given = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = ZEnv.safeParse(given);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  const { WORKERS, ...rest } = parsed.data;
  const workers =
    WORKERS === 'auto' ? (parsed.data.DATABASE_URL ? Math.min(64, availableParallelism()) : 1) : WORKERS;
  const env = { ...rest, WORKERS: workers, ...overrides };
  return { ...env, tokenSecret: overrides.tokenSecret ?? resolveSecret(env) };
}

/** The clock every rule reads: real time, or real time shifted to start at CLOCK_START. */
export function clockOf(config: Pick<Config, 'CLOCK_START'>): () => Date {
  if (!config.CLOCK_START) return () => new Date();
  const shift = Date.parse(config.CLOCK_START) - Date.now();
  return () => new Date(Date.now() + shift);
}
