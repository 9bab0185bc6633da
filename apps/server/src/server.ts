import cluster from 'node:cluster';
import { loadConfig } from './config';

// The server `npm start` runs. With WORKERS above 1 (PostgreSQL only) this process is a
// `node:cluster` primary: it starts that many API processes (`serve.ts`) on one port and hands them
// the connections round-robin; it opens no database itself and loads none of the app.
const config = loadConfig();
if (config.WORKERS > 1 && cluster.isPrimary) {
  const { runPrimary } = await import('./primary');
  const { printBanner } = await import('./banner');
  runPrimary(config.WORKERS, { onFirstListening: () => printBanner(config) });
} else {
  const { serve } = await import('./serve');
  await serve(config, !cluster.isWorker);
}
