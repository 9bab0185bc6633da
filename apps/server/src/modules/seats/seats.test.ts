import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSeats } from '../../db/seed/demo-seats';
import { demoPeople, makeEmployee, type Person, rows } from '../../test/factories';
import { call, setupTestApp, TestClock, type TestContext } from '../../test/helpers';
import { EVENTS_CHANNEL } from '../notifications/notify';

const clock = new TestClock();
let ctx: TestContext;
let people: Record<'member' | 'pm' | 'leader' | 'admin' | 'admin2' | 'hr' | 'bod' | 'solo' | 'pr', Person>;
const TODAY = '2026-12-02';

beforeAll(async () => {
  // Wednesday 2 December 2026, 08:00 in Hanoi.
  clock.set('2026-12-02T01:00:00Z');
  ctx = await setupTestApp({}, clock);
  // The API tests' template holds the organisation only: the floors and who sits where are seeded here.
  await seedDemoSeats(ctx.database.db);
  people = await demoPeople(ctx, [
    'member',
    'pm',
    'leader',
    'admin',
    'ho.thi.kim.anh',
    'hr',
    'bod',
    'solo',
    'pr',
  ] as const).then(({ 'ho.thi.kim.anh': admin2, ...rest }) => ({ ...rest, admin2 }));
});

const get = (who: Person, url: string) => call(ctx.app, who.token, { method: 'GET', url });
const post = (who: Person, url: string, payload: object) =>
  call(ctx.app, who.token, { method: 'POST', url, payload });
const fieldsOf = (res: { json: () => { errors?: Record<string, { rule: string }[]> } }) =>
  Object.fromEntries(Object.entries(res.json().errors ?? {}).map(([k, v]) => [k, v.map((e) => e.rule)]));

