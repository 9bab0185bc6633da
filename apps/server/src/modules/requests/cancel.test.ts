import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, formData, login, multipart, setupTestApp, TestClock } from '../../test/helpers';

/**
 * "Cancel my approval" (SPEC 4) on every kind with level approvals: an approver takes their approval
 * back while no later level has acted, and the show-approval view says when they may (`can_cancel`).
 * Every test makes its own request.
 */
const clock = new TestClock();
clock.set('2026-11-18T10:00:00Z'); // Wednesday 17:00 in Hanoi
const { app, database } = await setupTestApp({}, clock);

const JPEG = readFileSync(path.join(__dirname, '../../test/fixtures/evidence.jpg'));
/** Correction requesters in the division of `dm`: one pending correction each at most (5076). */
const CORRECTION_REQUESTERS = ['ngo.van.khanh', 'dang.thi.ngoc', 'duong.van.nam', 'trinh.cong.son', 'member'];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let alpha = 0;

const q = async (text: ReturnType<typeof sql>) =>
  ((await database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

beforeAll(async () => {
  for (const who of ['member', 'pm', 'top', 'leader', 'dm', 'admin', 'solo', ...CORRECTION_REQUESTERS])
    tokens[who] = await login(app, `${who}@demo.test`);
  for (const r of await q(
    sql`select id, split_part(email, '@', 1) as who from employees where email like '%@demo.test'`,
  ))
    ids[String(r.who)] = Number(r.id);
  alpha = Number((await q(sql`select id from projects where code = 'ALPHA'`))[0]?.id);
  // Long days for overtime after 18:00.
  const days = ['2026-11-12', '2026-11-13', '2026-11-16', '2026-11-17'];
  const csv = ['employee_code,date,check_in,check_out', ...days.map((d) => `HN0005,${d},08:00,23:30`)];
  const { payload, headers } = multipart('file', 'a.csv', csv.join('\n'));
  const res = await call(app, tokens.admin as string, {
    method: 'POST',
    url: '/api/timesheets/import',
    payload,
    headers,
  });
  expect(res.statusCode).toBe(200);
});

const as = (who: string) => tokens[who] as string;
const get = (who: string, url: string) => call(app, as(who), { method: 'GET', url });
const post = (who: string, url: string, payload?: Record<string, unknown>) =>
  call(app, as(who), { method: 'POST', url, ...(payload ? { payload } : {}) });

/** Weekdays from `from` on, one per call, so no two requests of a kind overlap. */
function weekdays(from: string) {
  let day = new Date(`${from}T00:00:00Z`);
  return () => {
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = new Date(day.getTime() + 86_400_000);
    const out = day.toISOString().slice(0, 10);
    day = new Date(day.getTime() + 86_400_000);
    return out;
  };
}
const overtimeSlots = ['2026-11-12', '2026-11-13', '2026-11-16', '2026-11-17'].flatMap((date) =>
  [
    ['18:00', '19:00'],
    ['19:00', '20:00'],
    ['20:00', '21:00'],
    ['21:00', '22:00'],
  ].map(([start_time, end_time]) => ({ date, start_time, end_time })),
);
const nextRemoteDay = weekdays('2026-11-19');
const nextLeaveDay = weekdays('2026-12-01');

interface Kind {
  name: string;
  /** Makes a fresh pending request with `level1` and `level2` as approvers. */
  create: () => Promise<{ id: number; requester: string }>;
  level1: string;
  level2: string;
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
    create: async () => {
      const slot = overtimeSlots.shift();
      if (!slot) throw new Error('no overtime slot left');
      const res = await post('member', '/api/overtime-requests', {
        project_id: alpha,
        ...slot,
        reason: 'Release preparation',
        approve_person_1: ids.pm,
        approve_person_2: ids.top,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { id: res.json().overTimeRequest.over_time_request_id, requester: 'member' };
    },
    level1: 'pm',
    level2: 'top',
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
    create: async () => {
      const day = nextRemoteDay();
      const res = await post('member', '/api/remote', {
        approve_person_1: ids.pm,
        approve_person_2: ids.leader,
        start_date: day,
        end_date: day,
        reason: 'Waiting for a delivery at home.',
      });
      expect(res.statusCode, res.body).toBe(200);
      return { id: res.json().remoteRequest.id, requester: 'member' };
    },
    level1: 'pm',
    level2: 'leader',
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
    create: async () => {
      const day = nextLeaveDay();
      const res = await post('member', '/api/sabbatical-leave-request', {
        start_date: day,
        start_time: '08:00',
        end_date: day,
        end_time: '17:30',
        type_reason: 3,
        reason: 'VACATION_MODE',
        note: 'Unpaid day.',
        approve_person_1: ids.pm,
        approve_person_2: ids.top,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { id: res.json().sabbaticalLeaveRequest.id, requester: 'member' };
    },
    level1: 'pm',
    level2: 'top',
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
    create: async () => {
      const requester = CORRECTION_REQUESTERS.shift();
      if (!requester) throw new Error('no correction requester left');
      const { payload, headers } = formData(
        {
          work_date: '2026-11-16',
          manager_id: ids.dm as number,
          admin_id: ids.admin as number,
          start_time_request: '08:00',
          end_time_request: '17:30',
          reason: 'The gate reader did not record my arrival.',
        },
        [{ field: 'img_evidence[]', filename: 'photo.jpg', content: JPEG, contentType: 'image/jpeg' }],
      );
      const res = await call(app, as(requester), {
        method: 'POST',
        url: '/api/additional-timesheet',
        payload,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { id: res.json().timesheetRequest.id, requester };
    },
    level1: 'dm',
    level2: 'admin',
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

const stepStatus = (item: { approvers: Array<{ level: number; approve_status: number }> }, level: number) =>
  item.approvers.find((a) => a.level === level)?.approve_status;
const waiting = async (k: Kind, who: string) => (await get(who, '/api/get-count-request')).json()[k.count];
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
    expect(audit).toEqual([{ actor_id: ids[k.level1], data: { from: 1, to: 1, comment: null } }]);

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
      expect((await notificationsOf(k, id)).slice(told.length)).toEqual([`${ids[requester]}:APPROVED`]);
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
    const stranger = await post('solo', k.cancelPath(id));
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
