import type { Plugin } from 'vite';
import { GUEST_KEYS, pickMessages } from '../src/i18n/guestKeys';
import { en } from '../src/i18n/locales/en';
import { ja } from '../src/i18n/locales/ja';
import { vi } from '../src/i18n/locales/vi';

// The locale files themselves (plain data): the config is loaded by Node, which cannot run the
// domain package's TypeScript that src/i18n/resources.ts reaches through ./locale.
const resources = { ja, en, vi };

const ID = 'virtual:guest-messages';
const RESOLVED_ID = `\0${ID}`;

/**
 * `virtual:guest-messages`: each language's messages under GUEST_KEYS (src/i18n/guestKeys.ts),
 * picked from the full locale files when the build starts, for the signed-out login screen.
 * (In `vite dev` an edit of a locale file reaches it after a restart.)
 */
export function guestMessages(): Plugin {
  return {
    name: 'staffhub:guest-messages',
    resolveId(id) {
      return id === ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const picked = Object.fromEntries(
        Object.entries(resources).map(([locale, messages]) => [locale, pickMessages(messages, GUEST_KEYS)]),
      );
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
