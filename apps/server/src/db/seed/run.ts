import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemo } from './demo';

// `npm run seed -w @staffhub/server`: migrate and (re)seed the demo organization; safe to repeat.
const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  sharedBuffers: config.PGLITE_SHARED_BUFFERS,
});
await database.migrate();
await seedDemo(database.db);
await database.close();
console.log('Demo organization seeded.');
