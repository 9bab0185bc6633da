import { useMatches } from 'react-router';
import type { RouteMeta } from './routes';

export interface RouteHandle {
  meta: RouteMeta;
}

function isHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value;
}

/** Metadata of the deepest matched route of the table, if any. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isHandle(handle)) return handle.meta;
  }
  return undefined;
}
