import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, setupTestApp } from './test/helpers';

// A tiny stand-in for the web build: the headers do not depend on what the page holds.
const webDist = mkdtempSync(path.join(tmpdir(), 'staffhub-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDist, 'assets', 'index.js'), 'document.body.dataset.ok = "1";');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const { app } = await setupTestApp({ WEB_DIST: webDist });

const WEB_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "connect-src 'self';font-src 'self' data:;object-src 'none';base-uri 'self';frame-ancestors 'none';" +
  "form-action 'self'";

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe(WEB_CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it.each(['/', '/timesheets', '/sabbatical-leave-request/approval?page=2'])(
    'the web app at %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expectSecurityHeaders(res.headers);
      // No script may run from the page itself: the policy has no 'unsafe-inline' or 'unsafe-eval'
      // for scripts, and no other origin.
      expect(WEB_CSP).not.toMatch(/script-src[^;]*(unsafe|https?:|\*)/);
    },
  );

  it('a script file of the build', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it('API answers: JSON, errors, unknown routes', async () => {
    const token = await login(app, 'member@demo.test');
    const ok = await call(app, token, { method: 'GET', url: '/api/account' });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok.headers);
    const refused = await app.inject({ method: 'GET', url: '/api/account' });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused.headers);
    const unknown = await call(app, token, { method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown.headers);
  });

  it('the API documentation still loads under the same policy (swagger-ui runs no inline script)', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().info.title).toBe('Staffhub API');
  });
});
