import { readFileSync } from 'node:fs';
import { addDays, dayKindOf, todayIn } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import { formData } from '../test/multipart';
import { type AppUnderTest, accountIdOf, buildAppUnderTest, mintSession, query } from './app-under-test';
import {
  FIRST_RECORD,
  type FuzzAnswer,
  type FuzzRequest,
  MAX_ERROR_BODY,
  type Memory,
  type Ready,
} from './fuzz-protocol';

/**
 * The fuzzer's server: the app in a child process (under tsx, as `npm start` runs it), answering
 * one request at a time through `app.inject`. A request that blocks it or exhausts its heap (it
 * runs with a bounded heap) cannot take the test run with it: the fuzzer kills this process,
 * reports the request, and starts another on a fresh copy of the database.
 *
 * At start it makes what the requests name: sessions of the member, the administrator and the
 * member's first approvers, a throwaway account for changing passwords, long attendance days, a
 * notification of each fuzzing account, and a few requests of every kind owned by the member,
 * whose ids fill the `{id}` of the paths the fuzzer leaves alone (pending again before each case,
 * made again when a delete took them).
 */

const EVIDENCE = readFileSync(new URL('../test/fixtures/evidence.jpg', import.meta.url));

async function start() {
  const sut: AppUnderTest = await buildAppUnderTest({
    kind: process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    template: process.env.FUZZ_DB_TEMPLATE as string,
    url: process.env.TEST_DATABASE_URL,
  });
  const { app } = sut;
  const warnings: string[] = [];
  const idOf = async (email: string) => {
    const [row] = await query(sut, sql`select id from employees where email = ${email}`);
    return Number(row?.id);
  };
  const ids: Record<string, number> = {};
  for (const who of ['member', 'admin', 'pm', 'top', 'leader', 'dm', 'hr', 'pr'])
    ids[who] = await idOf(`${who}@demo.test`);
  for (const code of ['ALPHA', 'GAMMA']) {
    const [row] = await query(sut, sql`select id from projects where code = ${code}`);
    ids[code.toLowerCase()] = Number(row?.id);
  }
  const accounts = {
    member: await accountIdOf(sut, 'member@demo.test'),
    admin: await accountIdOf(sut, 'admin@demo.test'),
    pm: await accountIdOf(sut, 'pm@demo.test'),
    dm: await accountIdOf(sut, 'dm@demo.test'),
    // Change password ends every session of its account: the fuzzer changes this one's.
    throwaway: await accountIdOf(sut, 'pr@demo.test'),
  };
  const tokens = {
    member: await mintSession(sut, accounts.member),
    admin: await mintSession(sut, accounts.admin),
    pm: await mintSession(sut, accounts.pm),
    dm: await mintSession(sut, accounts.dm),
  };
  const today = todayIn('Asia/Ho_Chi_Minh', new Date());

  const as = (
    who: 'member' | 'admin',
    method: string,
    url: string,
    body?: object,
    multipart?: ReturnType<typeof formData>,
  ) =>
    app.inject({
      method: method as 'POST',
      url,
      headers: { authorization: `Bearer ${tokens[who]}`, ...(multipart?.headers ?? {}) },
      ...(multipart ? { payload: multipart.payload } : body ? { payload: body } : {}),
    });
  const weekdays = (from: string, step: 1 | -1, count: number) => {
    const out: string[] = [];
    for (let d = from; out.length < count; d = addDays(d, step))
      if (dayKindOf(d, new Set()) === 'workday') out.push(d);
    return out;
  };

  // Long attendance days for the last week, so overtime in the window has its timesheet.
  const recent = weekdays(addDays(today, -1), -1, 5);
  const csv = [
    'employee_code,date,check_in,check_out',
    ...recent.flatMap((d) => [`HN0005,${d},08:00,23:30`, `HN0001,${d},08:00,23:30`]),
  ].join('\n');
  const imported = await as(
    'admin',
    'POST',
    '/api/timesheets/import',
    undefined,
    formData({}, [{ field: 'file', filename: 'a.csv', content: csv }]),
  );
  if (imported.statusCode !== 200)
    warnings.push(`attendance: ${imported.statusCode} ${imported.body.slice(0, 200)}`);

  /** How to make one request of the member's again, and where its rows are. */
  interface Fixture {
    kind: string;
    table: string;
    stepKind: string;
    /** Chain kinds hold whose turn it is; short leave's assignees all may decide. */
    isChain: boolean;
    id: number;
    make: () => Promise<number | null>;
  }
  const fixtures: Record<string, Fixture[]> = {};
  const made = async (kind: string, res: Awaited<ReturnType<typeof as>>, pick: (j: never) => number) => {
    if (res.statusCode === 200) return pick(res.json() as never);
    warnings.push(`${kind}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return null;
  };
  const fixture = async (f: Omit<Fixture, 'id'>) => {
    const id = await f.make();
    if (id !== null) fixtures[f.kind] = [...(fixtures[f.kind] ?? []), { ...f, id }];
  };
  for (const [i, date] of recent.slice(0, 3).entries())
    await fixture({
      kind: 'overtime',
      table: 'overtime_requests',
      stepKind: 'overtime',
      isChain: true,
      make: async () =>
        made(
          'overtime',
          await as('member', 'POST', '/api/overtime-requests', {
            project_id: ids.alpha,
            date,
            start_time: '18:00',
            end_time: '19:00',
            reason: `Fuzz fixture ${i}`,
            approve_person_1: ids.pm,
            approve_person_2: ids.top,
          }),
          (j: { overTimeRequest: { over_time_request_id: number } }) =>
            j.overTimeRequest.over_time_request_id,
        ),
    });
  for (const [i, d] of weekdays(addDays(today, 70), 1, 3).entries())
    await fixture({
      kind: 'remote',
      table: 'remote_requests',
      stepKind: 'remote',
      isChain: true,
      make: async () =>
        made(
          'remote',
          await as('member', 'POST', '/api/remote', {
            approve_person_1: ids.pm,
            approve_person_2: ids.leader,
            start_date: d,
            end_date: d,
            reason: `Fuzz fixture ${i}`,
          }),
          (j: { remoteRequest: { id: number } }) => j.remoteRequest.id,
        ),
    });
  for (const d of weekdays(addDays(today, 100), 1, 3))
    await fixture({
      kind: 'leave',
      table: 'leave_requests',
      stepKind: 'leave',
      isChain: true,
      make: async () =>
        made(
          'leave',
          await as('member', 'POST', '/api/sabbatical-leave-request', {
            start_date: d,
            end_date: d,
            start_time: '08:00',
            end_time: '17:30',
            type_reason: 3,
            reason: 'VACATION_MODE',
            approve_person_1: ids.pm,
            approve_person_2: ids.top,
          }),
          (j: { sabbaticalLeaveRequest: { id: number } }) => j.sabbaticalLeaveRequest.id,
        ),
    });
  for (const d of weekdays(addDays(today, -30), -1, 3))
    await fixture({
      kind: 'short',
      table: 'short_leave_requests',
      stepKind: 'short_leave',
      isChain: false,
      make: async () =>
        made(
          'short',
          await as('member', 'POST', '/api/short-leave-requests', {
            request_date: d,
            leave_type: 'late',
            reason: 'Fuzz fixture',
            assigned_staff: [ids.leader, ids.pm],
            time_off: 30,
          }),
          (j: { data: { id: number } }) => j.data.id,
        ),
    });
  // One: a requester holds one pending correction at most.
  await fixture({
    kind: 'correction',
    table: 'correction_requests',
    stepKind: 'correction',
    isChain: true,
    make: async () =>
      made(
        'correction',
        await as(
          'member',
          'POST',
          '/api/additional-timesheet',
          undefined,
          formData(
            {
              work_date: weekdays(addDays(today, -12), -1, 1)[0] as string,
              manager_id: ids.dm as number,
              admin_id: ids.admin as number,
              start_time_request: '08:00',
              end_time_request: '17:30',
              reason: 'Fuzz fixture',
            },
            [
              {
                field: 'img_evidence[]',
                filename: 'photo.jpg',
                content: EVIDENCE,
                contentType: 'image/jpeg',
              },
            ],
          ),
        ),
        (j: { timesheetRequest: { id: number } }) => j.timesheetRequest.id,
      ),
  });
  // A notification of each fuzzing account's own, to mark read.
  for (const who of ['member', 'admin'] as const)
    await sut.database.db.execute(
      sql`insert into notifications (employee_id, type, url) values (${ids[who]}, 'FUZZ', '/')`,
    );
  const idsOf = async (text: ReturnType<typeof sql>) => (await query(sut, text)).map((r) => Number(r.id));
  const records: Record<string, number[]> = {
    ...Object.fromEntries(Object.entries(fixtures).map(([k, list]) => [k, list.map((f) => f.id)])),
    holiday: await idsOf(sql`select id from holidays order by id desc limit 3`),
    timesheet: await idsOf(
      sql`select id from timesheets where employee_id = ${ids.member} order by id desc limit 3`,
    ),
    'notification:member': await idsOf(
      sql`select id from notifications where employee_id = ${ids.member} order by id desc limit 1`,
    ),
    'notification:admin': await idsOf(
      sql`select id from notifications where employee_id = ${ids.admin} order by id desc limit 1`,
    ),
  };
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();

  const kindOfPath = (p: string) =>
    p.startsWith('/api/overtime-requests')
      ? 'overtime'
      : p.startsWith('/api/additional-timesheet')
        ? 'correction'
        : p.startsWith('/api/remote')
          ? 'remote'
          : p.startsWith('/api/sabbatical-leave-request')
            ? 'leave'
            : p.startsWith('/api/short-leave-requests')
              ? 'short'
              : p.startsWith('/api/holidays')
                ? 'holiday'
                : p.startsWith('/api/timesheets/')
                  ? 'timesheet'
                  : '';

  /**
   * The member's request a case points at, pending again with nobody having acted (so every case
   * meets the same request), and made anew when a delete took it.
   */
  const freshFixture = async (f: Fixture) => {
    const [row] = await query(sut, sql`select 1 as x from ${sql.identifier(f.table)} where id = ${f.id}`);
    if (!row) {
      const id = await f.make();
      if (id === null) return f.id;
      f.id = id;
      return id;
    }
    await sut.database.db.execute(
      sql`update approval_steps set status = 1, comment = null, acted_at = null where request_kind = ${f.stepKind} and request_id = ${f.id}`,
    );
    await sut.database.db.execute(
      f.isChain
        ? sql`update ${sql.identifier(f.table)} set status = 1, current_approver_id = (select approver_id from approval_steps where request_kind = ${f.stepKind} and request_id = ${f.id} order by level limit 1) where id = ${f.id}`
        : sql`update ${sql.identifier(f.table)} set status = 1 where id = ${f.id}`,
    );
    return f.id;
  };

  /** The record that fills an `{id}` of this path (a request of the member's, refreshed). */
  const recordFor = async (p: string, n: number) => {
    const kind = kindOfPath(p);
    const list = fixtures[kind];
    if (list?.length) return String(await freshFixture(list[n % list.length] as Fixture));
    const plain = records[kind] ?? [];
    return plain.length ? String(plain[n % plain.length]) : '1';
  };
  /** The first request of the path's kind, refreshed (what FIRST_RECORD stands for). */
  const refreshFirst = async (p: string) => {
    const first = fixtures[kindOfPath(p)]?.[0];
    return first ? freshFixture(first) : 1;
  };

  const peak: Memory = { rss: 0, heapUsed: 0 };
  const sample = (): Memory => {
    const m = process.memoryUsage();
    if (m.rss > peak.rss) peak.rss = m.rss;
    if (m.heapUsed > peak.heapUsed) peak.heapUsed = m.heapUsed;
    return { rss: m.rss, heapUsed: m.heapUsed };
  };
  // Between requests too: what a request leaves behind counts until it is collected.
  setInterval(sample, 50).unref();

  /** An answer with no status: the request was never made (status -1). */
  const blank = (n: number): FuzzAnswer => ({
    type: 'answer',
    n,
    status: -1,
    contentType: '',
    body: '',
    logged: [],
    ms: 0,
    memory: sample(),
    peak: { ...peak },
  });

  process.on('message', async (msg: FuzzRequest) => {
    if (msg.type !== 'request') return;
    const params: Record<string, string> = { ...msg.params };
    for (const [, name] of msg.path.matchAll(/\{(\w+)\}/g))
      if (name && !(name in params)) params[name] = name === 'id' ? await recordFor(msg.path, msg.n) : '1';
    let payload = msg.payload;
    if (typeof payload === 'string' && payload.includes(String(FIRST_RECORD)))
      payload = payload.replaceAll(String(FIRST_RECORD), String(await refreshFirst(msg.path)));
    const path = msg.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] as string);
    let token: string | null = null;
    if (msg.caller === 'member' || msg.caller === 'admin') token = tokens[msg.caller];
    else if (msg.caller === 'approver')
      // Level 1 of the member's requests: the division manager for corrections, the pm for the rest.
      token = msg.path.startsWith('/api/additional-timesheet') ? tokens.dm : tokens.pm;
    else if (msg.caller === 'fresh-member') token = await mintSession(sut, accounts.member);
    else if (msg.caller === 'fresh-admin') token = await mintSession(sut, accounts.admin);
    else if (msg.caller === 'throwaway') token = await mintSession(sut, accounts.throwaway);
    const before = sut.logged.length;
    const started = performance.now();
    let res: Awaited<ReturnType<typeof app.inject>>;
    try {
      res = await app.inject({
        method: msg.method as 'GET',
        url: msg.query ? `${path}?${msg.query}` : path,
        headers: { ...msg.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        remoteAddress: msg.remoteAddress,
        ...(payload !== undefined ? { payload } : {}),
      });
    } catch (e) {
      // The request could not be made at all (light-my-request refused it): no server answer.
      process.send?.({ ...blank(msg.n), body: String((e as Error).stack ?? e).slice(0, 500) });
      return;
    }
    // A fuzzing account's session ended: an administrator's case resigned the member (or the
    // administrator) as of a past day, or ended their sessions. Undone, and signed in again for the
    // next request; else every later request of that account would stop at its 401 (4,472 of the
    // 10,000 did, before), and the fuzz would reach the rules as one account only.
    if (res.statusCode === 401 && (msg.caller === 'member' || msg.caller === 'admin')) {
      await sut.database.db.execute(
        sql`update employees set resignation_date = null where id = ${ids[msg.caller]} and resignation_date is not null`,
      );
      tokens[msg.caller] = await mintSession(sut, accounts[msg.caller]);
    }
    const answer: FuzzAnswer = {
      type: 'answer',
      n: msg.n,
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      body: res.statusCode >= 400 ? res.body.slice(0, MAX_ERROR_BODY) : res.body.slice(0, 200),
      logged: sut.logged.slice(before),
      ms: performance.now() - started,
      memory: sample(),
      peak: { ...peak },
    };
    process.send?.(answer);
  });
  process.on('disconnect', () => {
    void sut.close().finally(() => process.exit(0));
  });
  const ready: Ready = { type: 'ready', world: { ids, records, today, doc }, warnings };
  process.send?.(ready);
}

start().catch((e) => {
  console.error('fuzz server failed to start:', e);
  process.exit(1);
});
