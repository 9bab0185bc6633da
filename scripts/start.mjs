// `npm start`: build the web app when it has not been built, bundle the server
// (scripts/build-server.mjs, about a second), then run it: it migrates, seeds the demo organization
// on first start, and serves API and web. SIGINT and SIGTERM are passed on to the server, which
// closes its connections and the database before it exits; its exit code is this one's.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildServer, serverEnv, serverFlagsFor } from './build-server.mjs';

if (!existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (first start)...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@staffhub/web'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, [...serverFlagsFor(process.env), await buildServer()], {
  stdio: 'inherit',
  env: { ...serverEnv, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
