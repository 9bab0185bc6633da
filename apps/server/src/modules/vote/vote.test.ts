import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemoVote } from '../../db/seed/demo-vote';
import { demoPeople, makeEmployee, type Person, rows } from '../../test/factories';
import { call, setupTestApp, TestClock, type TestContext } from '../../test/helpers';
import { EVENTS_CHANNEL } from '../notifications/notify';
import { canManageVote } from './vote.policy';
import { TIMEOUT_EVERY_MS } from './vote.routes';

const clock = new TestClock();
const NOW = '2026-12-02T01:00:00Z';
clock.set(NOW);
// The app's own timer: caught while the app is built, so a test can run one tick of it.
const intervals = vi.spyOn(globalThis, 'setInterval');
const ctx: TestContext = await setupTestApp({}, clock);
const timerCall = intervals.mock.calls.find(
  ([fn]) => typeof fn === 'function' && fn.name === 'endRunOutVotes',
);
intervals.mockRestore();
const demo = await demoPeople(ctx, ['member', 'ngo.van.khanh', 'pm', 'admin', 'hr', 'bod', 'solo', 'pr']);
const people: Record<'member' | 'colleague' | 'pm' | 'admin' | 'hr' | 'bod' | 'solo' | 'pr', Person> = {
  ...demo,
  colleague: demo['ngo.van.khanh'],
} as never;
beforeEach(() => clock.set(NOW));

/** The 'vote' topics announced on the events channel since the call (on commit). */
async function heardTopics() {
  const heard: string[] = [];
  const stop = await ctx.database.listen(EVENTS_CHANNEL, (payload) => {
    const topic = (JSON.parse(payload) as { topic?: string }).topic;
    if (topic === 'vote') heard.push(topic);
  });
  return { heard, stop };
}
const until = async (check: () => boolean, ms = 3000) => {
  for (const t0 = Date.now(); !check() && Date.now() - t0 < ms; ) await new Promise((r) => setTimeout(r, 20));
};

const get = (who: Person | null, url: string) => call(ctx.app, who?.token ?? null, { method: 'GET', url });
const post = (who: Person, url: string, payload: object = {}) =>
  call(ctx.app, who.token, { method: 'POST', url, payload });
const put = (who: Person, url: string, payload: object) =>
  call(ctx.app, who.token, { method: 'PUT', url, payload });
const fieldsOf = (res: { json: () => { errors?: Record<string, { rule: string }[]> } }) =>
  Object.fromEntries(Object.entries(res.json().errors ?? {}).map(([k, v]) => [k, v.map((e) => e.rule)]));
const hoursAhead = (h: number) =>
  new Date(Date.parse(clock.now().toISOString()) + h * 3_600_000).toISOString();

const FOUR = [
  { name: 'Đà Nẵng', color: '#1677ff' },
  { name: 'Phú Quốc', color: '#52c41a' },
  { name: 'Hạ Long', color: '#fa8c16' },
  { name: 'Sa Pa', color: '#eb2f96' },
];

