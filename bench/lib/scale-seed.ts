import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Database, Db } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';
import { seedLargeOrg } from '../../apps/server/src/db/seed/large';
import { CALLERS, type Scenario, scaleScenarios } from './scale-scenarios';

/** What the scale bench's child reports: the seed's counts and time, the database's size, plans. */
export interface ScaleSeeded extends Awaited<ReturnType<typeof seedLargeOrg>> {
  seed_seconds: number;
  database_mb: number | null;
  explain?: PathPlans[];
}

/** The plans of the statements one HTTP call ran. */
export interface PathPlans {
  scenario: string;
  statements: StatementPlan[];
}

export interface StatementPlan {
  sql: string;
  /** How many times the call ran this statement (its first run is the one explained). */
  runs: number;
  execution_ms: number;
  /** Scans and sorts, outermost first: "Index Scan using x on t (rows 200)". */
  nodes: string[];
  /** Sequential scans that read more than BIG_SCAN rows: what an index should answer. */
  big_seq_scans: string[];
}

const BIG_SCAN = 10_000;

/**
 * The scale bench's organization (issue #19) in the bench child: the large organization on top of
 * the demo, fresh statistics, and with `explain` the EXPLAIN ANALYZE of every statement the
 * scenarios' HTTP calls run, on the seeded data.
 */
export async function seedScale(
  database: Database,
  opts: { employees: number; months: number; explain?: boolean },
): Promise<ScaleSeeded> {
  const started = Date.now();
  const counts = await seedLargeOrg(database.db, { employees: opts.employees, months: opts.months });
  const seed_seconds = Math.round((Date.now() - started) / 100) / 10;
  // Statistics for the planner, as the server gathers them at start; on PostgreSQL also the
  // visibility map autovacuum keeps in a running database (index-only scans, cheap counts).
  // PGlite has no autovacuum and the server does not vacuum it, so it is measured without.
  await database.db.execute(database.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`);
  // On PostgreSQL the seed's gigabyte of written pages flushed now, as a running database has long
  // done, so that no checkpoint of them falls in the pages measured (a precaution: the first page's
  // p99 of 2026-12-07 was the server's jobs, BENCH_SETTLE in scale.bench.ts, not this). It needs a
  // superuser or pg_checkpoint; without either, it is skipped.
  if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`).catch(() => undefined);
  const size = await database.db
    .execute(sql`select pg_database_size(current_database())::bigint as bytes`)
    .then((r) => Number((r as unknown as { rows: Array<{ bytes: string }> }).rows[0]?.bytes))
    .catch(() => Number.NaN);
  const { pages, exports } = scaleScenarios(opts.employees);
  return {
    ...counts,
    seed_seconds,
    database_mb: Number.isFinite(size) ? Math.round(size / 1024 / 1024) : null,
    ...(opts.explain ? { explain: await explainScenarios(database, [...pages, ...exports]) } : {}),
  };
}

type RawClient = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * Runs each scenario's call once through an app whose database handle records every statement,
 * then explains each distinct read with ANALYZE on the same connection pool (PGlite: the same
 * engine). The app is the real one (`buildApp`), so the statements are exactly what it runs.
 */
export async function explainScenarios(database: Database, scenarios: Scenario[]): Promise<PathPlans[]> {
  const client = (database.db as unknown as { $client: RawClient & { waitReady?: unknown } }).$client;
  let recording: Array<{ query: string; params: unknown[] }> | null = null;
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      recording?.push({ query, params });
    },
  };
  const db = (database.kind === 'pglite'
    ? drizzlePglite(client as never, { schema, logger })
    : drizzlePg(client as never, { schema, logger })) as unknown as Db;
  const config = loadConfig(
    {},
    {
      tokenSecret: 'bench-secret-bench-secret-bench-secret-00',
      LOGIN_LIMIT_PER_IP: 1e9,
      LOGIN_FAILURES_PER_ACCOUNT: 1e9,
      WEB_DIST: '/none',
      BLOB_DIR: mkdtempSync(path.join(tmpdir(), 'staffhub-bench-blobs-')),
    },
  );
  const app = await buildApp({ config, db, listen: database.listen });
  const tokens = new Map<string, string>();
  const out: PathPlans[] = [];
  try {
    for (const scenario of scenarios) {
      const email = CALLERS[scenario.as];
      let token = tokens.get(email);
      if (!token) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: 'demo1234' },
        });
        token = (res.json() as { token: string }).token;
        tokens.set(email, token);
      }
      recording = [];
      await app.inject({ method: 'GET', url: scenario.path, headers: { authorization: `Bearer ${token}` } });
      const ran: Array<{ query: string; params: unknown[] }> = recording;
      recording = null;
      const distinct = new Map<string, { params: unknown[]; runs: number }>();
      for (const r of ran) {
        const seen = distinct.get(r.query);
        if (seen) seen.runs += 1;
        else distinct.set(r.query, { params: r.params, runs: 1 });
      }
      const statements: StatementPlan[] = [];
      for (const [query, { params, runs }] of distinct) {
        // Reads only: explaining with ANALYZE runs the statement.
        if (!/^\s*(select|with)\b/i.test(query) || /\b(insert|update|delete)\b/i.test(query)) continue;
        const result = await client.query(`explain (analyze, format json) ${query}`, params);
        const row = result.rows[0] as Record<string, unknown>;
        const plan = (Object.values(row)[0] as Array<{ Plan: PlanNode; 'Execution Time': number }>)[0];
        if (!plan) continue;
        const nodes: string[] = [];
        const big: string[] = [];
        walk(plan.Plan, nodes, big);
        statements.push({
          sql: query.replace(/\s+/g, ' ').slice(0, 160),
          runs,
          execution_ms: Math.round(plan['Execution Time'] * 100) / 100,
          nodes,
          big_seq_scans: big,
        });
      }
      out.push({ scenario: scenario.name, statements });
    }
  } finally {
    await app.close();
  }
  return out;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Sort Method'?: string;
  'Sort Space Used'?: number;
  Plans?: PlanNode[];
}

/** Scans and sorts of a plan, outermost first; big sequential scans noted apart. */
function walk(node: PlanNode, nodes: string[], big: string[]) {
  const loops = node['Actual Loops'] ?? 1;
  const rows = (node['Actual Rows'] ?? 0) * loops;
  const read = rows + (node['Rows Removed by Filter'] ?? 0) * loops;
  const type = node['Node Type'];
  if (node['Relation Name']) {
    const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const text = `${type}${using} on ${node['Relation Name']} (rows ${rows}${loops > 1 ? ` in ${loops} loops` : ''}${read > rows ? `, read ${read}` : ''})`;
    nodes.push(text);
    if (type === 'Seq Scan' && read > BIG_SCAN) big.push(text);
  } else if (type === 'Sort' || type === 'Incremental Sort') {
    nodes.push(`${type} (${node['Sort Method'] ?? '?'}, ${node['Sort Space Used'] ?? '?'} kB, rows ${rows})`);
  }
  for (const child of node.Plans ?? []) walk(child, nodes, big);
}
