import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, login, setupTestApp } from './test/helpers';

/**
 * Every documented endpoint, fed the bad inputs of the issue: malformed JSON, wrong types, unknown
 * enum values, huge bodies, SQL-looking strings and bad path ids. Each must answer a 4xx with a
 * numeric code (never a 5xx), and nothing in the database may change.
 */
const { app, database } = await setupTestApp();

const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, unknown>>;
};
// Streams never end by themselves; /api/events has its own test.
const STREAMS = new Set(['/api/events']);
const operations = Object.entries(doc.paths)
  .filter(([path]) => !STREAMS.has(path))
  .flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
      path,
    })),
  );
// Endpoints whose whole purpose is to act with no input: they are exercised by their own tests.
const NO_INPUT_ACTIONS = new Set([
  'POST /api/logout',
  'POST /api/refresh-token',
  'POST /api/notifications/read-all',
  'POST /api/user/timesheets/checkin',
  'POST /api/user/timesheets/checkout',
]);

const sqlish = "1'; DROP TABLE accounts; --";
const bodies: Array<[string, string]> = [
  ['malformed JSON', '{"email": '],
  ['an array', '[1,2,3]'],
  ['wrong types', JSON.stringify({ email: 12, password: { a: 1 }, id: 'x', fcm_token: 7, password_new: [] })],
  [
    'SQL-looking strings',
    JSON.stringify({ email: sqlish, password: sqlish, id: sqlish, fcm_token: 'x'.repeat(600) }),
  ],
  ['unknown enum values', JSON.stringify({ status: 99, type: 'NOPE', page: -5 })],
  ['a huge body', JSON.stringify({ email: 'x'.repeat(1_100_000) })],
];
const badIds = ['abc', '-1', '99999999999999999999', '1%20OR%201=1'];

async function snapshot() {
  const r = await database.db.execute(sql`select
    (select count(*) from accounts) as accounts,
    (select string_agg(password_hash, ',' order by id) from accounts) as hashes,
    (select count(*) from employees) as employees,
    (select count(*) from notifications where is_readed = 1) as read,
    (select count(*) from device_tokens) as tokens,
    (select count(*) from timesheets) as timesheets,
    (select count(*) from timesheet_submissions) as submissions,
    (select count(*) from holidays) as holidays,
    (select count(*) from overtime_requests) as overtime,
    (select count(*) from correction_requests) as corrections,
    (select count(*) from remote_requests) as remote`);
  return JSON.stringify((r as unknown as { rows: unknown[] }).rows[0]);
}

describe('bad input on every endpoint', () => {
  it('finds the documented endpoints', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
  });

  it.each(operations)(
    '$method $path: 4xx with a code, never 5xx, nothing changed',
    async ({ method, path }) => {
      const token = await login(app, 'member@demo.test');
      const before = await snapshot();
      const urls = path.includes('{') ? badIds.map((id) => path.replace(/\{[^}]+\}/g, id)) : [path];
      for (const url of urls) {
        if (method === 'GET' || method === 'DELETE') {
          const res = await call(app, token, {
            method,
            url: `${url}?page=abc&per_page=-1&status=${encodeURIComponent(sqlish)}`,
          });
          expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().code).toBe('number');
          continue;
        }
        if (NO_INPUT_ACTIONS.has(`${method} ${path}`)) continue;
        for (const [label, payload] of bodies) {
          const res = await call(app, token, {
            method,
            url,
            payload,
            headers: { 'content-type': 'application/json' },
          });
          expect(res.statusCode, `${method} ${url} with ${label}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${method} ${url} with ${label}`).toBeLessThan(500);
          expect(typeof res.json().code, `${method} ${url} with ${label}`).toBe('number');
        }
      }
      expect(await snapshot()).toBe(before);
    },
  );
});
