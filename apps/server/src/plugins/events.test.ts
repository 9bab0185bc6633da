import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeOvertime, projectId } from '../test/factories';
import { call, login, multipart, setupTestApp, TestClock } from '../test/helpers';

const clock = new TestClock();
clock.set('2026-11-18T10:00:00Z');
const ctx = await setupTestApp({}, clock);
const { app, database } = ctx;
const alpha = await projectId(ctx, 'ALPHA');
const base = await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => app.close());

/** Reads an SSE stream with fetch (as the web does) and collects its events. */
async function openStream(token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: Array<{ event: string; data: unknown }> = [];
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return { res, events, close: () => controller.abort() };
}

/**
 * Waits until `find` finds an event. The limit only keeps a missing event from hanging the run: how
 * fast events arrive is not a test's business (timings belong in bench/).
 */
const waitFor = <T>(find: () => T | undefined): Promise<T> =>
  vi.waitFor(
    () => {
      const found = find();
      if (found === undefined) throw new Error('no such event yet');
      return found;
    },
    { timeout: 15_000, interval: 20 },
  );

describe('GET /api/events', () => {
  it('needs a token', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });

  it("pushes the approver's new unread count and badge counts", async () => {
    const [member, pm, admin] = [
      await login(app, 'member@demo.test'),
      await login(app, 'pm@demo.test'),
      await login(app, 'admin@demo.test'),
    ];
    const { payload, headers } = multipart(
      'file',
      'a.csv',
      'employee_code,date,check_in,check_out\nHN0005,2026-11-17,08:00,20:30',
    );
    expect(
      (await call(app, admin, { method: 'POST', url: '/api/timesheets/import', payload, headers }))
        .statusCode,
    ).toBe(200);

    const stream = await openStream(pm);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    const initial = await waitFor(() => stream.events.find((e) => e.event === 'counts'));
    expect(initial.data).toMatchObject({ countAllOverTimeRequest: 0, total: 0 });

    const employees = await call(app, member, {
      method: 'GET',
      url: `/api/overtime-requests/get-approval-person?project_id=${alpha}`,
    });
    const [pmCandidate] = employees.json().level1;
    const [topCandidate] = employees.json().level2;
    const created = await call(app, member, {
      method: 'POST',
      url: '/api/overtime-requests',
      payload: {
        project_id: alpha,
        date: '2026-11-17',
        start_time: '18:00',
        end_time: '20:00',
        reason: 'Live',
        approve_person_1: pmCandidate.id,
        approve_person_2: topCandidate.id,
      },
    });
    expect(created.statusCode).toBe(200);
    const counts = await waitFor(() =>
      stream.events.find((e) => e.event === 'counts' && (e.data as { total: number }).total === 1),
    );
    expect(counts.data).toMatchObject({ countAllOverTimeRequest: 1, total: 1 });
    const note = stream.events.filter((e) => e.event === 'notification').at(-1);
    expect(note?.data).toEqual({ countNotificationUnread: 1 });
    stream.close();
  });

  it('tells every open page about a shared screen (a check-in moves the seat plans), and only known topics', async () => {
    const [member, solo] = [await login(app, 'member@demo.test'), await login(app, 'solo@demo.test')];
    const stream = await openStream(solo);
    await waitFor(() => stream.events.find((e) => e.event === 'counts'));
    // Someone else checks in: the solo's page hears the seats topic.
    expect(
      (await call(app, member, { method: 'POST', url: '/api/user/timesheets/checkin' })).statusCode,
    ).toBe(200);
    const topic = await waitFor(() => stream.events.find((e) => e.event === 'topic'));
    expect(topic.data).toEqual({ topic: 'seats' });
    // A topic nobody defined is not passed on; `all` refreshes every open page's bell.
    const { sql } = await import('drizzle-orm');
    const before = stream.events.length;
    await database.db.execute(sql`select pg_notify('staffhub_events', ${JSON.stringify({ topic: 'nope' })})`);
    await database.db.execute(sql`select pg_notify('staffhub_events', ${JSON.stringify({ all: true })})`);
    await waitFor(() => stream.events.slice(before).find((e) => e.event === 'notification'));
    expect(stream.events.slice(before).filter((e) => e.event === 'topic')).toEqual([]);
    stream.close();
  });

  it.runIf(process.env.API_TEST_DB === 'postgres')(
    'keeps hearing events after its LISTEN connection is killed',
    async () => {
      const pm = await login(app, 'pm@demo.test');
      const stream = await openStream(pm);
      const total = (e: { event: string; data: unknown }) =>
        e.event === 'counts' ? (e.data as { total: number }).total : undefined;
      const base = total(await waitFor(() => stream.events.find((e) => e.event === 'counts'))) as number;
      // A request of this test's own, waiting for the PM.
      const { id, requester } = await makeOvertime(ctx);
      await waitFor(() => stream.events.find((e) => total(e) === base + 1));
      // Kill every other backend listening on our channel, as a database restart would.
      const { sql } = await import('drizzle-orm');
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN%' and datname = current_database() and pid <> pg_backend_pid()`,
      );
      await new Promise((r) => setTimeout(r, 2500));
      const before = stream.events.length;
      expect(
        (await call(app, requester.token, { method: 'DELETE', url: `/api/overtime-requests/${id}` }))
          .statusCode,
      ).toBe(200);
      await waitFor(() => stream.events.slice(before).find((e) => total(e) === base));
      stream.close();
    },
  );
});
