import { configDefaults, defineConfig } from 'vitest/config';
import { isReactTeardownError } from './apps/web/src/test/teardownError.ts';

// `isolate: false` in the domain and API projects: a worker imports the app's modules (Fastify,
// Drizzle, the zod schemas) once and runs file after file on them, instead of starting afresh for
// each file. That import was a third of the API tier's CPU. It holds because no test leans on fresh
// module state: a file builds its own app on its own database copy (apps/server/src/test/helpers.ts),
// module-level caches are keyed by that database or hold constants, vitest restores spies after
// each file, and no test file uses `vi.mock` (a module mock would miss the modules a previous file
// of the worker had already loaded: observe what the code does instead).
export default defineConfig({
  test: {
    // One error is not reported: React's scheduler work after a jsdom file's teardown
    // (apps/web/src/test/teardownError.ts says which, and its test shows nothing else is filtered).
    onUnhandledError(error) {
      if (isReactTeardownError(error)) return false;
    },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Pure functions, but some tests walk thousands of cases (the time zones' check took
          // 7.5 s on a slow machine beside the browser tests on 2026-12-07, past the default 5 s);
          // the timeout only stops a test that hangs.
          testTimeout: 30_000,
          // Files in a new order every time: one that leans on what another left in the modules fails.
          sequence: { shuffle: { files: true, tests: false } },
        },
      },
      {
        test: {
          // The web app's rules, labels and API client: plain functions, sharing one import of their
          // modules as the domain project does. A file that needs a language sets it first.
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          sequence: { shuffle: { files: true, tests: false } },
        },
      },
      {
        test: {
          // The screens rendered in jsdom.
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'node',
          // Isolated: a screen rendered in jsdom leaves React's scheduler work behind it, which in a
          // shared module would run after the file's jsdom is gone ("window is not defined").
          // A screen rendered with antd in jsdom takes one or two seconds on a quiet machine and past
          // the default five on a busy one (the seat chart's did), while nothing was wrong; the
          // project form's took 38 s on 2026-12-07, beside the browser tests on a slow machine. The
          // timeout only stops a test that hangs.
          testTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          // The security tier runs on its own (`npm run test:security`, and as its own step of `npm test`).
          exclude: [...configDefaults.exclude, 'apps/server/src/security/**'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: each worker keeps one migrated database; more workers only contend.
          maxWorkers: 2,
          // Tests run in a new order each time, so one that leans on another's data fails early; the
          // files too, so one that leans on what another file left in the worker's modules does.
          sequence: { shuffle: true },
        },
      },
      {
        test: {
          name: 'security',
          include: ['apps/server/src/security/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          environment: 'node',
          // Isolated still: four files, whose time is the fuzzer's and the restarted servers' (child
          // processes), not the import.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
