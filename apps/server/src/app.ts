import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { TOKEN_COOKIE } from '@staffhub/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BlobStore, LocalBlobStore } from './blob/store';
import type { Config } from './config';
import type { Db, Listen } from './db/client';
import { type JobRunner, jobRoutes } from './jobs/jobs.routes';
import { createMailer, type Mailer } from './mail/mailer';
import { approverContextRoutes } from './modules/approvals/context.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { TokenSigner } from './modules/auth/auth.tokens';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { checkpointRoutes } from './modules/checkpoints/checkpoints.routes';
import { correctionRoutes } from './modules/corrections/corrections.routes';
import { delegationRoutes } from './modules/delegations/delegations.routes';
import { employeeRoutes } from './modules/employees/employees.routes';
import { escalationRoutes } from './modules/escalations/escalations.routes';
import { holidayRoutes } from './modules/holidays/holidays.routes';
import { leaveRoutes } from './modules/leave/leave.routes';
import { shortLeaveRoutes } from './modules/leave/short-leave.routes';
import { lookupRoutes } from './modules/lookups/lookups.routes';
import { monthCloseRoutes } from './modules/month-close/month-close.routes';
import { newsRoutes } from './modules/news/news.routes';
import { countUnread } from './modules/notifications/notifications.repository';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { notificationSettingsRoutes } from './modules/notifications/settings.routes';
import { orgRoutes } from './modules/org/org.routes';
import { getPendingCounts } from './modules/org/org.service';
import { overtimeRoutes } from './modules/overtime/overtime.routes';
import { projectRoutes } from './modules/projects/projects.routes';
import { remoteRoutes } from './modules/remote/remote.routes';
import { seatRoutes } from './modules/seats/seats.routes';
import { skillRoutes } from './modules/skills/skills.routes';
import { timesheetRoutes } from './modules/timesheets/timesheets.routes';
import { voteRoutes } from './modules/vote/vote.routes';
import { authPlugin } from './plugins/auth';
import compressPlugin from './plugins/compress';
import { clientErrorHandler, errorsPlugin, frameworkErrors, zodValidatorCompiler } from './plugins/errors';
import { eventsPlugin } from './plugins/events';
import { readCachePlugin } from './plugins/read-cache';
import { securityHeadersPlugin } from './plugins/security-headers';
import { responseSerializerCompiler } from './plugins/serializer';

export interface AppOptions {
  config: Config;
  db: Db;
  /** LISTEN on the database, for live events across API processes. */
  listen: Listen;
  logger?: FastifyServerOptions['logger'];
  /** The clock every rule reads; tests move it. */
  now?: () => Date;
  /** Where uploads go; a folder under BLOB_DIR (default DATA_DIR/blobs) unless given. */
  blobs?: BlobStore;
  /** The process's scheduled-job queues (server.ts); without them a job asked for runs at once. */
  jobs?: JobRunner | null;
  /** Sends e-mail (SMTP_URL); null: no e-mail. Made from the config unless given. */
  mailer?: Mailer | null;
}

/** JSON bodies above this are refused with 413 / 4130 (uploads get their own limits). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole application without listening; tests drive it with `app.inject`. */
export async function buildApp({
  config,
  db,
  listen,
  logger = false,
  now = () => new Date(),
  blobs = new LocalBlobStore(config.BLOB_DIR ?? path.join(config.DATA_DIR, 'blobs')),
  jobs = null,
  mailer = createMailer(config),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
    // A plugin that waits on the database (the events' LISTEN) can take more than Fastify's default
    // 10 s on a machine under heavy load (it failed a test run at a load average of 18 on 2 cores);
    // a minute still reports one that never starts.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(errorsPlugin);
  // Per-route limits are set where files are read; this is the ceiling for any upload.
  await app.register(fastifyMultipart, { limits: { fileSize: 25 * 1024 * 1024, files: 5, fields: 20 } });

  await app.register(securityHeadersPlugin);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Staffhub API',
        version: '0.1.0',
        description: 'Work time and leave. Errors: {code, message, errors?}.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The web app's: set HttpOnly by login and refresh-token; writes also need X-Requested-With.
          tokenCookie: { type: 'apiKey', in: 'cookie', name: TOKEN_COOKIE },
        },
      },
      security: [{ bearer: [] }, { tokenCookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const tokens = new TokenSigner(config.tokenSecret, config.TOKEN_TTL_SECONDS);
  // The read cache's hook first: it notes where the data's changes stand before anything is read.
  await app.register(readCachePlugin, { db, now });
  // After the read cache: its onSend keeps an answer as made, this one's compresses what is sent.
  await app.register(compressPlugin);
  await app.register(authPlugin, { db, tokens, now });

  await app.register(eventsPlugin, {
    listen,
    snapshot: async (employeeId) => ({
      notification: { countNotificationUnread: await countUnread(db, employeeId) },
      counts: await getPendingCounts({ db, config }, employeeId),
    }),
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { db, config, tokens, now });
      await api.register(orgRoutes, { db, config });
      await api.register(employeeRoutes, { db, now, blobs });
      await api.register(projectRoutes, { db, now, blobs });
      await api.register(skillRoutes, { db, now });
      await api.register(checkpointRoutes, { db, now });
      await api.register(newsRoutes, { db, now, blobs });
      await api.register(seatRoutes, { db, now });
      await api.register(voteRoutes, { db, now, voteAccountIds: config.VOTE_ACCOUNT_IDS });
      await api.register(lookupRoutes, { db, now });
      await api.register(notificationRoutes, { db });
      await api.register(notificationSettingsRoutes, { db, emailEnabled: mailer !== null });
      await api.register(timesheetRoutes, { db, now });
      await api.register(holidayRoutes, { db, now });
      await api.register(overtimeRoutes, { db, now });
      await api.register(correctionRoutes, { db, now, blobs });
      await api.register(remoteRoutes, { db, now });
      await api.register(leaveRoutes, { db, now });
      await api.register(shortLeaveRoutes, { db, now });
      await api.register(approverContextRoutes, { db, now });
      await api.register(monthCloseRoutes, { db, now });
      await api.register(jobRoutes, { db, now, jobs, mailer });
      await api.register(calendarRoutes, { db, now });
      await api.register(delegationRoutes, { db, now });
      await api.register(escalationRoutes, { db, now });
    },
    { prefix: '/api' },
  );

  // The built web app, with the SPA fallback for client-side routes.
  const webIndex = path.join(config.WEB_DIST, 'index.html');
  if (existsSync(webIndex)) {
    // preCompressed: the build writes .br and .gz copies (apps/web/build/precompress.ts); the one the
    // browser accepts is sent as it is, with `vary: accept-encoding`, also for the SPA fallback.
    // Hashed files under /assets never change; anything else (index.html) is asked for again.
    // cacheControl: false, or @fastify/send would put its own `public, max-age=0` over this.
    const assetsDir = path.join(config.WEB_DIST, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const file = request.url.split('?')[0] ?? '/';
      if (file.startsWith('/api/')) return reply.callNotFound();
      const candidate = path.join(config.WEB_DIST, path.normalize(file));
      if (file !== '/' && candidate.startsWith(config.WEB_DIST) && existsSync(candidate)) {
        return reply.sendFile(path.relative(config.WEB_DIST, candidate));
      }
      return reply.sendFile('index.html');
    });
  }

  return app;
}
