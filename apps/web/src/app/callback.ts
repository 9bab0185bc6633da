/**
 * The login callback of SPEC 2: given as ?callbackUrl= on /login, kept in sessionStorage until
 * used. Only same-origin relative paths are ever followed (open-redirect protection).
 */
const STORAGE_KEY = 'staffhub.callbackUrl';
/** Pages that must never be a callback target (they would loop). */
const NON_TARGETS = ['/login', '/redirect'];

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A safe callback: one leading '/', no scheme, no backslash or control character, not a loop. */
export function safeCallback(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read '\' as '/', so '/\evil.com' would leave the site; control characters hide tricks.
  if (raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://staffhub.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://staffhub.invalid') return null;
  if (NON_TARGETS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Stores the raw value as given, so the Redirect page can show (and refuse) what was asked. */
export function storeCallback(raw: string): void {
  storage()?.setItem(STORAGE_KEY, raw);
}

export function storedCallback(): string | null {
  return storage()?.getItem(STORAGE_KEY) ?? null;
}

export function clearCallback(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** Takes the stored callback out (clearing it) and returns it if it is safe to follow. */
export function takeCallback(): string | null {
  const raw = storedCallback();
  clearCallback();
  return safeCallback(raw);
}
