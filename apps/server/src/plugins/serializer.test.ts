import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<
    typeof responseSerializerCompiler
  >[0]);

describe('response serializer', () => {
  it('writes only declared fields, nulls and nested arrays included', () => {
    const write = compile(
      z.object({
        id: z.number().int(),
        name: z.string().nullable(),
        rows: z.array(z.object({ d: z.string(), n: z.number() })),
        status: z.enum(['a', 'b']),
      }),
    );
    const out = write({
      id: 1,
      name: null,
      rows: [{ d: 'x', n: 2, hidden: true }],
      status: 'a',
      password_hash: 'secret',
    });
    expect(JSON.parse(out)).toEqual({ id: 1, name: null, rows: [{ d: 'x', n: 2 }], status: 'a' });
    expect(out).not.toContain('secret');
  });

  it('keeps numeric-keyed objects', () => {
    const write = compile(z.object({ 1: z.number(), 2: z.number(), 3: z.number() }));
    expect(JSON.parse(write({ 1: 4, 2: 5, 3: 6 }))).toEqual({ 1: 4, 2: 5, 3: 6 });
  });
});
