import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  demoPeople,
  type Made,
  makeCorrection,
  makeLeave,
  makeOvertime,
  makeRemote,
  type Person,
  rows,
} from '../../test/factories';
import { setupTestApp, TestClock } from '../../test/helpers';

/**
 * "Cancel my approval" (SPEC 4) on every kind with level approvals: an approver takes their approval
 * back while no later level has acted, and the show-approval view says when they may (`can_cancel`).
 * Every test makes its own request, each by a new requester.
 */
const clock = new TestClock();
clock.set('2026-11-18T10:00:00Z'); // Wednesday 17:00 in Hanoi
const ctx = await setupTestApp({}, clock);
const staff = await demoPeople(ctx, ['pm', 'top', 'leader', 'dm', 'admin', 'solo']);
const { get, post } = client(ctx);
const q = (text: ReturnType<typeof sql>) => rows(ctx, text);

interface Kind {
  name: string;
  /** Makes a fresh pending request with `level1` and `level2` as approvers. */
  create: () => Promise<Made>;
  level1: Person;
  level2: Person;
  /** The approve body (level 1 approves; level 2 approves or, for corrections, confirms). */
  approve: Record<string, unknown>;
  approvePath: (id: number) => string;
  cancelPath: (id: number) => string;
  showPath: (id: number) => string;
  detailPath: (id: number) => string;
  key: string;
  /** The waiting count of `/api/get-count-request`. */
  count: string;
  notificationType: string;
  auditAction: string;
  notFound: number;
  /** Whether the last approver may cancel a final approval (a settled correction stays settled). */
  finalCancels: boolean;
}

const kinds: Kind[] = [
  {
    name: 'overtime',
    create: () => makeOvertime(ctx),
    level1: staff.pm,
    level2: staff.top,
    approve: { status: 2, comment: 'ok' },
    approvePath: (id) => `/api/overtime-requests/approve/${id}`,
    cancelPath: (id) => `/api/overtime-requests/cancel-approval/${id}`,
    showPath: (id) => `/api/overtime-requests/show-approval/${id}`,
    detailPath: (id) => `/api/overtime-requests/${id}`,
    key: 'overTimeRequest',
    count: 'countAllOverTimeRequest',
    notificationType: 'OVERTIME_REQUEST',
    auditAction: 'overtime.cancel',
    notFound: 4292,
    finalCancels: true,
  },
  {
    name: 'remote',
    create: () => makeRemote(ctx),
    level1: staff.pm,
    level2: staff.leader,
    approve: { status: 2, reason: 'ok' },
    approvePath: (id) => `/api/remote/approve/${id}`,
    cancelPath: (id) => `/api/remote/cancel-approval/${id}`,
    showPath: (id) => `/api/remote/${id}/show-approval`,
    detailPath: (id) => `/api/remote/${id}`,
    key: 'remoteRequest',
    count: 'countAllRemoteTimeRequest',
    notificationType: 'REMOTE_WORKING_REQUEST',
    auditAction: 'remote.cancel',
    notFound: 4040,
    finalCancels: true,
  },
  {
    name: 'leave',
    create: () => makeLeave(ctx),
    level1: staff.pm,
    level2: staff.top,
    approve: { status: 2, comment: 'ok' },
    approvePath: (id) => `/api/sabbatical-leave-request/approve/${id}`,
    cancelPath: (id) => `/api/sabbatical-leave-request/cancel-approval/${id}`,
    showPath: (id) => `/api/sabbatical-leave-request/show-approval/${id}`,
    detailPath: (id) => `/api/sabbatical-leave-request/show/${id}`,
    key: 'sabbaticalLeaveRequest',
    count: 'requestSabbaticalLeave',
    notificationType: 'SABBATICAL_LEAVE_REQUEST',
    auditAction: 'leave.cancel',
    notFound: 4294,
    finalCancels: true,
  },
  {
    name: 'corrections',
    create: () => makeCorrection(ctx),
    level1: staff.dm,
    level2: staff.admin,
    approve: { status: 2, comment: 'ok' },
    approvePath: (id) => `/api/additional-timesheet/approval/${id}`,
    cancelPath: (id) => `/api/additional-timesheet/cancel-approval/${id}`,
    showPath: (id) => `/api/additional-timesheet/show-approval/${id}`,
    detailPath: (id) => `/api/additional-timesheet/${id}`,
    key: 'timesheetRequest',
    count: 'countAllTimeSheetRequest',
    notificationType: 'ADDITIONAL_TIMESHEET',
    auditAction: 'correction.cancel',
    notFound: 4293,
    finalCancels: false,
  },
];

/**
 * The status of a level's step, where each kind sends its entries once: leave in `approvers`,
 * overtime and remote in `approve_person_N`, corrections in `request_approve`.
 */
const stepStatus = (item: Record<string, unknown>, level: number) => {
  type Entry = { level: number; approve_status?: number; status?: number };
  const entries = (item.approvers ??
    item.request_approve ??
    [item.approve_person_1, item.approve_person_2, item.approve_person_3].filter(Boolean)) as Entry[];
  const entry = entries.find((a) => a.level === level);
  return entry?.approve_status ?? entry?.status;
};
const waiting = async (k: Kind, who: Person) => (await get(who, '/api/get-count-request')).json()[k.count];
const notificationsOf = async (k: Kind, id: number) =>
  (
    await q(
      sql`select employee_id, request_type from notifications where type = ${k.notificationType} and request_id = ${id} order by id`,
    )
  ).map((r) => `${r.employee_id}:${r.request_type}`);

