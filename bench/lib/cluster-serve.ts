// Child process of the cluster bench: a node:cluster primary that starts CLUSTER_WORKERS workers,
// each running the real app (`buildApp` on `openPostgres`) on the already seeded database
// CLUSTER_DATABASE_URL, or with CLUSTER_MODE=hello a bare Fastify hello. Every worker listens on
// port 0; the primary holds that one port and hands the connections round-robin to the workers
// (node:cluster's default on Linux), as any load balancer in front of N processes would.
//
// Parent → primary messages: 'rss' (answers each worker's resident set size now, its peak since it
// started, sampled every 50 ms, and its CPU time) and 'close'. The primary answers the parent first
// with `{ url, pids }` once every worker listens.
import cluster, { type Worker } from 'node:cluster';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/db/client';

export interface WorkerUsage {
  pid: number;
  rssMb: number;
  peakMb: number;
  /** CPU time the worker used since it started (user and system): each worker did its share. */
  cpuSeconds: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

if (cluster.isPrimary) {
  const count = Number(process.env.CLUSTER_WORKERS ?? 1);
  // One blob folder and one token secret for every worker: a token signed by one is checked by
  // another, an upload through one is served by another.
  const blobDir = mkdtempSync(path.join(tmpdir(), 'staffhub-cluster-bench-blobs-'));
  const env = { CLUSTER_BLOB_DIR: blobDir };
  const workers: Worker[] = [];
  const listening: Array<Promise<{ url: string }>> = [];
  for (let i = 0; i < count; i++) {
    const worker = cluster.fork(env);
    workers.push(worker);
    listening.push(
      new Promise((resolve, reject) => {
        worker.once('message', (m) => resolve(m as { url: string }));
        worker.once('exit', (code) => reject(new Error(`cluster worker exited with ${code}`)));
      }),
    );
  }
  const [first] = await Promise.all(listening);
  process.send?.({ url: first?.url, pids: workers.map((w) => w.process.pid) });

  const ask = (worker: Worker, message: string) =>
    new Promise<WorkerUsage>((resolve) => {
      worker.once('message', (m) => resolve(m as WorkerUsage));
      worker.send(message);
    });
  process.on('message', async (m) => {
    if (m === 'rss') process.send?.(await Promise.all(workers.map((w) => ask(w, 'rss'))));
    if (m === 'close') {
      await Promise.all(
        workers.map((w) => {
          const gone = new Promise((resolve) => w.once('exit', resolve));
          w.send('close');
          return gone;
        }),
      );
      rmSync(blobDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
} else {
  let app: FastifyInstance;
  let close = async () => {};
  if (process.env.CLUSTER_MODE === 'hello') {
    app = Fastify({ logger: false });
    app.get('/hello', async () => ({ hello: 'world' }));
  } else {
    const database = openPostgres(process.env.CLUSTER_DATABASE_URL as string, 10, { keepIdle: true });
    const config = loadConfig(
      {},
      {
        tokenSecret: 'cluster-bench-secret-cluster-bench-secret',
        LOGIN_LIMIT_PER_IP: 1e9,
        LOGIN_FAILURES_PER_ACCOUNT: 1e9,
        WEB_DIST: '/none',
        BLOB_DIR: process.env.CLUSTER_BLOB_DIR,
      },
    );
    app = await buildApp({ config, db: database.db, listen: database.listen });
    close = () => database.close();
  }
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  sampler.unref();
  // Port 0 in every worker: the primary opens one port for them all.
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ url });
  process.on('message', async (m) => {
    if (m === 'rss') {
      const rss = process.memoryUsage().rss;
      peak = Math.max(peak, rss);
      const cpu = process.cpuUsage();
      process.send?.({
        pid: process.pid,
        rssMb: mb(rss),
        peakMb: mb(peak),
        cpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10,
      } satisfies WorkerUsage);
    }
    if (m === 'close') {
      clearInterval(sampler);
      await app.close();
      await close();
      process.exit(0);
    }
  });
}
