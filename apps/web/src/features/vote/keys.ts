/** The vote area's query keys, all under `queryKeys.vote` (the live event invalidates that root). */
import { queryKeys } from '../../api/queryKeys';

/** A vote of a year and period; `null` for the newest. */
export type VotePick = { year: number; period: number } | null;

const pickKey = (pick: VotePick) => (pick ? `${pick.year}-${pick.period}` : 'newest');

export const voteKeys = {
  all: queryKeys.vote,
  status: (pick: VotePick) => [...queryKeys.vote, 'status', pickKey(pick)] as const,
  results: (pick: VotePick) => [...queryKeys.vote, 'results', pickKey(pick)] as const,
  choices: (year: number, period: number) => [...queryKeys.vote, 'choices', year, period] as const,
};
