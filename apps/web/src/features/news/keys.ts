import { queryKeys } from '../../api/queryKeys';

/** The news area's query keys, under the root that the server's `news` topic invalidates live. */
export const newsKeys = {
  list: (q: Record<string, string | number>) => [...queryKeys.news, 'list', q] as const,
  one: (id: number) => [...queryKeys.news, 'one', id] as const,
  edit: (id: number) => [...queryKeys.news, 'edit', id] as const,
  dashboard: [...queryKeys.news, 'dashboard'] as const,
};
