import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

export const ZLogin = z.object({
  email: z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email()),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type Login = z.infer<typeof ZLogin>;

export const ZTokenResponse = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

/** SPEC 5: old required; new at least 6; confirmation equal to new. `passwordNew` is accepted as an alias. */
export const ZChangePassword = z
  .preprocess(
    (raw) => {
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
        const r = raw as Record<string, unknown>;
        if (r.password_new === undefined && r.passwordNew !== undefined) {
          const { passwordNew, ...rest } = r;
          return { ...rest, password_new: passwordNew };
        }
      }
      return raw;
    },
    z.object({
      password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
      password_new: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
      confirmPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    }),
  )
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== v.password_new) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'The confirmation does not match the new password.',
        params: { rule: 'same', other: 'password_new' },
      });
    }
    if (v.password === v.password_new) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_new'],
        message: 'The new password must differ from the old one.',
        params: { rule: 'different', other: 'password' },
      });
    }
  });
export type ChangePassword = z.infer<typeof ZChangePassword>;
