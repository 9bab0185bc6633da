import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  companyId,
  demoId,
  demoPeople,
  makeMember,
  makeOvertime,
  makeRemote,
  makeShortLeave,
  type Person,
  rows,
} from '../../test/factories';
import { call, setupTestApp, TestClock, type TestContext } from '../../test/helpers';
import { remindAndEscalate } from './escalations.job';

// Issue #20, reminders and escalations: a request waiting on one approver for the company's number
// of working days reminds them once; waiting the escalation's number, its step goes to the next
// level's approver or to HR ("escalated from X"); each run twice has one effect.
const clock = new TestClock();
// Wednesday 2 December 2026, 09:00 in Hanoi (UTC+7); the days below are Hanoi's.
const NOW = '2026-12-02T02:00:00Z';
/** 10:00 in Hanoi on a day of December 2026. */
const at10 = (day: number) => `2026-12-${String(day).padStart(2, '0')}T03:00:00Z`;
let ctx: TestContext;
let pm: Person;
let top: Person;
let leader: Person;
let admin: Person;
let hrId: number;
let hanoi: number;

beforeAll(async () => {
  clock.set(NOW);
  ctx = await setupTestApp({}, clock);
  ({ pm, top, leader, admin } = await demoPeople(ctx, ['pm', 'top', 'leader', 'admin']));
  hrId = await demoId(ctx, 'hr');
  hanoi = await companyId(ctx, 'HANOI');
  const res = await setRules(admin, { company_id: hanoi, remind_after_days: 2, escalate_after_days: 4 });
  expect(res.statusCode, res.body).toBe(200);
});

const api = () => client(ctx);
const setRules = (who: Person, body: Record<string, unknown>) =>
  api().put(who, '/api/approval-reminders', body);
const job = () => remindAndEscalate({ db: ctx.database.db, now: ctx.now });

/** Runs the job at `iso` (twice: a second run must change nothing), then puts the clock back. */
async function runAt(iso: string) {
  clock.set(iso);
  try {
    await job();
    await job();
  } finally {
    clock.set(NOW);
  }
}

async function stepsOf(kind: string, id: number) {
  return (
    await rows(
      ctx,
      sql`select level, approver_id, escalated_from, status from approval_steps
          where request_kind = ${kind} and request_id = ${id} order by level`,
    )
  ).map((r) => ({
    level: Number(r.level),
    approver: Number(r.approver_id),
    escalatedFrom: r.escalated_from === null ? null : Number(r.escalated_from),
    status: Number(r.status),
  }));
}

/** The notifications about a request of a type, as "recipient:REQUEST_TYPE". */
async function told(type: string, requestId: number, requestTypes = ['REMINDER', 'ESCALATED']) {
  return (
    await rows(
      ctx,
      sql`select employee_id, request_type from notifications
          where type = ${type} and request_id = ${requestId}
            and request_type in (${sql.join(
              requestTypes.map((t) => sql`${t}`),
              sql`, `,
            )})
          order by id`,
    )
  ).map((r) => `${Number(r.employee_id)}:${String(r.request_type)}`);
}

