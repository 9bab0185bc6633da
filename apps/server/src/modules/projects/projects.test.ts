import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeOvertime, makeProject, type Person, projectId, rows } from '../../test/factories';
import {
  call,
  type FormFile,
  formData,
  login,
  setupTestApp,
  TestClock,
  type TestContext,
} from '../../test/helpers';

const clock = new TestClock();
let ctx: TestContext;
let admin: string;
let bod: string;
let pm: string; // PM of Alpha only
let member: string; // in Alpha, manages nothing
let alpha: number;
let beta: number;
let customer: number;

beforeAll(async () => {
  // Wednesday 2 December 2026, 08:00 in Hanoi.
  clock.set('2026-12-02T01:00:00Z');
  ctx = await setupTestApp({}, clock);
  admin = await login(ctx.app, 'admin@demo.test');
  bod = await login(ctx.app, 'bod@demo.test');
  pm = await login(ctx.app, 'pm@demo.test');
  member = await login(ctx.app, 'member@demo.test');
  alpha = await projectId(ctx, 'ALPHA');
  beta = await projectId(ctx, 'BETA');
  customer = Number((await rows(ctx, sql`select id from customers order by id limit 1`))[0]?.id);
});

const get = (token: string, url: string) => call(ctx.app, token, { method: 'GET', url });
const post = (token: string, url: string, payload: object) =>
  call(ctx.app, token, { method: 'POST', url, payload });
const send = (token: string, url: string, form: ReturnType<typeof formData>) =>
  call(ctx.app, token, { method: 'POST', url, ...form });
const del = (token: string, url: string) => call(ctx.app, token, { method: 'DELETE', url });

