import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  companyId,
  demoPeople,
  makeMember,
  makeRemote,
  type Person,
  rows,
  todayOf,
  weekdays,
} from '../../test/factories';
import { call, setupTestApp, TestClock, type TestContext } from '../../test/helpers';

// Issue #20, check-in rules per company: an optional list of networks a check-in must come from,
// waived on a day of approved remote work.
const clock = new TestClock();
let ctx: TestContext;
let admin: Person;
let pm: Person;
let leader: Person;
let hanoi: number;
const OFFICE = '203.0.113.7';
const HOME = '198.51.100.20';

beforeAll(async () => {
  // A Wednesday, 09:00 in Hanoi.
  clock.set('2026-12-02T02:00:00Z');
  ctx = await setupTestApp({}, clock);
  ({ admin, pm, leader } = await demoPeople(ctx, ['admin', 'pm', 'leader']));
  hanoi = await companyId(ctx, 'HANOI');
});

const rules = (who: Person, payload: Record<string, unknown>, from = OFFICE) =>
  call(ctx.app, who.token, {
    method: 'PUT',
    url: '/api/timesheets/check-in-networks',
    payload,
    remoteAddress: from,
  });
const readRules = (who: Person, company: number | string, from = OFFICE) =>
  call(ctx.app, who.token, {
    method: 'GET',
    url: `/api/timesheets/check-in-networks?company_id=${company}`,
    remoteAddress: from,
  });
const checkIn = (who: Person, from: string) =>
  call(ctx.app, who.token, { method: 'POST', url: '/api/user/timesheets/checkin', remoteAddress: from });
const checkedIn = async (who: Person) =>
  (
    await rows(
      ctx,
      sql`select 1 from timesheets where employee_id = ${who.id} and work_date = ${todayOf(ctx, who)} and check_in is not null`,
    )
  ).length > 0;

/** Runs `work` with Hanoi's networks set to `networks`, then clears them (even on failure). */
async function withNetworks<T>(networks: string[], work: () => Promise<T>): Promise<T> {
  const set = await rules(admin, { company_id: hanoi, networks });
  expect(set.statusCode).toBe(200);
  try {
    return await work();
  } finally {
    expect((await rules(admin, { company_id: hanoi, networks: [] })).statusCode).toBe(200);
  }
}

describe('no networks saved (the default): check-in from anywhere', () => {
  it('a member checks in from any address', async () => {
    const member = await makeMember(ctx);
    expect((await checkIn(member, HOME)).statusCode).toBe(200);
    expect(await checkedIn(member)).toBe(true);
  });

  it('the administrator reads an empty list, and that their address would pass', async () => {
    const res = await readRules(admin, hanoi, HOME);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company_id: hanoi, networks: [], your_ip: HOME, your_ip_allowed: true });
  });
});

