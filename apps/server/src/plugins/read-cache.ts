import { todayIn } from '@staffhub/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long an answer may be reused besides the data it was made of: `day`, while the person's
 * company is on the same day (lists whose editability depends on today); `minute`, within the same
 * minute of the app clock (screens that count today's time so far, to the minute).
 */
export type ReadCacheMode = 'day' | 'minute';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET whose 200 answer depends only on the database, the signed-in person, its URL and the clock. */
    readCache?: ReadCacheMode;
  }
  interface FastifyRequest {
    readCacheKey: string | null;
  }
}

interface Entry {
  /** UTF-8 once: a string would be encoded again at every send (a quarter of a hit's time). */
  body: Buffer;
  type: string;
}

/** Entries newest last (a Map keeps insertion order); the oldest go first past either bound. */
class Lru {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }
  set(key: string, entry: Entry) {
    const size = entry.body.length;
    if (size > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= e.body.length;
    }
  }
  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
  get size() {
    return this.entries.size;
  }
}

/**
 * Reuses the 200 answers of the GET routes that opt in (`config.readCache`) while nothing was
 * written to the database. The auth hook names the state of the data each request reads
 * (`AuthContext.dataVersion`): the data generation, which moves on at every write of this process
 * and, on PostgreSQL, at the notification every other process's write sends on commit
 * (`writeGeneration`); or, when there is none, the database snapshot read with the session. An
 * answer is kept under the person (account, employee, admin right, company and zone), the exact
 * URL, the clock's day or minute and that version, so it is given again only to the same person
 * asking the same thing of the same data in the same day or minute: what the handler would have
 * answered, without running it. A write of this process is seen by its next request; another
 * process's once its notification has arrived (milliseconds). The session is still checked on
 * every request (see the auth plugin). Bounded: at most `maxEntries` answers and `maxBytes` of
 * them; an answer over an eighth of that is not kept. The answer says `x-read-cache: hit` or `miss`.
 */
export const readCachePlugin = fp(
  async (app: FastifyInstance, opts: { now: () => Date; maxEntries?: number; maxBytes?: number }) => {
    const cache = new Lru(opts.maxEntries ?? 2000, opts.maxBytes ?? 32 * 2 ** 20);
    let version = '';
    app.decorateRequest('readCacheKey', null);

    // A zone's today, worked out once a minute (Intl's formatting was a twentieth of a hit's time).
    const days = new Map<string, string>();
    let daysMinute = -1;
    const todayOf = (zone: string, now: Date, minute: number) => {
      if (minute !== daysMinute) {
        days.clear();
        daysMinute = minute;
      }
      let today = days.get(zone);
      if (today === undefined) {
        today = todayIn(zone, now);
        days.set(zone, today);
      }
      return today;
    };

    const keyOf = (request: FastifyRequest, mode: ReadCacheMode) => {
      const auth = request.auth;
      if (!auth) return null;
      const now = opts.now();
      const minute = Math.floor(now.getTime() / 60_000);
      const when = mode === 'day' ? todayOf(auth.timeZone, now, minute) : String(minute);
      return [
        auth.dataVersion,
        auth.accountId,
        auth.employeeId,
        auth.isAdmin,
        auth.companyId,
        auth.timeZone,
        when,
        request.url,
      ].join('\u0000');
    };

    // After validation: a refused query is never looked up nor kept.
    app.addHook('preHandler', async (request, reply) => {
      const mode = request.routeOptions.config?.readCache;
      if (!mode || request.method !== 'GET' || !request.auth) return;
      // Versions only move forward: answers of an older one can never be given again.
      if (request.auth.dataVersion !== version) {
        cache.clear();
        version = request.auth.dataVersion;
      }
      const key = keyOf(request, mode);
      if (!key) return;
      const hit = cache.get(key);
      if (hit) {
        reply.header('content-type', hit.type).header('x-read-cache', 'hit');
        return reply.send(hit.body);
      }
      request.readCacheKey = key;
      reply.header('x-read-cache', 'miss');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.readCacheKey;
      // Kept only while its version is the newest seen (a slow answer may come after a write).
      if (
        key &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        request.auth?.dataVersion === version
      )
        cache.set(key, {
          body: Buffer.from(payload),
          type: String(reply.getHeader('content-type') ?? 'application/json'),
        });
      return payload;
    });
  },
  { name: 'read-cache' },
);
