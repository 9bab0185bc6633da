import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees, notifications } from '../../db/schema';
import { call, login, setupTestApp } from '../../test/helpers';

const { app, database } = await setupTestApp();
const db = database.db;

const employeeId = async (email: string) => {
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.email, email));
  if (!row) throw new Error(email);
  return row.id;
};

let member: string;
let pm: string;
let memberNotificationIds: number[] = [];

beforeAll(async () => {
  const memberId = await employeeId('member@demo.test');
  const pmId = await employeeId('pm@demo.test');
  const rows = await db
    .insert(notifications)
    .values([
      {
        employee_id: memberId,
        type: 'OVERTIME_REQUEST',
        request_type: 'APPROVED',
        request_id: 1,
        created_by: pmId,
        url: '/overtime-requests/detail/1',
      },
      {
        employee_id: memberId,
        type: 'FORGOT_CHECKIN_CHECKOUT',
        request_type: null,
        created_by: null,
        url: '/timesheets',
      },
      {
        employee_id: pmId,
        type: 'OVERTIME_REQUEST',
        request_type: 'REQUEST',
        request_id: 1,
        created_by: memberId,
      },
    ])
    .returning({ id: notifications.id, employee_id: notifications.employee_id });
  memberNotificationIds = rows.filter((r) => r.employee_id === memberId).map((r) => r.id);
  member = await login(app, 'member@demo.test');
  pm = await login(app, 'pm@demo.test');
});

const list = async (token: string) =>
  (await call(app, token, { method: 'GET', url: '/api/notifications' })).json();

describe('notifications', () => {
  it('lists only my notifications, newest first, with creator and unread count', async () => {
    const body = await list(member);
    expect(body.countNotificationUnread).toBe(2);
    expect(body.listNotifications.total).toBe(2);
    expect(body.listNotifications.data.map((n: { type: string }) => n.type)).toEqual([
      'FORGOT_CHECKIN_CHECKOUT',
      'OVERTIME_REQUEST',
    ]);
    expect(body.listNotifications.data[1]).toMatchObject({
      request_type: 'APPROVED',
      created_by: { name: 'Phạm Quang Huy' },
      is_readed: 0,
    });
  });

  it("cannot mark another person's notification read (404) and changes nothing", async () => {
    const res = await call(app, pm, {
      method: 'POST',
      url: '/api/notifications/update-status',
      payload: { id: memberNotificationIds[0] },
    });
    expect(res.statusCode).toBe(404);
    expect((await list(member)).countNotificationUnread).toBe(2);
  });

  it('marks one read, then all read', async () => {
    const one = await call(app, member, {
      method: 'POST',
      url: '/api/notifications/update-status',
      payload: { id: memberNotificationIds[0] },
    });
    expect(one.statusCode).toBe(200);
    expect((await list(member)).countNotificationUnread).toBe(1);
    expect((await call(app, member, { method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(
      200,
    );
    expect((await list(member)).countNotificationUnread).toBe(0);
    expect((await list(pm)).countNotificationUnread).toBe(1);
  });

  it('rejects a non-numeric id with 422', async () => {
    const res = await call(app, member, {
      method: 'POST',
      url: '/api/notifications/update-status',
      payload: { id: 'x; drop table' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id[0].rule).toBe('invalid');
  });

  it('saves and removes a device token idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call(app, member, {
        method: 'POST',
        url: '/api/device-token/save',
        payload: { fcm_token: 'tok-1' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(
      (
        await call(app, member, {
          method: 'POST',
          url: '/api/device-token/remove',
          payload: { fcm_token: 'tok-1' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(app, member, { method: 'POST', url: '/api/device-token/save', payload: { fcm_token: '' } }))
        .statusCode,
    ).toBe(422);
  });
});