describe('a request waiting on its first approver', () => {
  it('reminds them after two whole working days, once, and escalates to level 2 after four', async () => {
    const waiting = await makeOvertime(ctx);
    // Thursday only has passed on Friday: nothing yet.
    await runAt(at10(4));
    expect(await told('OVERTIME_REQUEST', waiting.id)).toEqual([]);
    // Monday: Thursday and Friday (the weekend does not count). Reminded once however often it runs.
    await runAt(at10(7));
    await runAt(at10(8));
    expect(await told('OVERTIME_REQUEST', waiting.id)).toEqual([`${pm.id}:REMINDER`]);
    const reminder = (await api().get(pm, '/api/notifications')).json();
    expect(JSON.stringify(reminder)).toContain(`/overtime-requests/approval/${waiting.id}`);
    // Wednesday the 9th before 09:00: not yet (nobody is told at night).
    clock.set('2026-12-09T01:59:00Z');
    try {
      await job();
    } finally {
      clock.set(NOW);
    }
    expect((await stepsOf('overtime', waiting.id))[0]?.approver).toBe(pm.id);
    // From 09:00: four whole days. The step goes to level 2's approver, once.
    await runAt(at10(9));
    expect(await stepsOf('overtime', waiting.id)).toEqual([
      { level: 1, approver: top.id, escalatedFrom: pm.id, status: 1 },
      { level: 2, approver: top.id, escalatedFrom: null, status: 1 },
    ]);
    expect(await told('OVERTIME_REQUEST', waiting.id)).toEqual([`${pm.id}:REMINDER`, `${top.id}:ESCALATED`]);
    const audit = await rows(
      ctx,
      sql`select actor_id, data from audit_log where action = 'overtime.escalate' and entity_id = ${waiting.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBeNull();
    expect(audit[0]?.data).toMatchObject({ level: 1, from: pm.id, to: top.id, waited_days: 4 });

    // The approver table says so; the one it left still reads it but no longer decides.
    const shown = (await api().get(top, `/api/overtime-requests/show-approval/${waiting.id}`)).json();
    expect(shown.can_approve).toBe(true);
    const first = JSON.stringify(shown);
    expect(first).toContain(`"escalated_from":{"id":${pm.id}`);
    expect((await api().get(pm, `/api/overtime-requests/show-approval/${waiting.id}`)).statusCode).toBe(200);
    const refused = await api().post(pm, `/api/overtime-requests/approve/${waiting.id}`, { status: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(4030);
    // The request is top's to approve now, both levels at once; the audit keeps where it came from.
    const approved = await api().post(top, `/api/overtime-requests/approve/${waiting.id}`, {
      status: 2,
      comment: 'Approved after the escalation.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = (await api().get(waiting.requester, `/api/overtime-requests/${waiting.id}`)).json();
    expect(JSON.stringify(detail)).toContain('"status":2');
    const decision = await rows(
      ctx,
      sql`select data from audit_log where action = 'overtime.approve' and entity_id = ${waiting.id}`,
    );
    expect(decision[0]?.data).toMatchObject({ escalated_from: pm.id });
  });

  it('leaves alone a request decided in time, and counts a resubmitted one from its edit', async () => {
    const decided = await makeOvertime(ctx);
    expect(
      (await api().post(pm, `/api/overtime-requests/approve/${decided.id}`, { status: 3, comment: 'No.' }))
        .statusCode,
    ).toBe(200);
    const edited = await makeOvertime(ctx);
    // Edited on Monday the 7th: the wait starts again then.
    clock.set(at10(7));
    try {
      const res = await api().post(edited.requester, `/api/overtime-requests/${edited.id}`, {
        ...edited.body,
        reason: 'Release preparation, with the test plan.',
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      clock.set(NOW);
    }
    await runAt(at10(9));
    expect(await told('OVERTIME_REQUEST', decided.id)).toEqual([]);
    expect(await told('OVERTIME_REQUEST', edited.id)).toEqual([]);
    // Two whole days after the edit (Tuesday, Wednesday): reminded on Thursday.
    await runAt(at10(10));
    expect(await told('OVERTIME_REQUEST', edited.id)).toEqual([`${pm.id}:REMINDER`]);
  });
});

describe('a request waiting on its last approver', () => {
  it('escalates to HR, which then decides it', async () => {
    const waiting = await makeRemote(ctx);
    // Level 1 approves on the day: level 2 (leader) waits from then.
    const first = await api().post(pm, `/api/remote/approve/${waiting.id}`, { status: 2, reason: 'OK.' });
    expect(first.statusCode, first.body).toBe(200);
    await runAt(at10(7));
    await runAt(at10(9));
    expect(await stepsOf('remote', waiting.id)).toEqual([
      { level: 1, approver: pm.id, escalatedFrom: null, status: 2 },
      { level: 2, approver: hrId, escalatedFrom: leader.id, status: 1 },
    ]);
    expect(await told('REMOTE_WORKING_REQUEST', waiting.id)).toEqual([
      `${leader.id}:REMINDER`,
      `${hrId}:ESCALATED`,
    ]);
    const [hr] = Object.values(await demoPeople(ctx, ['hr']));
    const detail = (await api().get(hr as Person, `/api/remote/${waiting.id}`)).json();
    expect(JSON.stringify(detail)).toContain(`"escalated_from":{"id":${leader.id}`);
    const decided = await api().post(hr as Person, `/api/remote/approve/${waiting.id}`, {
      status: 2,
      reason: 'Approved by HR.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
  });

  it('reminds short leave assignees, who each decide alone, and never escalates it', async () => {
    const waiting = await makeShortLeave(ctx);
    await runAt(at10(9));
    const steps = await stepsOf('short_leave', waiting.id);
    expect(steps.map((s) => [s.approver, s.escalatedFrom])).toEqual([
      [leader.id, null],
      [pm.id, null],
    ]);
    expect((await told('SHORT_LEAVE_REQUEST', waiting.id)).sort()).toEqual(
      [`${leader.id}:REMINDER`, `${pm.id}:REMINDER`].sort(),
    );
  });
});

describe('the rules', () => {
  it('do nothing on a weekend, nor when switched off', async () => {
    const waiting = await makeOvertime(ctx);
    // Saturday the 12th and Sunday the 13th: nobody is reminded on a day off.
    await runAt('2026-12-12T03:00:00Z');
    await runAt('2026-12-13T03:00:00Z');
    expect(await told('OVERTIME_REQUEST', waiting.id)).toEqual([]);
    const off = await setRules(admin, {
      company_id: hanoi,
      remind_after_days: null,
      escalate_after_days: null,
    });
    expect(off.statusCode).toBe(200);
    try {
      await runAt(at10(14));
      expect(await told('OVERTIME_REQUEST', waiting.id)).toEqual([]);
    } finally {
      await setRules(admin, { company_id: hanoi, remind_after_days: 2, escalate_after_days: 4 });
    }
  });

  it('are shown to administrators with what waits longest, and changed with an audit line', async () => {
    const waiting = await makeRemote(ctx);
    clock.set(at10(7));
    try {
      const view = await api().get(admin, `/api/approval-reminders?company_id=${hanoi}`);
      expect(view.statusCode).toBe(200);
      const body = view.json();
      expect(body).toMatchObject({ company_id: hanoi, remind_after_days: 2, escalate_after_days: 4 });
      expect(body.waiting_total).toBeGreaterThanOrEqual(1);
      const mine = body.waiting.find(
        (w: { kind: string; request_id: number }) => w.kind === 'remote' && w.request_id === waiting.id,
      );
      expect(mine).toMatchObject({
        level: 1,
        approver: { id: pm.id },
        requester: { id: waiting.requester.id },
        escalated_from: null,
        waited_days: 2,
        due: 'remind',
        url: `/remote-request/approval/${waiting.id}`,
      });
      // Longest first.
      const waits = body.waiting.map((w: { since: string }) => w.since);
      expect([...waits].sort()).toEqual(waits);
    } finally {
      clock.set(NOW);
    }
    const changed = await setRules(admin, {
      company_id: hanoi,
      remind_after_days: 3,
      escalate_after_days: 6,
    });
    expect(changed.json()).toMatchObject({ remind_after_days: 3, escalate_after_days: 6 });
    const audit = await rows(
      ctx,
      sql`select data from audit_log where action = 'company.approval_reminders' order by id desc limit 1`,
    );
    expect(audit[0]?.data).toMatchObject({
      before: { remind_after_days: 2, escalate_after_days: 4 },
      after: { remind_after_days: 3, escalate_after_days: 6 },
    });
    await setRules(admin, { company_id: hanoi, remind_after_days: 2, escalate_after_days: 4 });
  });

  it('are for administrators only', async () => {
    const plain = await makeMember(ctx);
    for (const who of [pm, plain]) {
      expect((await api().get(who, `/api/approval-reminders?company_id=${hanoi}`)).statusCode).toBe(403);
      const put = await setRules(who, { company_id: hanoi, remind_after_days: 1, escalate_after_days: 2 });
      expect(put.statusCode).toBe(403);
      expect(put.json().code).toBe(4030);
    }
    const anonymous = await call(ctx.app, null, {
      method: 'GET',
      url: `/api/approval-reminders?company_id=${hanoi}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    [
      'an escalation not after the reminder',
      { remind_after_days: 3, escalate_after_days: 3 },
      'escalate_after_days',
      'gt',
    ],
    ['zero days', { remind_after_days: 0, escalate_after_days: 4 }, 'remind_after_days', 'min_value'],
    [
      'more days than allowed',
      { remind_after_days: 2, escalate_after_days: 61 },
      'escalate_after_days',
      'max_value',
    ],
    ['half a day', { remind_after_days: 1.5, escalate_after_days: 4 }, 'remind_after_days', undefined],
    ['a missing field', { remind_after_days: 2 }, 'escalate_after_days', 'required'],
  ])('refuse %s (422 on the field)', async (_label, body, field, rule) => {
    const res = await setRules(admin, { company_id: hanoi, ...body });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, Array<{ rule: string }>>;
    expect(Object.keys(errors)).toEqual([field]);
    if (rule) expect(errors[field]?.[0]?.rule).toBe(rule);
  });

  it('refuse a company that does not exist', async () => {
    expect((await api().get(admin, '/api/approval-reminders?company_id=9')).statusCode).toBe(422);
    const res = await setRules(admin, { company_id: 'x', remind_after_days: 2, escalate_after_days: 4 });
    expect(res.statusCode).toBe(422);
  });

  it('run from the jobs endpoint for administrators', async () => {
    expect((await api().post(admin, '/api/jobs/approval-reminders/run', {})).statusCode).toBe(200);
    expect((await api().post(pm, '/api/jobs/approval-reminders/run', {})).statusCode).toBe(403);
  });
});
