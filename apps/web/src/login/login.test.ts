import { describe, expect, it } from 'vitest';
import { GUEST_KEYS, pickMessages } from '../i18n/guestKeys';
import { resources } from '../i18n/resources';
import { translatorOf } from '../i18n/translator';
import { describeFailure } from './LoginForm';
import type { SignInResult } from './signIn';

type Failed = Extract<SignInResult, { ok: false }>;

const guest = {
  en: translatorOf(pickMessages(resources.en, GUEST_KEYS)),
  ja: translatorOf(pickMessages(resources.ja, GUEST_KEYS)),
  vi: translatorOf(pickMessages(resources.vi, GUEST_KEYS)),
};

describe('the signed-out login screen’s messages', () => {
  it.each(Object.keys(guest) as Array<keyof typeof guest>)('has every guest key in %s', (locale) => {
    expect(() => pickMessages(resources[locale], GUEST_KEYS)).not.toThrow();
    expect(guest[locale].exists('auth.showPassword')).toBe(true);
  });

  it('keeps only the guest keys (not every screen’s words)', () => {
    const picked = pickMessages(resources.en, GUEST_KEYS);
    expect(Object.keys(picked).sort()).toEqual([
      'auth',
      'common',
      'errors',
      'fields',
      'routes',
      'validation',
    ]);
    expect(Object.keys(picked.common as object).sort()).toEqual(['appName', 'copyright', 'language']);
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(resources.en).length / 10);
  });

  it('refuses a key the locale files do not have', () => {
    expect(() => pickMessages(resources.en, ['auth.nope'])).toThrow('Missing message "auth.nope"');
  });
});

describe('translatorOf', () => {
  const tr = translatorOf({ a: { b: 'Hello {{name}}, {{ n }} days', c: 'plain' } });
  it.each([
    ['a.b', { name: 'Mai', n: 2 }, 'Hello Mai, 2 days'],
    ['a.b', undefined, 'Hello {{name}}, {{ n }} days'],
    ['a.c', undefined, 'plain'],
    ['a.missing', undefined, 'a.missing'],
    ['a', undefined, 'a'],
  ] as const)('t(%s)', (key, values, expected) => {
    expect(tr.t(key, values)).toBe(expected);
  });
  it('exists only for texts', () => {
    expect(tr.exists('a.c')).toBe(true);
    expect(tr.exists('a')).toBe(false);
    expect(tr.exists('x.y')).toBe(false);
  });
});

describe('describeFailure (where a refused sign-in is told)', () => {
  it.each([
    // Wrong credentials: above the button, in the reader's language.
    [{ status: 401, code: 4011, errors: null }, 'vi', {}, 'Email hoặc mật khẩu không đúng.'],
    [
      { status: 429, code: 4291, errors: null },
      'en',
      {},
      'Too many attempts. Please wait a moment and try again.',
    ],
    // No answer at all (network) or an unknown code: the catalogue's default.
    [{ status: 0, code: null, errors: null }, 'en', {}, 'An error has occurred.'],
    [{ status: 500, code: 9999, errors: null }, 'ja', {}, guest.ja.t('errors.default')],
    // The server's rules, under the fields they name, and nothing above the button.
    [
      {
        status: 422,
        code: 4220,
        errors: {
          email: [{ rule: 'required', message: 'Required' }],
          password: [{ rule: 'max', message: 'Too long', params: { max: 128 } }],
        },
      },
      'en',
      { email: 'Email is required.', password: 'Password must be at most 128 characters.' },
      null,
    ],
  ] as const)('%o in %s', (result, locale, fields, form) => {
    const failure = describeFailure(guest[locale], { ok: false, ...(result as Omit<Failed, 'ok'>) });
    expect(failure.fields).toEqual(fields);
    expect(failure.form).toBe(form);
  });
});
