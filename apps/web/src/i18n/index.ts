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

/**
 * The texts of a whole area (check-point, skills...) are files of their own too, fetched with the
 * area's screens (`areaLoader`), so the first screen of the app does not carry every area's words.
 * They are merged under the area's key (`checkpoint.*`), as if they were in the language's file.
 */
export const AREA_TEXTS = {
  checkpoint: {
    ja: () => import('./locales/checkpoint/ja').then((m) => m.checkpointJa),
    en: () => import('./locales/checkpoint/en').then((m) => m.checkpointEn),
    vi: () => import('./locales/checkpoint/vi').then((m) => m.checkpointVi),
  },
  skills: {
    ja: () => import('./locales/skills/ja').then((m) => m.skillsJa),
    en: () => import('./locales/skills/en').then((m) => m.skillsEn),
    vi: () => import('./locales/skills/vi').then((m) => m.skillsVi),
  },
  news: {
    ja: () => import('./locales/news/ja').then((m) => m.newsJa),
    en: () => import('./locales/news/en').then((m) => m.newsEn),
    vi: () => import('./locales/news/vi').then((m) => m.newsVi),
  },
  seats: {
    ja: () => import('./locales/seats/ja').then((m) => m.seatsJa),
    en: () => import('./locales/seats/en').then((m) => m.seatsEn),
    vi: () => import('./locales/seats/vi').then((m) => m.seatsVi),
  },
  vote: {
    ja: () => import('./locales/vote/ja').then((m) => m.voteJa),
    en: () => import('./locales/vote/en').then((m) => m.voteEn),
    vi: () => import('./locales/vote/vi').then((m) => m.voteVi),
  },
} satisfies Record<string, Record<Locale, () => Promise<object>>>;
export type TextArea = keyof typeof AREA_TEXTS;

/** The areas whose texts were asked for: a change of language fetches theirs in the new one. */
const usedAreas = new Set<TextArea>();
const loadedAreas = new Set<string>();

async function loadAreaTexts(area: TextArea, locale: Locale): Promise<void> {
  const key = `${area}:${locale}`;
  if (loadedAreas.has(key)) return;
  const texts = await AREA_TEXTS[area][locale]();
  i18n.addResourceBundle(locale, 'translation', { [area]: texts }, true, true);
  loadedAreas.add(key);
}

/** A screen loader that also brings its area's texts in the active language before it renders. */
export function areaLoader<M>(area: TextArea, load: () => Promise<M>): () => Promise<M> {
  return async () => {
    usedAreas.add(area);
    const [module] = await Promise.all([load(), loadAreaTexts(area, currentLocale())]);
    return module;
  };
}

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
  await Promise.all([...usedAreas].map((area) => loadAreaTexts(area, locale)));
  applyDocumentLocale(locale);
  await i18n.changeLanguage(locale);
}

/** i18next as a plain translator, for rules shared with the signed-out login screen. */
export const appTranslator: Translator = {
  t: (key, values) => i18n.t(key, values),
  exists: (key) => i18n.exists(key),
};

export { i18n };
