import { useSyncExternalStore } from 'react';

/** The media query of a reader who asked their system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : null;

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const snapshot = () => query()?.matches ?? false;

/**
 * Whether the reader's system asks for reduced motion (WCAG 2.3.3), followed live: the setting can
 * change while the app is open. False where the browser cannot say.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