describe('with networks saved', () => {
  it('a check-in from inside a network passes; from outside it is 4380 and nothing is written', async () => {
    await withNetworks(['203.0.113.0/24'], async () => {
      const inside = await makeMember(ctx);
      expect((await checkIn(inside, OFFICE)).statusCode).toBe(200);
      expect(await checkedIn(inside)).toBe(true);

      const outside = await makeMember(ctx);
      const res = await checkIn(outside, HOME);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(4380);
      expect(await checkedIn(outside)).toBe(false);
    });
  });

  it('an IPv4 client seen through an IPv6 socket is matched as its IPv4 address', async () => {
    await withNetworks(['203.0.113.0/24'], async () => {
      const member = await makeMember(ctx);
      expect((await checkIn(member, `::ffff:${OFFICE}`)).statusCode).toBe(200);
    });
  });

  it('another company’s list does not apply: a Tokyo list leaves Hanoi free', async () => {
    const tokyo = await companyId(ctx, 'JAPAN');
    expect((await rules(admin, { company_id: tokyo, networks: ['192.0.2.0/24'] })).statusCode).toBe(200);
    try {
      const member = await makeMember(ctx);
      expect((await checkIn(member, HOME)).statusCode).toBe(200);
    } finally {
      await rules(admin, { company_id: tokyo, networks: [] });
    }
  });

  it('an approved remote request for today waives the list; a pending one does not', async () => {
    await withNetworks(['203.0.113.0/24'], async () => {
      const pending = await makeMember(ctx);
      await makeRemote(ctx, {
        requester: pending,
        start_date: todayOf(ctx, pending),
        end_date: todayOf(ctx, pending),
      });
      expect((await checkIn(pending, HOME)).json().code).toBe(4380);

      const remote = await makeMember(ctx);
      const day = todayOf(ctx, remote);
      const made = await makeRemote(ctx, { requester: remote, start_date: day, end_date: day });
      for (const approver of [pm, leader]) {
        const res = await client(ctx).post(approver, `/api/remote/approve/${made.id}`, {
          status: 2,
          reason: 'OK',
        });
        expect(res.statusCode).toBe(200);
      }
      expect((await checkIn(remote, HOME)).statusCode).toBe(200);
      expect(await checkedIn(remote)).toBe(true);
    });
  });

  it('a remote request approved for other days does not waive today', async () => {
    await withNetworks(['203.0.113.0/24'], async () => {
      const member = await makeMember(ctx);
      // The next working day after today (the first `next()` is today itself).
      const next = weekdays(todayOf(ctx, member));
      next();
      const day = next();
      const made = await makeRemote(ctx, { requester: member, start_date: day, end_date: day });
      for (const approver of [pm, leader]) {
        const res = await client(ctx).post(approver, `/api/remote/approve/${made.id}`, {
          status: 2,
          reason: 'OK',
        });
        expect(res.statusCode).toBe(200);
      }
      expect((await checkIn(member, HOME)).json().code).toBe(4380);
    });
  });
});

describe('saving the networks', () => {
  it('keeps each network once, canonical, in the order given, and says whether the reader passes', async () => {
    await withNetworks(['203.0.113.20/24', '2001:DB8::/32', '203.0.113.0/24', ' 198.51.100.9 '], async () => {
      const res = await readRules(admin, hanoi, HOME);
      expect(res.json()).toEqual({
        company_id: hanoi,
        networks: ['203.0.113.0/24', '2001:db8::/32', '198.51.100.9/32'],
        your_ip: HOME,
        your_ip_allowed: false,
      });
      expect((await readRules(admin, hanoi, OFFICE)).json().your_ip_allowed).toBe(true);
    });
  });

  it('is audited with the list before and after', async () => {
    await withNetworks(['192.0.2.0/24'], async () => undefined);
    const [entry] = await rows(
      ctx,
      sql`select data from audit_log where action = 'company.check_in_networks' and entity_id = ${hanoi} order by id desc limit 1 offset 1`,
    );
    expect(entry?.data).toEqual({ before: [], after: ['192.0.2.0/24'] });
  });

  it.each([
    ['not an address', { networks: ['office wifi'] }, 'networks.0', 'network'],
    ['a prefix too long', { networks: ['10.0.0.0/33'] }, 'networks.0', 'network'],
    ['the second of two', { networks: ['10.0.0.0/8', '10.1'] }, 'networks.1', 'network'],
    [
      'too many',
      { networks: Array.from({ length: 51 }, (_, i) => `10.0.${i}.0/24`) },
      'networks',
      'max_value',
    ],
    ['a text too long', { networks: ['1'.repeat(65)] }, 'networks.0', 'max'],
    ['no list', {}, 'networks', 'required'],
    ['an unknown company', { company_id: 9, networks: [] }, 'company_id', 'max_value'],
  ])('refuses %s with 4220 naming the field, nothing saved', async (_, over, field, rule) => {
    const res = await rules(admin, { company_id: hanoi, ...over });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4220);
    expect(res.json().errors[field]).toEqual([expect.objectContaining({ rule })]);
    expect((await readRules(admin, hanoi)).json().networks).toEqual([]);
  });

  it('is for administrators only: 403 to read or save for anyone else, nothing saved', async () => {
    const member = await makeMember(ctx);
    expect((await readRules(member, hanoi)).statusCode).toBe(403);
    expect((await readRules(pm, hanoi)).statusCode).toBe(403);
    const res = await rules(pm, { company_id: hanoi, networks: ['10.0.0.0/8'] });
    expect(res.statusCode).toBe(403);
    expect((await readRules(admin, hanoi)).json().networks).toEqual([]);
  });
});
