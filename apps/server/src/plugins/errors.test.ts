import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { clientErrorHandler, errorsPlugin, frameworkErrors, zodValidatorCompiler } from './errors';

async function appWith() {
  const app = Fastify({ frameworkErrors, clientErrorHandler });
  app.setValidatorCompiler(zodValidatorCompiler);
  await app.register(errorsPlugin);
  app.get('/boom', () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  app.get('/coded', () => {
    throw new AppError(5044);
  });
  app.post('/typed', { schema: { body: z.object({ status: z.enum(['1', '2', '3']) }) } }, () => ({
    ok: true,
  }));
  app.get('/items/:id', { schema: { querystring: z.object({ q: z.string().optional() }) } }, () => ({
    ok: true,
  }));
  app.post(
    '/text',
    { schema: { body: z.object({ reason: z.string(), list: z.array(z.string()) }) } },
    () => ({
      ok: true,
    }),
  );
  return app;
}

describe('error handler', () => {
  it('turns anything unexpected into 500 / 5000 and reveals nothing internal', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 5000, message: 'An error has occurred. Please try again later.' });
    expect(res.body).not.toMatch(/ECONNREFUSED|hunter2|stack/);
  });

  it('renders an AppError with its code and status', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/coded' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 5044, message: 'A request for this date already exists.' });
  });

  it('reports an unknown enum value as rule "enum"', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'POST', url: '/typed', payload: { status: '9' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status[0].rule).toBe('enum');
  });

  it.each([
    ['a path parameter over the router limit', `/items/${'9'.repeat(200)}`, 414, 4140],
    ['a URL that cannot be decoded', '/items/%E0%A4%A', 400, 4000],
    ['an unknown route', '/nowhere', 404, 4040],
  ])('answers %s in the catalogue shape', async (_label, url, status, code) => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code, message: expect.any(String) });
  });

  it.each([
    ['a NUL in a body field', { reason: 'a\u0000b', list: [] }, 'reason'],
    ['a lone surrogate in a list', { reason: 'ok', list: ['fine', '\ud800'] }, 'list.1'],
  ])('refuses %s as 422 with the field named', async (_label, payload, field) => {
    const app = await appWith();
    const res = await app.inject({ method: 'POST', url: '/text', payload });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 4220, errors: { [field]: [{ rule: 'text' }] } });
  });

  it('refuses a NUL in a query filter before any handler reads it', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/items/1?q=a%00b' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 4220, errors: { q: [{ rule: 'text' }] } });
  });

  it('answers a header block over the HTTP parser limit in the catalogue shape', async () => {
    const app = await appWith();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /items/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    await app.close();
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 4130,
      message: expect.any(String),
    });
  });
});
