import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../db/client';
import { EVENTS_CHANNEL, LIVE_TOPICS } from '../modules/notifications/notify';
import { requireAuth } from './auth';

export interface EventSnapshot {
  notification: { countNotificationUnread: number };
  counts: Record<string, number>;
}

export interface EventsOptions {
  listen: Listen;
  /** What an employee's open pages should now show. */
  snapshot: (employeeId: number) => Promise<EventSnapshot>;
  pingMs?: number;
}

const write = (res: ServerResponse, event: string, data: unknown) =>
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * GET /api/events: a server-sent-events stream per signed-in page (read with fetch, so the bearer
 * token is sent). Transitions NOTIFY on Postgres; every API process LISTENs and pushes the fresh
 * unread count and pending counts to the pages of the employees concerned.
 */
export const eventsPlugin = fp(async (app: FastifyInstance, opts: EventsOptions) => {
  const streams = new Map<number, Set<ServerResponse>>();

  const push = async (employeeId: number) => {
    const open = streams.get(employeeId);
    if (!open?.size) return;
    const snap = await opts.snapshot(employeeId);
    for (const res of open) {
      write(res, 'notification', snap.notification);
      write(res, 'counts', snap.counts);
    }
  };

  const stop = await opts.listen(EVENTS_CHANNEL, (payload) => {
    let message: { employees?: unknown; topic?: unknown; all?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (typeof message.topic === 'string' && (LIVE_TOPICS as readonly string[]).includes(message.topic)) {
      for (const set of streams.values())
        for (const res of set) write(res, 'topic', { topic: message.topic });
      return;
    }
    const ids = message.all === true ? [...streams.keys()] : message.employees;
    if (!Array.isArray(ids)) return;
    for (const id of ids)
      if (typeof id === 'number') push(id).catch((err) => app.log.warn({ err }, 'event push failed'));
  });

  const ping = setInterval(() => {
    for (const set of streams.values()) for (const res of set) res.write(': ping\n\n');
  }, opts.pingMs ?? 15_000);
  ping.unref();

  app.addHook('onClose', async () => {
    clearInterval(ping);
    await stop();
    for (const set of streams.values()) for (const res of set) res.end();
    streams.clear();
  });

  app.get(
    '/api/events',
    { schema: { tags: ['notifications'], summary: 'Server-sent events: notification and counts' } },
    async (request, reply) => {
      const me = requireAuth(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const set = streams.get(me.employeeId) ?? new Set<ServerResponse>();
      set.add(res);
      streams.set(me.employeeId, set);
      request.raw.on('close', () => {
        set.delete(res);
        if (set.size === 0) streams.delete(me.employeeId);
      });
      // The current state at once, so a page that reconnects catches up.
      const snap = await opts.snapshot(me.employeeId);
      write(res, 'notification', snap.notification);
      write(res, 'counts', snap.counts);
    },
  );
});
