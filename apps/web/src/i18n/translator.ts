import { type MessageTree, messageAt } from './guestKeys';

/** What a screen needs of translations: a text by key (with `{{name}}` values) and a presence test. */
export interface Translator {
  t(key: string, values?: Record<string, string | number>): string;
  exists(key: string): boolean;
}

/** A translator over one language's plain messages (the signed-out login screen's). */
export function translatorOf(messages: MessageTree): Translator {
  return {
    exists: (key) => typeof messageAt(messages, key) === 'string',
    t: (key, values) => {
      const text = messageAt(messages, key);
      if (typeof text !== 'string') return key;
      return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        values && name in values ? String(values[name]) : whole,
      );
    },
  };
}
