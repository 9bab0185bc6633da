import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, dropReadableToken, hasSession, saveSession, tokenExpiresAt } from './session';

/**
 * A cookie jar behind `document.cookie`, as a browser keeps the cookies a page may read: by the
 * browser's own clock (`browserNow`), which need not be the page's (`Date.now()`).
 */
function fakeDocument(browserNow: () => number) {
  const jar = new Map<string, { value: string; until: number }>();
  const live = () => {
    for (const [k, c] of jar) if (c.until <= browserNow()) jar.delete(k);
    return jar;
  };
  const document = {
    get cookie() {
      return [...live()].map(([k, c]) => `${k}=${c.value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const [name = '', value = ''] = pair.split('=');
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const maxAge = attribute('max-age');
      const expires = attribute('expires');
      // As browsers do: max-age wins over expires, and both are read on the browser's clock.
      const until =
        maxAge !== undefined
          ? browserNow() + Number(maxAge) * 1000
          : expires !== undefined
            ? Date.parse(expires)
            : Number.POSITIVE_INFINITY;
      if (until <= browserNow()) jar.delete(name);
      else jar.set(name, { value, until });
    },
  };
  return { document, jar };
}

/** The browser's own clock; the page's is Date.now(), which a test may set apart. */
let browserTime: number | null = null;
const browserNow = () => browserTime ?? Date.now();

let jar: Map<string, { value: string; until: number }>;

beforeEach(() => {
  browserTime = null;
  const fake = fakeDocument(browserNow);
  jar = fake.jar;
  vi.stubGlobal('document', fake.document);
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the session kept by the web', () => {
  it('keeps only when the token expires, never the token', () => {
    vi.setSystemTime(new Date('2026-12-02T01:00:00Z'));
    saveSession({ token: 'eyJ.secret.token', token_type: 'Bearer', expires_in: 3600 } as never);
    expect([...jar.keys()]).toEqual(['token_expires_at']);
    expect(document.cookie).not.toContain('eyJ');
    expect(hasSession()).toBe(true);
    expect(tokenExpiresAt()).toBe(Date.parse('2026-12-02T02:00:00Z'));
  });

  it("keeps it when the page's clock is hours behind the browser's", () => {
    // The page thinks it is 01:00; the browser's clock, by which it expires cookies, says 15:00.
    vi.setSystemTime(new Date('2026-12-02T01:00:00Z'));
    browserTime = Date.parse('2026-12-02T15:00:00Z');
    saveSession({ expires_in: 8 * 3600 });
    expect(hasSession()).toBe(true);
    // The token's expiry on the page's clock, so the page refreshes it in time by its own clock.
    expect(tokenExpiresAt()).toBe(Date.parse('2026-12-02T09:00:00Z'));
    // Eight hours on by the browser's clock, the cookie is gone, as the token is.
    browserTime = Date.parse('2026-12-02T23:00:00Z');
    expect(hasSession()).toBe(false);
  });

  it('clears it', () => {
    saveSession({ expires_in: 3600 });
    clearSession();
    expect(hasSession()).toBe(false);
    expect(jar.size).toBe(0);
  });

  it('drops a token an earlier version left readable, with its session', () => {
    const until = Date.now() + 60_000;
    jar.set('token', { value: 'eyJ.old.token', until });
    jar.set('token_expires_at', { value: String(until), until });
    jar.set('locale', { value: 'ja', until });
    dropReadableToken();
    expect([...jar.keys()]).toEqual(['locale']);
    expect(hasSession()).toBe(false);
  });

  it('leaves a session alone when no readable token is there', () => {
    saveSession({ expires_in: 3600 });
    dropReadableToken();
    expect(hasSession()).toBe(true);
  });
});
