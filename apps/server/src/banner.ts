import type { Config } from './config';
import { DEMO_PASSWORD, demoEmployees } from './db/seed/demo-data';

/** What `npm start` prints once the port answers: where, on which database, and the demo accounts. */
export function printBanner(config: Config): void {
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}/pglite`;
  const processes = config.WORKERS > 1 ? `, ${config.WORKERS} API processes` : '';
  console.log(`\nStaffhub is running on http://localhost:${config.PORT}  (database: ${where}${processes})`);
  console.log(`API docs: http://localhost:${config.PORT}/api/docs`);
  console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const e of demoEmployees.slice(0, 10)) console.log(`  ${e.email.padEnd(20)} ${e.name}`);
}
