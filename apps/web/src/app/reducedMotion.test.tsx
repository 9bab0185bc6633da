// @vitest-environment jsdom
/**
 * The reader's "reduce motion" setting turns antd's transitions off, and on again when it changes
 * while the app is open.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { Providers } from './providers';
import { REDUCED_MOTION_QUERY } from './reducedMotion';

/** A system setting the test flips, as the browser's media query list reports it. */
const system = { reduce: false, listeners: new Set<() => void>() };

beforeAll(async () => {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      get matches() {
        return query === REDUCED_MOTION_QUERY && system.reduce;
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_: string, f: () => void) => system.listeners.add(f),
      removeEventListener: (_: string, f: () => void) => system.listeners.delete(f),
      dispatchEvent: () => false,
    }),
  });
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function MotionProbe() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'motion on' : 'motion off'}</output>;
}

/** The app's providers around the probe, as the app mounts them. */
const renderApp = () =>
  render(
    <Providers>
      <MotionProbe />
    </Providers>,
  );

const setSystem = (reduce: boolean) =>
  act(() => {
    system.reduce = reduce;
    for (const f of system.listeners) f();
  });

describe('reduced motion', () => {
  it('keeps antd motion when the system does not ask for less', () => {
    system.reduce = false;
    renderApp();
    expect(screen.getByRole('status').textContent).toBe('motion on');
  });

  it('turns it off when the system asks, and follows the setting live', () => {
    system.reduce = true;
    renderApp();
    expect(screen.getByRole('status').textContent).toBe('motion off');
    setSystem(false);
    expect(screen.getByRole('status').textContent).toBe('motion on');
    setSystem(true);
    expect(screen.getByRole('status').textContent).toBe('motion off');
  });

  it('stops listening when the app goes away', () => {
    renderApp();
    expect(system.listeners.size).toBeGreaterThan(0);
    cleanup();
    expect(system.listeners.size).toBe(0);
  });
});