interface SeatJson {
  id: number;
  code: string;
  employee: { id: number; name: string; employee_code: string; presence: string } | null;
}
const plan = async (floor: number, who: Person = people.member) => {
  const res = await get(who, `/api/entity/get-location?floor=${floor}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    floor: { number: number; name: string; width: number; height: number };
    rooms: Array<{ kind: string; name: string }>;
    seats: SeatJson[];
    counts: Record<'office' | 'left' | 'remote' | 'leave' | 'not_in' | 'empty', number>;
    floors: Array<{ number: number; seats: number }>;
  };
};
const seatByCode = async (code: string) => {
  const found = (await plan(Number(code.slice(0, 2)))).seats.find((s) => s.code === code);
  if (!found) throw new Error(`no seat ${code}`);
  return found;
};
/** Empty seats of a floor, in code order (each test takes its own from the end of floor 13's rows). */
let taken = 0;
async function emptySeat(): Promise<SeatJson> {
  const empty = (await plan(13)).seats.filter((s) => !s.employee);
  const seat = empty[empty.length - 1 - taken++];
  if (!seat) throw new Error('no empty seat left');
  return seat;
}
const seatOf = async (employeeId: number) =>
  rows(ctx, sql`select id, code from seats where employee_id = ${employeeId}`);
const assign = (who: Person, seat_id: number, employee_id: number) =>
  post(who, '/api/entity/assign-seat', { seat_id, employee_id });

describe('GET /entity/get-location', () => {
  it('answers the floor, its rooms, its desks with who sits where, the counts and the floors', async () => {
    const body = await plan(14, people.solo);
    expect(body.floor).toMatchObject({ number: 14, width: 1000, height: 620 });
    expect(body.floors.map((f) => f.number)).toEqual([11, 13, 14, 15, 17]);
    expect(body.seats).toHaveLength(60);
    expect(body.rooms.map((r) => r.kind)).toEqual(expect.arrayContaining(['reception', 'meeting', 'pantry']));
    const mine = body.seats.find((s) => s.code === '14-B07');
    expect(mine?.employee).toMatchObject({ id: people.member.id, employee_code: people.member.code });
    const c = body.counts;
    expect(c.office + c.left + c.remote + c.leave + c.not_in + c.empty).toBe(60);
    expect(c.empty).toBe(body.seats.filter((s) => !s.employee).length);
    expect(c.empty).toBeGreaterThan(0);
  });

  it('answers 401 without a session', async () => {
    const res = await call(ctx.app, null, { method: 'GET', url: '/api/entity/get-location?floor=14' });
    expect(res.statusCode).toBe(401);
  });

  it.each(['12', '0', 'abc', '14.5', '', '99999999999'])(
    'refuses floor=%s (422, never 500)',
    async (floor) => {
      const res = await get(people.member, `/api/entity/get-location?floor=${floor}`);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(fieldsOf(res))).toEqual(['floor']);
    },
  );

  it('refuses a missing floor (422)', async () => {
    const res = await get(people.member, '/api/entity/get-location');
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual({ floor: ['required'] });
  });

  it("shows each person's presence today: office, remote, leave, not in yet", async () => {
    const [inOffice, remote, leave, notIn, both, pending, yesterday] = await Promise.all(
      Array.from({ length: 7 }, () => makeEmployee(ctx)),
    );
    const all = [inOffice, remote, leave, notIn, both, pending, yesterday] as Person[];
    for (const p of all)
      expect((await assign(people.admin, (await emptySeat()).id, p.id)).statusCode).toBe(200);
    const before = (await plan(13)).counts;
    const db = ctx.database.db;
    const checkIn = (p: Person, day: string) =>
      db.execute(sql`insert into timesheets (employee_id, work_date, check_in)
        values (${p.id}, ${day}, ${`${day}T01:00:00Z`}::timestamptz)`);
    const remoteDay = (p: Person, status: number, from: string, to: string) =>
      db.execute(sql`insert into remote_requests (employee_id, start_date, end_date, reason, status)
        values (${p.id}, ${from}, ${to}, 'At home', ${status})`);
    const leaveDay = (p: Person, from: string, to: string) =>
      db.execute(sql`insert into leave_requests (employee_id, start_date, start_time, end_date, end_time,
          minutes, type_reason, reason, status)
        values (${p.id}, ${from}, '08:00', ${to}, '17:30', 480, 3, 'VACATION_MODE', 2)`);
    await checkIn(inOffice as Person, TODAY);
    await remoteDay(remote as Person, 2, '2026-12-01', '2026-12-03');
    await leaveDay(leave as Person, TODAY, TODAY);
    await checkIn(both as Person, TODAY);
    await leaveDay(both as Person, TODAY, TODAY);
    await remoteDay(pending as Person, 1, TODAY, TODAY);
    await checkIn(yesterday as Person, '2026-12-01');
    await leaveDay(yesterday as Person, '2026-11-30', '2026-12-01');

    const body = await plan(13);
    const presence = (p: Person) => body.seats.find((s) => s.employee?.id === p.id)?.employee?.presence;
    expect(all.map(presence)).toEqual(['office', 'remote', 'leave', 'not_in', 'office', 'not_in', 'not_in']);
    expect(body.counts).toEqual({
      ...before,
      office: before.office + 2,
      remote: before.remote + 1,
      leave: before.leave + 1,
      not_in: before.not_in - 4,
    });
  });

  it("is 'office' after checking in and 'left' (left for the day) after checking out", async () => {
    const p = await makeEmployee(ctx);
    expect((await assign(people.admin, (await emptySeat()).id, p.id)).statusCode).toBe(200);
    const presence = async () => {
      const body = await plan(13);
      return {
        presence: body.seats.find((s) => s.employee?.id === p.id)?.employee?.presence,
        counts: body.counts,
      };
    };
    const before = await presence();
    expect(before.presence).toBe('not_in');
    const checkIn = await call(ctx.app, p.token, { method: 'POST', url: '/api/user/timesheets/checkin' });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const inOffice = await presence();
    expect(inOffice.presence).toBe('office');
    expect(inOffice.counts).toEqual({
      ...before.counts,
      office: before.counts.office + 1,
      not_in: before.counts.not_in - 1,
    });
    clock.set('2026-12-02T10:30:00Z');
    try {
      const checkOut = await call(ctx.app, p.token, { method: 'POST', url: '/api/user/timesheets/checkout' });
      expect(checkOut.statusCode, checkOut.body).toBe(200);
      const gone = await presence();
      expect(gone.presence).toBe('left');
      expect(gone.counts).toEqual({
        ...before.counts,
        left: before.counts.left + 1,
        not_in: before.counts.not_in - 1,
      });
    } finally {
      clock.set('2026-12-02T01:00:00Z');
    }
  });

  it('shows the seat of a person who has left as empty, counted as empty', async () => {
    const p = await makeEmployee(ctx);
    const seat = await emptySeat();
    expect((await assign(people.admin, seat.id, p.id)).statusCode).toBe(200);
    const before = await plan(13);
    expect(before.seats.find((s) => s.id === seat.id)?.employee?.id).toBe(p.id);
    // They resigned as of today (in their company's time zone): no longer working here.
    await ctx.database.db.execute(
      sql`update employees set resignation_date = '2026-12-02' where id = ${p.id}`,
    );
    const after = await plan(13);
    expect(after.seats.find((s) => s.id === seat.id)?.employee).toBeNull();
    expect(after.counts).toEqual({
      ...before.counts,
      not_in: before.counts.not_in - 1,
      empty: before.counts.empty + 1,
    });
  });

  it("takes today in the person's company time zone", async () => {
    // 23:30 UTC on 1 December is 2 December in Hanoi: a check-in dated the 2nd counts.
    const p = await makeEmployee(ctx);
    expect((await assign(people.admin, (await emptySeat()).id, p.id)).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`insert into timesheets (employee_id, work_date, check_in) values (${p.id}, ${TODAY}, now())`,
    );
    clock.set('2026-12-01T23:30:00Z');
    try {
      const seat = (await plan(13)).seats.find((s) => s.employee?.id === p.id);
      expect(seat?.employee?.presence).toBe('office');
    } finally {
      clock.set('2026-12-02T01:00:00Z');
    }
  });
});

describe('GET /entity/staff', () => {
  it("lists working staff with each one's seat, searched by name or code", async () => {
    const byCode = await get(people.solo, `/api/entity/staff?q=${people.member.code}`);
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json().data).toEqual([
      expect.objectContaining({
        id: people.member.id,
        employee_code: people.member.code,
        seat: { id: expect.any(Number), code: '14-B07', floor: 14 },
      }),
    ]);
    const byName = await get(people.member, `/api/entity/staff?q=${encodeURIComponent('lê minh')}`);
    expect(byName.json().data.map((p: { id: number }) => p.id)).toContain(people.leader.id);
    const page = await get(people.member, '/api/entity/staff?per_page=5&page=2');
    expect(page.json()).toMatchObject({ current_page: 2, per_page: 5, from: 6, to: 10 });
    expect(page.json().data).toHaveLength(5);
  });

  it('leaves out people who have left', async () => {
    const p = await makeEmployee(ctx);
    await ctx.database.db.execute(
      sql`update employees set resignation_date = '2026-11-30' where id = ${p.id}`,
    );
    const res = await get(people.member, `/api/entity/staff?q=${p.code}`);
    expect(res.json().data).toEqual([]);
  });

  it.each([
    ['per_page=51', { per_page: ['max_value'] }],
    ['per_page=0', { per_page: ['min_value'] }],
    ['page=0', { page: ['min_value'] }],
    ['page=x', { page: ['format'] }],
    [`q=${'x'.repeat(121)}`, { q: ['max'] }],
  ])('refuses %s (422)', async (query, expected) => {
    const res = await get(people.member, `/api/entity/staff?${query}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(fieldsOf(res))).toEqual(Object.keys(expected));
  });
});

