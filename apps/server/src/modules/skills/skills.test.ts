import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSkills } from '../../db/seed/demo-skills';
import { demoPeople, makeEmployee, makeProject, type Person, rows } from '../../test/factories';
import { call, setupTestApp, TestClock, type TestContext } from '../../test/helpers';

const clock = new TestClock();
let ctx: TestContext;
let people: Record<'member' | 'pm' | 'top' | 'leader' | 'admin' | 'hr' | 'bod' | 'solo' | 'pr', Person>;
/** Catalogue skill ids by name. */
let skillId: Map<string, number>;

beforeAll(async () => {
  // Wednesday 2 December 2026, 08:00 in Hanoi.
  clock.set('2026-12-02T01:00:00Z');
  ctx = await setupTestApp({}, clock);
  // The API tests' template holds the organisation only: the catalogue and the sheets are seeded here.
  await seedDemoSkills(ctx.database.db);
  people = await demoPeople(ctx, ['member', 'pm', 'top', 'leader', 'admin', 'hr', 'bod', 'solo', 'pr']);
  const res = await get(people.member, '/api/skill/all_skills');
  skillId = new Map(
    (res.json().types as Array<{ skills: Array<{ id: number; name: string }> }>).flatMap((t) =>
      t.skills.map((s) => [s.name, s.id] as const),
    ),
  );
});

const get = (who: Person, url: string) => call(ctx.app, who.token, { method: 'GET', url });
const post = (who: Person, url: string, payload: object) =>
  call(ctx.app, who.token, { method: 'POST', url, payload });
const id = (name: string) => {
  const found = skillId.get(name);
  if (found === undefined) throw new Error(`no skill ${name}`);
  return found;
};
const fieldsOf = (res: { json: () => { errors?: Record<string, { rule: string }[]> } }) =>
  Object.fromEntries(Object.entries(res.json().errors ?? {}).map(([k, v]) => [k, v.map((e) => e.rule)]));

