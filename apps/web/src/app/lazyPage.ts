import { CHUNK_LOAD_TIMEOUT_MS } from '@staffhub/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen's code could not be fetched (offline, or a new deployment removed the old chunk). */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Failed to load a part of the application', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError/i.test(
    text,
  );
}

/** React.lazy with the chunk time-out of SPEC 9; failures surface as ChunkLoadError. */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_LOAD_TIMEOUT_MS);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(new ChunkLoadError(error));
          },
        );
      }),
  );
}
