/** Locale choice of ARCHITECTURE.md: cookie (365 days) -> browser language if supported -> vi. */
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, type Locale } from '@staffhub/domain';
import { readCookie, writeCookie } from '../lib/cookies';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the first supported language among the browser's, matching on the primary subtag. */
export function pickBrowserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

export function detectLocale(): Locale {
  const fromCookie = readCookie(LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  if (typeof navigator !== 'undefined') {
    const fromBrowser = pickBrowserLocale(navigator.languages ?? [navigator.language]);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LOCALE;
}

export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
}

/** How each language names itself in the language selects. */
export const LANGUAGE_LABELS: Record<Locale, string> = { ja: '日本語', en: 'English', vi: 'Tiếng Việt' };
