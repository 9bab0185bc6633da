import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCheckpoints } from '../../db/seed/demo-checkpoints';
import { makeEmployee, makeProject, rows } from '../../test/factories';
import { call, login, setupTestApp, TestClock, type TestContext } from '../../test/helpers';

/** Check-point reviews (issue #17, docs/api-checkpoint.md): each call for allowed, refused and bad input. */

const clock = new TestClock();
let ctx: TestContext;
let hr: string;
let bod: string;
let pm: string;
let dm: string;
let member: string;
let colleague: string;
let ids: Record<'member' | 'pm' | 'dm' | 'bod', number>;
let company: number;

const get = (token: string, url: string) => call(ctx.app, token, { method: 'GET', url });
const post = (token: string, url: string, payload: object) =>
  call(ctx.app, token, { method: 'POST', url, payload });

const FORM = {
  scale: 5,
  sections: [
    {
      key: 's1',
      title: 'Work results',
      criteria: [
        { key: 's1_c1', title: 'Quality' },
        { key: 's1_c2', title: 'Delivery' },
      ],
    },
    { key: 's2', title: 'Teamwork', criteria: [{ key: 's2_c1', title: 'Communication' }] },
  ],
};
const FULL = {
  scores: { s1_c1: 4, s1_c2: 3, s2_c1: 5 },
  comments: { s1_c1: 'Fewer bugs than last year' },
  summary: 'A good half-year.',
};

let serial = 0;
function period(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `2026 H2 #${serial}`,
    self_start: '2026-12-01',
    self_end: '2026-12-10',
    pm_deadline: '2026-12-15',
    dm_deadline: '2026-12-20',
    interview_deadline: '2026-12-25',
    end_date: '2026-12-31',
    company_ids: [company],
    form: FORM,
    ...over,
  };
}

async function open(over: Record<string, unknown> = {}) {
  const res = await post(hr, '/api/checkpoint/periods', period(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { period: { id: number }; reviews: number };
}

async function reviewIdOf(periodId: number, employeeId: number): Promise<number> {
  const [row] = await rows(
    ctx,
    sql`select id from checkpoint_reviews where period_id = ${periodId} and employee_id = ${employeeId}`,
  );
  return Number(row?.id);
}

const idOfEmail = async (email: string) =>
  Number((await rows(ctx, sql`select employee_id as id from accounts where email = ${email}`))[0]?.id);

beforeAll(async () => {
  // Wednesday 2 December 2026, 08:00 in Hanoi: inside the self window of the periods below.
  clock.set('2026-12-02T01:00:00Z');
  ctx = await setupTestApp({}, clock);
  [hr, bod, pm, dm, member, colleague] = (await Promise.all(
    ['hr', 'bod', 'pm', 'dm', 'member', 'solo'].map((n) => login(ctx.app, `${n}@demo.test`)),
  )) as [string, string, string, string, string, string];
  ids = {
    member: await idOfEmail('member@demo.test'),
    pm: await idOfEmail('pm@demo.test'),
    dm: await idOfEmail('dm@demo.test'),
    bod: await idOfEmail('bod@demo.test'),
  };
  company = Number(
    (await rows(ctx, sql`select company_id from employees where id = ${ids.member}`))[0]?.company_id,
  );
});

describe('opening a period (HR)', () => {
  it('creates one review per working employee, with the PM of their project and their division manager', async () => {
    const { period: p, reviews } = await open();
    expect(reviews).toBeGreaterThan(5);
    const [review] = await rows(
      ctx,
      sql`select pm_id, dm_id, stage from checkpoint_reviews where period_id = ${p.id} and employee_id = ${ids.member}`,
    );
    expect(review).toEqual({ pm_id: ids.pm, dm_id: ids.dm, stage: 0 });
    // Nobody reviews themselves: the division manager's own review has no department head.
    const [own] = await rows(
      ctx,
      sql`select dm_id from checkpoint_reviews where period_id = ${p.id} and employee_id = ${ids.dm}`,
    );
    expect(own?.dm_id).toBeNull();
    // Everyone taking part is told.
    const [told] = await rows(
      ctx,
      sql`select count(*)::int as n from notifications where type = 'CHECKPOINT' and request_type = 'OPENED' and employee_id = ${ids.member}`,
    );
    expect(Number(told?.n)).toBeGreaterThan(0);
  });

  it('is refused to anyone outside HR and the Admin department', async () => {
    for (const token of [member, pm, dm, bod]) {
      expect((await post(token, '/api/checkpoint/periods', period())).json().code).toBe(4030);
    }
    expect((await get(member, '/api/checkpoint/periods')).statusCode).toBe(403);
    expect((await get(hr, '/api/checkpoint/periods')).statusCode).toBe(200);
  });

  it.each([
    ['dates out of order', { self_end: '2026-11-30' }, 'self_end', 'after_or_equal'],
    ['a period over a year', { end_date: '2027-12-31' }, 'end_date', 'max_days'],
    ['a scale of 11', { form: { ...FORM, scale: 11 } }, 'form.scale', 'max_value'],
    ['a scale of 2', { form: { ...FORM, scale: 2 } }, 'form.scale', 'min_value'],
    [
      'a key used twice',
      { form: { scale: 5, sections: [{ key: 's1', title: 'A', criteria: [{ key: 's1', title: 'B' }] }] } },
      'form.sections.0.criteria.0.key',
      'distinct',
    ],
    [
      'a key with spaces',
      { form: { scale: 5, sections: [{ key: 'a b', title: 'A', criteria: [{ key: 'c', title: 'B' }] }] } },
      'form.sections.0.key',
      'format',
    ],
    ['no companies', { company_ids: [] }, 'company_ids', 'min_value'],
    ['an unknown company', { company_ids: [999] }, 'company_ids.0', 'unknown'],
    ['no name', { name: '  ' }, 'name', 'required'],
    [
      'a section without criteria',
      { form: { scale: 5, sections: [{ key: 's', title: 'A', criteria: [] }] } },
      'form.sections.0.criteria',
      'min_value',
    ],
  ])('refuses %s (422 on the field)', async (_label, over, field, rule) => {
    const res = await post(hr, '/api/checkpoint/periods', period(over));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]?.[0]?.rule, JSON.stringify(res.json().errors)).toBe(rule);
  });
});

