import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { client, demoPeople, makeEmployee, makeOvertime, type Person } from '../../test/factories';
import { call, setupTestApp } from '../../test/helpers';

const ctx = await setupTestApp();
const { app } = ctx;

/**
 * A fresh recipient with two unread notifications (an approval by `sender`, and a reminder with
 * no sender), and one for `sender` itself; each test makes its own, so none depends on another.
 */
async function inbox() {
  const [me, sender] = [await makeEmployee(ctx), await makeEmployee(ctx)];
  const rows = await ctx.database.db
    .insert(notifications)
    .values([
      {
        employee_id: me.id,
        type: 'OVERTIME_REQUEST',
        request_type: 'APPROVED',
        request_id: 1,
        created_by: sender.id,
        url: '/overtime-requests/detail/1',
      },
      {
        employee_id: me.id,
        type: 'FORGOT_CHECKIN_CHECKOUT',
        request_type: null,
        created_by: null,
        url: '/timesheets',
      },
      {
        employee_id: sender.id,
        type: 'OVERTIME_REQUEST',
        request_type: 'REQUEST',
        request_id: 1,
        created_by: me.id,
      },
    ])
    .returning({ id: notifications.id, employee_id: notifications.employee_id });
  const mine = rows.filter((r) => r.employee_id === me.id).map((r) => r.id);
  return { me, sender, mine };
}

const list = async (who: Person) =>
  (await call(app, who.token, { method: 'GET', url: '/api/notifications' })).json();

describe('notifications', () => {
  it('lists only my notifications, newest first, with creator and unread count', async () => {
    const { me, sender } = await inbox();
    const body = await list(me);
    expect(body.countNotificationUnread).toBe(2);
    expect(body.listNotifications.total).toBe(2);
    expect(body.listNotifications.data.map((n: { type: string }) => n.type)).toEqual([
      'FORGOT_CHECKIN_CHECKOUT',
      'OVERTIME_REQUEST',
    ]);
    expect(body.listNotifications.data[1]).toMatchObject({
      request_type: 'APPROVED',
      created_by: { id: sender.id },
      is_readed: 0,
    });
  });

  it("cannot mark another person's notification read (404) and changes nothing", async () => {
    const { me, sender, mine } = await inbox();
    const res = await call(app, sender.token, {
      method: 'POST',
      url: '/api/notifications/update-status',
      payload: { id: mine[0] },
    });
    expect(res.statusCode).toBe(404);
    expect((await list(me)).countNotificationUnread).toBe(2);
  });

  it('marks one read, then all read', async () => {
    const { me, sender, mine } = await inbox();
    const one = await call(app, me.token, {
      method: 'POST',
      url: '/api/notifications/update-status',
      payload: { id: mine[0] },
    });
    expect(one.statusCode).toBe(200);
    expect((await list(me)).countNotificationUnread).toBe(1);
    expect(
      (await call(app, me.token, { method: 'POST', url: '/api/notifications/read-all' })).statusCode,
    ).toBe(200);
    expect((await list(me)).countNotificationUnread).toBe(0);
    expect((await list(sender)).countNotificationUnread).toBe(1);
  });

  it('rejects a non-numeric id with 422', async () => {
    const { me } = await inbox();
    const res = await call(app, me.token, {
      method: 'POST',
      url: '/api/notifications/update-status',
      payload: { id: 'x; drop table' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id[0].rule).toBe('invalid');
  });

  it('saves and removes a device token idempotently', async () => {
    const { token } = await makeEmployee(ctx);
    for (let i = 0; i < 2; i++) {
      const res = await call(app, token, {
        method: 'POST',
        url: '/api/device-token/save',
        payload: { fcm_token: 'tok-1' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(
      (
        await call(app, token, {
          method: 'POST',
          url: '/api/device-token/remove',
          payload: { fcm_token: 'tok-1' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(app, token, { method: 'POST', url: '/api/device-token/save', payload: { fcm_token: '' } }))
        .statusCode,
    ).toBe(422);
  });
});

describe('a decision reads what told the approver about the request (#14)', () => {
  type Item = { type: string; request_id: number | null; is_readed: number };

  it('marks read the deciding approver’s notifications of that request only, and the count drops', async () => {
    const { pm, top } = await demoPeople(ctx, ['pm', 'top']);
    const { get, post } = client(ctx);
    const inboxOf = async (who: Person) => (await get(who, '/api/notifications?per_page=100')).json();
    const about = (list: Item[], id: number) =>
      list.filter((n) => n.type === 'OVERTIME_REQUEST' && n.request_id === id);
    const decided = await makeOvertime(ctx);
    const other = await makeOvertime(ctx);
    const before = await inboxOf(pm);
    expect(about(before.listNotifications.data, decided.id).map((n) => n.is_readed)).toEqual([0]);

    expect((await post(pm, `/api/overtime-requests/approve/${decided.id}`, { status: 2 })).statusCode).toBe(
      200,
    );
    const after = await inboxOf(pm);
    expect(about(after.listNotifications.data, decided.id).map((n) => n.is_readed)).toEqual([1]);
    expect(about(after.listNotifications.data, other.id).map((n) => n.is_readed)).toEqual([0]);
    expect(after.countNotificationUnread).toBe(before.countNotificationUnread - 1);

    // Level 2 was told when level 1 approved; rejecting reads it too.
    const topBefore = await inboxOf(top);
    expect(about(topBefore.listNotifications.data, decided.id).map((n) => n.is_readed)).toEqual([0]);
    const reject = await post(top, `/api/overtime-requests/approve/${decided.id}`, {
      status: 3,
      comment: 'No.',
    });
    expect(reject.statusCode).toBe(200);
    const topAfter = await inboxOf(top);
    expect(about(topAfter.listNotifications.data, decided.id).map((n) => n.is_readed)).toEqual([1]);
    expect(topAfter.countNotificationUnread).toBe(topBefore.countNotificationUnread - 1);
  });
});
