/**
 * Calendar feeds (issue #20): each person's secret iCal address for their approved leave, approved
 * remote days and their company's holidays, and for approvers one for their team's leave and remote
 * days. The secret is shown once when made; only its SHA-256 is kept, so the owner replaces (the
 * old address stops working) or revokes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  CALENDAR_FEED_FUTURE_DAYS,
  type CALENDAR_FEED_LANGUAGES,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_TEAM_MAX,
  type CalendarFeedCreated,
  type CalendarFeedKind,
  type CalendarFeeds,
  todayIn,
  toMinutes,
  zonedToInstant,
} from '@staffhub/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { leave } from '../leave/leave.service';
import { remote } from '../remote/remote.service';
import { holidaysIn } from '../timesheets/timesheets.repository';
import { feedIcs } from './calendar.ics';
import { requireTeamFeed } from './calendar.policy';
import * as repo from './calendar.repository';

export interface CalendarDeps {
  db: Db;
  now: () => Date;
}

type Lang = (typeof CALENDAR_FEED_LANGUAGES)[number];

/** A feed's secret: 32 random bytes, 43 characters of base64url. */
export const FEED_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function feedStatus(deps: CalendarDeps, actor: Actor): Promise<CalendarFeeds> {
  const [feeds, team] = await Promise.all([
    repo.feedsOf(deps.db, actor.employeeId),
    repo.teamOf(deps.db, actor.employeeId, deps.now(), CALENDAR_FEED_TEAM_MAX),
  ]);
  const of = (kind: CalendarFeedKind) => {
    const f = feeds.find((x) => x.kind === kind);
    return { active: Boolean(f), created_at: f ? f.created_at.toISOString() : null };
  };
  return {
    personal: of('personal'),
    team: team.length > 0 ? { ...of('team'), people: team.length } : null,
  };
}

/** Makes the feed (replacing an older one of that kind); its address, shown this once. */
export async function createFeed(
  deps: CalendarDeps,
  actor: Actor,
  kind: CalendarFeedKind,
  origin: string,
  lang: Lang,
): Promise<CalendarFeedCreated> {
  if (kind === 'team')
    requireTeamFeed(actor, (await repo.teamOf(deps.db, actor.employeeId, deps.now(), 1)).length);
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await repo.saveFeed(tx, actor.employeeId, kind, hashOf(token));
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'calendar_feed.create',
      entity: 'calendar_feeds',
      entityId: null,
      data: { kind },
    });
  });
  return { kind, url: `${origin}/api/calendar/${token}.ics?lang=${lang}` };
}

/** Revokes the feed: its address answers 404 from now on. */
export async function revokeFeed(deps: CalendarDeps, actor: Actor, kind: CalendarFeedKind) {
  const removed = await deps.db.transaction(async (tx) => {
    const done = await repo.deleteFeed(tx, actor.employeeId, kind);
    if (done)
      await writeAudit(tx, {
        actorId: actor.employeeId,
        action: 'calendar_feed.revoke',
        entity: 'calendar_feeds',
        entityId: null,
        data: { kind },
      });
    return done;
  });
  if (!removed) throw new AppError(4040);
}

/** The feed a secret opens, as iCalendar text; 404 for an unknown or revoked secret. */
export async function feedText(deps: CalendarDeps, token: string, lang: Lang): Promise<string> {
  if (!FEED_TOKEN_RE.test(token)) throw new AppError(4040);
  const feed = await repo.feedByHash(deps.db, hashOf(token));
  if (!feed) throw new AppError(4040);
  const now = deps.now();
  const today = todayIn(feed.time_zone, now);
  const span = {
    from: addDays(today, -CALENDAR_FEED_PAST_DAYS),
    to: addDays(today, CALENDAR_FEED_FUTURE_DAYS),
  };
  const people =
    feed.kind === 'personal'
      ? [{ id: feed.employee_id, name: feed.name }]
      : await repo.teamOf(deps.db, feed.employee_id, now, CALENDAR_FEED_TEAM_MAX);
  const ids = people.map((p) => p.id);
  const names = new Map(people.map((p) => [p.id, p.name]));
  const [leaves, remotes, holidays] = await Promise.all([
    leave.approvedInRange(deps.db, ids, span, [
      'id',
      'employee_id',
      'start_date',
      'start_time',
      'end_date',
      'end_time',
    ]),
    remote.approvedInRange(deps.db, ids, span, ['id', 'employee_id', 'start_date', 'end_date']),
    holidaysIn(deps.db, [feed.company_id], span.from, span.to),
  ]);
  const zone = feed.time_zone;
  return feedIcs(
    {
      kind: feed.kind,
      owner: feed.name,
      lang,
      leaves: leaves.map((l) => ({
        id: l.id,
        who: names.get(l.employee_id) ?? '',
        start: zonedToInstant(l.start_date, toMinutes(l.start_time), zone),
        end: zonedToInstant(l.end_date, toMinutes(l.end_time), zone),
      })),
      remote: remotes.map((r) => ({
        id: r.id,
        who: names.get(r.employee_id) ?? '',
        from: r.start_date,
        to: r.end_date,
      })),
      holidays: [...(holidays.get(feed.company_id) ?? new Map<string, string>())].map(([date, name]) => ({
        companyId: feed.company_id,
        date,
        name,
      })),
    },
    now,
  );
}
