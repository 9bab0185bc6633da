import { LOCALES, type Locale } from '@staffhub/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/vi';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale, isLocale, rememberLocale } from './locale';
import type { Messages } from './locales/en';
import type { Translator } from './translator';

/**
 * Each language's texts are a file of their own, fetched when the language is first used: the
 * first screen carries one language, not three (about 40 KB of gzip less). i18next asks this
 * "backend" for a language before it switches to it, so `changeLanguage` resolves with the texts
 * in place and no screen renders keys.
 */
const LOADERS: Record<Locale, () => Promise<Messages>> = {
  ja: () => import('./locales/ja').then((m) => m.ja),
  en: () => import('./locales/en').then((m) => m.en),
  vi: () => import('./locales/vi').then((m) => m.vi),
};

const bundledTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLocale(language)) {
      callback(null, {});
      return;
    }
    LOADERS[language]().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyDocumentLocale(locale: Locale): void {
  dayjs.locale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const initial = detectLocale();

// No fallback language: it would be fetched with every language, and a test fails on any key a
// language lacks.
const initialised = i18n
  .use(bundledTexts)
  .use(initReactI18next)
  .init({
    lng: initial,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
applyDocumentLocale(initial);

/**
 * Resolves once the remembered language's texts are in; the app renders after it. The signed-out
 * login may have changed the language since this module loaded (it loads while people type).
 */
export async function i18nReady(): Promise<void> {
  await initialised;
  const wanted = detectLocale();
  if (i18n.language !== wanted) await changeLocale(wanted);
}

/** The active language, narrowed to the supported ones. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : initial;
}

/** Switches the whole UI: cookie, i18next, dayjs and <html lang> (antd follows via the provider). */
export async function changeLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  // The language's texts first (a file of their own), so the page does not say one language in
  // <html lang> and dates while its words are still in the other.
  await i18n.loadLanguages(locale);
  applyDocumentLocale(locale);
  await i18n.changeLanguage(locale);
}

/** i18next as a plain translator, for rules shared with the signed-out login screen. */
export const appTranslator: Translator = {
  t: (key, values) => i18n.t(key, values),
  exists: (key) => i18n.exists(key),
};

export { i18n };
