import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'staffhub-config-'));

describe('loadConfig', () => {
  it('treats empty variables as unset, so their defaults apply', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: '',
      PORT: '',
      TOKEN_SECRET: '  ',
      BLOB_DIR: '',
      TRUST_PROXY: '',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.BLOB_DIR).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(false);
    // No TOKEN_SECRET: one is generated into DATA_DIR.
    expect(config.tokenSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('a generated secret is kept in DATA_DIR: every later start (any process) reads the same one', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).tokenSecret;
    expect(loadConfig({ DATA_DIR: dir }).tokenSecret).toBe(first);
    // The candidate each start writes before linking it under the name is always removed.
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('still refuses a value that is set and wrong', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: '70000' })).toThrow(/PORT/);
  });
});
