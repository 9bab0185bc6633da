import cluster, { type Worker } from 'node:cluster';

/** A worker that ends before it listens, or this soon after its start, failed to start. */
const QUICK_EXIT_MS = 10_000;
/** After this many failed starts in a row (a database that refuses, a port taken), the server stops. */
const QUICK_EXITS_LIMIT = 5;
/** How long a stop waits for the workers to close their connections before killing them. */
const STOP_GRACE_MS = 15_000;

/**
 * The `node:cluster` primary of WORKERS API processes (`server.ts`): forks them, starts another in
 * place of one that ends (a second later; the server stops with code 1 after five in a row end
 * before they listen or within 10 s of their start, so a worker that cannot start does not loop,
 * however slow its start), and on SIGINT or SIGTERM
 * passes the signal on and exits once every worker has closed (0), or kills them after 15 s (1).
 * `onFirstListening`: once the first of them listens.
 */
export function runPrimary(
  workers: number,
  opts: { onFirstListening?: () => void; log?: Pick<Console, 'error'> } = {},
): void {
  const log = opts.log ?? console;
  const started = new Map<Worker, number>();
  const listened = new WeakSet<Worker>();
  let quickExits = 0;
  let stopping = false;
  let exitCode = 0;
  const fork = () => started.set(cluster.fork(), Date.now());
  const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);

  const stop = (signal: NodeJS.Signals, code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    const running = alive();
    if (running.length === 0) process.exit(exitCode);
    for (const w of running) w.process.kill(signal);
    setTimeout(() => {
      for (const w of alive()) w.process.kill('SIGKILL');
      log.error(`API processes still running ${STOP_GRACE_MS / 1000} s after ${signal}: killed`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    quickExits = !listened.has(worker) || lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    log.error(`API process ${worker.process.pid} ended (${signal ?? `code ${code}`}) after ${lived} ms`);
    if (quickExits >= QUICK_EXITS_LIMIT) {
      log.error(
        `${quickExits} API processes in a row ended before listening or within ${QUICK_EXIT_MS / 1000} s of their start: stopping`,
      );
      stop('SIGTERM', 1);
      return;
    }
    setTimeout(() => {
      if (!stopping) fork();
    }, 1000);
  });
  cluster.on('listening', (worker) => listened.add(worker));
  // The first API process listening: the port answers.
  cluster.once('listening', () => opts.onFirstListening?.());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal, 0));
  for (let i = 0; i < workers; i++) fork();
}
