import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress';
import { setupTestApp } from './test/helpers';

// A stand-in for the web build, compressed by the build's own step.
const webDist = mkdtempSync(path.join(tmpdir(), 'staffhub-web-'));
mkdirSync(path.join(webDist, 'assets'));
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;
const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ day: i, label: `row ${i}` })))};`;
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
precompressDir(webDist);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const { app } = await setupTestApp({ WEB_DIST: webDist });

const ASSET = '/assets/index-abc123.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the web build is sent precompressed', () => {
  it('brotli when the browser accepts it, decoding to the same bytes', async () => {
    const res = await app.inject({
      method: 'GET',
      url: ASSET,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('gzip when that is all the browser accepts', async () => {
    const res = await app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('the file itself without accept-encoding', async () => {
    const res = await app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toBe(script);
  });

  it.each(['/', '/timesheets', '/login?callbackUrl=%2Fdashboard'])(
    'index.html at %s: compressed, never cached without asking',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
      const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(indexHtml);
    },
  );
});
