import { describe, expect, it } from 'vitest';
import { emailRetryDelayMs, NOTIFICATION_TEXTS, notificationLanguageOf } from './notification-texts';

describe('notificationLanguageOf', () => {
  it.each([
    ['ja', 'VN', 'ja'],
    ['en', 'JP', 'en'],
    [null, 'VN', 'vi'],
    [null, 'JP', 'ja'],
    [null, 'SG', 'en'],
    // A language we do not write falls back to the company's.
    ['fr', 'JP', 'ja'],
  ])('chosen %s in %s: %s', (chosen, country, language) => {
    expect(notificationLanguageOf(chosen, country)).toBe(language);
  });
});

describe('emailRetryDelayMs', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [4, 480_000],
    [5, null],
    [9, null],
  ])('after try %s: %s', (attempts, delay) => {
    expect(emailRetryDelayMs(attempts)).toBe(delay);
  });
});

describe('NOTIFICATION_TEXTS', () => {
  it('gives every language the same titles and messages as English', () => {
    const keys = (lang: keyof typeof NOTIFICATION_TEXTS) =>
      Object.entries(NOTIFICATION_TEXTS[lang]).flatMap(([section, texts]) =>
        Object.keys(texts).map((k) => `${section}.${k}`),
      );
    expect(keys('ja').sort()).toEqual(keys('en').sort());
    expect(keys('vi').sort()).toEqual(keys('en').sort());
  });
});
