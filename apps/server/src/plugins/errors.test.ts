import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { errorsPlugin, zodValidatorCompiler } from './errors';

async function appWith() {
  const app = Fastify();
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
});