/** A vote of its own (this year and period) with choices set by PR; answers the choice ids in order. */
async function voteWithChoices(year: number, period = 1, list = FOUR) {
  const res = await put(people.pr, `/api/company-trip-vote/${year}/${period}/choices`, { choices: list });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().choices as Array<{ id: number }>).map((c) => c.id);
}
async function startedVote(year: number, period = 1, hours = 24) {
  const ids = await voteWithChoices(year, period);
  const res = await post(people.pr, `/api/company-trip-vote/${year}/${period}/start`, {
    ends_at: hoursAhead(hours),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ids;
}
const ballots = async (year: number, period = 1) =>
  rows(
    ctx,
    sql`select b.employee_id, b.choice_id from trip_vote_ballots b join trip_votes v on v.id = b.vote_id where v.year = ${year} and v.period = ${period}`,
  );

describe('reading the status', () => {
  it('answers not started for a vote that does not exist, to everyone signed in; 401 without a session', async () => {
    const res = await get(people.solo, '/api/get-status-vote?year=2090&period=3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_vote: 'not_started', start: null, end: null, year: 2090, period: 3 });
    expect((await get(null, '/api/get-status-vote')).statusCode).toBe(401);
    expect((await get(null, '/api/vote')).statusCode).toBe(401);
  });

  it.each([
    ['year=1999&period=1', { year: ['min_value'] }],
    ['year=2101&period=1', { year: ['max_value'] }],
    ['year=2026&period=5', { period: ['max_value'] }],
    ['year=2026&period=0', { period: ['min_value'] }],
    ['year=2026', { period: ['required'] }],
    ['year=abc&period=1', { year: ['invalid'] }],
  ])('refuses ?%s with 422', async (q, expected) => {
    for (const path of ['/api/get-status-vote', '/api/vote']) {
      const res = await get(people.member, `${path}?${q}`);
      expect(res.statusCode, res.body).toBe(422);
      expect(fieldsOf(res)).toEqual(expected);
    }
  });

  it('without year and period answers the newest vote', async () => {
    await voteWithChoices(2099, 4);
    const res = await get(people.member, '/api/get-status-vote');
    expect(res.json()).toMatchObject({ year: 2099, period: 4, status_vote: 'not_started' });
  });
});

describe('the choices', () => {
  it('PR sets them (creating the vote); everyone reads them in order', async () => {
    const ids = await voteWithChoices(2030);
    expect(ids).toHaveLength(4);
    const res = await get(people.solo, '/api/company-trip-vote/2030/1/choices');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      year: 2030,
      period: 1,
      status_vote: 'not_started',
      choices: FOUR.map((c, i) => ({ id: ids[i], ...c })),
    });
    // Kept by id (renamed, recoloured, moved), one removed, one added.
    const changed = await put(people.pr, '/api/company-trip-vote/2030/1/choices', {
      choices: [
        { id: ids[1], name: 'Phu Quoc island', color: '#00AA00' },
        { id: ids[0], name: 'Da Nang', color: '#1677ff' },
        { name: 'Huế', color: '#722ed1' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const list = changed.json().choices as Array<{ id: number; name: string; color: string }>;
    expect(list.map((c) => c.name)).toEqual(['Phu Quoc island', 'Da Nang', 'Huế']);
    expect(list[0]).toEqual({ id: ids[1], name: 'Phu Quoc island', color: '#00aa00' });
    expect(list[1]?.id).toBe(ids[0]);
  });

  it('only the vote managers set them: everyone else 403 / 4030, nothing made', async () => {
    for (const who of [people.member, people.admin, people.bod, people.hr, people.pm]) {
      const res = await put(who, '/api/company-trip-vote/2031/1/choices', { choices: FOUR });
      expect(res.statusCode, who.email).toBe(403);
      expect(res.json().code).toBe(4030);
    }
    expect(await rows(ctx, sql`select id from trip_votes where year = 2031`)).toEqual([]);
  });

  it.each([
    ['one choice', { choices: FOUR.slice(0, 1) }, { choices: ['min_value'] }],
    [
      'thirteen choices',
      { choices: Array.from({ length: 13 }, (_, i) => ({ name: `C${i}`, color: '#000000' })) },
      { choices: ['max_value'] },
    ],
    [
      'the same name in another case',
      { choices: [...FOUR, { name: 'SA PA', color: '#000000' }] },
      { 'choices.4.name': ['distinct'] },
    ],
    [
      'a colour word',
      { choices: [FOUR[0], { name: 'Huế', color: 'purple' }] },
      { 'choices.1.color': ['format'] },
    ],
    [
      'a name of 101 characters',
      { choices: [FOUR[0], { name: 'x'.repeat(101), color: '#000000' }] },
      { 'choices.1.name': ['max'] },
    ],
    ['no list', { foo: 1 }, { choices: ['required'] }],
    [
      'a choice of no vote',
      { choices: [{ id: 2_000_000_000, name: 'X', color: '#000000' }, FOUR[1]] },
      { 'choices.0.id': ['invalid'] },
    ],
  ])('refuses %s with 422', async (_, body, expected) => {
    const res = await put(people.pr, '/api/company-trip-vote/2032/1/choices', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldsOf(res)).toEqual(expected);
  });

  it.each(['1999/1', '2101/1', '2030/0', '2030/5', 'abc/1', '2030/1.5'])(
    'refuses the path %s with 422',
    async (p) => {
      const res = await put(people.pr, `/api/company-trip-vote/${p}/choices`, { choices: FOUR });
      expect(res.statusCode).toBe(422);
      expect((await get(people.member, `/api/company-trip-vote/${p}/choices`)).statusCode).toBe(422);
    },
  );

  it('cannot change once started or finished (4373); a reset reopens them', async () => {
    await startedVote(2033);
    const res = await put(people.pr, '/api/company-trip-vote/2033/1/choices', { choices: FOUR.slice(0, 2) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4373);
    await post(people.pr, '/api/company-trip-vote/2033/1/end');
    expect(
      (await put(people.pr, '/api/company-trip-vote/2033/1/choices', { choices: FOUR })).json().code,
    ).toBe(4373);
    expect((await post(people.pr, '/api/company-trip-vote/2033/1/reset')).statusCode).toBe(200);
    expect(
      (await put(people.pr, '/api/company-trip-vote/2033/1/choices', { choices: FOUR.slice(0, 2) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('start, end, reset', () => {
  it('start: PR only; 4372 without two choices; the end in the future and within 60 days; 4371 once started', async () => {
    for (const who of [people.member, people.admin, people.bod]) {
      const res = await post(who, '/api/company-trip-vote/2040/1/start', { ends_at: hoursAhead(24) });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(4030);
    }
    // No vote at all, then one choice only.
    expect(
      (await post(people.pr, '/api/company-trip-vote/2040/1/start', { ends_at: hoursAhead(24) })).json().code,
    ).toBe(4372);
    await put(people.pr, '/api/company-trip-vote/2040/1/choices', { choices: FOUR.slice(0, 2) });
    await rows(
      ctx,
      sql`delete from trip_vote_choices where id = (select max(c.id) from trip_vote_choices c join trip_votes v on v.id = c.vote_id where v.year = 2040)`,
    );
    const one = await post(people.pr, '/api/company-trip-vote/2040/1/start', { ends_at: hoursAhead(24) });
    expect(one.statusCode).toBe(422);
    expect(one.json().code).toBe(4372);
    await put(people.pr, '/api/company-trip-vote/2040/1/choices', { choices: FOUR });

    for (const [ends_at, rule] of [
      [hoursAhead(0), 'after'],
      [hoursAhead(-5), 'after'],
      [hoursAhead(60 * 24 + 1), 'max_days'],
      ['2026-12-05', 'format'],
    ] as const) {
      const res = await post(people.pr, '/api/company-trip-vote/2040/1/start', { ends_at });
      expect(res.statusCode, ends_at).toBe(422);
      expect(fieldsOf(res)).toEqual({ ends_at: [rule] });
    }
    expect(fieldsOf(await post(people.pr, '/api/company-trip-vote/2040/1/start', {}))).toEqual({
      ends_at: ['required'],
    });

    const endsAt = hoursAhead(60 * 24);
    const res = await post(people.pr, '/api/company-trip-vote/2040/1/start', { ends_at: endsAt });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status_vote: 'started',
      start: NOW.replace('Z', '.000Z'),
      end: endsAt,
      year: 2040,
      period: 1,
    });
    const again = await post(people.pr, '/api/company-trip-vote/2040/1/start', { ends_at: hoursAhead(2) });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe(4371);
    expect((await get(people.member, '/api/get-status-vote?year=2040&period=1')).json().status_vote).toBe(
      'started',
    );
  });

  it('end: PR only; 4370 unless started; a finished vote cannot start again (4371)', async () => {
    await voteWithChoices(2041);
    expect((await post(people.pr, '/api/company-trip-vote/2041/1/end')).json().code).toBe(4370);
    expect((await post(people.pr, '/api/company-trip-vote/2042/1/end')).json().code).toBe(4370);
    await post(people.pr, '/api/company-trip-vote/2041/1/start', { ends_at: hoursAhead(24) });
    for (const who of [people.member, people.hr]) {
      const res = await post(who, '/api/company-trip-vote/2041/1/end');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(4030);
    }
    clock.set('2026-12-02T03:00:00Z');
    const res = await post(people.pr, '/api/company-trip-vote/2041/1/end');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status_vote: 'finished', end: '2026-12-02T03:00:00.000Z' });
    expect((await post(people.pr, '/api/company-trip-vote/2041/1/end')).json().code).toBe(4370);
    expect(
      (await post(people.pr, '/api/company-trip-vote/2041/1/start', { ends_at: hoursAhead(5) })).json().code,
    ).toBe(4371);
  });

  it('end and reset refuse a body with unknown fields and a bad path (422)', async () => {
    for (const action of ['end', 'reset']) {
      const res = await post(people.pr, `/api/company-trip-vote/2043/1/${action}`, { status: 99 });
      expect(res.statusCode).toBe(422);
      expect((await post(people.pr, `/api/company-trip-vote/2043/9/${action}`)).statusCode).toBe(422);
    }
  });

  it('reset: PR only, in any state; removes the ballots and the times, keeps the choices, writes the audit log', async () => {
    const ids = await startedVote(2044);
    await post(people.member, '/api/vote', { year: 2044, period: 1, choice_id: ids[0] });
    await post(people.colleague, '/api/vote', { year: 2044, period: 1, choice_id: ids[1] });
    for (const who of [people.member, people.admin, people.bod]) {
      const res = await post(who, '/api/company-trip-vote/2044/1/reset');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(4030);
    }
    expect(await ballots(2044)).toHaveLength(2);
    const res = await post(people.pr, '/api/company-trip-vote/2044/1/reset');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status_vote: 'not_started', start: null, end: null, year: 2044, period: 1 });
    expect(await ballots(2044)).toEqual([]);
    expect((await get(people.member, '/api/company-trip-vote/2044/1/choices')).json().choices).toHaveLength(
      4,
    );
    const [audit] = await rows(
      ctx,
      sql`select actor_id, data from audit_log where entity = 'trip_vote' and action = 'reset' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      actor_id: people.pr.id,
      data: { year: 2044, period: 1, ballots_removed: 2 },
    });
    // Not started again: it can start anew; a reset of a not-started vote is allowed too.
    expect((await post(people.pr, '/api/company-trip-vote/2044/1/reset')).statusCode).toBe(200);
    expect(
      (await post(people.pr, '/api/company-trip-vote/2044/1/start', { ends_at: hoursAhead(3) })).statusCode,
    ).toBe(200);
  });
});

describe('ballots and results', () => {
  it('everyone votes once while it runs and may change it; results per choice and per team', async () => {
    const ids = await startedVote(2050);
    const [a, b, c] = ids as [number, number, number];
    const first = await post(people.member, '/api/vote', { year: 2050, period: 1, choice_id: a });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ my_vote: a, total: 1, result: [a] });
    await post(people.colleague, '/api/vote', { year: 2050, period: 1, choice_id: b });
    await post(people.solo, '/api/vote', { year: 2050, period: 1, choice_id: b });
    // The member changes their mind: still one ballot, now for b.
    await post(people.member, '/api/vote', { year: 2050, period: 1, choice_id: c });
    const res = await get(people.member, '/api/vote?year=2050&period=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.votes).toEqual({ [a]: 0, [b]: 2, [c]: 1, [ids[3] as number]: 0 });
    expect(body.total).toBe(3);
    expect(body.result).toEqual([b]);
    expect(body.my_vote).toBe(c);
    expect(body.color).toEqual(Object.fromEntries(ids.map((id, i) => [String(id), FOUR[i]?.color])));
    expect(body.status_vote).toBe('started');
    // member and colleague are in HN-D1, solo in HN-D2.
    const teams = body.teams as Array<{ team: string; votes: Record<string, number>; total: number }>;
    expect(teams).toHaveLength(2);
    const byTotal = [...teams].sort((x, y) => y.total - x.total);
    expect(byTotal[0]?.votes).toMatchObject({ [b]: 1, [c]: 1 });
    expect(byTotal[1]?.votes).toMatchObject({ [b]: 1 });
    expect((await get(people.solo, '/api/vote?year=2050&period=1')).json().my_vote).toBe(b);
    expect(await ballots(2050)).toHaveLength(3);
  });

  it('ties keep every leader', async () => {
    const [a, b] = (await startedVote(2051)) as [number, number];
    await post(people.member, '/api/vote', { year: 2051, period: 1, choice_id: a });
    await post(people.solo, '/api/vote', { year: 2051, period: 1, choice_id: b });
    expect((await get(people.pm, '/api/vote?year=2051&period=1')).json()).toMatchObject({
      result: [a, b],
      my_vote: null,
    });
  });

  it('refuses a ballot outside the running state (4370) and a choice of another vote (422)', async () => {
    const [a] = (await voteWithChoices(2052)) as [number];
    const notStarted = await post(people.member, '/api/vote', { year: 2052, period: 1, choice_id: a });
    expect(notStarted.statusCode).toBe(422);
    expect(notStarted.json().code).toBe(4370);
    expect(
      (await post(people.member, '/api/vote', { year: 2053, period: 2, choice_id: a })).json().code,
    ).toBe(4370);
    const [other] = (await startedVote(2054)) as [number];
    await post(people.pr, '/api/company-trip-vote/2052/1/start', { ends_at: hoursAhead(5) });
    const wrong = await post(people.member, '/api/vote', { year: 2052, period: 1, choice_id: other });
    expect(wrong.statusCode).toBe(422);
    expect(fieldsOf(wrong)).toEqual({ choice_id: ['invalid'] });
    await post(people.pr, '/api/company-trip-vote/2052/1/end');
    expect(
      (await post(people.member, '/api/vote', { year: 2052, period: 1, choice_id: a })).json().code,
    ).toBe(4370);
    expect(await ballots(2052)).toEqual([]);
  });

  it.each([
    ['nothing', {}, { year: ['required'], period: ['required'], choice_id: ['required'] }],
    ['a text choice', { year: 2050, period: 1, choice_id: 'x' }, { choice_id: ['invalid'] }],
    ['period 5', { year: 2050, period: 5, choice_id: 1 }, { period: ['max_value'] }],
    ['year 1999', { year: 1999, period: 1, choice_id: 1 }, { year: ['min_value'] }],
  ])('refuses a ballot with %s (422)', async (_, body, expected) => {
    const res = await post(people.member, '/api/vote', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldsOf(res)).toEqual(expected);
  });

  it('one ballot per person under 10 concurrent requests', async () => {
    const ids = await startedVote(2055);
    const me = await makeEmployee(ctx);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(me, '/api/vote', { year: 2055, period: 1, choice_id: ids[i % ids.length] }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const mine = (await ballots(2055)).filter((r) => Number(r.employee_id) === me.id);
    expect(mine).toHaveLength(1);
    const res = (await get(me, '/api/vote?year=2055&period=1')).json();
    expect(res.total).toBe(1);
    expect(res.my_vote).toBe(Number(mine[0]?.choice_id));
  });
});

describe('the automatic end', () => {
  it('nobody votes after the end time, even when nobody called the time-out', async () => {
    const [a] = (await startedVote(2060, 1, 2)) as [number];
    const endsAt = hoursAhead(2);
    expect((await post(people.member, '/api/vote', { year: 2060, period: 1, choice_id: a })).statusCode).toBe(
      200,
    );
    clock.set('2026-12-02T03:00:00Z'); // exactly the end
    const late = await post(people.colleague, '/api/vote', { year: 2060, period: 1, choice_id: a });
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe(4370);
    expect((await get(people.member, '/api/get-status-vote?year=2060&period=1')).json()).toMatchObject({
      status_vote: 'finished',
      end: endsAt,
    });
    const [row] = await rows(ctx, sql`select ended_at, ends_at from trip_votes where year = 2060`);
    expect(new Date(String(row?.ended_at)).toISOString()).toBe(endsAt);
    expect((await get(people.member, '/api/vote?year=2060&period=1')).json().total).toBe(1);
  });

  it('GET /company-trip-vote/timeout ends every run-out vote once (idempotent), ended_at = ends_at', async () => {
    await startedVote(2061, 1, 1);
    await startedVote(2061, 2, 1);
    await startedVote(2061, 3, 48);
    const endsAt = hoursAhead(1);
    clock.set('2026-12-02T05:00:00Z');
    const res = await get(people.solo, '/api/company-trip-vote/timeout');
    expect(res.statusCode).toBe(200);
    const ended = (res.json().ended as Array<{ year: number; period: number; ended_at: string }>).filter(
      (e) => e.year === 2061,
    );
    expect(ended.sort((x, y) => x.period - y.period)).toEqual([
      { year: 2061, period: 1, ended_at: endsAt },
      { year: 2061, period: 2, ended_at: endsAt },
    ]);
    expect((await get(people.solo, '/api/company-trip-vote/timeout')).json().ended).toEqual([]);
    expect((await get(people.member, '/api/get-status-vote?year=2061&period=3')).json().status_vote).toBe(
      'started',
    );
    expect((await get(null, '/api/company-trip-vote/timeout')).statusCode).toBe(401);
  });
});

describe('the demo seed', () => {
  it("holds last year's finished vote with ballots across divisions and this year's, not started; twice is once", async () => {
    await seedDemoVote(ctx.database.db, clock.now());
    await seedDemoVote(ctx.database.db, clock.now());
    const last = (await get(people.member, '/api/vote?year=2025&period=1')).json();
    expect(last.status_vote).toBe('finished');
    expect(last.choices).toHaveLength(4);
    expect(last.total).toBeGreaterThan(10);
    expect(last.teams.length).toBeGreaterThan(2);
    expect(last.result).toHaveLength(1);
    const now = (await get(people.member, '/api/vote?year=2026&period=1')).json();
    expect(now).toMatchObject({ status_vote: 'not_started', total: 0, start: null });
    expect(now.choices).toHaveLength(4);
    expect(await rows(ctx, sql`select id from trip_votes where year in (2025, 2026)`)).toHaveLength(2);
  });
});

describe('who manages the vote', () => {
  it('the PR department, and an account named in VOTE_ACCOUNT_IDS; nobody else', async () => {
    const actorOf = async (who: Person) => {
      const [row] = await rows(ctx, sql`select id from accounts where employee_id = ${who.id}`);
      return {
        employeeId: who.id,
        accountId: Number(row?.id),
        companyId: 1,
        timeZone: 'UTC',
        isAdmin: false,
        sessionId: 'x',
      };
    };
    const member = await actorOf(people.member);
    const pr = await actorOf(people.pr);
    expect(await canManageVote(ctx.database.db, pr, [])).toBe(true);
    expect(await canManageVote(ctx.database.db, member, [])).toBe(false);
    expect(await canManageVote(ctx.database.db, member, [member.accountId])).toBe(true);
    expect(await canManageVote(ctx.database.db, member, [pr.accountId])).toBe(false);
  });
});

describe('the timer', () => {
  it(`ends a run-out vote by itself every ${TIMEOUT_EVERY_MS / 1000} s (unref'd), with nobody reading`, async () => {
    expect(timerCall?.[1]).toBe(TIMEOUT_EVERY_MS);
    const tick = timerCall?.[0] as () => Promise<unknown>;
    await startedVote(2062, 1, 1);
    const endsAt = hoursAhead(1);
    const { heard, stop } = await heardTopics();
    try {
      await tick(); // not yet run out
      clock.set('2026-12-02T02:00:01Z');
      await tick();
      const [row] = await rows(ctx, sql`select ended_at from trip_votes where year = 2062 and period = 1`);
      expect(new Date(String(row?.ended_at)).toISOString()).toBe(endsAt);
      await until(() => heard.length >= 1);
      expect(heard).toEqual(['vote']);
    } finally {
      await stop();
    }
  });
});

describe('announcing a ballot', () => {
  it('announces the vote topic when the ballot changed, not when the same choice comes again', async () => {
    const [a, b] = (await startedVote(2063)) as [number, number];
    const { heard, stop } = await heardTopics();
    try {
      expect(
        (await post(people.member, '/api/vote', { year: 2063, period: 1, choice_id: a })).statusCode,
      ).toBe(200);
      const again = await post(people.member, '/api/vote', { year: 2063, period: 1, choice_id: a });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ my_vote: a, total: 1 });
      expect(
        (await post(people.member, '/api/vote', { year: 2063, period: 1, choice_id: b })).statusCode,
      ).toBe(200);
      // In commit order: a repeated announcement would come before the change's.
      await until(() => heard.length >= 2);
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toHaveLength(2);
    } finally {
      await stop();
    }
  });
});

describe('an account named in VOTE_ACCOUNT_IDS', async () => {
  const [account] = await rows(
    ctx,
    sql`select a.id from accounts a join employees e on e.id = a.employee_id where e.email = 'member@demo.test'`,
  );
  const other = await setupTestApp({ VOTE_ACCOUNT_IDS: [Number(account?.id)] }, clock);
  const { member, solo } = await demoPeople(other, ['member', 'solo']);
  const at = (who: Person, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    call(other.app, who.token, { method, url, payload });
  const audit = (action: string) =>
    rows(
      other,
      sql`select actor_id, data from audit_log where entity = 'trip_vote' and action = ${action} order by id desc limit 1`,
    );

  it('may set the choices, start and end (audit-logged); a PR-less other account is still 403', async () => {
    const refused = await at(solo, 'PUT', '/api/company-trip-vote/2070/1/choices', { choices: FOUR });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(4030);
    const res = await at(member, 'PUT', '/api/company-trip-vote/2070/1/choices', { choices: FOUR });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().choices).toHaveLength(4);
    expect(
      (await at(solo, 'POST', '/api/company-trip-vote/2070/1/start', { ends_at: hoursAhead(5) })).statusCode,
    ).toBe(403);
    const started = await at(member, 'POST', '/api/company-trip-vote/2070/1/start', {
      ends_at: hoursAhead(5),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await audit('start')).toEqual([
      { actor_id: member.id, data: { year: 2070, period: 1, ends_at: hoursAhead(5) } },
    ]);
    expect((await at(solo, 'POST', '/api/company-trip-vote/2070/1/end')).statusCode).toBe(403);
    expect((await at(member, 'POST', '/api/company-trip-vote/2070/1/end')).statusCode).toBe(200);
    expect(await audit('end')).toEqual([{ actor_id: member.id, data: { year: 2070, period: 1 } }]);
  });

  it("with no vote at all, the default is this year in the caller's company zone, period 1", async () => {
    await rows(other, sql`delete from trip_votes`);
    clock.set('2026-12-31T18:00:00Z'); // 1 January 2027, 01:00 in Hanoi; still 2026 in UTC
    const res = await call(other.app, member.token, { method: 'GET', url: '/api/get-status-vote' });
    expect(res.json()).toEqual({ status_vote: 'not_started', start: null, end: null, year: 2027, period: 1 });
  });
});

describe('the default vote (no year and period)', () => {
  it('is the running vote even when a newer one is only prepared; else the newest by year and period', async () => {
    clock.set('2027-06-01T01:00:00Z'); // every earlier vote has run out by now
    await startedVote(2100, 1, 24);
    await voteWithChoices(2100, 2);
    expect((await get(people.member, '/api/get-status-vote')).json()).toMatchObject({
      year: 2100,
      period: 1,
      status_vote: 'started',
    });
    expect((await get(people.member, '/api/vote')).json()).toMatchObject({ year: 2100, period: 1 });
    await post(people.pr, '/api/company-trip-vote/2100/1/end');
    expect((await get(people.member, '/api/get-status-vote')).json()).toMatchObject({
      year: 2100,
      period: 2,
      status_vote: 'not_started',
    });
  });
});
