import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';
import { queryKeys } from './queryKeys';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Only transient failures are retried; 4xx answers will not change by asking again.
  if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return failureCount < 1;
  return false;
}

export const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
  mutationCache: new MutationCache({
    onSuccess: () => {
      // Any change may move an approver's pending counts (SPEC 1 badge).
      void queryClient.invalidateQueries({ queryKey: queryKeys.counts });
    },
  }),
});
