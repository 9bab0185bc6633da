import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, dropReadableToken, hasSession, saveSession, tokenExpiresAt } from './session';

/** A cookie jar behind `document.cookie`, as a browser keeps the cookies a page may read. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const [name = '', value = ''] = pair.split('=');
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
      if (expires && Date.parse(expires.slice('expires='.length)) <= Date.now()) jar.delete(name);
      else jar.set(name, value);
    },
  };
  return { document, jar };
}

let jar: Map<string, string>;

beforeEach(() => {
  const fake = fakeDocument();
  jar = fake.jar;
  vi.stubGlobal('document', fake.document);
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session kept by the web', () => {
  it('keeps only when the token expires, never the token', () => {
    vi.setSystemTime(new Date('2026-12-02T01:00:00Z'));
    saveSession({ token: 'eyJ.secret.token', token_type: 'Bearer', expires_in: 3600 } as never);
    vi.useRealTimers();
    expect([...jar.keys()]).toEqual(['token_expires_at']);
    expect(document.cookie).not.toContain('eyJ');
    expect(hasSession()).toBe(true);
    expect(tokenExpiresAt()).toBe(Date.parse('2026-12-02T02:00:00Z'));
  });

  it('clears it', () => {
    saveSession({ expires_in: 3600 });
    clearSession();
    expect(hasSession()).toBe(false);
    expect(jar.size).toBe(0);
  });

  it('drops a token an earlier version left readable, with its session', () => {
    jar.set('token', 'eyJ.old.token');
    jar.set('token_expires_at', String(Date.now() + 60_000));
    jar.set('locale', 'ja');
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