let serial = 0;
/** A valid project form; each call a fresh name. */
function form(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Delta ${serial}`,
    customer_id: customer,
    start_date: '2026-01-05',
    end_date: '2027-06-30',
    manager_id: 0,
    status: 2,
    type: 1,
    contract_value: 24.5,
    customer_top: 'Sato Hiroshi',
    customer_pm: 'Ito Yumi',
    plans: [{ name: 'Phase 1', start_date: '2026-01-05', end_date: '2026-06-30' }],
    payments: [
      { name: 'Kick-off', expected_date: '2026-01-31', actual_date: '2026-02-03', percentage: 30 },
      { name: 'Delivery', expected_date: '2026-07-31', percentage: 70 },
    ],
    link_document: 'https://docs.example.com/delta',
    technology_ids: [],
    domain: 'Retail',
    description: 'A store operations platform.',
    ...over,
  };
}

/** A project created by the admin with a fresh PM (and top), returning its id and people. */
async function ownProject(over: Record<string, unknown> = {}) {
  const [manager, owner] = [await makeEmployee(ctx), await makeEmployee(ctx)];
  const res = await post(admin, '/api/projects', form({ manager_id: manager.id, top_id: owner.id, ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().project.id as number, manager, top: owner, body: res.json().project };
}

const fieldsOf = (res: { json: () => { errors?: Record<string, { rule: string }[]> } }) =>
  Object.fromEntries(Object.entries(res.json().errors ?? {}).map(([k, v]) => [k, v.map((e) => e.rule)]));

describe('who may use project management', () => {
  const calls: Array<[string, string]> = [
    ['GET', '/api/projects'],
    ['GET', '/api/projects/create'],
    ['GET', '/api/projects/check-exists-project?name=x'],
    ['GET', '/api/projects/ALPHA_ID'],
    ['GET', '/api/projects/ALPHA_ID/overview'],
    ['GET', '/api/projects/ALPHA_ID/project-employee'],
    ['GET', '/api/projects/ALPHA_ID/effort?date=2026-12-01'],
    ['GET', '/api/projects/ALPHA_ID/effort-employees?month=2026-12'],
    ['GET', '/api/projects/ALPHA_ID/effort-employees/detail?start_date=2026-01-01&end_date=2026-12-31'],
    ['GET', '/api/projects/reviews/ALPHA_ID'],
    ['GET', '/api/projects/ALPHA_ID/kickoff-and-bonus'],
    ['GET', '/api/projects/ALPHA_ID/kickoff-and-bonus/get-project-member'],
    ['GET', '/api/contract-history/ALPHA_ID'],
  ];
  it.each(calls)('a member without a project to manage gets 403 from %s %s', async (method, url) => {
    const res = await call(ctx.app, member, {
      method: method as 'GET',
      url: url.replace('ALPHA_ID', String(alpha)),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe(4030);
  });

  it('a PM lists only the projects they manage; the admin and the board list them all', async () => {
    const names = async (token: string) =>
      (await get(token, '/api/projects?perpage=200')).json().data.map((p: { name: string }) => p.name);
    expect(await names(pm)).toContain('Alpha');
    expect(await names(pm)).not.toContain('Beta');
    for (const all of [admin, bod])
      expect(await names(all)).toEqual(expect.arrayContaining(['Alpha', 'Beta', 'Gamma']));
  });

  it("a PM is refused another project's every call (403), the admin gets 404 for a missing one", async () => {
    for (const url of [
      `/api/projects/${beta}`,
      `/api/projects/${beta}/effort?date=2026-12-01`,
      `/api/contract-history/${beta}`,
    ])
      expect((await get(pm, url)).statusCode).toBe(403);
    expect((await post(pm, `/api/projects/${beta}/update`, form({ manager_id: 1 }))).statusCode).toBe(403);
    expect((await get(admin, '/api/projects/999999')).json().code).toBe(4040);
  });

  it('only the Admin department and the board create projects', async () => {
    const someone = await makeEmployee(ctx);
    expect((await post(pm, '/api/projects', form({ manager_id: someone.id }))).statusCode).toBe(403);
    const res = await post(bod, '/api/projects', form({ manager_id: someone.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().project.code).toMatch(/^PRJ-\d{4,}$/);
    // The new PM now has project-management access, for that project only.
    const account = (await get(someone.token, '/api/account')).json();
    expect(account.has_project_management ?? account.account?.has_project_management).toBe(true);
    expect((await get(someone.token, `/api/projects/${res.json().project.id}`)).json().abilities).toEqual({
      can_manage: true,
      can_edit_all: false,
    });
  });
});

describe('a project: create, read, update', () => {
  it('stores every SPEC 3 field and answers them back', async () => {
    const japan = await makeEmployee(ctx);
    const { body, manager, top } = await ownProject({ japan_top_id: japan.id, leader_id: japan.id });
    expect(body).toMatchObject({
      customer: { id: customer },
      start_date: '2026-01-05',
      end_date: '2027-06-30',
      status: 2,
      type: 1,
      contract_value: 24.5,
      customer_top: 'Sato Hiroshi',
      customer_pm: 'Ito Yumi',
      manager: { id: manager.id },
      top: { id: top.id },
      leader: { id: japan.id },
      japan_top: { id: japan.id },
      japan_tech: null,
      link_document: 'https://docs.example.com/delta',
      domain: 'Retail',
      member_count: 2,
      images: [],
      quotations: [],
    });
    expect(body.payments[1]).toEqual({
      name: 'Delivery',
      expected_date: '2026-07-31',
      actual_date: null,
      percentage: 70,
    });
  });

  it.each([
    ['end before start', { end_date: '2025-12-31' }, { end_date: ['after_or_equal'] }],
    [
      'a plan outside the project',
      { plans: [{ name: 'P', start_date: '2025-12-01', end_date: '2027-07-31' }] },
      { 'plans.0.start_date': ['within_project'], 'plans.0.end_date': ['within_project'] },
    ],
    [
      'milestones over 100 %',
      {
        payments: [
          { name: 'A', expected_date: '2026-02-01', percentage: 60 },
          { name: 'B', expected_date: '2026-03-01', percentage: 50 },
        ],
      },
      { payments: ['sum_max'] },
    ],
    [
      'a link that is not a URL',
      { link_document: 'docs/delta' },
      { link_document: expect.arrayContaining(['format']) },
    ],
    ['a contract value with 3 decimals', { contract_value: 1.234 }, { contract_value: ['decimals'] }],
    ['an unknown customer', { customer_id: 999999 }, { customer_id: ['invalid'] }],
    ['an unknown manager', { manager_id: 999999 }, { manager_id: ['invalid'] }],
    ['an unknown status', { status: 9 }, { status: ['enum'] }],
    ['a name too long', { name: 'x'.repeat(161) }, { name: ['max'] }],
    ['no name', { name: '  ' }, { name: ['required'] }],
  ])('refuses %s with 422 on the field', async (_label, over, expected) => {
    const someone = await makeEmployee(ctx);
    const res = await post(admin, '/api/projects', form({ manager_id: someone.id, ...over }));
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldsOf(res)).toMatchObject(expected);
  });

  it('keeps names unique whatever their case (4336), and the live check says so', async () => {
    const { id, body } = await ownProject();
    const res = await post(
      admin,
      '/api/projects',
      form({ name: body.name.toUpperCase(), manager_id: body.manager.id }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4336);
    expect(fieldsOf(res).name).toEqual(['code']);
    const check = (q: string) =>
      get(admin, `/api/projects/check-exists-project?${q}`).then((r) => r.json().exists);
    expect(await check(`name=${encodeURIComponent(body.name.toLowerCase())}`)).toBe(true);
    expect(await check(`name=${encodeURIComponent(body.name)}&id=${id}`)).toBe(false);
    expect(await check('name=Nobody%20has%20this')).toBe(false);
  });

  it('two identical creates racing: one wins, the other gets 4336, never 500', async () => {
    const someone = await makeEmployee(ctx);
    const body = form({ manager_id: someone.id });
    const results = await Promise.all([1, 2, 3].map(() => post(admin, '/api/projects', body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it('lets its PM update it; search, filters and paging work', async () => {
    const { id, manager, body } = await ownProject();
    const res = await post(
      manager.token,
      `/api/projects/${id}/update`,
      form({ name: body.name, manager_id: manager.id, status: 3, domain: 'Logistics' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().project).toMatchObject({ status: 3, domain: 'Logistics', top: null });
    const list = (q: string) => get(admin, `/api/projects?perpage=50&${q}`).then((r) => r.json());
    expect(
      (await list(`q=${encodeURIComponent(body.name.toLowerCase())}`)).data.map((p: { id: number }) => p.id),
    ).toEqual([id]);
    expect((await list(`manager_id=${manager.id}`)).data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await list('status=3')).data.every((p: { status: number }) => p.status === 3)).toBe(true);
    const running = (await list('start_date=2025-01-01&end_date=2025-12-31')).data.map(
      (p: { id: number }) => p.id,
    );
    expect(running).not.toContain(id); // starts 2026-01-05
    const page = await list('page=1');
    expect(page).toMatchObject({ current_page: 1, per_page: 50 });
    expect(page.total).toBeGreaterThanOrEqual(page.data.length);
    expect((await get(admin, '/api/projects?perpage=7')).statusCode).toBe(422);
  });

  it('the overview tab updates its own fields', async () => {
    const { id, manager } = await ownProject();
    const tech = Number((await rows(ctx, sql`select id from technologies order by id limit 1`))[0]?.id);
    const res = await post(manager.token, `/api/projects/${id}/overview`, {
      technology_ids: [tech],
      domain: 'Insurance',
      description: 'Claims handling',
      link_document: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().project).toMatchObject({
      domain: 'Insurance',
      link_document: null,
      technologies: [{ id: tech }],
    });
    expect(
      fieldsOf(await post(manager.token, `/api/projects/${id}/overview`, { technology_ids: [999999] })),
    ).toEqual({
      'technology_ids.0': ['invalid'],
    });
  });
});

describe('approvers follow the PM and top for new requests only', () => {
  it('a new manager approves new overtime; a request in flight keeps its approver', async () => {
    const [pm1, pm2, top] = [await makeEmployee(ctx), await makeEmployee(ctx), await makeEmployee(ctx)];
    const project = await makeProject(ctx, [
      [pm1, 'PM'],
      [top, 'TOP'],
    ]);
    const requester = await makeEmployee(ctx, { projects: { [project.code]: 'MEMBER' } });
    const inFlight = await makeOvertime(ctx, {
      requester,
      project_id: project.id,
      approve_person_1: pm1.id,
      approve_person_2: top.id,
    });
    const candidates = () =>
      get(requester.token, `/api/overtime-requests/get-approval-person?project_id=${project.id}`).then((r) =>
        r.json(),
      );
    expect((await candidates()).level1.map((p: { id: number }) => p.id)).toEqual([pm1.id]);

    const res = await post(admin, `/api/projects/${project.id}/update`, {
      ...form({
        name: project.name,
        manager_id: pm2.id,
        top_id: top.id,
        start_date: '2025-01-01',
        end_date: '2027-12-31',
      }),
      plans: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await candidates()).level1.map((p: { id: number }) => p.id)).toEqual([pm2.id]);

    const steps = await rows(
      ctx,
      sql`select approver_id from approval_steps where request_id = ${inFlight.id} and request_kind = 'overtime' order by level`,
    );
    expect(steps[0]?.approver_id).toBe(pm1.id);
    // pm1 still decides the request they were given.
    const decided = await post(pm1.token, `/api/overtime-requests/approve/${inFlight.id}`, {
      status: 2,
      comment: 'ok',
    });
    expect(decided.statusCode, decided.body).toBe(200);
  });
});

describe('members', () => {
  it('replaces the member list and keeps the PM and top', async () => {
    const { id, manager, top } = await ownProject();
    const [a, b] = [await makeEmployee(ctx), await makeEmployee(ctx)];
    const res = await post(manager.token, `/api/projects/${id}/project-employee`, {
      members: [
        {
          employee_id: a.id,
          position: 'DEV',
          type: 1,
          start_date: '2026-02-01',
          end_date: null,
          effort_default: 50,
        },
        { employee_id: b.id, position: 'QA', type: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().members as {
      employee_id: number;
      role: string;
      position: string;
      effort_default: number | null;
    }[];
    expect(list.map((m) => [m.employee_id, m.role])).toEqual(
      expect.arrayContaining([
        [manager.id, 'PM'],
        [top.id, 'TOP'],
        [a.id, 'MEMBER'],
        [b.id, 'MEMBER'],
      ]),
    );
    expect(list.find((m) => m.employee_id === a.id)).toMatchObject({ position: 'DEV', effort_default: 50 });
    const again = await post(manager.token, `/api/projects/${id}/project-employee`, {
      members: [{ employee_id: b.id, position: 'QA', type: 3 }],
    });
    expect(again.json().members.map((m: { employee_id: number }) => m.employee_id)).not.toContain(a.id);
  });

  it.each([
    [
      'the same person twice',
      (x: number) => [
        { employee_id: x, position: 'DEV', type: 1 },
        { employee_id: x, position: 'QA', type: 1 },
      ],
      { 'members.1.employee_id': ['distinct'] },
    ],
    [
      'a start before the project',
      (x: number) => [{ employee_id: x, position: 'DEV', type: 1, start_date: '2025-12-01' }],
      { 'members.0.start_date': ['within_project'] },
    ],
    [
      'an end before the start',
      (x: number) => [
        { employee_id: x, position: 'DEV', type: 1, start_date: '2026-05-01', end_date: '2026-04-01' },
      ],
      { 'members.0.end_date': ['after_or_equal'] },
    ],
    [
      'an unknown position',
      (x: number) => [{ employee_id: x, position: 'CEO', type: 1 }],
      { 'members.0.position': ['enum'] },
    ],
    [
      'an unknown person',
      () => [{ employee_id: 999999, position: 'DEV', type: 1 }],
      { 'members.0.employee_id': ['invalid'] },
    ],
  ])('refuses %s (422)', async (_label, members, expected) => {
    const { id, manager } = await ownProject();
    const someone = await makeEmployee(ctx);
    const res = await post(manager.token, `/api/projects/${id}/project-employee`, {
      members: members(someone.id),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldsOf(res)).toMatchObject(expected);
  });
});

describe('effort', () => {
  async function staffed() {
    const p = await ownProject({ start_date: '2026-01-05', end_date: '2027-06-30' });
    const dev = await makeEmployee(ctx);
    const halftime = await makeEmployee(ctx);
    await post(p.manager.token, `/api/projects/${p.id}/project-employee`, {
      members: [
        { employee_id: dev.id, position: 'DEV', type: 1 },
        { employee_id: halftime.id, position: 'QA', type: 2, effort_default: 50 },
      ],
    });
    return { ...p, dev, halftime };
  }
  const cellOf = (grid: { rows: { employee_id: number; cells: unknown[] }[] }, who: number, i: number) =>
    grid.rows.find((r) => r.employee_id === who)?.cells[i] as Record<string, unknown>;

  it('falls back to the default, else 100; the top is not effort-tracked', async () => {
    const p = await staffed();
    const grid = (await get(p.manager.token, `/api/projects/${p.id}/effort?date=2026-11-10`)).json();
    expect(grid.periods).toHaveLength(12);
    expect(grid.periods[10]).toEqual({ start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(cellOf(grid, p.dev.id, 10)).toMatchObject({
      effort: null,
      set_value: null,
      effective: 100,
      man_months: 1,
      over: false,
    });
    expect(cellOf(grid, p.halftime.id, 10)).toMatchObject({ effective: 50, man_months: 0.5 });
    // January: the project starts on the 5th, so the 1st and 2nd count as 0 for everyone.
    expect(cellOf(grid, p.dev.id, 0)).toMatchObject({ effective: 90.9 });
    expect(grid.rows.map((r: { employee_id: number }) => r.employee_id)).not.toContain(p.top.id);
    expect(grid.contract_value).toBe(24.5);
  });

  it('stores a month, a week overrides it, both null removes it', async () => {
    const p = await staffed();
    const url = `/api/projects/${p.id}/effort`;
    let res = await post(p.manager.token, url, {
      efforts: [
        {
          employee_id: p.dev.id,
          start_date: '2026-11-01',
          end_date: '2026-11-30',
          effort: 60,
          set_value: 1.5,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cellOf(res.json(), p.dev.id, 10)).toMatchObject({
      effort: 60,
      set_value: 1.5,
      effective: 60,
      man_months: 0.9,
    });
    // A week at 0 % (Mon 16 - Sun 22 November: 5 of the month's 21 workdays).
    res = await post(p.manager.token, url, {
      efforts: [
        {
          employee_id: p.dev.id,
          start_date: '2026-11-16',
          end_date: '2026-11-22',
          effort: 0,
          set_value: null,
        },
      ],
    });
    expect(cellOf(res.json(), p.dev.id, 10)).toMatchObject({ effort: 60, effective: 45.7 });
    const week = (await get(p.manager.token, `${url}?date=2026-11-10&view=week`)).json();
    expect(week.periods.map((x: { start_date: string }) => x.start_date)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(cellOf(week, p.dev.id, 3)).toMatchObject({ effort: 0, effective: 0 });
    res = await post(p.manager.token, url, {
      efforts: [
        {
          employee_id: p.dev.id,
          start_date: '2026-11-01',
          end_date: '2026-11-30',
          effort: null,
          set_value: null,
        },
        {
          employee_id: p.dev.id,
          start_date: '2026-11-16',
          end_date: '2026-11-22',
          effort: null,
          set_value: null,
        },
      ],
    });
    expect(cellOf(res.json(), p.dev.id, 10)).toMatchObject({ effort: null, effective: 100 });
  });

  it.each([
    [
      'the same start and end',
      { start_date: '2026-11-02', end_date: '2026-11-02' },
      'efforts.0.end_date',
      'after',
    ],
    [
      'a period that is neither a month nor a Monday-to-Sunday week',
      { start_date: '2026-11-03', end_date: '2026-11-20' },
      'efforts.0.end_date',
      'effort_period',
    ],
    ['an effort over 100', { effort: 120 }, 'efforts.0.effort', 'max_value'],
  ])('refuses %s (422)', async (_label, over, field, rule) => {
    const p = await staffed();
    const res = await post(p.manager.token, `/api/projects/${p.id}/effort`, {
      efforts: [
        {
          employee_id: p.dev.id,
          start_date: '2026-11-01',
          end_date: '2026-11-30',
          effort: 50,
          set_value: 1,
          ...over,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldsOf(res)[field]).toContain(rule);
  });

  it('refuses effort for someone outside the project', async () => {
    const p = await staffed();
    const stranger = await makeEmployee(ctx);
    const res = await post(p.manager.token, `/api/projects/${p.id}/effort`, {
      efforts: [
        {
          employee_id: stranger.id,
          start_date: '2026-11-01',
          end_date: '2026-11-30',
          effort: 50,
          set_value: 1,
        },
      ],
    });
    expect(fieldsOf(res)).toEqual({ 'efforts.0.employee_id': ['project_member'] });
  });

  it('flags a person over 100 % across their projects, in the grid and the allocation lists', async () => {
    const p = await staffed();
    const other = await ownProject();
    await post(other.manager.token, `/api/projects/${other.id}/project-employee`, {
      members: [{ employee_id: p.dev.id, position: 'DEV', type: 1, effort_default: 40 }],
    });
    const grid = (await get(p.manager.token, `/api/projects/${p.id}/effort?date=2026-11-10`)).json();
    expect(cellOf(grid, p.dev.id, 10)).toMatchObject({ effective: 100, total: 140, over: true });
    expect(cellOf(grid, p.halftime.id, 10)).toMatchObject({ total: 50, over: false });

    const month = (await get(p.manager.token, `/api/projects/${p.id}/effort-employees?month=2026-11`)).json();
    const dev = month.employees.find((e: { employee_id: number }) => e.employee_id === p.dev.id);
    expect(dev).toMatchObject({ total: 140, over: true });
    expect(dev.projects.map((x: { id: number; effort: number }) => [x.id, x.effort]).sort()).toEqual(
      [
        [p.id, 100],
        [other.id, 40],
      ].sort(),
    );
    // Bringing the project down to 60 % ends the over-allocation.
    await post(p.manager.token, `/api/projects/${p.id}/effort`, {
      efforts: [
        {
          employee_id: p.dev.id,
          start_date: '2026-11-01',
          end_date: '2026-11-30',
          effort: 60,
          set_value: null,
        },
      ],
    });
    const detail = (
      await get(
        p.manager.token,
        `/api/projects/${p.id}/effort-employees/detail?start_date=2026-10-01&end_date=2026-11-30`,
      )
    ).json();
    expect(detail.months).toEqual(['2026-10', '2026-11']);
    expect(detail.employees.find((e: { employee_id: number }) => e.employee_id === p.dev.id).months).toEqual([
      { month: '2026-10', effort: 100, total: 140, over: true },
      { month: '2026-11', effort: 60, total: 100, over: false },
    ]);
  });

  it('counts a finished project for nobody after its end', async () => {
    const p = await staffed();
    const done = await ownProject({
      start_date: '2026-01-05',
      end_date: '2026-06-30',
      plans: [],
      payments: [],
    });
    await post(done.manager.token, `/api/projects/${done.id}/project-employee`, {
      members: [{ employee_id: p.dev.id, position: 'DEV', type: 1, effort_default: 50 }],
    });
    const grid = (await get(p.manager.token, `/api/projects/${p.id}/effort?date=2026-11-10`)).json();
    expect(cellOf(grid, p.dev.id, 5)).toMatchObject({ total: 150, over: true }); // June
    expect(cellOf(grid, p.dev.id, 10)).toMatchObject({ total: 100, over: false }); // November
  });

  it('bounds the detail to 12 months (422)', async () => {
    const p = await staffed();
    const res = await get(
      p.manager.token,
      `/api/projects/${p.id}/effort-employees/detail?start_date=2026-01-15&end_date=2027-01-14`,
    );
    expect(fieldsOf(res)).toEqual({ end_date: ['max_months'] });
  });

  it('bounds the detail to 366 days (422)', async () => {
    const p = await staffed();
    const res = await get(
      p.manager.token,
      `/api/projects/${p.id}/effort-employees/detail?start_date=2025-01-01&end_date=2026-12-31`,
    );
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res).end_date).toEqual(['max_days']);
  });
});

describe('weekly reviews', () => {
  it('lists the last weeks newest first, unreviewed weeks at 1', async () => {
    const { id, manager } = await ownProject();
    const res = (await get(manager.token, `/api/projects/reviews/${id}`)).json();
    expect(res.reviews).toHaveLength(12);
    expect(res.reviews[0]).toMatchObject({
      id: null,
      start_date: '2026-11-30',
      end_date: '2026-12-06',
      quality: 1,
      health: 1,
    });
    expect(res.reviews[11].start_date).toBe('2026-09-14');
  });

  it('saves a week by its Monday, updates it on a second save, and colours it by the worst item', async () => {
    const { id, manager } = await ownProject();
    const url = `/api/projects/reviews/${id}`;
    let res = await post(manager.token, url, {
      start_date: '2026-11-23',
      note: 'Scope creep',
      scope: 3,
      schedule: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().review).toMatchObject({
      start_date: '2026-11-23',
      scope: 3,
      schedule: 2,
      quality: 1,
      health: 3,
    });
    res = await post(manager.token, url, { start_date: '2026-11-23', scope: 2 });
    expect(res.json().review).toMatchObject({ scope: 2, schedule: 1, note: null, health: 2 });
    expect(await rows(ctx, sql`select 1 from project_reviews where project_id = ${id}`)).toHaveLength(1);
    const list = (await get(manager.token, `${url}?weeks=2`)).json().reviews;
    expect(list.map((r: { start_date: string; health: number }) => [r.start_date, r.health])).toEqual([
      ['2026-11-30', 1],
      ['2026-11-23', 2],
    ]);
  });

  it.each([
    ['a day that is not a Monday', { start_date: '2026-11-24' }, 'monday'],
    ['a future week', { start_date: '2026-12-07' }, 'before_or_equal'],
    ['an item out of 1..3', { start_date: '2026-11-23', quality: 4 }, 'enum'],
  ])('refuses %s (422)', async (_label, body, rule) => {
    const { id, manager } = await ownProject();
    const res = await post(manager.token, `/api/projects/reviews/${id}`, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.values(fieldsOf(res)).flat()).toContain(rule);
  });
});

const pngOf = (w = 48, h = 32) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const blobCount = () => {
  const root = path.join(String(ctx.config.BLOB_DIR), 'projects');
  try {
    return readdirSync(root).filter((f) => statSync(path.join(root, f)).isFile()).length;
  } catch {
    return 0;
  }
};

describe('kick-off and bonus activities', () => {
  async function team() {
    const p = await ownProject();
    const [a, b] = [await makeEmployee(ctx), await makeEmployee(ctx)];
    await post(p.manager.token, `/api/projects/${p.id}/project-employee`, {
      members: [
        { employee_id: a.id, position: 'DEV', type: 1 },
        { employee_id: b.id, position: 'QA', type: 1 },
      ],
    });
    return { ...p, a, b };
  }
  const activity = (
    employees: { employee_id: number; bonus: number }[],
    over: Record<string, unknown> = {},
  ) => ({
    type: 'KICK_OFF',
    date: '2026-11-20',
    time: '18:30',
    total_budget: 100_000,
    title: 'Kick-off party',
    note: 'Izakaya near the office',
    employees,
    ...over,
  });

  it('records an activity with images and a file, lists it, serves its images', async () => {
    const t = await team();
    const images: FormFile[] = [
      { field: 'images', filename: 'a.png', content: await pngOf(), contentType: 'image/png' },
      { field: 'images', filename: 'b.png', content: await pngOf(30, 20), contentType: 'image/png' },
      { field: 'file', filename: 'budget.pdf', content: pdf, contentType: 'application/pdf' },
    ];
    const body = activity([
      { employee_id: t.a.id, bonus: 60_000 },
      { employee_id: t.b.id, bonus: 40_000 },
    ]);
    const res = await send(
      t.manager.token,
      `/api/projects/${t.id}/kickoff-and-bonus`,
      formData({ payload: JSON.stringify(body) }, images),
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().activity;
    expect(made).toMatchObject({
      type: 'KICK_OFF',
      total_budget: 100_000,
      title: 'Kick-off party',
      time: '18:30',
    });
    expect(made.employees.map((e: { bonus: number }) => e.bonus).sort()).toEqual([40_000, 60_000]);
    expect(made.images).toHaveLength(2);
    expect(made.file).toMatchObject({ name: 'budget.pdf', mime: 'application/pdf' });
    const image = await get(t.manager.token, made.images[0].url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await get(member, made.images[0].url)).statusCode).toBe(403);
    const list = (await get(t.manager.token, `/api/projects/${t.id}/kickoff-and-bonus`)).json().activities;
    expect(list.map((x: { id: number }) => x.id)).toEqual([made.id]);
    const people = (
      await get(t.manager.token, `/api/projects/${t.id}/kickoff-and-bonus/get-project-member`)
    ).json();
    expect(people.members.map((m: { id: number }) => m.id)).toEqual(
      expect.arrayContaining([t.a.id, t.b.id, t.manager.id]),
    );
  });

  it.each([
    [
      'bonuses over the budget',
      (t: { a: Person; b: Person }) =>
        activity([
          { employee_id: t.a.id, bonus: 70_000 },
          { employee_id: t.b.id, bonus: 40_000 },
        ]),
      { total_budget: ['bonus_over_budget'] },
    ],
    [
      'a person twice',
      (t: { a: Person; b: Person }) =>
        activity([
          { employee_id: t.a.id, bonus: 1 },
          { employee_id: t.a.id, bonus: 1 },
        ]),
      { 'employees.1.employee_id': ['distinct'] },
    ],
    [
      'someone outside the project',
      () => activity([{ employee_id: 999999, bonus: 1 }]),
      { 'employees.0.employee_id': ['project_member'] },
    ],
    ['an unknown type', () => activity([], { type: 'PICNIC' }), { type: ['enum'] }],
  ])('refuses %s (422) and stores nothing', async (_label, make, expected) => {
    const t = await team();
    const before = blobCount();
    const res = await send(
      t.manager.token,
      `/api/projects/${t.id}/kickoff-and-bonus`,
      formData({ payload: JSON.stringify(make(t)) }, [
        { field: 'images', filename: 'a.png', content: await pngOf() },
      ]),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldsOf(res)).toMatchObject(expected);
    expect(blobCount()).toBe(before);
  });

  it('checks files by content, count and size', async () => {
    const t = await team();
    const url = `/api/projects/${t.id}/kickoff-and-bonus`;
    const payload = JSON.stringify(activity([]));
    const html: FormFile = {
      field: 'images',
      filename: 'cat.png',
      content: '<html><script>alert(1)</script></html>',
    };
    expect(fieldsOf(await send(t.manager.token, url, formData({ payload }, [html])))).toEqual({
      images: ['image_type'],
    });
    const six = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (i) => ({
        field: 'images',
        filename: `${i}.png`,
        content: await pngOf(),
      })),
    );
    expect(fieldsOf(await send(t.manager.token, url, formData({ payload }, six)))).toEqual({
      images: ['image_count'],
    });
    const huge = Buffer.alloc(25 * 1024 * 1024 + 10);
    (await pngOf()).copy(huge);
    expect(
      fieldsOf(
        await send(
          t.manager.token,
          url,
          formData({ payload }, [{ field: 'images', filename: 'big.png', content: huge }]),
        ),
      ),
    ).toEqual({
      images: ['image_size'],
    });
    const bigPdf = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      fieldsOf(
        await send(
          t.manager.token,
          url,
          formData({ payload }, [{ field: 'file', filename: 'x.pdf', content: bigPdf }]),
        ),
      ),
    ).toEqual({
      file: ['file_size'],
    });
    const word: FormFile = {
      field: 'file',
      filename: 'x.docx',
      content: Buffer.from('PK\x03\x04rest-of-a-zip'),
    };
    expect(fieldsOf(await send(t.manager.token, url, formData({ payload }, [word])))).toEqual({
      file: ['file_type'],
    });
    expect(fieldsOf(await send(t.manager.token, url, formData({}, [])))).toEqual({ payload: ['required'] });
    expect(fieldsOf(await send(t.manager.token, url, formData({ payload: '{not json' }, [])))).toEqual({
      payload: ['format'],
    });
  });
});

describe('project images and quotations', () => {
  it('adds, serves and removes them, at most 5 images', async () => {
    const { id, manager } = await ownProject();
    const url = `/api/projects/${id}/files`;
    const image = async () =>
      send(
        manager.token,
        url,
        formData({ payload: JSON.stringify({ kind: 'image' }) }, [
          { field: 'file', filename: 'site.png', content: await pngOf() },
        ]),
      );
    for (let i = 0; i < 5; i++) expect((await image()).statusCode).toBe(201);
    expect(fieldsOf(await image())).toEqual({ file: ['image_count'] });
    const quote = await send(
      manager.token,
      url,
      formData({ payload: JSON.stringify({ kind: 'quotation' }) }, [
        { field: 'file', filename: '見積書.pdf', content: pdf },
      ]),
    );
    expect(quote.statusCode, quote.body).toBe(201);
    const served = await get(manager.token, quote.json().file.url);
    expect(served.headers['content-disposition']).toMatch(
      /^attachment; filename=".*\.pdf"; filename\*=UTF-8''/,
    );
    expect(served.rawPayload.equals(pdf)).toBe(true);
    const project = (await get(manager.token, `/api/projects/${id}`)).json().project;
    expect(project.images).toHaveLength(5);
    expect(project.quotations.map((q: { name: string }) => q.name)).toEqual(['見積書.pdf']);
    expect((await del(manager.token, project.images[0].url)).statusCode).toBe(200);
    expect((await get(manager.token, project.images[0].url)).statusCode).toBe(404);
    // A PDF is not an image, and an image over 2000 KB is refused.
    const wrong = await send(
      manager.token,
      url,
      formData({ payload: JSON.stringify({ kind: 'image' }) }, [
        { field: 'file', filename: 'a.png', content: pdf },
      ]),
    );
    expect(fieldsOf(wrong)).toEqual({ file: ['image_type'] });
  });
});

describe('project images at once', () => {
  it('three uploads racing for the last place: one wins, two get image_count', async () => {
    const { id, manager } = await ownProject();
    const upload = async () =>
      send(
        manager.token,
        `/api/projects/${id}/files`,
        formData({ payload: JSON.stringify({ kind: 'image' }) }, [
          { field: 'file', filename: 'site.png', content: await pngOf() },
        ]),
      );
    for (let i = 0; i < 4; i++) expect((await upload()).statusCode).toBe(201);
    const results = await Promise.all([upload(), upload(), upload()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    expect((await get(manager.token, `/api/projects/${id}`)).json().project.images).toHaveLength(5);
  });
});

describe('contract history', () => {
  const contract = (projectId: number, over: Record<string, unknown> = {}) => ({
    project_id: projectId,
    contract_number: `C-${++serial}`,
    signed_date: '2026-01-03',
    start_date: '2026-01-05',
    end_date: '2026-06-30',
    value_man_month: 12,
    value_yen: 9_600_000,
    status: 2,
    note: 'Phase 1',
    ...over,
  });

  it('creates, lists by start date, updates and deletes, with a file', async () => {
    const { id, manager } = await ownProject();
    const create = (body: object, files: FormFile[] = []) =>
      send(manager.token, '/api/contract-history/create', formData({ payload: JSON.stringify(body) }, files));
    const second = await create(contract(id, { start_date: '2026-07-01', end_date: '2026-12-31' }), [
      { field: 'file', filename: 'contract.pdf', content: pdf },
    ]);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().contract.file).toMatchObject({ name: 'contract.pdf' });
    const first = await create(contract(id));
    expect(first.statusCode).toBe(201);
    const list = (await get(manager.token, `/api/contract-history/${id}`)).json().contracts;
    expect(list.map((c: { id: number }) => c.id)).toEqual([
      first.json().contract.id,
      second.json().contract.id,
    ]);

    const taken = await create(contract(id, { contract_number: first.json().contract.contract_number }));
    expect(taken.json().code).toBe(4337);
    expect(fieldsOf(taken)).toEqual({ contract_number: ['code'] });
    expect(fieldsOf(await create(contract(id, { end_date: '2025-12-31' })))).toEqual({
      end_date: ['after_or_equal'],
    });

    const updated = await send(
      manager.token,
      '/api/contract-history/update',
      formData({
        payload: JSON.stringify({
          ...contract(id),
          id: second.json().contract.id,
          status: 3,
          remove_file: true,
          project_id: undefined,
        }),
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().contract).toMatchObject({ status: 3, file: null });
    expect((await get(manager.token, second.json().contract.file.url)).statusCode).toBe(404);

    expect((await del(pm, `/api/contract-history/${first.json().contract.id}`)).statusCode).toBe(403);
    expect((await del(manager.token, `/api/contract-history/${first.json().contract.id}`)).statusCode).toBe(
      200,
    );
    expect((await get(manager.token, `/api/contract-history/${id}`)).json().contracts).toHaveLength(1);
  });

  it('answers a contract that is gone 404 (its own project is unknown), to a PM and to the admin', async () => {
    expect((await del(pm, '/api/contract-history/999999')).json().code).toBe(4040);
    expect((await del(admin, '/api/contract-history/999999')).json().code).toBe(4040);
  });

  it("refuses a contract on someone else's project (403)", async () => {
    const res = await send(
      pm,
      '/api/contract-history/create',
      formData({ payload: JSON.stringify(contract(beta)) }),
    );
    expect(res.statusCode).toBe(403);
  });
});