let serial = 0;
/** A catalogue skill of its own (added by the admin), so a search finds only a test's own people. */
async function ownSkill(type = 'tool') {
  serial += 1;
  const res = await post(people.admin, '/api/skill/all_skills', { type, name: `Test skill ${serial}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().skill.id as number;
}

describe('the catalogue', () => {
  it('lists the six types in order, each skill by name, to every signed-in person', async () => {
    const res = await get(people.solo, '/api/skill/all_skills');
    expect(res.statusCode).toBe(200);
    const types = res.json().types as Array<{ type: string; skills: Array<{ name: string }> }>;
    expect(types.map((t) => t.type)).toEqual([
      'language',
      'framework',
      'database',
      'cloud',
      'tool',
      'japanese',
    ]);
    expect(types[0]?.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['TypeScript', 'Java', 'Go']));
    expect(types[5]?.skills.map((s) => s.name)).toContain('Business Japanese');
    expect(types.reduce((n, t) => n + t.skills.length, 0)).toBeGreaterThanOrEqual(55);
  });

  it('answers 401 without a session', async () => {
    const res = await call(ctx.app, null, { method: 'GET', url: '/api/skill/all_skills' });
    expect(res.statusCode).toBe(401);
  });

  it('only the Admin department adds a skill; a name its type has, in any case, is 4338 on name', async () => {
    for (const who of [people.member, people.pm, people.hr, people.bod]) {
      const res = await post(who, '/api/skill/all_skills', { type: 'cloud', name: 'Cloudflare' });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe(4030);
    }
    const created = await post(people.admin, '/api/skill/all_skills', {
      type: 'cloud',
      name: '  Cloudflare ',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().skill).toEqual({ id: expect.any(Number), type: 'cloud', name: 'Cloudflare' });
    const listed = (await get(people.member, '/api/skill/all_skills')).json().types[3].skills;
    expect(listed.map((s: { name: string }) => s.name)).toContain('Cloudflare');

    const again = await post(people.admin, '/api/skill/all_skills', { type: 'cloud', name: 'CLOUDFLARE' });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe(4338);
    expect(fieldsOf(again)).toEqual({ name: ['code'] });
    // The same name in another type is another skill.
    expect(
      (await post(people.admin, '/api/skill/all_skills', { type: 'tool', name: 'cloudflare' })).statusCode,
    ).toBe(201);
  });

  it('two identical additions at once: one is added, the other is told 4338', async () => {
    const body = { type: 'database', name: 'CockroachDB' };
    const answers = await Promise.all([
      post(people.admin, '/api/skill/all_skills', body),
      post(people.admin, '/api/skill/all_skills', { ...body, name: 'cockroachdb' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((r) => r.statusCode === 422)?.json().code).toBe(4338);
  });

  it.each([
    ['an unknown type', { type: 'soft', name: 'Teamwork' }, { type: ['enum'] }],
    ['an empty name', { type: 'tool', name: '   ' }, { name: ['required'] }],
    ['a name of 81 characters', { type: 'tool', name: 'x'.repeat(81) }, { name: ['max'] }],
    ['no name', { type: 'tool' }, { name: ['required'] }],
  ])('refuses %s (422)', async (_, body, expected) => {
    const res = await post(people.admin, '/api/skill/all_skills', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldsOf(res)).toEqual(expected);
  });
});

describe('my sheet', () => {
  it("answers the caller's seeded sheet, by type then name", async () => {
    const res = await get(people.leader, '/api/skill-sheet');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.employee).toMatchObject({
      id: people.leader.id,
      code: people.leader.code,
      name: 'Lê Minh Tuấn',
    });
    const lines = body.skills as Array<{ type: string; name: string; rank: number; years: number }>;
    expect(lines.find((l) => l.name === 'Kubernetes')).toMatchObject({ type: 'cloud', rank: 4, years: 3.5 });
    const order = ['language', 'framework', 'database', 'cloud', 'tool', 'japanese'];
    const types = lines.map((l) => order.indexOf(l.type));
    expect(types).toEqual([...types].sort((a, b) => a - b));
  });

  it('replaces the whole sheet; a line sent unchanged keeps its updated_at', async () => {
    const me = await makeEmployee(ctx);
    expect((await get(me, '/api/skill-sheet')).json().skills).toEqual([]);
    const first = await post(me, '/api/skill-sheet', {
      skills: [
        { skill_id: id('Go'), rank: 3, years: 2 },
        { skill_id: id('Redis'), rank: 2, years: 0.5 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const goAt = first.json().skills.find((l: { name: string }) => l.name === 'Go').updated_at;
    const second = await post(me, '/api/skill-sheet', {
      skills: [
        { skill_id: id('Go'), rank: 3, years: 2 },
        { skill_id: id('AWS'), rank: 4, years: 3.5 },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().skills.map((l: { name: string }) => l.name)).toEqual(['Go', 'AWS']);
    expect(second.json().skills[0].updated_at).toBe(goAt);
    expect(second.json().skills[1]).toMatchObject({ type: 'cloud', rank: 4, years: 3.5 });
    expect((await post(me, '/api/skill-sheet', { skills: [] })).json().skills).toEqual([]);
  });

  it('save_updated_skills refuses a body with nothing to save (422 required on skills)', async () => {
    const me = await makeEmployee(ctx);
    for (const body of [{}, { skills: [], removed_skill_ids: [] }, { email: 12 }]) {
      const res = await post(me, '/api/skill/save_updated_skills', body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.skills[0].rule).toBe('required');
    }
  });

  it('save_updated_skills stores the changed lines and removes the ones named', async () => {
    const me = await makeEmployee(ctx);
    await post(me, '/api/skill-sheet', {
      skills: [
        { skill_id: id('Java'), rank: 3, years: 2 },
        { skill_id: id('MySQL'), rank: 3, years: 2 },
      ],
    });
    const res = await post(me, '/api/skill/save_updated_skills', {
      skills: [
        { skill_id: id('Java'), rank: 4, years: 3.5 },
        { skill_id: id('Figma'), rank: 2, years: 0.5 },
      ],
      removed_skill_ids: [id('MySQL'), id('Swift')],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().skills.map((l: { name: string; rank: number }) => [l.name, l.rank])).toEqual([
      ['Java', 4],
      ['Figma', 2],
    ]);
    // A partial save without removals (the add-skill page).
    const add = await post(me, '/api/skill/save_updated_skills', {
      skills: [{ skill_id: id('Jira'), rank: 3, years: 1 }],
    });
    expect(add.json().skills).toHaveLength(3);
  });

  const line = { skill_id: 0, rank: 3, years: 2 };
  const cases: Array<[string, (ids: { go: number; redis: number }) => object, Record<string, string[]>]> = [
    ['years 0', (s) => ({ ...line, skill_id: s.go, years: 0 }), { 'skills.0.years': ['min_value'] }],
    ['years 100', (s) => ({ ...line, skill_id: s.go, years: 100 }), { 'skills.0.years': ['max_value'] }],
    ['years -1', (s) => ({ ...line, skill_id: s.go, years: -1 }), { 'skills.0.years': ['min_value'] }],
    ['years 1.55', (s) => ({ ...line, skill_id: s.go, years: 1.55 }), { 'skills.0.years': ['decimals'] }],
    ['years missing', (s) => ({ skill_id: s.go, rank: 3 }), { 'skills.0.years': ['required'] }],
    ['rank 6', (s) => ({ ...line, skill_id: s.go, rank: 6 }), { 'skills.0.rank': ['enum'] }],
    ['an unknown skill', () => ({ ...line, skill_id: 999_999 }), { 'skills.0.skill_id': ['invalid'] }],
  ];
  for (const url of ['/api/skill-sheet', '/api/skill/save_updated_skills'])
    it.each(cases)(`${url} refuses %s on its field (422)`, async (_, make, expected) => {
      const me = people.solo;
      const before = (await get(me, '/api/skill-sheet')).json().skills;
      const res = await post(me, url, { skills: [make({ go: id('Go'), redis: id('Redis') })] });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe(4220);
      expect(fieldsOf(res)).toEqual(expected);
      expect((await get(me, '/api/skill-sheet')).json().skills).toEqual(before);
    });

  it.each(['/api/skill-sheet', '/api/skill/save_updated_skills'])(
    '%s refuses a skill twice (distinct on the repeat) and 201 lines',
    async (url) => {
      const twice = await post(people.solo, url, {
        skills: [
          { skill_id: id('Go'), rank: 3, years: 2 },
          { skill_id: id('Go'), rank: 4, years: 4 },
        ],
      });
      expect(twice.statusCode).toBe(422);
      expect(fieldsOf(twice)).toEqual({ 'skills.1.skill_id': ['distinct'] });
      const lines = Array.from({ length: 201 }, (_, i) => ({ skill_id: i + 1, rank: 3, years: 1 }));
      const many = await post(people.solo, url, { skills: lines });
      expect(many.statusCode).toBe(422);
      expect(fieldsOf(many)).toEqual({ skills: ['max_value'] });
    },
  );

  it('save_updated_skills refuses a skill both saved and removed, and a body that is not an object', async () => {
    const both = await post(people.solo, '/api/skill/save_updated_skills', {
      skills: [{ skill_id: id('Go'), rank: 3, years: 2 }],
      removed_skill_ids: [id('Go')],
    });
    expect(both.statusCode).toBe(422);
    expect(fieldsOf(both)).toEqual({ 'removed_skill_ids.0': ['distinct'] });
    const junk = await call(ctx.app, people.solo.token, {
      method: 'POST',
      url: '/api/skill/save_updated_skills',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(junk.statusCode).toBeLessThan(500);
    expect(junk.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('a sheet holds at most 200 lines, also across partial saves', async () => {
    const me = await makeEmployee(ctx);
    const bulk = await rows(
      ctx,
      sql`insert into skills (type, name) select 'tool', 'Bulk skill ' || g from generate_series(1, 201) g
          returning id`,
    );
    const lines = bulk.map((r) => ({ skill_id: Number(r.id), rank: 2, years: 0.5 }));
    expect((await post(me, '/api/skill-sheet', { skills: lines.slice(0, 200) })).statusCode).toBe(200);
    const over = await post(me, '/api/skill/save_updated_skills', { skills: lines.slice(200) });
    expect(over.statusCode).toBe(422);
    expect(fieldsOf(over)).toEqual({ skills: ['max_value'] });
    expect((await get(me, '/api/skill-sheet')).json().skills).toHaveLength(200);
    // Swapping one line for another stays within the bound.
    const swap = await post(me, '/api/skill/save_updated_skills', {
      skills: lines.slice(200),
      removed_skill_ids: [lines[0]?.skill_id],
    });
    expect(swap.statusCode, swap.body).toBe(200);
  });
});

describe("someone's sheet", () => {
  it('one reads one own sheet; the staffing roles read anyone; others 403 / 4030', async () => {
    const url = `/api/skill/employee_skills?employee_id=${people.member.id}`;
    for (const who of [people.member, people.pm, people.top, people.admin, people.hr, people.bod]) {
      const res = await get(who, url);
      expect(res.statusCode, `${who.email} ${res.body}`).toBe(200);
      expect(res.json().employee.id).toBe(people.member.id);
      expect(res.json().skills.map((l: { name: string }) => l.name)).toContain('React');
    }
    for (const who of [people.solo, people.leader, people.pr]) {
      const res = await get(who, url);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(4030);
    }
  });

  it('an unknown employee is 404 for a staffing role, 403 for anyone else', async () => {
    expect((await get(people.pm, '/api/skill/employee_skills?employee_id=999999')).json().code).toBe(4040);
    expect((await get(people.solo, '/api/skill/employee_skills?employee_id=999999')).json().code).toBe(4030);
    const bad = await get(people.pm, '/api/skill/employee_skills?employee_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(fieldsOf(bad)).toEqual({ employee_id: ['invalid'] });
  });
});

describe('the staffing search', () => {
  it('is for the Admin department, the board, HR and project managers; others 403 / 4030', async () => {
    for (const who of [people.admin, people.bod, people.hr, people.pm, people.top]) {
      const res = await get(who, '/api/skill/search');
      expect(res.statusCode, `${who.email} ${res.body}`).toBe(200);
    }
    for (const who of [people.member, people.solo, people.leader, people.pr]) {
      const res = await get(who, `/api/skill/search?criteria=${id('Java')}:1`);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(4030);
    }
  });

  it('finds working people with every skill at its rank or above, best first, with their load', async () => {
    const [a, b] = [await ownSkill(), await ownSkill()];
    const strong = await makeEmployee(ctx); // a at 5, b at 4, N2
    const fits = await makeEmployee(ctx); // a at 4, b at 3, N3
    const weak = await makeEmployee(ctx); // a at 2, b at 5
    const half = await makeEmployee(ctx); // a only
    const gone = await makeEmployee(ctx); // a at 5, b at 5, resigned
    const sheet = (who: Person, ra: number, rb: number | null) =>
      post(who, '/api/skill-sheet', {
        skills: [
          { skill_id: a, rank: ra, years: 4 },
          ...(rb === null ? [] : [{ skill_id: b, rank: rb, years: 2.5 }]),
        ],
      });
    await sheet(strong, 5, 4);
    await sheet(fits, 4, 3);
    await sheet(weak, 2, 5);
    await sheet(half, 5, null);
    await sheet(gone, 5, 5);
    await rows(ctx, sql`update employees set japanese_level = 2 where id = ${strong.id}`);
    await rows(ctx, sql`update employees set japanese_level = 3 where id = ${fits.id}`);
    await rows(ctx, sql`update employees set resignation_date = '2026-11-30' where id = ${gone.id}`);
    // strong: two projects (100 % by default, and 30 % stored for December): 130 %.
    const p1 = await makeProject(ctx, [[strong, 'MEMBER']]);
    await makeProject(ctx, [[strong, 'MEMBER']]);
    await rows(
      ctx,
      sql`insert into project_efforts (project_id, employee_id, start_date, end_date, effort, set_value)
          values (${p1.id}, ${strong.id}, '2026-12-01', '2026-12-31', 30, 1)`,
    );

    const res = await get(people.pm, `/api/skill/search?criteria=${a}:3,${b}:3`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { employee: { id: number } }) => r.employee.id)).toEqual([strong.id, fits.id]);
    expect(body).toMatchObject({ total: 2, current_page: 1, per_page: 50, from: 1, to: 2 });
    expect(body.data[0]).toMatchObject({
      employee: {
        id: strong.id,
        code: strong.code,
        division: expect.any(String),
        position: expect.any(String),
      },
      japanese_level: 2,
      matched: [
        { skill_id: a, rank: 5, years: 4 },
        { skill_id: b, rank: 4, years: 2.5 },
      ],
      load: { month: '2026-12', effort: 130 },
    });
    expect(body.data[1].load).toEqual({ month: '2026-12', effort: null });

    // JLPT N2 or better: strong (N2) yes, fits (N3) no.
    const n2 = await get(people.hr, `/api/skill/search?criteria=${a}:3,${b}:3&jlpt=2`);
    expect(n2.json().data.map((r: { employee: { id: number } }) => r.employee.id)).toEqual([strong.id]);
    // Rank 0 asks only that the skill is on the sheet; the name filter narrows.
    const any = await get(
      people.admin,
      `/api/skill/search?criteria=${a}:0&q=${encodeURIComponent(half.code)}`,
    );
    expect(any.json().data.map((r: { employee: { id: number } }) => r.employee.id)).toEqual([half.id]);
    // Past the last page: no rows, the total still said.
    const past = await get(people.bod, `/api/skill/search?criteria=${a}:3,${b}:3&page=3`);
    expect(past.json()).toMatchObject({ data: [], total: 2, current_page: 3 });
  });

  it('finds the seeded Kubernetes engineer with N3 or better', async () => {
    const res = await get(people.pm, `/api/skill/search?criteria=${id('Kubernetes')}:3&jlpt=3`);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((r: { employee: { name: string } }) => r.employee.name);
    expect(names).toContain('Lê Minh Tuấn');
  });

  it.each([
    ['a rank 6', 'criteria=1:6', { criteria: ['format'] }],
    ['six criteria', 'criteria=1:1,2:1,3:1,4:1,5:1,6:1', { criteria: ['max_value'] }],
    ['a skill twice', 'criteria=1:1,1:3', { criteria: ['distinct'] }],
    ['text', 'criteria=java', { criteria: ['format'] }],
    ['an unknown skill', 'criteria=999999:2', { criteria: ['invalid'] }],
    ['JLPT N6', 'jlpt=6', { jlpt: ['enum'] }],
    ['a page size of 20', 'perpage=20', { perpage: ['enum'] }],
  ])('refuses %s (422)', async (_, query, expected) => {
    const res = await get(people.admin, `/api/skill/search?${query}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldsOf(res)).toEqual(expected);
  });
});
