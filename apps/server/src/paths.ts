import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (`apps/server`), found from this module's own place by walking up to
 * the `package.json` named `@staffhub/server`. The same answer whether this code runs from its
 * sources (`src/paths.ts` under tsx or vitest) or from the bundle `npm start` runs
 * (`dist/server.mjs`, `scripts/build-server.mjs`), so no path below depends on how deep a file sits.
 */
function findServerRoot(from: string): string {
  for (let dir = from, up = 0; up < 8; up++, dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@staffhub/server')
      return dir;
  }
  throw new Error(`the @staffhub/server package was not found above ${from}`);
}

export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The repository (the workspaces' root): the default data folder and the web app's build. */
export const repoRoot = path.resolve(serverRoot, '../..');
/** The Drizzle migrations, read at every start. */
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
