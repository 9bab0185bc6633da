/**
 * Every language has every key, no translation is empty, placeholders agree, and every error
 * code, validation rule, route title and menu label has a text.
 */
import {
  ErrorCode,
  NOTIFICATION_TYPES,
  TIMESHEET_NOTES,
  TIMESHEET_STATUSES,
  VALIDATION_RULES,
} from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_SIDEBAR, flattenMenu, NOTE_SECTIONS, SIDEBAR } from '../app/menu';
import { HOME_TITLE_KEY, ROUTES } from '../app/routes';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(
  Object.entries(resources).map(([lng, messages]) => [lng, flatten(messages as unknown as Tree)]),
) as Record<keyof typeof resources, Map<string, string>>;
const languages = Object.keys(flat) as (keyof typeof flat)[];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('translations', () => {
  it('ships ja, en and vi', () => {
    expect(languages.sort()).toEqual(['en', 'ja', 'vi']);
  });

  for (const lng of languages) {
    for (const other of languages) {
      if (lng === other) continue;
      it(`${other} has every key of ${lng}`, () => {
        const missing = [...flat[lng].keys()].filter((key) => !flat[other].has(key));
        expect(missing).toEqual([]);
      });
    }

    it(`${lng} has no empty text`, () => {
      const empty = [...flat[lng].entries()].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });
  }

  it('uses the same placeholders in every language', () => {
    const mismatched: string[] = [];
    for (const [key, text] of flat.en) {
      for (const lng of languages) {
        const translated = flat[lng].get(key);
        if (translated !== undefined && placeholders(translated).join() !== placeholders(text).join()) {
          mismatched.push(`${lng}:${key}`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('is really translated (ja and vi are not English copies)', () => {
    for (const lng of ['ja', 'vi'] as const) {
      const copies = [...flat.en.entries()].filter(
        ([key, text]) => /[a-z]{4,}\s+[a-z]{4,}/i.test(text) && flat[lng].get(key) === text,
      );
      // The copyright line is the only English sentence kept as is in Japanese.
      expect(copies.map(([key]) => key).filter((key) => key !== 'common.copyright')).toEqual([]);
    }
  });
});

describe('coverage of codes, rules, routes and menus', () => {
  for (const lng of languages) {
    it(`${lng} translates every ErrorCode and the default error`, () => {
      const codes = [...Object.values(ErrorCode).map((code) => `errors.${code}`), 'errors.default'];
      expect(codes.filter((key) => !flat[lng].get(key))).toEqual([]);
    });

    it(`${lng} translates every validation rule`, () => {
      expect(VALIDATION_RULES.filter((rule) => !flat[lng].get(`validation.${rule}`))).toEqual([]);
    });

    it(`${lng} translates every timesheet status and note code`, () => {
      const keys = [
        ...TIMESHEET_STATUSES.map((status) => `timesheets.status.${status}`),
        ...TIMESHEET_NOTES.map((note) => `timesheets.note.${note}`),
      ];
      expect(keys.filter((key) => !flat[lng].get(key))).toEqual([]);
    });

    it(`${lng} translates the import rules duplicate and locked`, () => {
      expect(['duplicate', 'locked'].filter((rule) => !flat[lng].get(`validation.${rule}`))).toEqual([]);
    });

    it(`${lng} titles every notification type`, () => {
      const keys = NOTIFICATION_TYPES.map((type) => `notifications.typeTitle.${type}`);
      expect(keys.filter((key) => !flat[lng].get(key))).toEqual([]);
    });

    it(`${lng} has a title for every route and the breadcrumb home`, () => {
      const keys = [HOME_TITLE_KEY, ...ROUTES.map((route) => route.titleKey)];
      expect(keys.filter((key) => !flat[lng].get(key))).toEqual([]);
    });

    it(`${lng} labels every sidebar entry and guide section`, () => {
      const keys = [
        ...flattenMenu(SIDEBAR).map((node) => node.labelKey),
        ...flattenMenu(DOCUMENT_SIDEBAR).map((node) => node.labelKey),
        ...Object.values(NOTE_SECTIONS)
          .flat()
          .map((section) => `notes.sections.${section}`),
      ];
      expect(keys.filter((key) => !flat[lng].get(key))).toEqual([]);
    });

    it(`${lng} writes every guide section (no "not written yet" left)`, () => {
      const sections = Object.values(NOTE_SECTIONS).flat();
      const unwritten = sections.filter((section) => !flat[lng].get(`notes.guide.${section}.p1`));
      expect(unwritten).toEqual([]);
    });
  }
});