describe('one review through every step', () => {
  let periodId: number;
  let reviewId: number;
  const submit = (token: string, body: object) => post(token, '/api/checkpoint/review-submit', body);
  const form = (token: string) => get(token, `/api/checkpoint/review-form?review_id=${reviewId}`);

  beforeAll(async () => {
    periodId = (await open()).period.id;
    reviewId = await reviewIdOf(periodId, ids.member);
  });

  it('self: a draft is the employee’s alone, sending needs every criterion, and it is sent once (5071)', async () => {
    const draft = await submit(member, {
      step: 'self',
      review_id: reviewId,
      action: 'draft',
      answers: { scores: { s1_c1: 4 } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().review.stage).toBe(0);
    expect(draft.json().review.self.scores).toEqual({ s1_c1: 4 });
    // The PM does not see the draft.
    expect((await form(pm)).json().review.self).toBeNull();

    const partial = await submit(member, {
      step: 'self',
      review_id: reviewId,
      action: 'send',
      answers: { scores: { s1_c1: 4 } },
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors['answers.scores.s1_c2'][0].rule).toBe('required');

    const sent = await submit(member, { step: 'self', review_id: reviewId, action: 'send', answers: FULL });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().review.stage).toBe(1);
    expect(sent.json().review.self_score).toBe(4);

    const again = await submit(member, { step: 'self', review_id: reviewId, action: 'send', answers: FULL });
    expect(again.json().code).toBe(5071);
    expect(
      (await submit(member, { step: 'self', review_id: reviewId, action: 'draft', answers: FULL })).json()
        .code,
    ).toBe(5071);
  });

  it('tells the PM that a review waits, and counts it in their menu', async () => {
    const [note] = await rows(
      ctx,
      sql`select url from notifications where employee_id = ${ids.pm} and type = 'CHECKPOINT' and request_type = 'SELF_SENT' and request_id = ${reviewId}`,
    );
    expect(note?.url).toBe(`/checkpoint/checkpoint-by-pm?id=${reviewId}`);
    const menu = (await get(pm, '/api/checkpoint/menu')).json();
    expect(menu.menus.find((m: { key: string }) => m.key === 'pm_checkpoint').count).toBeGreaterThan(0);
  });

  it('refuses the later steps before their turn (4342) and other people’s steps (403)', async () => {
    expect(
      (await submit(dm, { step: 'dm', review_id: reviewId, action: 'send', comment: 'Early' })).json().code,
    ).toBe(4342);
    expect(
      (await submit(dm, { step: 'pm', review_id: reviewId, action: 'send', answers: FULL, raise: 5 })).json()
        .code,
    ).toBe(4030);
    expect((await submit(member, { step: 'confirm', review_id: reviewId })).json().code).toBe(4342);
    expect((await form(colleague)).statusCode).toBe(403);
  });

  it('pm: a suggested raise is required to send; the draft stays the PM’s; sent once (5072)', async () => {
    const draft = await submit(pm, {
      step: 'pm',
      review_id: reviewId,
      action: 'draft',
      answers: { scores: { s1_c1: 3 } },
      raise: 4,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await form(dm)).json().review.pm_answers).toBeNull();
    expect((await form(pm)).json().review.pm_answers.scores).toEqual({ s1_c1: 3 });

    const noRaise = await submit(pm, { step: 'pm', review_id: reviewId, action: 'send', answers: FULL });
    expect(noRaise.statusCode).toBe(422);
    expect(noRaise.json().errors.raise[0].rule).toBe('required');
    const tooPrecise = await submit(pm, {
      step: 'pm',
      review_id: reviewId,
      action: 'send',
      answers: FULL,
      raise: 4.555,
    });
    expect(tooPrecise.json().errors.raise[0].rule).toBe('decimals');

    const sent = await submit(pm, {
      step: 'pm',
      review_id: reviewId,
      action: 'send',
      answers: FULL,
      raise: 6.5,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().review.stage).toBe(2);
    expect(
      (
        await submit(pm, { step: 'pm', review_id: reviewId, action: 'send', answers: FULL, raise: 6.5 })
      ).json().code,
    ).toBe(5072);
    // The employee sees nothing of the PM's assessment before the result.
    const mine = (await form(member)).json().review;
    expect(mine.pm_answers).toBeNull();
    expect(mine.pm_raise).toBeNull();
  });

  it('dm: comments once (5073); the HR manager enters no raise (403)', async () => {
    const sent = await submit(dm, {
      step: 'dm',
      review_id: reviewId,
      action: 'send',
      comment: 'Agreed with the PM.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().review.stage).toBe(3);
    expect(
      (await submit(dm, { step: 'dm', review_id: reviewId, action: 'send', comment: 'Again' })).json().code,
    ).toBe(5073);
    expect(
      (await submit(hr, { step: 'interview', review_id: reviewId, action: 'send', final_raise: 5 })).json()
        .code,
    ).toBe(4030);
    // The HR department sees the review and the interview queue.
    expect((await form(hr)).json().review.pm_raise).toBe(6.5);
  });

  it('interview: a manager enters the final raise (required) once (5074); the employee is told', async () => {
    const noRaise = await submit(bod, {
      step: 'interview',
      review_id: reviewId,
      action: 'send',
      note: 'Talked',
    });
    expect(noRaise.json().errors.final_raise[0].rule).toBe('required');
    const sent = await submit(bod, {
      step: 'interview',
      review_id: reviewId,
      action: 'send',
      note: 'Talked through goals.',
      final_raise: 6,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().review.stage).toBe(4);
    expect(
      (await submit(dm, { step: 'interview', review_id: reviewId, action: 'send', final_raise: 7 })).json()
        .code,
    ).toBe(5074);
    const [note] = await rows(
      ctx,
      sql`select url from notifications where employee_id = ${ids.member} and request_type = 'RESULT' and request_id = ${reviewId}`,
    );
    expect(note?.url).toBe(`/checkpoint/result?period_id=${periodId}`);
  });

  it('result: the employee sees the PM’s scores and the final raise but never the suggested raise; confirms once (5075)', async () => {
    const res = (await get(member, `/api/checkpoint/result?period_id=${periodId}`)).json();
    expect(res.ready).toBe(true);
    expect(res.review.final_raise).toBe(6);
    expect(res.review.pm_answers.scores).toEqual(FULL.scores);
    expect(res.review.pm_raise).toBeNull();
    expect(res.review.dm_comment).toBe('Agreed with the PM.');
    expect(res.abilities.confirm).toBe(true);
    const confirmed = await submit(member, { step: 'confirm', review_id: reviewId });
    expect(confirmed.json().review.stage).toBe(5);
    expect((await submit(member, { step: 'confirm', review_id: reviewId })).json().code).toBe(5075);
  });

  it('lists: the PM’s done list and the results hold the review; a list that is not yours is 403', async () => {
    const done = (
      await get(pm, `/api/checkpoint/review-list?period_id=${periodId}&list=pm&status=done`)
    ).json();
    expect(done.data.map((r: { id: number }) => r.id)).toContain(reviewId);
    expect(done.data.find((r: { id: number }) => r.id === reviewId).pm_raise).toBe(6.5);
    const [me] = await rows(ctx, sql`select employee_code from employees where id = ${ids.member}`);
    const code = String(me?.employee_code);
    const results = (
      await get(bod, `/api/checkpoint/review-list?period_id=${periodId}&list=result&q=${code}`)
    ).json();
    expect(results.data.map((r: { id: number }) => r.id)).toEqual([reviewId]);
    expect(results.data[0].final_raise).toBe(6);
    expect((await get(member, `/api/checkpoint/review-list?period_id=${periodId}&list=pm`)).statusCode).toBe(
      403,
    );
    expect((await get(member, `/api/checkpoint/review-list?period_id=${periodId}&list=all`)).statusCode).toBe(
      403,
    );
    expect((await get(pm, `/api/checkpoint/review-list?period_id=${periodId}&list=all`)).statusCode).toBe(
      403,
    );
    expect(
      (await get(hr, `/api/checkpoint/review-list?period_id=${periodId}&list=all&perpage=50`)).json().total,
    ).toBeGreaterThan(5);
    // Every list and status answers for those it is for.
    const lists = [
      [pm, 'pm'],
      [dm, 'dm'],
      [dm, 'interview'],
      [bod, 'interview'],
      [bod, 'result'],
      [hr, 'all'],
    ] as const;
    for (const [token, list] of lists) {
      for (const status of ['waiting', 'done', 'all']) {
        const res = await get(
          token,
          `/api/checkpoint/review-list?period_id=${periodId}&list=${list}&status=${status}&q=a`,
        );
        expect(res.statusCode, `${list} ${status}: ${res.body}`).toBe(200);
      }
    }
  });

  it('exports the period as XLSX for HR and the board, with the raises; 403 for a member', async () => {
    const res = await get(hr, `/api/checkpoint/export-check-point-list?period_id=${periodId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    expect(column('final_raise')).toBeGreaterThan(0);
    const [me] = await rows(ctx, sql`select employee_code from employees where id = ${ids.member}`);
    const line = sheet
      .getRows(2, sheet.rowCount - 1)
      ?.find((r) => r.getCell(column('employee_code')).value === me?.employee_code);
    expect(line?.getCell(column('final_raise')).value).toBe(6);
    expect(line?.getCell(column('suggested_raise')).value).toBe(6.5);
    expect(line?.getCell(column('pm_s1')).value).toBe(3.5);
    expect(
      (await get(member, `/api/checkpoint/export-check-point-list?period_id=${periodId}`)).statusCode,
    ).toBe(403);
    expect((await get(bod, `/api/checkpoint/export-check-point-list?period_id=${periodId}`)).statusCode).toBe(
      200,
    );
  });
});

describe('change requests', () => {
  let reviewId: number;
  beforeAll(async () => {
    const { period: p } = await open();
    reviewId = await reviewIdOf(p.id, ids.member);
    const sent = await post(member, '/api/checkpoint/review-submit', {
      step: 'self',
      review_id: reviewId,
      action: 'send',
      answers: FULL,
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('the employee asks once; the PM approves and the self-assessment is a draft again', async () => {
    const asked = await post(member, '/api/checkpoint/change-requests', {
      review_id: reviewId,
      reason: 'I forgot a project.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const again = await post(member, '/api/checkpoint/change-requests', {
      review_id: reviewId,
      reason: 'Again',
    });
    expect(again.json().code).toBe(4343);
    const id = asked.json().change_request.id;
    // Only the next reviewer decides.
    expect(
      (await post(dm, `/api/checkpoint/change-requests/${id}/decide`, { approve: true })).json().code,
    ).toBe(4030);
    const decided = await post(pm, `/api/checkpoint/change-requests/${id}/decide`, { approve: true });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().review.stage).toBe(0);
    expect(
      (await post(pm, `/api/checkpoint/change-requests/${id}/decide`, { approve: false })).json().code,
    ).toBe(4322);
    const edited = await post(member, '/api/checkpoint/review-submit', {
      step: 'self',
      review_id: reviewId,
      action: 'send',
      answers: { ...FULL, summary: 'With the project I forgot.' },
    });
    expect(edited.json().review.stage).toBe(1);
  });

  it('is too late once the PM sent (4344), and needs a reason (422)', async () => {
    await post(pm, '/api/checkpoint/review-submit', {
      step: 'pm',
      review_id: reviewId,
      action: 'send',
      answers: FULL,
      raise: 3,
    });
    expect(
      (await post(member, '/api/checkpoint/change-requests', { review_id: reviewId, reason: 'Late' })).json()
        .code,
    ).toBe(4344);
    expect(
      (await post(member, '/api/checkpoint/change-requests', { review_id: reviewId, reason: '' })).statusCode,
    ).toBe(422);
    expect(
      (await post(colleague, '/api/checkpoint/change-requests', { review_id: reviewId, reason: 'Not mine' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the dates lock the steps', () => {
  it('after the self window the self-assessment is locked (4340) and the PM may assess an unsent one; after the end everything is read-only (4341)', async () => {
    const person = await makeEmployee(ctx);
    const boss = await makeEmployee(ctx);
    await makeProject(ctx, [
      [boss, 'PM'],
      [person, 'MEMBER'],
    ]);
    const { period: p } = await open();
    const reviewId = await reviewIdOf(p.id, person.id);
    const personToken = await login(ctx.app, person.email);
    const bossToken = await login(ctx.app, boss.email);
    // Before the window closes the PM waits (4342).
    expect(
      (
        await post(bossToken, '/api/checkpoint/review-submit', {
          step: 'pm',
          review_id: reviewId,
          action: 'draft',
          answers: {},
        })
      ).json().code,
    ).toBe(4342);
    try {
      clock.set('2026-12-11T01:00:00Z');
      const late = await post(personToken, '/api/checkpoint/review-submit', {
        step: 'self',
        review_id: reviewId,
        action: 'draft',
        answers: FULL,
      });
      expect(late.json().code).toBe(4340);
      const pmSent = await post(bossToken, '/api/checkpoint/review-submit', {
        step: 'pm',
        review_id: reviewId,
        action: 'send',
        answers: FULL,
        raise: 2,
      });
      expect(pmSent.statusCode, pmSent.body).toBe(200);
      clock.set('2027-01-01T01:00:00Z');
      const closed = await post(personToken, '/api/checkpoint/review-submit', {
        step: 'self',
        review_id: reviewId,
        action: 'draft',
        answers: FULL,
      });
      expect(closed.json().code).toBe(4341);
      const form = (await get(personToken, `/api/checkpoint/review-form?review_id=${reviewId}`)).json();
      expect(form.period.phase).toBe('closed');
      expect(Object.values(form.abilities).filter(Boolean)).toEqual([]);
    } finally {
      clock.set('2026-12-02T01:00:00Z');
    }
  });
});

describe('bad input is 422, never 500', () => {
  let reviewId: number;
  beforeAll(async () => {
    const { period: p } = await open();
    reviewId = await reviewIdOf(p.id, ids.member);
  });
  it.each([
    ['an unknown step', { step: 'boss', review_id: 1 }],
    ['a score of 0', { step: 'self', action: 'draft', answers: { scores: { s1_c1: 0 } } }],
    ['a score above the scale', { step: 'self', action: 'draft', answers: { scores: { s1_c1: 6 } } }],
    ['an unknown criterion', { step: 'self', action: 'draft', answers: { scores: { nope: 3 } } }],
    [
      'a comment of 1001 characters',
      { step: 'self', action: 'draft', answers: { comments: { s1_c1: 'x'.repeat(1001) } } },
    ],
    ['a string score', { step: 'self', action: 'draft', answers: { scores: { s1_c1: 'four' } } }],
    ['no action', { step: 'self', answers: {} }],
    ['a raise of 101 %', { step: 'pm', action: 'draft', answers: {}, raise: 101 }],
  ])('%s', async (_label, body) => {
    const res = await post(member, '/api/checkpoint/review-submit', { review_id: reviewId, ...body });
    expect(res.statusCode, res.body).toBe(422);
  });

  it('names the field of an unknown criterion and of a score above the scale', async () => {
    const res = await post(member, '/api/checkpoint/review-submit', {
      review_id: reviewId,
      step: 'self',
      action: 'draft',
      answers: { scores: { nope: 3 } },
    });
    expect(res.json().errors['answers.scores.nope'][0].rule).toBe('unknown');
  });

  it('answers 404 for a review that does not exist, and 422 for a form asked without an id', async () => {
    expect((await get(member, '/api/checkpoint/review-form?review_id=999999')).statusCode).toBe(404);
    expect((await get(member, '/api/checkpoint/review-form')).statusCode).toBe(422);
    expect((await get(member, '/api/checkpoint/review-list?perpage=7')).statusCode).toBe(422);
    expect((await get(member, '/api/checkpoint/review-list?list=boss')).statusCode).toBe(422);
  });
});

describe('the left menu', () => {
  it('shows each person only where they have work', async () => {
    await open();
    const keys = async (token: string) =>
      ((await get(token, '/api/checkpoint/menu')).json().menus as { key: string }[]).map((m) => m.key);
    expect(await keys(member)).toEqual(['MEMBER_CHECKPOINT']);
    expect(await keys(pm)).toContain('pm_checkpoint');
    expect(await keys(pm)).not.toContain('interview_checkpoint');
    expect(await keys(dm)).toEqual(expect.arrayContaining(['dm_checkpoint', 'interview_checkpoint']));
    expect(await keys(bod)).toContain('interview_checkpoint');
    expect((await get(hr, '/api/checkpoint/menu')).json().can_manage).toBe(true);
    expect((await get(member, '/api/checkpoint/menu')).json().can_manage).toBe(false);
  });

  it('gives the process with the caller’s own steps and reviewers', async () => {
    const res = (await get(member, '/api/checkpoint/review-process')).json();
    expect(res.period.phase).toBe('self');
    expect(res.steps.map((s: { step: string }) => s.step)).toEqual([
      'self',
      'pm',
      'dm',
      'interview',
      'result',
    ]);
    expect(res.steps[1].reviewer.id).toBe(ids.pm);
  });
});

describe('the demo data', () => {
  it('gives a finished period with results and an open one with reviews at every stage, once', async () => {
    await seedDemoCheckpoints(ctx.database.db, '2026-12-02');
    await seedDemoCheckpoints(ctx.database.db, '2026-12-02');
    const periods = await rows(
      ctx,
      sql`select p.name, array_agg(distinct r.stage order by r.stage) as stages
            from checkpoint_periods p join checkpoint_reviews r on r.period_id = p.id
           where p.name in ('2026 H1 check-point', '2026-12 check-point') group by p.name order by p.name`,
    );
    expect(periods).toEqual([
      { name: '2026 H1 check-point', stages: [4, 5] },
      { name: '2026-12 check-point', stages: [0, 1, 2, 3, 4, 5] },
    ]);
    // The browser test walks member's review: untouched, with pm and dm as its reviewers.
    const [mine] = await rows(
      ctx,
      sql`select r.stage, r.self_answers, r.pm_id, r.dm_id from checkpoint_reviews r join checkpoint_periods p on p.id = r.period_id
           where p.name = '2026-12 check-point' and r.employee_id = ${ids.member}`,
    );
    expect(mine).toEqual({ stage: 0, self_answers: null, pm_id: ids.pm, dm_id: ids.dm });
    // Every review past a step has that step's answers, and none waits for nobody.
    const [broken] = await rows(
      ctx,
      sql`select count(*)::int as n from checkpoint_reviews r join checkpoint_periods p on p.id = r.period_id
           where p.name in ('2026 H1 check-point', '2026-12 check-point')
             and ((stage >= 1 and self_sent_at is null) or (stage = 1 and pm_id is null)
               or (stage = 2 and dm_id is null) or (stage >= 4 and final_raise is null))`,
    );
    expect(broken?.n).toBe(0);
  });
});
