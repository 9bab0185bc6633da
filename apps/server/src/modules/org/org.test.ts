import { describe, expect, it } from 'vitest';
import { client, companyId, makeEmployee, type Person, whileSubmitted } from '../../test/factories';
import { call, login, setupTestApp, TestClock } from '../../test/helpers';

const clock = new TestClock();
clock.set('2026-12-02T03:00:00Z'); // 10:00 on the 2nd in Hanoi: November's submit window is open
const ctx = await setupTestApp({}, clock);
const { app } = ctx;

const account = async (email: string) => {
  const token = await login(app, email);
  const res = await call(app, token, { method: 'GET', url: '/api/account' });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/account', () => {
  it.each([
    // email, department, job title, approver levels, admin, news, vote, project mgmt, corrections, staff records
    ['admin@demo.test', 'ADMIN', 'STAFF', [], true, false, false, true, true, true],
    ['bod@demo.test', 'BOD', 'DIRECTOR', [2, 3], false, true, false, true, true, false],
    ['dm@demo.test', 'DEV', 'MANAGER', [2], false, false, false, true, true, false],
    ['leader@demo.test', 'DEV', 'LEADER', [1], false, false, false, false, false, false],
    ['pm@demo.test', 'DEV', 'STAFF', [1], false, false, false, true, false, false],
    ['top@demo.test', 'DEV', 'MANAGER', [2], false, false, false, true, true, false],
    ['member@demo.test', 'DEV', 'STAFF', [], false, false, false, false, false, false],
    ['solo@demo.test', 'DEV', 'STAFF', [], false, false, false, false, false, false],
    ['pr@demo.test', 'PR', 'STAFF', [], false, true, true, false, false, false],
    ['hr@demo.test', 'HR', 'MANAGER', [2], false, false, false, false, false, true],
  ])(
    '%s: %s / %s, levels %j',
    async (email, dept, title, levels, isAdmin, news, vote, pm, corrections, people) => {
      const a = await account(email);
      expect(a).toMatchObject({
        email,
        department_code: dept,
        job_title_code: title,
        approver_levels: levels,
        is_admin: isAdmin,
        can_access_news: news,
        can_access_vote: vote,
        has_project_management: pm,
        can_approve_corrections: corrections,
        can_manage_employees: people,
      });
    },
  );

  it('gives the member of Hanoi its company time zone and org units', async () => {
    const a = await account('member@demo.test');
    expect(a).toMatchObject({
      employee_code: 'HN0005',
      company_id: await companyId(ctx, 'HANOI'),
      company_time_zone: 'Asia/Ho_Chi_Minh',
      division_name: 'Hanoi Division 1',
      foot_name: 'Foot Phoenix',
    });
    expect((await account('bod@demo.test')).company_time_zone).toBe('Asia/Tokyo');
  });
});

describe('GET /api/commons', () => {
  it('lists the organization and the fixed lists', async () => {
    const token = await login(app, 'member@demo.test');
    const res = await call(app, token, { method: 'GET', url: '/api/commons' });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.companies.map((x: { code: string }) => x.code)).toEqual(['JAPAN', 'HANOI', 'CRM', 'AI']);
    expect(c.companies[0].time_zone).toBe('Asia/Tokyo');
    expect(c.foots.length).toBeGreaterThanOrEqual(5);
    expect(c.divisions.length).toBeGreaterThanOrEqual(4);
    expect(c.jobTitle.map((x: { code: string }) => x.code)).toContain('DIRECTOR');
    expect(c.admins.map((x: { name: string }) => x.name)).toContain('Trần Thị Mai');
    const approvers = new Map(c.approvalList.map((x: { name: string; level: number }) => [x.name, x.level]));
    expect(approvers.get('Phạm Quang Huy')).toBe(1); // pm
    expect(approvers.get('山田 太郎')).toBe(3); // bod
    expect(approvers.has('Đỗ Thu Hà')).toBe(false); // member
    expect(c.pageSizes).toEqual([50, 100, 200]);
    expect(c.workType).toEqual([0, 1, 2]);
    expect(c.japaneseLevel).toEqual([0, 1, 2, 3, 4, 5]);
    expect(c.approvalStatus).toEqual([1, 2, 3]);
  });
});

describe('GET /api/commons: sumittedInfomation', () => {
  it("lists the reader's own submitted months, ascending; a reopened month is gone", async () => {
    clock.set('2026-12-02T03:00:00Z');
    const { get, post } = client(ctx);
    const [me, colleague] = [await makeEmployee(ctx), await makeEmployee(ctx)]; // both of Hanoi
    const months = async (who: Person) => {
      const res = await get(who, '/api/commons');
      expect(res.statusCode).toBe(200);
      return res.json().sumittedInfomation;
    };
    expect(await months(me)).toEqual([]);

    expect((await post(me, '/api/submit-timesheets', { month: '2026-11' })).statusCode).toBe(200);
    expect(await months(me)).toEqual(['2026-11']);
    expect(await months(colleague)).toEqual([]);
    // The administrator submits October for the whole of Hanoi: both see it, in month order.
    await whileSubmitted(ctx, '2026-10', async () => {
      expect(await months(me)).toEqual(['2026-10', '2026-11']);
      expect(await months(colleague)).toEqual(['2026-10']);
    });

    expect((await post(me, '/api/unsubmit-timesheets', { month: '2026-11' })).statusCode).toBe(200);
    expect(await months(me)).toEqual([]);
  });
});

describe('GET /api/get-count-request', () => {
  it('returns every pending counter of SPEC 3 and the badge total', async () => {
    const token = await login(app, 'pm@demo.test');
    const res = await call(app, token, { method: 'GET', url: '/api/get-count-request' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'countAllOverTimeRequest',
        'countAllRemoteTimeRequest',
        'countAllTimeSheetRequest',
        'requestNoConfirmSabbaticalLeave',
        'requestNoConfirmShortLeave',
        'requestOverTime',
        'requestSabbaticalLeave',
        'requestTimeSheet',
        'total',
      ].sort(),
    );
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/get-count-request' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 4010, message: 'Unauthenticated.' });
  });
});

describe('errors and documentation', () => {
  it('answers an unknown API path with 404 / 4040', async () => {
    const token = await login(app, 'member@demo.test');
    const res = await call(app, token, { method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 4040, message: 'Not found.' });
  });

  it('serves the OpenAPI document without a token, listing the auth paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/login',
      '/api/account',
      '/api/change-password',
      '/api/commons',
      '/api/get-count-request',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect((await app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('sets defensive headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
