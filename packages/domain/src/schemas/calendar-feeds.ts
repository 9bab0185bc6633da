import { z } from 'zod';

/**
 * Calendar feeds (issue #20): a secret iCal address per person for their approved leave, remote days
 * and company holidays, and for approvers one for their team's; revocable, shown once when made.
 */
export const CALENDAR_FEED_KINDS = ['personal', 'team'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];
/** The days a feed covers: this far back and ahead of today (a bounded answer, refetched daily). */
export const CALENDAR_FEED_PAST_DAYS = 92;
export const CALENDAR_FEED_FUTURE_DAYS = 366;
/** At most this many people in a team feed. */
export const CALENDAR_FEED_TEAM_MAX = 500;
/** The languages a feed's texts come in (`?lang=`). */
export const CALENDAR_FEED_LANGUAGES = ['en', 'ja', 'vi'] as const;

export const ZCalendarFeedKind = z.object({ kind: z.enum(CALENDAR_FEED_KINDS) });

export const ZCalendarFeeds = z.object({
  personal: z.object({ active: z.boolean(), created_at: z.string().nullable() }),
  /** Null for someone with no team to follow (not a leader, manager, PM or project top). */
  team: z
    .object({ active: z.boolean(), created_at: z.string().nullable(), people: z.number().int() })
    .nullable(),
});
export type CalendarFeeds = z.infer<typeof ZCalendarFeeds>;

/** A feed just made: its address, shown this once (only its hash is kept). */
export const ZCalendarFeedCreated = z.object({ kind: z.enum(CALENDAR_FEED_KINDS), url: z.string() });
export type CalendarFeedCreated = z.infer<typeof ZCalendarFeedCreated>;

export const ZCalendarFeedQuery = z.object({ lang: z.enum(CALENDAR_FEED_LANGUAGES).default('en') });
