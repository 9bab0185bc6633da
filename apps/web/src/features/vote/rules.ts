/** The vote screens' rules (pure, tested in node). */
import { VOTE_LIMITS, type VoteStatusView } from '@staffhub/domain';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL = 'YYYY-MM-DDTHH:mm';

/** `now` seen in the company zone (UTC when the zone is unknown or not loaded yet). */
export function nowIn(zone: string | null | undefined, now: Date | number = Date.now()): Dayjs {
  if (!zone) return dayjs(now).utc();
  try {
    return dayjs(now).tz(zone);
  } catch {
    return dayjs(now).utc();
  }
}

/** This year in the company zone (the default year of the vote picker). */
export function yearIn(zone: string | null | undefined, now?: Date | number): number {
  return nowIn(zone, now).year();
}

/**
 * The date picker works on the browser's clock; the end time is company time. The picker shows the
 * company's wall time of an instant as a browser-local value with the same date and hour...
 */
export function wallOf(instant: Dayjs, zone: string | null | undefined): Dayjs {
  return dayjs(nowIn(zone, instant.valueOf()).format(WALL));
}

/** ...and a picked wall time means that date and hour in the company zone. */
export function instantOfWall(picked: Dayjs, zone: string | null | undefined): Dayjs {
  if (!zone) return dayjs.utc(picked.format(WALL));
  try {
    return dayjs.tz(picked.format(WALL), zone);
  } catch {
    return dayjs.utc(picked.format(WALL));
  }
}

/** The end offered first: 7 days ahead at 17:00, company time (as the picker's wall value). */
export function defaultEndsAtWall(zone: string | null | undefined, now?: Date | number): Dayjs {
  const end = nowIn(zone, now).add(7, 'day');
  return dayjs(`${end.format('YYYY-MM-DD')}T17:00`);
}

/** Days the picker offers: from today to 60 days ahead, in the company zone. */
export function endDayDisabled(day: Dayjs, zone: string | null | undefined, now?: Date | number): boolean {
  const today = nowIn(zone, now);
  const d = day.format('YYYY-MM-DD');
  return (
    d < today.format('YYYY-MM-DD') || d > today.add(VOTE_LIMITS.maxDaysAhead, 'day').format('YYYY-MM-DD')
  );
}

/** Longest single wait before the screens read a running vote again (and a timer's upper bound). */
const MAX_WAIT_MS = 3_600_000;

/**
 * While a vote runs, when the screens should read it again so they turn to finished by themselves
 * at its end (a moment after, when the server's timer or the read ends it); false otherwise.
 */
export function refetchAtEnd(status: Pick<VoteStatusView, 'status_vote' | 'end'> | undefined, now: number) {
  if (status?.status_vote !== 'started' || !status.end) return false;
  const wait = Date.parse(status.end) - now + 1000;
  return Math.min(Math.max(wait, 1000), MAX_WAIT_MS);
}

/** Colours offered to a new destination, in turn. */
export const NEW_CHOICE_COLORS = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#13c2c2',
  '#722ed1',
  '#fadb14',
  '#f5222d',
];

/** Why an end time cannot start the vote (the server's rule): past or now, or more than 60 days ahead. */
export function endsAtProblem(endsAt: Date, now: Date): 'range' | null {
  const ms = endsAt.getTime() - now.getTime();
  return ms <= 0 || ms > VOTE_LIMITS.maxDaysAhead * 86_400_000 ? 'range' : null;
}

/** Whether the edited list is the stored one (same order, names and colours, any colour case). */
export function sameChoices(
  edited: ReadonlyArray<{ id?: number; name?: string; color?: string } | undefined>,
  stored: ReadonlyArray<{ id: number; name: string; color: string }>,
): boolean {
  return (
    edited.length === stored.length &&
    edited.every((e, i) => {
      const s = stored[i];
      return (
        !!e &&
        !!s &&
        e.id === s.id &&
        (e.name ?? '').trim() === s.name &&
        (e.color ?? '').toLowerCase() === s.color.toLowerCase()
      );
    })
  );
}
