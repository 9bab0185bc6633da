import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makeMember } from '../../test/factories';
import { call, login, nextIp, setupTestApp } from '../../test/helpers';
import { tokenCookieOptions } from './auth.cookie';

const ctx = await setupTestApp({ LOGIN_LIMIT_PER_IP: 5, LOGIN_FAILURES_PER_ACCOUNT: 3 });
const { app } = ctx;

const post = (url: string, payload: unknown, opts: { token?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: opts.ip ?? nextIp(),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });

describe('POST /api/login', () => {
  it('returns a bearer token with its lifetime', async () => {
    const res = await post('/api/login', { email: 'member@demo.test', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(ctx.config.TOKEN_TTL_SECONDS);
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const res = await post('/api/login', { email: '  Member@Demo.TEST ', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['wrong password', { email: 'member@demo.test', password: 'nope-nope' }],
    ['unknown email', { email: 'nobody@demo.test', password: 'demo1234' }],
  ])('refuses a %s with 401 / 4011 and the same message', async (_label, payload) => {
    const res = await post('/api/login', payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 4011, message: 'Email or password is incorrect.' });
  });

  it.each([
    ['missing fields', {}, { email: 'required', password: 'required' }],
    ['not an email', { email: 'member', password: 'x' }, { email: 'email' }],
    ['wrong types', { email: 42, password: ['x'] }, { email: 'invalid', password: 'invalid' }],
    ['SQL-looking email', { email: "' OR 1=1 --", password: 'x' }, { email: 'email' }],
    ['an overlong password', { email: 'member@demo.test', password: 'x'.repeat(129) }, { password: 'max' }],
  ])('validates %s with 422 / 4220 and per-field rules', async (_label, payload, rules) => {
    const res = await post('/api/login', payload);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe(4220);
    for (const [field, rule] of Object.entries(rules)) {
      expect(body.errors[field][0].rule).toBe(rule);
    }
  });

  it('answers malformed JSON with 400 / 4000', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 4000, message: 'Malformed request.' });
  });

  it('refuses a huge body with 413 / 4130', async () => {
    const res = await post('/api/login', {
      email: 'member@demo.test',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(4130);
  });

  it('refuses another content type with 415 / 4150', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(4150);
  });

  it('limits attempts per IP: the excess gets 429 / 4291 with Retry-After', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post('/api/login', { email: 'solo@demo.test', password: 'demo1234' }, { ip })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await post('/api/login', { email: 'pr@demo.test', password: 'demo1234' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(4291);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failed attempts per account, whatever the IP, even for the right password afterwards', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/login', { email: 'hr@demo.test', password: 'wrong-pass' })).statusCode).toBe(
        401,
      );
    }
    const res = await post('/api/login', { email: 'hr@demo.test', password: 'demo1234' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(4291);
    // Another account is not affected.
    expect((await post('/api/login', { email: 'pr@demo.test', password: 'demo1234' })).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses requests without, with a malformed or with a tampered token (401 / 4010)', async () => {
    const token = await login(app, 'member@demo.test');
    const tampered = `${token.slice(0, -3)}${token.endsWith('A') ? 'B' : 'A'}AA`;
    for (const t of [null, 'garbage', tampered]) {
      const res = await call(app, t, { method: 'GET', url: '/api/account' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(4010);
    }
  });

  it('logout makes that token refused afterwards, other sessions keep working', async () => {
    const a = await login(app, 'member@demo.test');
    const b = await login(app, 'member@demo.test');
    expect((await call(app, a, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await call(app, a, { method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    expect((await call(app, b, { method: 'GET', url: '/api/account' })).statusCode).toBe(200);
  });

  it('refresh-token issues a new token and retires the old one', async () => {
    const old = await login(app, 'member@demo.test');
    const res = await call(app, old, { method: 'POST', url: '/api/refresh-token' });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token;
    expect(fresh).not.toBe(old);
    expect((await call(app, old, { method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    expect((await call(app, fresh, { method: 'GET', url: '/api/account' })).statusCode).toBe(200);
  });
});

describe('POST /api/change-password', () => {
  it('validates SPEC 5 rules per field', async () => {
    const token = await login(app, 'pm@demo.test');
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{}, { password: 'required', password_new: 'required', confirmPassword: 'required' }],
      [{ password: 'demo1234', password_new: '12345', confirmPassword: '12345' }, { password_new: 'min' }],
      [
        { password: 'demo1234', password_new: 'abcdef', confirmPassword: 'abcdeg' },
        { confirmPassword: 'same' },
      ],
      [
        { password: 'demo1234', password_new: 'demo1234', confirmPassword: 'demo1234' },
        { password_new: 'different' },
      ],
    ];
    for (const [payload, rules] of cases) {
      const res = await call(app, token, { method: 'POST', url: '/api/change-password', payload });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.code).toBe(4220);
      for (const [field, rule] of Object.entries(rules)) expect(body.errors[field][0].rule).toBe(rule);
    }
  });

  it('answers 5014 when the old password is wrong and changes nothing', async () => {
    const token = await login(app, 'pm@demo.test');
    const res = await call(app, token, {
      method: 'POST',
      url: '/api/change-password',
      payload: { password: 'not-it', password_new: 'newpass1', confirmPassword: 'newpass1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(5014);
    // On the old-password field, for the form (#14).
    expect(res.json().errors).toEqual({
      password: [expect.objectContaining({ rule: 'code', params: { code: 5014 } })],
    });
    expect((await call(app, token, { method: 'GET', url: '/api/account' })).statusCode).toBe(200);
    await login(app, 'pm@demo.test'); // the old password still works
  });

  it('changes the password (passwordNew alias too), ends every session, and the new one signs in', async () => {
    const token = await login(app, 'leader@demo.test');
    const other = await login(app, 'leader@demo.test');
    const res = await call(app, token, {
      method: 'POST',
      url: '/api/change-password',
      payload: { password: 'demo1234', passwordNew: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    expect(res.statusCode).toBe(200);
    for (const t of [token, other])
      expect((await call(app, t, { method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    await expect(login(app, 'leader@demo.test')).rejects.toThrow(/401/);
    await login(app, 'leader@demo.test', 'brand-new-1');
  });
});

/** The `token` cookie a response sets (or clears), as light-my-request parses Set-Cookie. */
function tokenCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'token');
}

/** A request carried by the cookie alone, as the web app sends it (with or without the CSRF header). */
function withCookie(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { csrf = true, payload }: { csrf?: boolean; payload?: Record<string, unknown> } = {},
) {
  return app.inject({
    method,
    url,
    cookies: { token },
    headers: csrf ? { 'x-requested-with': 'staffhub' } : {},
    ...(payload ? { payload } : {}),
  });
}

async function webLogin(email = 'member@demo.test') {
  const res = await post('/api/login', { email, password: 'demo1234' });
  expect(res.statusCode).toBe(200);
  const cookie = tokenCookie(res);
  if (!cookie) throw new Error('no token cookie');
  return { res, cookie };
}

describe('the web session: the token in an HttpOnly cookie', () => {
  it('login sets it HttpOnly, SameSite=Strict, for /api only, as long as the token; the body is unchanged', async () => {
    const { res, cookie } = await webLogin();
    const body = res.json();
    expect(body).toEqual({
      token: cookie.value,
      token_type: 'Bearer',
      expires_in: ctx.config.TOKEN_TTL_SECONDS,
    });
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api',
      maxAge: ctx.config.TOKEN_TTL_SECONDS,
    });
    // Plain http here: a Secure cookie would never come back. Over https it is Secure.
    expect(cookie.secure).toBeUndefined();
    expect(tokenCookieOptions(true, 60)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'strict' });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
  });

  it('a failed login sets no cookie', async () => {
    const res = await post('/api/login', { email: 'member@demo.test', password: 'wrong-one' });
    expect(res.statusCode).toBe(401);
    expect(tokenCookie(res)).toBeUndefined();
  });

  it('reads work with the cookie alone, with or without the CSRF header', async () => {
    const { cookie } = await webLogin();
    for (const csrf of [true, false]) {
      const res = await withCookie(cookie.value, 'GET', '/api/account', { csrf });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe('member@demo.test');
    }
  });

  it.each<['POST' | 'PUT' | 'DELETE', string]>([
    ['POST', '/api/notifications/read-all'],
    ['POST', '/api/refresh-token'],
    ['PUT', '/api/timesheets/1'],
    ['DELETE', '/api/overtime-requests/999999'],
  ])('a cookie-only %s %s without the CSRF header is 403 / 4030', async (method, url) => {
    const { cookie } = await webLogin();
    const res = await withCookie(cookie.value, method, url, { csrf: false, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 4030 });
    // A wrong value is no proof either.
    const wrong = await app.inject({
      method,
      url,
      cookies: { token: cookie.value },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: {},
    });
    expect(wrong.statusCode).toBe(403);
    // The session was not touched: it still reads.
    expect((await withCookie(cookie.value, 'GET', '/api/account')).statusCode).toBe(200);
  });

  it('a cookie-only write with the CSRF header works: refresh-token sets the new cookie and retires the old', async () => {
    const { cookie } = await webLogin();
    const read = await withCookie(cookie.value, 'POST', '/api/notifications/read-all');
    expect(read.statusCode).toBe(200);
    const res = await withCookie(cookie.value, 'POST', '/api/refresh-token');
    expect(res.statusCode).toBe(200);
    const fresh = tokenCookie(res);
    expect(fresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(fresh?.value).toBe(res.json().token);
    expect(fresh?.value).not.toBe(cookie.value);
    expect((await withCookie(cookie.value, 'GET', '/api/account')).statusCode).toBe(401);
    expect((await withCookie(fresh?.value as string, 'GET', '/api/account')).statusCode).toBe(200);
  });

  it('logout clears the cookie; the old cookie then gets 401, and is cleared again', async () => {
    const { cookie } = await webLogin();
    const res = await withCookie(cookie.value, 'POST', '/api/logout');
    expect(res.statusCode).toBe(200);
    const cleared = tokenCookie(res);
    expect(cleared).toMatchObject({ value: '', path: '/api', maxAge: 0 });
    expect(cleared?.expires?.getTime()).toBe(0);
    const after = await withCookie(cookie.value, 'GET', '/api/account');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(4010);
    expect(tokenCookie(after)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('changing the password clears the cookie with every session', async () => {
    const me = await makeMember(ctx);
    const { cookie } = await webLogin(me.email);
    const res = await withCookie(cookie.value, 'POST', '/api/change-password', {
      payload: { password: 'demo1234', password_new: 'brand-new-2', confirmPassword: 'brand-new-2' },
    });
    expect(res.statusCode).toBe(200);
    expect(tokenCookie(res)).toMatchObject({ value: '', maxAge: 0 });
    expect((await withCookie(cookie.value, 'GET', '/api/account')).statusCode).toBe(401);
  });

  it('bearer clients are unchanged: writes need no CSRF header, and a bearer header is never mixed with the cookie', async () => {
    const token = await login(app, 'member@demo.test');
    const write = await call(app, token, { method: 'POST', url: '/api/notifications/read-all' });
    expect(write.statusCode).toBe(200);
    expect(tokenCookie(write)).toBeUndefined();
    const { cookie } = await webLogin();
    // A bad Authorization header is refused even with a good cookie beside it, and the cookie is kept.
    const mixed = await app.inject({
      method: 'GET',
      url: '/api/account',
      cookies: { token: cookie.value },
      headers: { authorization: 'Bearer garbage' },
    });
    expect(mixed.statusCode).toBe(401);
    expect(tokenCookie(mixed)).toBeUndefined();
    const refreshed = await call(app, token, { method: 'POST', url: '/api/refresh-token' });
    expect(refreshed.statusCode).toBe(200);
    expect(Object.keys(refreshed.json()).sort()).toEqual(['expires_in', 'token', 'token_type']);
  });

  it('a forged or tampered cookie is 401 and cleared', async () => {
    for (const value of ['garbage', 'a.b.c']) {
      const res = await withCookie(value, 'GET', '/api/account');
      expect(res.statusCode).toBe(401);
      expect(tokenCookie(res)).toMatchObject({ value: '', maxAge: 0 });
    }
  });
});
