import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { seedDemo } from '../db/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    /** PGlite: a dump of a migrated, seeded data directory. PostgreSQL: a template database URL. */
    dbTemplate: string;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Migrates and seeds ONE database per run; every test file then starts from a copy of it
 * (PGlite: load the dumped data dir; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const kind = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  if (kind === 'postgres') {
    if (!url) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `staffhub_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const database = openPostgres(withDatabase(url, name), 2);
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    project.provide('dbKind', 'postgres');
    project.provide('dbTemplate', name);
    return async () => {
      const copies = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $1 || '\\_c%'`,
        [name],
      );
      for (const { datname } of copies.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'staffhub-test-'));
  const database = openPglite();
  await database.migrate();
  await seedDemo(database.db);
  const dump = await dumpOf(database);
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbKind', 'pglite');
  project.provide('dbTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function dumpOf(database: ReturnType<typeof openPglite>): Promise<Blob> {
  if (!database.dump) throw new Error('PGlite database cannot be dumped');
  return database.dump();
}
