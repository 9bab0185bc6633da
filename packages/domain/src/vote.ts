/**
 * Company-trip vote rules (SPEC 2, 3, 4 "Vote", SPEC 7; issue #18; docs/api-vote.md) as pure
 * functions: a vote's state from its times and the clock, the leading choice(s), the checks of a
 * choice list and of a start's end time. The clock is always passed in.
 */
import type { FieldErrors } from './errors';
import { VOTE_LIMITS, type VoteStatus } from './vote-limits';

export * from './schemas/vote';
export * from './vote-limits';

/** The times of a vote as stored. */
export interface VoteTimes {
  started_at: Date | null;
  ends_at: Date | null;
  ended_at: Date | null;
}

/**
 * Not started without `started_at`; finished once `ended_at` is set or `ends_at` has passed (the
 * end instant itself belongs to the finished state); started otherwise.
 */
export function voteStatusOf(v: VoteTimes, now: Date): VoteStatus {
  if (!v.started_at) return 'not_started';
  if (v.ended_at) return 'finished';
  if (v.ends_at && v.ends_at.getTime() <= now.getTime()) return 'finished';
  return 'started';
}

/** A started vote whose end time has passed but which nobody has ended yet (the time-out ends it). */
export function isTimedOut(v: VoteTimes, now: Date): boolean {
  return !!v.started_at && !v.ended_at && !!v.ends_at && v.ends_at.getTime() <= now.getTime();
}

/** When the vote ends or ended: the actual end once finished, the planned end while it runs. */
export function voteEndOf(v: VoteTimes): Date | null {
  if (!v.started_at) return null;
  return v.ended_at ?? v.ends_at;
}

/** The leading choice id(s): every choice with the highest count, ties kept, in the given order; none without a ballot. */
export function leadersOf(counts: ReadonlyArray<{ choice_id: number; count: number }>): number[] {
  const top = Math.max(0, ...counts.map((c) => c.count));
  if (top === 0) return [];
  return counts.filter((c) => c.count === top).map((c) => c.choice_id);
}

/** Names unique ignoring case and surrounding spaces: `choices.N.name` rule `distinct` on each repeat. Null when fine. */
export function choiceListErrors(choices: ReadonlyArray<{ id?: number; name: string }>): FieldErrors | null {
  const errors: FieldErrors = {};
  const names = new Set<string>();
  const ids = new Set<number>();
  choices.forEach((c, i) => {
    const key = c.name.trim().toLocaleLowerCase('en');
    if (names.has(key))
      errors[`choices.${i}.name`] = [{ rule: 'distinct', message: 'Each choice name only once.' }];
    names.add(key);
    if (c.id !== undefined) {
      if (ids.has(c.id))
        errors[`choices.${i}.id`] = [{ rule: 'distinct', message: 'Each choice only once.' }];
      ids.add(c.id);
    }
  });
  return Object.keys(errors).length ? errors : null;
}

/** A start's end time: after now (rule `after`), at most `maxDaysAhead` days ahead (rule `max_days`). Null when fine. */
export function startErrors(endsAt: Date, now: Date): FieldErrors | null {
  if (endsAt.getTime() <= now.getTime())
    return {
      ends_at: [{ rule: 'after', message: 'The end must be in the future.', params: { other: 'now' } }],
    };
  if (endsAt.getTime() > now.getTime() + VOTE_LIMITS.maxDaysAhead * 86_400_000)
    return {
      ends_at: [
        {
          rule: 'max_days',
          message: `The end must be at most ${VOTE_LIMITS.maxDaysAhead} days ahead.`,
          params: { max: VOTE_LIMITS.maxDaysAhead },
        },
      ],
    };
  return null;
}

/** Whether a start may happen: `already` (4371) when started or finished, `choices` (4372) under two choices. */
export function startRefusal(status: VoteStatus, choiceCount: number): 'already' | 'choices' | null {
  if (status !== 'not_started') return 'already';
  if (choiceCount < VOTE_LIMITS.choicesMin) return 'choices';
  return null;
}
