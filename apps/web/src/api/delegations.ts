/** Delegation (issue #20): mine and those naming me, people I may name, naming and cancelling. */
import type { DelegateCandidates, Delegation, DelegationInput, Delegations } from '@staffhub/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { api } from './http';
import { queryClient } from './queryClient';
import { queryKeys } from './queryKeys';

export function useDelegations() {
  return useQuery({
    queryKey: queryKeys.delegations,
    queryFn: ({ signal }) => api.get<Delegations>('/delegations', { signal }),
  });
}

/** People I may name (only asked for when `enabled`: someone who may delegate). */
export function useDelegateCandidates(q: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: queryKeys.delegateCandidates(q),
    queryFn: ({ signal }) => api.get<DelegateCandidates>('/delegations/candidates', { signal, query: { q } }),
    placeholderData: keepPreviousData,
  });
}

async function refreshAfter<T>(work: Promise<T>): Promise<T> {
  const out = await work;
  // The approval lists and counts change too (steps moved to or from the delegate).
  await queryClient.invalidateQueries();
  return out;
}

/** Field errors land on the form's fields (delegate_id, start_date, end_date, reason). */
export function createDelegation(input: DelegationInput, form: FormInstance) {
  return refreshAfter(
    api.post<Delegation>('/delegations', input, {
      form,
      labels: {
        delegate_id: 'delegations.delegate',
        start_date: 'delegations.from',
        end_date: 'delegations.to',
        reason: 'delegations.reason',
      },
    }),
  );
}

export function cancelDelegation(id: number) {
  return refreshAfter(api.post<Delegation>(`/delegations/${id}/cancel`));
}
