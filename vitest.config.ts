import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: each worker keeps one migrated database; more workers only contend.
          maxWorkers: 2,
          // Tests run in a new order each time, so one that leans on another's data fails early.
          sequence: { shuffle: true },
        },
      },
      {
        test: {
          name: 'security',
          include: ['apps/server/src/security/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
