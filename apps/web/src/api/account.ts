import { type Account, type CountRequest, passesGate } from '@staffhub/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './http';
import { queryKeys } from './queryKeys';
import { hasSession } from './session';

export function useAccount() {
  return useQuery({
    queryKey: queryKeys.account,
    queryFn: ({ signal }) => api.get<Account>('/account', { signal }),
    enabled: hasSession(),
    staleTime: 5 * 60_000,
  });
}

/** Pending-approval counts; only approvers ask for them. */
export function useCountRequest(account: Account | undefined) {
  const isApprover = account ? passesGate('approver', account) : false;
  return useQuery({
    queryKey: queryKeys.counts,
    queryFn: ({ signal }) => api.get<CountRequest>('/get-count-request', { signal, quiet: true }),
    enabled: isApprover,
    refetchInterval: 60_000,
  });
}
