import { describe, expect, it } from 'vitest';
import { isReactTeardownError } from './teardownError';

const ERR = 'window is not defined';
// The two stacks seen in CI runs (vitest's own `stacks` carries the same frames).
const fromRootTask = `ReferenceError: ${ERR}
    at performWorkOnRootViaSchedulerTask (node_modules/react-dom/cjs/react-dom-client.development.js:16384:7)
    at Immediate.performWorkUntilDeadline (node_modules/scheduler/cjs/scheduler.development.js:45:48)
    at process.processImmediate (node:internal/timers:483:21)`;
const fromPassiveEffects = `ReferenceError: ${ERR}
    at node_modules/react-dom/cjs/react-dom-client.development.js:19555:13
    at Immediate.performWorkUntilDeadline (node_modules/scheduler/cjs/scheduler.development.js:45:48)
    at process.processImmediate (node:internal/timers:483:21)`;

describe('the unit tests filter only React scheduler work after a jsdom teardown', () => {
  it.each([
    ['a root task', fromRootTask],
    ['a passive-effects task', fromPassiveEffects],
  ])('filters %s', (_, stack) => {
    expect(isReactTeardownError({ name: 'ReferenceError', message: ERR, stack })).toBe(true);
  });

  it.each([
    ['another error from the same place', { name: 'TypeError', message: ERR, stack: fromRootTask }],
    ['another message', { name: 'ReferenceError', message: 'document is not defined', stack: fromRootTask }],
    [
      'our own code reading window',
      {
        name: 'ReferenceError',
        message: ERR,
        stack: `ReferenceError: ${ERR}\n    at useLayout (apps/web/src/app/useLayout.ts:10:3)\n    at performWorkUntilDeadline (node_modules/scheduler/cjs/scheduler.development.js:45:48)`,
      },
    ],
    [
      'React without its scheduler',
      { name: 'ReferenceError', message: ERR, stack: fromRootTask.split('\n').slice(0, 2).join('\n') },
    ],
    ['no stack', { name: 'ReferenceError', message: ERR }],
  ])('reports %s', (_, error) => {
    expect(isReactTeardownError(error)).toBe(false);
  });
});
