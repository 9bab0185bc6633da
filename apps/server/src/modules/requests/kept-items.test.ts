import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, demoPeople, makeOvertime, projectId, rows } from '../../test/factories';
import { setupTestApp, TestClock } from '../../test/helpers';

/**
 * A list page presents each request once per version and viewer and day (`KeptItems` in engine.ts):
 * every read here has a URL of its own, so the read cache never answers, and a page is made of the
 * items kept for the viewer and the requests read again. Whatever it shows must move with every
 * write it depends on, at once: the request, its steps, its requester's and approvers' names, its
 * project, the viewer, the day.
 */
const clock = new TestClock();
clock.set('2026-11-18T10:00:00Z'); // Wednesday 17:00 in Hanoi
const ctx = await setupTestApp({}, clock);
const staff = await demoPeople(ctx, ['pm', 'top', 'admin']);
const { get, post } = client(ctx);

let n = 0;
type Item = Record<string, unknown> & { over_time_request_id: number; employee: { name: string } };
/** A page of overtime requests, asked with a URL never asked before (so never a kept answer). */
async function page(who: (typeof staff)['pm'], path: string, key = 'listOverTimeRequest'): Promise<Item[]> {
  const res = await get(who, `${path}${path.includes('?') ? '&' : '?'}per_page=100&_n=${n++}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['x-read-cache']).toBe('miss');
  return res.json()[key].data;
}
const byId = (items: Item[], id: number) => items.find((i) => i.over_time_request_id === id);
const pmAll = () => page(staff.pm, '/api/overtime-requests/approval');

describe('list pages present each request again when what it shows changes', () => {
  const made = Promise.all([makeOvertime(ctx), makeOvertime(ctx), makeOvertime(ctx)]);

  it('a decision changes that request on the next page, and only that one', async () => {
    const [a, b] = await made;
    const before = await pmAll();
    expect(byId(before, a.id)).toMatchObject({ status: 1, approve_person_1: { approve_status: 1 } });
    const res = await post(staff.pm, `/api/overtime-requests/approve/${a.id}`, { status: 2, comment: 'ok' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await pmAll();
    expect(byId(after, a.id)).toMatchObject({
      status: 1,
      approve_person_1: { approve_status: 2, comment: 'ok' },
    });
    expect(byId(after, b.id)).toEqual(byId(before, b.id));
    // Waiting for pm now: not the one pm has approved.
    const waiting = await page(staff.pm, '/api/overtime-requests/approval?approveStatus=1');
    expect(byId(waiting, a.id)).toBeUndefined();
    expect(byId(waiting, b.id)).toBeDefined();
  });

  it('a step written alone (a delegation, an escalation) changes its request on the next page', async () => {
    const [, b] = await made;
    expect(byId(await pmAll(), b.id)).toMatchObject({ approve_person_2: { comment: null } });
    await rows(
      ctx,
      sql`update approval_steps set comment = 'Held for Top' where request_kind = 'overtime' and request_id = ${b.id} and level = 2`,
    );
    expect(byId(await pmAll(), b.id)).toMatchObject({ approve_person_2: { comment: 'Held for Top' } });
  });

  it("the requester's and the approver's new names show at once", async () => {
    const [, b] = await made;
    const nameOf = async (id: number) =>
      ((await rows(ctx, sql`select name from employees where id = ${id}`))[0] as { name: string }).name;
    const [requester, top] = [await nameOf(b.requester.id), await nameOf(staff.top.id)];
    expect(byId(await pmAll(), b.id)?.employee.name).toBe(requester);
    expect(byId(await pmAll(), b.id)?.approve_person_2).toMatchObject({ approve_name: top });
    await rows(ctx, sql`update employees set name = 'Renamed Requester' where id = ${b.requester.id}`);
    await rows(ctx, sql`update employees set name = 'Renamed Top' where id = ${staff.top.id}`);
    const item = byId(await pmAll(), b.id);
    expect(item?.employee.name).toBe('Renamed Requester');
    expect(item?.approve_person_2).toMatchObject({ approve_name: 'Renamed Top' });
    await rows(ctx, sql`update employees set name = ${top} where id = ${staff.top.id}`);
  });

  it("the project's new name shows at once", async () => {
    const [, , c] = await made;
    const alpha = await projectId(ctx, 'ALPHA');
    const [{ name }] = (await rows(ctx, sql`select name from projects where id = ${alpha}`)) as [
      { name: string },
    ];
    expect(byId(await pmAll(), c.id)).toMatchObject({ project_name: name });
    await rows(ctx, sql`update projects set name = 'Alpha, renamed' where id = ${alpha}`);
    expect(byId(await pmAll(), c.id)).toMatchObject({ project_name: 'Alpha, renamed' });
    await rows(ctx, sql`update projects set name = ${name} where id = ${alpha}`);
  });

  it('each viewer gets their own editability, and the next days theirs', async () => {
    const [, , c] = await made;
    // The approver first, then the requester: the same request, the same version.
    expect(byId(await pmAll(), c.id)).toMatchObject({ can_edit: false, can_delete: false });
    const own = () => page(c.requester, '/api/overtime-requests', 'overTimeRequests');
    expect(byId(await own(), c.id)).toMatchObject({ can_edit: true, can_delete: true });
    // Past the overtime window, the same version is no longer editable (SPEC 4, 4296).
    clock.set('2027-02-18T10:00:00Z');
    try {
      expect(byId(await own(), c.id)).toMatchObject({ can_edit: false, can_delete: true });
    } finally {
      clock.set('2026-11-18T10:00:00Z');
    }
    expect(byId(await own(), c.id)).toMatchObject({ can_edit: true });
  });

  it('a deleted request leaves the page and its total', async () => {
    const [, , c] = await made;
    const before = await pmAll();
    const del = await client(ctx).del(c.requester, `/api/overtime-requests/${c.id}`);
    expect(del.statusCode, del.body).toBe(200);
    const after = await pmAll();
    expect(byId(after, c.id)).toBeUndefined();
    expect(after).toHaveLength(before.length - 1);
  });
});

describe("a page read through its index answers what it answers read in full, in the list's order", () => {
  // A viewer's first pages of a day are read in full (one statement); once their items are kept,
  // a page is read through its index (the requests and versions, joined only to what the filters
  // read), then the requests it misses. Each filter here is read on a day of its own: in full
  // first, then through the index, and the answers must be equal.
  const made = Promise.all([makeOvertime(ctx), makeOvertime(ctx)]);
  const filters = [
    '',
    'status=1',
    'company_code=HANOI',
    'division_code=HN-D1',
    'foot_code=HN-D1-F1',
    'employee_info=TF',
    'employee_info=nobody-matches',
    'sort_column=created_at&sort_by=asc',
    'month=2026-11',
  ];
  it.each(filters.map((q, i) => [q, i]))('administrators\' list, filtered by "%s"', async (q, i) => {
    await made;
    clock.set(`2026-12-${String(10 + (i as number)).padStart(2, '0')}T03:00:00Z`);
    try {
      const read = async () => {
        const res = await get(staff.admin, `/api/timesheets/requests?per_page=100&${q}&_n=${n++}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().timeSheetRequests;
      };
      const full = await read();
      await read();
      const indexed = await read();
      expect(indexed).toEqual(full);
      // In the list's order: the day (or the creation) first, then the request's number.
      const asc = q.includes('sort_by=asc');
      const key = q.includes('sort_column=created_at') ? 'created_at' : 'date';
      const ordered = [...full.data].sort((a: Item, b: Item) => {
        const by =
          String(a[key]).localeCompare(String(b[key])) || a.over_time_request_id - b.over_time_request_id;
        return asc ? by : -by;
      });
      expect(full.data.map((i: Item) => i.over_time_request_id)).toEqual(
        ordered.map((i: Item) => i.over_time_request_id),
      );
      if (q === 'employee_info=nobody-matches') expect(full.data).toHaveLength(0);
      else expect(full.data.length).toBeGreaterThan(0);
    } finally {
      clock.set('2026-11-18T10:00:00Z');
    }
  });
});
