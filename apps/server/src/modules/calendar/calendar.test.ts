import { toMinutes, zonedToInstant } from '@staffhub/domain';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, demoPeople, makeLeave, makeMember, makeRemote, type Person } from '../../test/factories';
import { call, setupTestApp, TestClock, type TestContext } from '../../test/helpers';

// Issue #20, calendar feeds: a secret, revocable iCal address per person (approved leave, approved
// remote days, the company's holidays) and one per approver for their team; every feed is parsed
// with ical.js (Mozilla's RFC 5545 parser), as calendar apps read it.
const clock = new TestClock();
let ctx: TestContext;
let pm: Person;
let top: Person;
let leader: Person;

beforeAll(async () => {
  // Wednesday 2 December 2026, 09:00 in Hanoi.
  clock.set('2026-12-02T02:00:00Z');
  ctx = await setupTestApp({}, clock);
  ({ pm, top, leader } = await demoPeople(ctx, ['pm', 'top', 'leader']));
});

const make = (who: Person, kind: string, lang = 'en') =>
  client(ctx).post(who, `/api/calendar-feeds?lang=${lang}`, { kind });
/** The feed at a full address, without any session (as a calendar app fetches it). */
const fetchFeed = (url: string) =>
  call(ctx.app, null, { method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

interface Parsed {
  uid: string;
  summary: string;
  allDay: boolean;
  start: string;
  end: string;
}

/** The events of a feed, through ical.js (throws on text that is not iCalendar). */
function parse(text: string): { name: string; events: Parsed[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(String(calendar.getFirstPropertyValue('prodid'))).toContain('Staffhub');
  const events = calendar.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      summary: e.summary,
      allDay: e.startDate.isDate,
      start: e.startDate.isDate ? e.startDate.toString() : e.startDate.toJSDate().toISOString(),
      end: e.endDate.isDate ? e.endDate.toString() : e.endDate.toJSDate().toISOString(),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

async function approveRemote(id: number) {
  for (const who of [pm, leader])
    expect(
      (await client(ctx).post(who, `/api/remote/approve/${id}`, { status: 2, reason: 'OK' })).statusCode,
    ).toBe(200);
}

describe('the personal feed', () => {
  it('is off until made; then its secret address needs no session and parses as iCalendar', async () => {
    const me = await makeMember(ctx);
    const status = (await client(ctx).get(me, '/api/calendar-feeds')).json();
    expect(status.personal).toEqual({ active: false, created_at: null });
    const res = await make(me, 'personal');
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics\?lang=en$/);
    expect((await client(ctx).get(me, '/api/calendar-feeds')).json().personal.active).toBe(true);

    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const { name, events } = parse(feed.body);
    expect(name).toBe('Staffhub: my leave and remote work');
    // The company's holidays are all-day events (Hanoi: 1 January).
    const newYear = events.find((e) => e.uid === `holiday-2-2027-01-01@staffhub`);
    expect(newYear).toMatchObject({ allDay: true, start: '2027-01-01', end: '2027-01-02' });
    expect(newYear?.summary).toMatch(/^Holiday: /);
  });

  it('shows approved remote days (all day) and approved leave (its hours), not pending ones', async () => {
    const me = await makeMember(ctx);
    const { url } = (await make(me, 'personal')).json();
    const remote = await makeRemote(ctx, { requester: me, start_date: '2026-12-09', end_date: '2026-12-10' });
    const pending = await makeRemote(ctx, {
      requester: me,
      start_date: '2026-12-15',
      end_date: '2026-12-15',
    });
    await approveRemote(remote.id);
    const leave = await makeLeave(ctx, { requester: me });
    for (const who of [pm, top])
      expect(
        (
          await client(ctx).post(who, `/api/sabbatical-leave-request/approve/${leave.id}`, {
            status: 2,
            comment: 'OK',
          })
        ).statusCode,
      ).toBe(200);

    const { events } = parse((await fetchFeed(url)).body);
    expect(events.find((e) => e.uid === `remote-${remote.id}@staffhub`)).toEqual({
      uid: `remote-${remote.id}@staffhub`,
      summary: 'Remote work',
      allDay: true,
      start: '2026-12-09',
      end: '2026-12-11',
    });
    expect(events.some((e) => e.uid === `remote-${pending.id}@staffhub`)).toBe(false);
    const body = leave.body as { start_date: string; start_time: string; end_date: string; end_time: string };
    expect(events.find((e) => e.uid === `leave-${leave.id}@staffhub`)).toEqual({
      uid: `leave-${leave.id}@staffhub`,
      summary: 'Leave',
      allDay: false,
      start: zonedToInstant(body.start_date, toMinutes(body.start_time), me.timeZone).toISOString(),
      end: zonedToInstant(body.end_date, toMinutes(body.end_time), me.timeZone).toISOString(),
    });
  });

  it('speaks the language of its address', async () => {
    const me = await makeMember(ctx);
    const remote = await makeRemote(ctx, { requester: me, start_date: '2026-12-16', end_date: '2026-12-16' });
    await approveRemote(remote.id);
    const { url } = (await make(me, 'personal', 'ja')).json();
    expect(url).toMatch(/\?lang=ja$/);
    const { name, events } = parse((await fetchFeed(url)).body);
    expect(name).toBe('Staffhub：自分の休暇とリモートワーク');
    expect(events.find((e) => e.uid === `remote-${remote.id}@staffhub`)?.summary).toBe('リモートワーク');
  });

  it('a new address replaces the old; a revoked one answers 404', async () => {
    const me = await makeMember(ctx);
    const first = (await make(me, 'personal')).json().url;
    const second = (await make(me, 'personal')).json().url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    const revoked = await call(ctx.app, me.token, { method: 'DELETE', url: '/api/calendar-feeds/personal' });
    expect(revoked.statusCode).toBe(200);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await client(ctx).get(me, '/api/calendar-feeds')).json().personal.active).toBe(false);
    // Nothing left to revoke.
    const again = await call(ctx.app, me.token, { method: 'DELETE', url: '/api/calendar-feeds/personal' });
    expect(again.statusCode).toBe(404);
  });
});

describe('the team feed', () => {
  it("an approver follows their team's approved remote days, named", async () => {
    const me = await makeMember(ctx);
    const remote = await makeRemote(ctx, { requester: me, start_date: '2026-12-17', end_date: '2026-12-17' });
    await approveRemote(remote.id);
    const status = (await client(ctx).get(pm, '/api/calendar-feeds')).json();
    expect(status.team.people).toBeGreaterThan(0);
    const { url } = (await make(pm, 'team')).json();
    const { name, events } = parse((await fetchFeed(url)).body);
    expect(name).toMatch(/^Staffhub: .+'s team$/);
    const line = events.find((e) => e.uid === `remote-${remote.id}@staffhub`);
    expect(line?.summary).toMatch(/: Remote work$/);
    expect(line).toMatchObject({ allDay: true, start: '2026-12-17', end: '2026-12-18' });
  });

  it('someone with no team has none (4030)', async () => {
    const me = await makeMember(ctx);
    expect((await client(ctx).get(me, '/api/calendar-feeds')).json().team).toBeNull();
    const res = await make(me, 'team');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(4030);
  });
});

describe('bad input', () => {
  it('an unknown kind or language is told; a wrong or made-up address is 404', async () => {
    const me = await makeMember(ctx);
    const kind = await make(me, 'family');
    expect(kind.statusCode).toBe(422);
    expect(Object.keys(kind.json().errors)).toContain('kind');
    expect((await make(me, 'personal', 'fr')).statusCode).toBe(422);
    expect((await fetchFeed('/api/calendar/short.ics')).statusCode).toBe(404);
    expect((await fetchFeed(`/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed('/api/calendar/x.txt')).statusCode).toBe(422);
    // Without a session, the feed list is refused.
    expect((await call(ctx.app, null, { method: 'GET', url: '/api/calendar-feeds' })).statusCode).toBe(401);
  });
});
