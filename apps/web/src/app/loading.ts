/**
 * The global loading overlay of SPEC 2: shown while a form submit or mutation runs. Mutations
 * count automatically (unless `meta.background`); other work can use `useLoading().track()`.
 */
import { useIsMutating } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `work` with the overlay shown; the overlay closes whether it succeeds or fails. */
export async function trackLoading<T>(work: Promise<T>): Promise<T> {
  pending += 1;
  emit();
  try {
    return await work;
  } finally {
    pending -= 1;
    emit();
  }
}

export function useLoading(): { busy: boolean; track: typeof trackLoading } {
  const manual = useSyncExternalStore(
    subscribe,
    () => pending,
    () => 0,
  );
  const mutating = useIsMutating({ predicate: (mutation) => mutation.options.meta?.background !== true });
  return { busy: manual > 0 || mutating > 0, track: trackLoading };
}
