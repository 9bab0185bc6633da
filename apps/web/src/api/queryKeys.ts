/** Every TanStack Query key in one place, so invalidation cannot drift from the queries. */
export const queryKeys = {
  account: ['account'] as const,
  counts: ['count-request'] as const,
  commons: ['commons'] as const,
  notifications: ['notifications'] as const,
};
