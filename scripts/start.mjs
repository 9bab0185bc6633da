// `npm start`: build the web app when it has not been built, then run the server
// (which migrates, seeds the demo organization on first start, and serves API and web).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (first start)...');
  run('npm', ['run', 'build', '-w', '@staffhub/web']);
}
run(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts']);
