import { FALLBACK_LOCALES, type Locale } from '@staffhub/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/vi';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale, isLocale, rememberLocale } from './locale';
import { resources } from './resources';
import type { Translator } from './translator';

function applyDocumentLocale(locale: Locale): void {
  dayjs.locale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const initial = detectLocale();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    Object.entries(resources).map(([lng, messages]) => [lng, { translation: messages }]),
  ),
  lng: initial,
  fallbackLng: FALLBACK_LOCALES,
  supportedLngs: Object.keys(resources),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyDocumentLocale(initial);

/** The active language, narrowed to the supported ones. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : initial;
}

/** Switches the whole UI: cookie, i18next, dayjs and <html lang> (antd follows via the provider). */
export async function changeLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  applyDocumentLocale(locale);
  await i18n.changeLanguage(locale);
}

/** i18next as a plain translator, for rules shared with the signed-out login screen. */
export const appTranslator: Translator = {
  t: (key, values) => i18n.t(key, values),
  exists: (key) => i18n.exists(key),
};

export { i18n };