describe.each(kinds)('cancel my approval: $name', (k) => {
  it('level 1 approves, then cancels: pending again at level 1, the counts move back, nobody new is told', async () => {
    const { id } = await k.create();
    expect((await get(k.level1, k.showPath(id))).json()).toMatchObject({
      can_approve: true,
      can_cancel: false,
    });
    expect((await post(k.level1, k.approvePath(id), k.approve)).statusCode).toBe(200);
    expect((await get(k.level1, k.showPath(id))).json()).toMatchObject({
      can_approve: false,
      can_cancel: true,
    });
    expect((await get(k.level2, k.showPath(id))).json()).toMatchObject({
      can_approve: true,
      can_cancel: false,
    });

    const before = {
      level1: await waiting(k, k.level1),
      level2: await waiting(k, k.level2),
      told: await notificationsOf(k, id),
    };
    const res = await post(k.level1, k.cancelPath(id));
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json()[k.key];
    expect(item.status).toBe(1);
    expect(stepStatus(item, 1)).toBe(1);
    expect(stepStatus(item, 2)).toBe(1);
    expect((await get(k.level1, k.detailPath(id))).json()[k.key].status).toBe(1);

    // The turn is level 1's again: their count rises, level 2's falls.
    expect(await waiting(k, k.level1)).toBe(before.level1 + 1);
    expect(await waiting(k, k.level2)).toBe(before.level2 - 1);
    // The turn came back to the canceller and the request was and stays pending: no new notification.
    expect(await notificationsOf(k, id)).toEqual(before.told);
    const audit = await q(
      sql`select actor_id, data from audit_log where action = ${k.auditAction} and entity_id = ${id}`,
    );
    expect(audit).toEqual([{ actor_id: k.level1.id, data: { from: 1, to: 1, comment: null } }]);

    expect((await get(k.level1, k.showPath(id))).json()).toMatchObject({
      can_approve: true,
      can_cancel: false,
    });
    expect((await get(k.level2, k.showPath(id))).json()).toMatchObject({
      can_approve: false,
      can_cancel: false,
    });
    // Nothing left to cancel; level 1 may approve again.
    expect((await post(k.level1, k.cancelPath(id))).json().code).toBe(4322);
    expect((await post(k.level1, k.approvePath(id), k.approve)).statusCode).toBe(200);
  });

  it('once level 2 has acted, level 1 cannot cancel (409 / 4322)', async () => {
    const { id } = await k.create();
    expect((await post(k.level1, k.approvePath(id), k.approve)).statusCode).toBe(200);
    expect((await post(k.level2, k.approvePath(id), k.approve)).json()[k.key].status).toBe(2);
    expect((await get(k.level1, k.showPath(id))).json().can_cancel).toBe(false);
    const res = await post(k.level1, k.cancelPath(id));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(4322);
    expect((await get(k.level1, k.detailPath(id))).json()[k.key].status).toBe(2);
  });

  it(
    k.finalCancels
      ? 'level 2 may cancel the final approval: pending again at level 2'
      : 'a confirmed correction stays confirmed: the administrator cannot cancel (409 / 4322)',
    async () => {
      const { id, requester } = await k.create();
      await post(k.level1, k.approvePath(id), k.approve);
      expect((await post(k.level2, k.approvePath(id), k.approve)).statusCode).toBe(200);
      expect((await get(k.level2, k.showPath(id))).json().can_cancel).toBe(k.finalCancels);
      const told = await notificationsOf(k, id);
      const res = await post(k.level2, k.cancelPath(id));
      if (!k.finalCancels) {
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe(4322);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      const item = res.json()[k.key];
      expect([item.status, stepStatus(item, 1), stepStatus(item, 2)]).toEqual([1, 2, 1]);
      // The requester saw it approved: they are told it is pending again.
      expect((await notificationsOf(k, id)).slice(told.length)).toEqual([`${requester.id}:APPROVED`]);
      expect((await get(k.level2, k.showPath(id))).json()).toMatchObject({
        can_approve: true,
        can_cancel: false,
      });
    },
  );

  it('only an approver cancels: the requester is 403 / 4030, a stranger the kind not-found', async () => {
    const { id, requester } = await k.create();
    await post(k.level1, k.approvePath(id), k.approve);
    const mine = await post(requester, k.cancelPath(id));
    expect(mine.statusCode).toBe(403);
    expect(mine.json().code).toBe(4030);
    expect((await get(requester, k.showPath(id))).json()).toMatchObject({
      can_approve: false,
      can_cancel: false,
    });
    const stranger = await post(staff.solo, k.cancelPath(id));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe(k.notFound);
    expect((await get(requester, k.detailPath(id))).json()[k.key].status).toBe(1);
  });
});

describe('cancel on corrections: only an approval is taken back', () => {
  it('after the administrator offers, the manager has nothing to cancel (their entry waits again)', async () => {
    const k = kinds.find((x) => x.name === 'corrections') as Kind;
    const { id } = await k.create();
    await post(k.level1, k.approvePath(id), k.approve);
    expect(
      (await post(k.level2, k.approvePath(id), { status: 5, comment: 'Start at 08:30.' })).statusCode,
    ).toBe(200);
    expect((await get(k.level1, k.showPath(id))).json()).toMatchObject({
      can_approve: true,
      can_cancel: false,
    });
    expect((await post(k.level1, k.cancelPath(id))).json().code).toBe(4322);
    expect((await post(k.level2, k.cancelPath(id))).json().code).toBe(4322);
  });
});
