import { todayIn } from '@staffhub/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readingFrom, tablesSince } from '../db/changes';
import { type Db, dataChanges } from '../db/client';
import { compress, compressible, type Encoding, encodingFor, varyOnEncoding } from './compress';

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
    readCache: Reading | null;
  }
}

interface Entry {
  /** UTF-8 once: a string would be encoded again at every send (a quarter of a hit's time). */
  body: Buffer;
  /** Its compressed copies, each made at the first hit that asks for it (plugins/compress.ts). */
  compressed?: Partial<Record<Encoding, Buffer>>;
  type: string;
  /** The tables it was read from, and the position of the data's changes before it was read. */
  tables: readonly string[];
  position: number;
}

/**
 * A request whose answer may be kept: where the data's changes stood and the statements noted
 * (`readingFrom`) when its handler began, and the key it is kept under.
 */
interface Reading {
  position: number;
  from: number;
  key: string;
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
}

/**
 * Reuses the 200 answers of the GET routes that opt in (`config.readCache`) while none of the
 * tables they were read from has changed. An answer counts as read from the tables of every
 * statement sent while its handler ran, its own and those of the requests beside it
 * (`db/changes.ts` `tablesSince`: never fewer than it read), and the data's changes are followed
 * table by table (`dataChanges`: this process's writes as each finishes, and on PostgreSQL every
 * other process's as its commit's notification arrives, which names the table); so a check-in
 * leaves the approval lists kept, a decision drops them. An answer is kept under the person
 * (account, employee, admin right, company and zone), the exact URL and the clock's day or minute,
 * so it is given again only to the same person asking the same thing of the same data in the same
 * day or minute: what the handler would have answered, without running it. A write of this
 * process is seen by its next request; another process's once its notification has arrived
 * (milliseconds); with changes unknown (PostgreSQL while its listening connection is down)
 * nothing is kept. The session is still checked on every request (see the auth plugin). Bounded:
 * at most `maxEntries` answers and `maxBytes` of them (their compressed copies, each a few tenths
 * of its answer at most, come on top); an answer over an eighth of that is not kept. The answer
 * says `x-read-cache: hit` or `miss`.
 */
export const readCachePlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; now: () => Date; maxEntries?: number; maxBytes?: number }) => {
    const cache = new Lru(opts.maxEntries ?? 2000, opts.maxBytes ?? 16 * 2 ** 20);
    app.decorateRequest('readCache', null);

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
        auth.accountId,
        auth.employeeId,
        auth.isAdmin,
        auth.companyId,
        auth.timeZone,
        when,
        request.url,
      ].join('\u0000');
    };

    // After the session check and validation (a refused query is never looked up nor kept), just
    // before the handler: what it reads from here on is what the answer is made of.
    app.addHook('preHandler', (request, reply, done) => {
      const mode = request.routeOptions.config?.readCache;
      if (!mode || request.method !== 'GET' || !request.auth) return done();
      const changes = dataChanges(opts.db);
      const position = changes?.position();
      const key = keyOf(request, mode);
      if (!changes || position === null || position === undefined || !key) return done();
      const hit = cache.get(key);
      if (hit && changes.unchangedSince(hit.position, hit.tables)) {
        reply.header('content-type', hit.type).header('x-read-cache', 'hit');
        if (!compressible(reply, hit.body.length)) return reply.send(hit.body);
        varyOnEncoding(reply);
        const encoding = encodingFor(request);
        if (!encoding) return reply.send(hit.body);
        hit.compressed ??= {};
        const body = hit.compressed[encoding] ?? compress(hit.body, encoding);
        hit.compressed[encoding] = body;
        return reply.header('content-encoding', encoding).send(body);
      }
      request.readCache = { position, from: readingFrom(), key };
      reply.header('x-read-cache', 'miss');
      done();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const reading = request.readCache;
      if (!reading || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
        return payload;
      // Kept only while nothing it was read from has changed since it began (a slow answer may
      // come after a write).
      const tables = tablesSince(reading.from, new Set());
      if (!dataChanges(opts.db)?.unchangedSince(reading.position, tables)) return payload;
      // A list written from its items' kept bytes comes as a Buffer (modules/requests/list-json.ts).
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      cache.set(reading.key, {
        body,
        type: String(reply.getHeader('content-type') ?? 'application/json'),
        tables: [...tables],
        position: reading.position,
      });
      // The bytes kept are the bytes sent: the string is not measured and encoded again on the
      // way out (about a tenth of the CPU of a computed pending list of 100).
      return body;
    });
  },
  { name: 'read-cache' },
);
