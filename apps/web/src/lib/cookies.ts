/** Minimal document.cookie helpers (the app keeps only the session's expiry and the locale in readable cookies). */
const DAY_SECONDS = 86_400;

function assign(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some browsers; two small cookies do not need it
  document.cookie = cookie;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Writes a first-party cookie for `days` days (fractions allowed), path `/`, SameSite=Lax. Its
 * lifetime is relative (`max-age`): an `expires` date made from the page's clock was already past
 * for a browser whose own clock ran hours ahead of the page's, and the session was dropped the
 * moment it was saved (a device set to the wrong time; Playwright's page clock in the browser tests).
 */
export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const maxAge = Math.round(days * DAY_SECONDS);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  assign(`${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax${secure}`);
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  assign(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`);
}
