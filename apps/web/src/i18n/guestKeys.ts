/**
 * The translations the signed-out login screen ships with. A cold load of /login renders without
 * the app (no antd, no router, no query client) and carries only these messages of each language,
 * picked from the full locale files at build time (build/guestMessages.ts): one source of texts,
 * a few KB on the wire instead of every screen's words in three languages.
 */
export const GUEST_KEYS = [
  'common.appName',
  'common.copyright',
  'common.language',
  'routes.login',
  'auth',
  'fields.email',
  'fields.password',
  'fields.field',
  'validation.required',
  'validation.min',
  'validation.max',
  'validation.email',
  'validation.text',
  'validation.type',
  'validation.invalid',
  'validation.format',
  'validation.unknown',
  'errors.default',
  'errors.4000',
  'errors.4011',
  'errors.4012',
  'errors.4130',
  'errors.4140',
  'errors.4150',
  'errors.4220',
  'errors.4291',
] as const;

export type MessageTree = { [key: string]: string | MessageTree };

/** The value at a dotted key (a string or a subtree), or undefined. */
export function messageAt(messages: MessageTree, key: string): string | MessageTree | undefined {
  let node: string | MessageTree | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/** The part of `messages` under the given keys, nested as in the source; a missing key throws. */
export function pickMessages(messages: MessageTree, keys: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const key of keys) {
    const value = messageAt(messages, key);
    if (value === undefined) throw new Error(`Missing message "${key}"`);
    const parts = key.split('.');
    let node = picked;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node[part] = typeof next === 'object' ? next : {};
      node = node[part] as MessageTree;
    }
    node[parts[parts.length - 1] as string] = value;
  }
  return picked;
}
