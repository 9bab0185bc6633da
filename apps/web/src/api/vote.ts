/**
 * The company-trip vote API (docs/api-vote.md): status, results, choices, the caller's ballot, and
 * the vote managers' choices, start, end and reset. Every key is under `queryKeys.vote`, which the
 * server's live event invalidates while a vote runs.
 */
import type { VoteChoiceInput, VoteChoicesView, VoteResults, VoteStatusView } from '@staffhub/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { type VotePick, voteKeys } from '../features/vote/keys';
import { refetchAtEnd } from '../features/vote/rules';
import { api } from './http';

export type { VoteChoiceInput, VoteChoicesView, VotePick, VoteResults, VoteStatusView };

/** i18n keys of the labels of the fields the vote API names (list items without their index). */
export const VOTE_LABELS: Record<string, string> = {
  year: 'vote.fields.year',
  period: 'vote.fields.period',
  ends_at: 'vote.fields.ends_at',
  choices: 'vote.fields.choices',
  name: 'vote.fields.name',
  color: 'vote.fields.color',
  id: 'vote.fields.choice',
  choice_id: 'vote.fields.choice',
};

const queryOf = (pick: VotePick) => (pick ? { year: pick.year, period: pick.period } : {});
const base = (year: number, period: number) => `/company-trip-vote/${year}/${period}`;

/** Results with status, choices, counts and my vote (`null`: the newest vote). */
export function useVoteResults(pick: VotePick) {
  return useQuery({
    queryKey: voteKeys.results(pick),
    queryFn: ({ signal }) => api.get<VoteResults>('/vote', { query: queryOf(pick), signal }),
    placeholderData: keepPreviousData,
    // A running vote ends at its end time: read it again then, so open pages turn to finished.
    refetchInterval: (query) => refetchAtEnd(query.state.data, Date.now()),
  });
}

/** Every vote screen: status, results, choices. */
export function useInvalidateVote() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: voteKeys.all });
}

export function castBallot(year: number, period: number, choiceId: number) {
  return api.post<VoteResults>('/vote', { year, period, choice_id: choiceId }, { labels: VOTE_LABELS });
}

export function saveChoices(year: number, period: number, choices: VoteChoiceInput[], form?: FormInstance) {
  return api.put<VoteChoicesView>(
    `${base(year, period)}/choices`,
    { choices },
    { form, labels: VOTE_LABELS },
  );
}

export function startVote(year: number, period: number, endsAt: string, form?: FormInstance) {
  return api.post<VoteStatusView>(
    `${base(year, period)}/start`,
    { ends_at: endsAt },
    { form, labels: VOTE_LABELS },
  );
}

export function endVote(year: number, period: number) {
  return api.post<VoteStatusView>(`${base(year, period)}/end`);
}

export function resetVote(year: number, period: number) {
  return api.post<VoteStatusView>(`${base(year, period)}/reset`);
}
