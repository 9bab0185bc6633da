import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPeople, makeOvertime } from '../test/factories';
import { call, settledGeneration, setupTestApp, TestClock } from '../test/helpers';
import { encodingFor, MIN_BYTES } from './compress';

const clock = new TestClock();
clock.set('2026-11-18T03:00:00Z');
const ctx = await setupTestApp({}, clock);
afterAll(() => ctx.app.close());
const { pm } = await demoPeople(ctx, ['pm']);
const PENDING = '/api/overtime-requests/approval?approveStatus=1&per_page=100';
const BROWSER = 'gzip, deflate, br, zstd';

const ask = (url: string, acceptEncoding?: string, token: string | null = pm.token) =>
  call(ctx.app, token, {
    method: 'GET',
    url,
    ...(acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } }),
  });
const decoded = (res: Awaited<ReturnType<typeof ask>>) => {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  return (
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
  ).toString();
};

for (let i = 0; i < 3; i++) await makeOvertime(ctx);
const plain = await ask(PENDING);
const { admin } = await demoPeople(ctx, ['admin']);

describe('JSON answers of GET requests compressed for clients that ask (plugins/compress.ts)', () => {
  it('a list as a browser asks for it comes as Brotli, the same answer once decoded, and says it varies', async () => {
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(MIN_BYTES);
    const res = await ask(PENDING, BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
    // Made by the handler (a URL of its own, which the cache has not seen) or given again by the
    // read cache: both come compressed.
    const made = await ask(`${PENDING}&sort_by=desc`, BROWSER);
    expect(made.headers['x-read-cache']).toBe('miss');
    expect(made.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(made))).toEqual(plain.json());
  });

  it('gzip when Brotli is not accepted, nothing when neither is', async () => {
    for (const [header, expected] of [
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['identity', undefined],
      ['gzip;q=0', undefined],
    ] as const) {
      const res = await ask(PENDING, header);
      expect(res.headers['content-encoding'], header).toBe(expected);
      expect(JSON.parse(decoded(res)), header).toEqual(plain.json());
    }
  });

  it('a kept answer given again is compressed too, the same once decoded', async () => {
    await settledGeneration(ctx.database.db);
    let res = await ask(PENDING, BROWSER);
    // On PostgreSQL a late notification of an earlier write can drop the kept answer: ask again.
    for (let tries = 0; tries < 4 && res.headers['x-read-cache'] !== 'hit'; tries++)
      res = await ask(PENDING, BROWSER);
    expect(res.headers['x-read-cache']).toBe('hit');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
    // The same kept answer, asked by a client without compression, comes as made.
    const bare = await ask(PENDING);
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.json()).toEqual(plain.json());
  });

  it('leaves small answers, answers of other requests than GET, and files as they are', async () => {
    const small = await ask('/api/get-count-request', BROWSER);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    // A sign-in answers a token: never compressed (no secret beside text an attacker chose).
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-encoding': BROWSER },
      payload: { email: 'pm@demo.test', password: 'demo1234' },
      remoteAddress: '10.9.8.7',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['content-encoding']).toBeUndefined();
    expect(signIn.json().token).toEqual(expect.any(String));
    // An XLSX download is not JSON.
    const file = await ask('/api/timesheets?export=1&month=2026-10', BROWSER, admin.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    expect(file.headers['content-encoding']).toBeUndefined();
  });
});

describe('encodingFor: what Accept-Encoding asks for', () => {
  const request = (method: string, header?: string) =>
    ({ method, headers: header === undefined ? {} : { 'accept-encoding': header } }) as FastifyRequest;
  it.each([
    ['a browser', 'GET', 'gzip, deflate, br, zstd', 'br'],
    ['gzip only', 'GET', 'gzip', 'gzip'],
    ['upper case, spaces', 'GET', ' GZIP ,  Deflate', 'gzip'],
    ['Brotli refused', 'GET', 'br;q=0, gzip', 'gzip'],
    ['Brotli refused with q=0.0', 'GET', 'br; q=0.0, gzip', 'gzip'],
    ['every one refused', 'GET', 'br;q=0, gzip;q=0', null],
    ['a weight other than 0 keeps it', 'GET', 'br;q=0.5', 'br'],
    ['identity', 'GET', 'identity', null],
    ['no header', 'GET', undefined, null],
    ['a POST', 'POST', 'gzip, br', null],
  ])('%s', (_label, method, header, expected) => {
    expect(encodingFor(request(method, header))).toBe(expected);
  });
});
