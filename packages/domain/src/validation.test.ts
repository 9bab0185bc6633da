import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZChangePassword, ZLogin } from './schemas/auth';
import { toFieldErrors } from './validation';

const rulesOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(
    Object.entries(toFieldErrors(r.error.issues, input)).map(([k, v]) => [k, v.map((e) => e.rule)]),
  );
};

describe('toFieldErrors', () => {
  it.each([
    [ZLogin, {}, { email: ['required'], password: ['required'] }],
    [ZLogin, { email: '   ', password: '' }, { email: ['required'], password: ['required'] }],
    [ZLogin, { email: 'a@b', password: 'x' }, { email: ['email'] }],
    [ZLogin, { email: 'a@b.co', password: 7 }, { password: ['invalid'] }],
    [ZLogin, { email: 'a@b.co', password: 'x' }, {}],
    [
      ZChangePassword,
      { password: 'old', password_new: 'short', confirmPassword: 'short' },
      { password_new: ['min'] },
    ],
    [
      ZChangePassword,
      { password: 'old', password_new: 'longer1', confirmPassword: 'longer2' },
      { confirmPassword: ['same'] },
    ],
    [
      ZChangePassword,
      { password: 'samesame', password_new: 'samesame', confirmPassword: 'samesame' },
      { password_new: ['different'] },
    ],
    [ZChangePassword, { password: 'old', passwordNew: 'longer1', confirmPassword: 'longer1' }, {}],
    [z.object({ s: z.enum(['a', 'b']) }), { s: 'c' }, { s: ['enum'] }],
    [z.object({ n: z.number().max(3) }), { n: 4 }, { n: ['max_value'] }],
    [z.object({ t: z.string().max(3) }), { t: 'abcd' }, { t: ['max'] }],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, { _: ['unknown'] }],
  ])('%#: maps issues to rules', (schema, input, expected) => {
    expect(rulesOf(schema as z.ZodType, input)).toEqual(expected);
  });

  it('carries parameters for translation', () => {
    const input = { password: 'o', password_new: 'abc', confirmPassword: 'abc' };
    const r = ZChangePassword.safeParse(input);
    expect(r.success).toBe(false);
    if (r.success) return;
    const errors = toFieldErrors(r.error.issues, input);
    expect(errors.password_new?.[0]).toMatchObject({ rule: 'min', params: { min: 6 } });
  });
});
