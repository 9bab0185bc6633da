// The server as `npm start` runs it: `apps/server/src/server.ts` and everything it imports from this
// repository (the domain package too) bundled by esbuild into `apps/server/dist/`, the packages of
// node_modules left to Node. Run once at every start (about a second), so the bundle is never older
// than the sources. Why (docs/DECISIONS.md "The server runs as one bundle"): tsx's loader thread and
// its transformed sources held about 70 MB of the server's memory; the seeds are a chunk of their
// own, loaded only on a first start.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const manifest = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
// Every package the server and the domain depend on stays in node_modules (native addons, WASM,
// data files read from their own folders); only the workspaces are bundled.
const external = [
  ...Object.keys(manifest('apps/server').dependencies ?? {}),
  ...Object.keys(manifest('packages/domain').dependencies ?? {}),
]
  .filter((name) => !name.startsWith('@staffhub/'))
  .flatMap((name) => [name, `${name}/*`]);

/**
 * The Node.js options the server runs with (`scripts/start.mjs`, and the benches' 'production'),
 * for its memory under load (docs/DECISIONS.md "The server's memory"), neither a limit. On PGlite
 * (no `DATABASE_URL`), the embedded deployment, the one with a memory target (300 MB):
 * - a young generation of 2 MB semi-spaces (V8 grows them to 16 MB);
 * - the old generation collected when it reaches 1.2 times what the last collection kept. V8's own
 *   first limit on a machine this size is hundreds of megabytes: under steady load the heap grew
 *   by 6 MB a second, all garbage, until the load stopped (from 60 to 220 MB in 30 s). At 1.5
 *   times, the peer bench's peak on PGlite was 299-305 MB (its 300 MB target); at 1.2, 283.
 * On PostgreSQL, V8's own young generation (up to 16 MB) and 1.5 times (2026-12-07). With 2 MB, a
 * page that allocates a few megabytes (a month of 50 people) had its objects promoted and collected
 * again by the old generation's collector, half of its CPU (month close at 20,000 employees: 40 ->
 * 24-29 ms of CPU a request). With 1.2 times and a 16 MB young generation, V8 began marking the old
 * generation again whenever it had grown by 8 MB (its limit is the larger of 1.2 times and 8 MB
 * more, plus a young generation's worth, and marking starts a young generation's worth before
 * it): a third of the server's CPU on the peer bench's computed dashboard. V8's own growing took
 * 15-25 % less CPU a request there, but at 20,000 employees its heap grew to a 436-481 MB peak and
 * the admin list's p99 passed 100 ms; 1.5 times is in between on the peer bench and kept the pages
 * of issue #19's list under 57 ms at 20,000 employees, with a 288 MB peak (docs/SCALING.md).
 */
export function serverFlagsFor(env = process.env) {
  return env.DATABASE_URL
    ? ['--heap-growing-percent=50']
    : ['--max-semi-space-size=2', '--heap-growing-percent=20'];
}
/**
 * The environment it runs with, unless the caller's own sets these. One malloc arena: every thread
 * (V8's compilers, which compile PGlite's WASM in the background, libuv's pool) otherwise keeps an
 * arena of its own that is never given back, about 40 MB of the idle server (docs/SCALING.md).
 */
export const serverEnv = { MALLOC_ARENA_MAX: '1' };

export const outdir = path.join(serverDir, 'dist');

export async function buildServer() {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    // The embedded database's worker thread (db/pglite-thread.ts looks for it beside the server).
    entryPoints: {
      server: path.join(serverDir, 'src/server.ts'),
      'pglite-worker': path.join(serverDir, 'src/db/pglite-worker.ts'),
    },
    outdir,
    bundle: true,
    // Dynamic imports (the seeds, the spreadsheet reader) stay separate chunks, loaded when used.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live on beside the server (about 50 MB).
  await stop();
  return path.join(outdir, 'server.mjs');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await buildServer());
