/**
 * The entry point: one setting, then the app. zod compiles its object parsers with `new Function`
 * and probes for it whenever a schema is built; the page's Content-Security-Policy has no
 * 'unsafe-eval', so even the caught probe is reported as a violation. `jitless` turns both off
 * (interpreted parsing is fast enough for forms). zod reads its global config when it loads and
 * when each schema is built, and the bundler runs every statically imported chunk before this
 * module's own code, so the app (whose chunks build the schemas of @staffhub/domain) is imported
 * only after the setting.
 */
import { hasSession } from './api/session';
import { LOGIN_PATH } from './app/paths';

(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// Signed out on /login: the sign-in card alone (React and its texts); the app loads behind it.
const signedOutLogin = window.location.pathname === LOGIN_PATH && !hasSession();
if (signedOutLogin) void import('./login/boot');
else void import('./boot').then((app) => app.startApp());
