import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { migrationsFolder, repoRoot, serverRoot } from './paths';

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

  it("takes PGlite's page cache as a PostgreSQL size, 16MB when unset, and refuses anything else", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).PGLITE_SHARED_BUFFERS).toBe('16MB');
    for (const good of ['128kB', '256MB', '1GB'])
      expect(loadConfig({ DATA_DIR: dataDir(), PGLITE_SHARED_BUFFERS: good }).PGLITE_SHARED_BUFFERS).toBe(
        good,
      );
    for (const bad of ['32', '32 MB', '0MB', '-1MB', '32mb', '1TB', '64kB', '2GB', '32MB; drop table x'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), PGLITE_SHARED_BUFFERS: bad })).toThrow(
        /PGLITE_SHARED_BUFFERS/,
      );
  });

  it('takes WORKERS as 1 to 64 API processes or auto (one per core on PostgreSQL, one on PGlite)', () => {
    const pgUrl = 'postgres://root@127.0.0.1:5432/test';
    expect(loadConfig({ DATA_DIR: dataDir() }).WORKERS).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), WORKERS: 'auto' }).WORKERS).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: pgUrl, WORKERS: '3' }).WORKERS).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: pgUrl, WORKERS: 'auto' }).WORKERS).toBe(
      Math.min(64, availableParallelism()),
    );
    // The embedded database is one process's.
    expect(() => loadConfig({ DATA_DIR: dataDir(), WORKERS: '2' })).toThrow(
      /WORKERS: more than one process needs PostgreSQL/,
    );
    for (const bad of ['0', '65', '1.5', 'two', '-1'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: pgUrl, WORKERS: bad })).toThrow(/WORKERS/);
  });
});

describe('paths', () => {
  it('finds the server package from its sources, so the bundle and tsx agree on every folder', () => {
    expect(path.basename(serverRoot)).toBe('server');
    expect(existsSync(path.join(repoRoot, 'package.json'))).toBe(true);
    // The first migration is where the migrator reads it.
    expect(readdirSync(migrationsFolder)).toContain('meta');
    expect(readdirSync(migrationsFolder).some((f) => f.startsWith('0000_'))).toBe(true);
  });
});