describe('POST /entity/assign-seat and /entity/unassign-seat', () => {
  it('only administrators assign and free seats (403 / 4030 for everyone else)', async () => {
    const seat = await emptySeat();
    for (const who of [people.member, people.pm, people.hr, people.bod, people.pr]) {
      const res = await assign(who, seat.id, who.id);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe(4030);
      const freed = await post(who, '/api/entity/unassign-seat', {
        seat_id: (await seatByCode('14-B07')).id,
      });
      expect(freed.statusCode).toBe(403);
      expect(freed.json().code).toBe(4030);
    }
    expect((await seatByCode('14-B07')).employee?.id).toBe(people.member.id);
    expect((await assign(people.admin2, seat.id, (await makeEmployee(ctx)).id)).statusCode).toBe(200);
  });

  it('assigns, then MOVES a seated person (the old seat freed), with the history of moves', async () => {
    const p = await makeEmployee(ctx);
    const [first, second] = [await emptySeat(), await emptySeat()] as [SeatJson, SeatJson];
    const a = await assign(people.admin, first.id, p.id);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({
      from_seat_id: null,
      seat: { id: first.id, code: first.code, employee: { id: p.id, presence: 'not_in' } },
    });
    const b = await assign(people.admin, second.id, p.id);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toMatchObject({
      from_seat_id: first.id,
      seat: { id: second.id, employee: { id: p.id } },
    });
    expect(await seatOf(p.id)).toEqual([{ id: second.id, code: second.code }]);
    expect((await seatByCode(first.code)).employee).toBeNull();
    // Seating someone where they already sit changes nothing.
    expect((await assign(people.admin, second.id, p.id)).statusCode).toBe(200);

    const freed = await post(people.admin, '/api/entity/unassign-seat', { seat_id: second.id });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json().seat.employee).toBeNull();
    expect(await seatOf(p.id)).toEqual([]);
    // Freeing an empty seat changes nothing either.
    expect((await post(people.admin, '/api/entity/unassign-seat', { seat_id: second.id })).statusCode).toBe(
      200,
    );

    const history = await get(people.admin, `/api/entity/seat-history?employee_id=${p.id}`);
    expect(history.statusCode, history.body).toBe(200);
    const moves = history.json().moves as Array<{ from: { id: number } | null; to: { id: number } | null }>;
    expect(moves.map((m) => [m.from?.id ?? null, m.to?.id ?? null])).toEqual([
      [second.id, null],
      [first.id, second.id],
      [null, first.id],
    ]);
    expect(history.json().moves[0]).toMatchObject({
      employee: { id: p.id, employee_code: p.code },
      by: { id: people.admin.id },
      at: '2026-12-02T01:00:00.000Z',
    });
    const bySeat = await get(people.admin, `/api/entity/seat-history?seat_id=${first.id}`);
    expect(bySeat.json().moves.map((m: { employee: { id: number } }) => m.employee.id)).toEqual([p.id, p.id]);
    const audit = await rows(
      ctx,
      sql`select action from audit_log where entity = 'seat' and (data->>'employee_id')::int = ${p.id} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['assign', 'move', 'unassign']);
  });

  it('a seat someone else holds is 4360; nobody is moved', async () => {
    const [p, q] = [await makeEmployee(ctx), await makeEmployee(ctx)];
    const seat = await emptySeat();
    expect((await assign(people.admin, seat.id, p.id)).statusCode).toBe(200);
    const res = await assign(people.admin, seat.id, q.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4360);
    expect((await seatByCode(seat.code)).employee?.id).toBe(p.id);
    expect(await seatOf(q.id)).toEqual([]);
  });

  it('seats someone on the seat of a person who has left: they are taken off it, with the move', async () => {
    const [gone, q] = [await makeEmployee(ctx), await makeEmployee(ctx)];
    const seat = await emptySeat();
    expect((await assign(people.admin, seat.id, gone.id)).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update employees set resignation_date = '2026-12-01' where id = ${gone.id}`,
    );
    const res = await assign(people.admin, seat.id, q.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ from_seat_id: null, seat: { id: seat.id, employee: { id: q.id } } });
    expect(await seatOf(gone.id)).toEqual([]);
    expect(await seatOf(q.id)).toEqual([{ id: seat.id, code: seat.code }]);
    const bySeat = await get(people.admin, `/api/entity/seat-history?seat_id=${seat.id}`);
    expect(
      bySeat
        .json()
        .moves.map(
          (m: { employee: { id: number }; from: { id: number } | null; to: { id: number } | null }) => [
            m.employee.id,
            m.from?.id ?? null,
            m.to?.id ?? null,
          ],
        ),
    ).toEqual([
      [q.id, null, seat.id],
      [gone.id, seat.id, null],
      [gone.id, null, seat.id],
    ]);
    const audit = await rows(
      ctx,
      sql`select action from audit_log where entity = 'seat' and (data->>'employee_id')::int = ${gone.id} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['assign', 'unassign']);
  });

  it('moving a person while their seat is freed never deadlocks nor answers 500', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await makeEmployee(ctx);
      const [from, to] = [await emptySeat(), await emptySeat()] as [SeatJson, SeatJson];
      expect((await assign(people.admin, from.id, p.id)).statusCode).toBe(200);
      const answers = await Promise.all([
        assign(people.admin, to.id, p.id),
        post(people.admin2, '/api/entity/unassign-seat', { seat_id: from.id }),
      ]);
      expect(answers.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`)).toEqual([
        expect.stringMatching(/^200 /),
        expect.stringMatching(/^200 /),
      ]);
      expect(await seatOf(p.id)).toEqual([{ id: to.id, code: to.code }]);
      expect((await seatByCode(from.code)).employee).toBeNull();
    }
  });

  it("announces the 'seats' topic on every assignment, move and freeing", async () => {
    const p = await makeEmployee(ctx);
    const [first, second] = [await emptySeat(), await emptySeat()] as [SeatJson, SeatJson];
    // Heard on the events channel, where every API process's live screens hear it. (Not a mock of
    // the announcing module: the API tests share modules between the files of a worker, so a mock
    // would miss the app a previous file had already loaded.)
    const heard: string[] = [];
    const stop = await ctx.database.listen(EVENTS_CHANNEL, (payload) => {
      if ((JSON.parse(payload) as { topic?: string }).topic === 'seats') heard.push('seats');
    });
    // PostgreSQL delivers a notification on the listening connection a moment after the commit.
    const seatsAnnounced = async (atLeast: number, waitMs = 3000) => {
      for (const t0 = Date.now(); heard.length < atLeast && Date.now() - t0 < waitMs; )
        await new Promise((r) => setTimeout(r, 20));
      return heard.length;
    };
    try {
      expect((await assign(people.admin, first.id, p.id)).statusCode).toBe(200);
      expect(await seatsAnnounced(1)).toBe(1);
      expect((await assign(people.admin, second.id, p.id)).statusCode).toBe(200);
      expect(await seatsAnnounced(2)).toBe(2);
      expect((await post(people.admin, '/api/entity/unassign-seat', { seat_id: second.id })).statusCode).toBe(
        200,
      );
      expect(await seatsAnnounced(3)).toBe(3);
      // Refused or changing nothing: nothing to announce (one more would be heard within half a second).
      expect((await post(people.admin, '/api/entity/unassign-seat', { seat_id: second.id })).statusCode).toBe(
        200,
      );
      expect((await assign(people.member, first.id, p.id)).statusCode).toBe(403);
      expect(await seatsAnnounced(4, 500)).toBe(3);
    } finally {
      await stop();
    }
  });

  it('a person who has left is 4361', async () => {
    const p = await makeEmployee(ctx);
    await ctx.database.db.execute(
      sql`update employees set resignation_date = '2026-12-01' where id = ${p.id}`,
    );
    const res = await assign(people.admin, (await emptySeat()).id, p.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4361);
  });

  it('two administrators seating two people on one seat at once: one wins, the other is told 4360', async () => {
    const [p, q] = [await makeEmployee(ctx), await makeEmployee(ctx)];
    const seat = await emptySeat();
    const answers = await Promise.all([
      assign(people.admin, seat.id, p.id),
      assign(people.admin2, seat.id, q.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)?.json().code).toBe(4360);
    const winner = answers.findIndex((r) => r.statusCode === 200) === 0 ? p : q;
    expect((await seatByCode(seat.code)).employee?.id).toBe(winner.id);
  });

  it('one person seated on two seats at once ends on exactly one of them', async () => {
    const p = await makeEmployee(ctx);
    const [s1, s2] = [await emptySeat(), await emptySeat()] as [SeatJson, SeatJson];
    const answers = await Promise.all([
      assign(people.admin, s1.id, p.id),
      assign(people.admin2, s2.id, p.id),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await seatOf(p.id)).toHaveLength(1);
  });

  it.each([
    ['an empty body', {}, { seat_id: ['required'], employee_id: ['required'] }],
    ['only unknown fields', { seat: 1, person: 2 }, { seat_id: ['required'], employee_id: ['required'] }],
    ['text ids', { seat_id: 'a', employee_id: 'b' }, { seat_id: ['format'], employee_id: ['format'] }],
    ['a negative id', { seat_id: -1, employee_id: 1 }, { seat_id: ['min_value'] }],
  ])('refuses %s (422)', async (_, body, expected) => {
    const res = await post(people.admin, '/api/entity/assign-seat', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(fieldsOf(res)).sort()).toEqual(Object.keys(expected).sort());
  });

  it('an unknown seat or person is 422 on that field', async () => {
    const seat = await emptySeat();
    const noSeat = await assign(people.admin, 2_000_000_000, people.solo.id);
    expect(noSeat.statusCode).toBe(422);
    expect(fieldsOf(noSeat)).toEqual({ seat_id: ['invalid'] });
    const noPerson = await assign(people.admin, seat.id, 2_000_000_000);
    expect(noPerson.statusCode).toBe(422);
    expect(fieldsOf(noPerson)).toEqual({ employee_id: ['invalid'] });
    const unassign = await post(people.admin, '/api/entity/unassign-seat', { seat_id: 2_000_000_000 });
    expect(unassign.statusCode).toBe(422);
    expect(fieldsOf(unassign)).toEqual({ seat_id: ['invalid'] });
    expect((await post(people.admin, '/api/entity/unassign-seat', {})).statusCode).toBe(422);
  });
});

describe('GET /entity/seat-history', () => {
  it("is the administrators' (403 / 4030 for the others); the demo member's move is there", async () => {
    for (const who of [people.member, people.hr, people.bod]) {
      const res = await get(who, `/api/entity/seat-history?employee_id=${people.member.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(4030);
    }
    const res = await get(people.admin, `/api/entity/seat-history?employee_id=${people.member.id}`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .moves.map((m: { from: { code: string } | null; to: { code: string } | null }) => [
          m.from?.code ?? null,
          m.to?.code ?? null,
        ]),
    ).toEqual([
      ['14-A03', '14-B07'],
      [null, '14-A03'],
    ]);
  });

  it.each(['', 'employee_id=1&seat_id=1', 'employee_id=x', 'seat_id=0'])(
    'refuses "%s" (422)',
    async (query) => {
      const res = await get(people.admin, `/api/entity/seat-history?${query}`);
      expect(res.statusCode, res.body).toBe(422);
    },
  );
});
