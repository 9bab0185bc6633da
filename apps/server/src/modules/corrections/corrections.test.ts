import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type FormFile, formData, login, multipart, setupTestApp, TestClock } from '../../test/helpers';

const clock = new TestClock();
clock.set('2026-11-18T10:00:00Z'); // Wednesday 17:00 in Hanoi
const { app, database, config } = await setupTestApp({}, clock);

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../test/fixtures', name));
const JPEG = fixture('evidence.jpg');
const PNG = fixture('evidence.png');
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const q = async (text: ReturnType<typeof sql>) =>
  ((await database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

/** Every file kept by the blob store. */
function storedFiles(dir = config.BLOB_DIR as string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    out = statSync(full).isDirectory() ? [...out, ...storedFiles(full)] : [...out, full];
  }
  return out;
}

beforeAll(async () => {
  for (const who of ['member', 'pm', 'dm', 'bod', 'admin', 'leader', 'solo', 'ngo.van.khanh'])
    tokens[who] = await login(app, `${who}@demo.test`);
  for (const r of await q(
    sql`select id, split_part(email, '@', 1) as who from employees where email like '%@demo.test'`,
  ))
    ids[String(r.who)] = Number(r.id);
  const csv = [
    'employee_code,date,check_in,check_out',
    'HN0005,2026-11-17,08:00,20:30',
    'HN0005,2026-11-16,08:15,17:30',
    'HN0009,2026-10-30,08:00,17:00',
  ].join('\n');
  const { payload, headers } = multipart('file', 'a.csv', csv);
  expect(
    (
      await call(app, tokens.admin as string, {
        method: 'POST',
        url: '/api/timesheets/import',
        payload,
        headers,
      })
    ).statusCode,
  ).toBe(200);
});

const as = (who: string) => tokens[who] as string;
const get = (who: string, url: string) => call(app, as(who), { method: 'GET', url });
const post = (who: string, url: string, payload?: Record<string, unknown>) =>
  call(app, as(who), { method: 'POST', url, ...(payload ? { payload } : {}) });
const fields = (over: Record<string, string | number | Array<string | number>> = {}) => ({
  work_date: '2026-11-16',
  manager_id: ids.dm as number,
  admin_id: ids.admin as number,
  start_time_request: '08:00',
  end_time_request: '17:30',
  reason: 'The gate reader did not record my arrival.',
  ...over,
});
const jpeg = (content: Buffer | string = JPEG, filename = 'photo.jpg'): FormFile => ({
  field: 'img_evidence[]',
  filename,
  content,
  contentType: 'image/jpeg',
});
const send = (
  who: string,
  url: string,
  f: Record<string, string | number | Array<string | number>>,
  files: FormFile[],
) => {
  const { payload, headers } = formData(f, files);
  return call(app, as(who), { method: 'POST', url, payload, headers });
};
const create = (who: string, f = fields(), files: FormFile[] = [jpeg()]) =>
  send(who, '/api/additional-timesheet', f, files);
const counts = async (who: string) => (await get(who, '/api/get-count-request')).json();
const rowOf = async (who: string, date: string) =>
  (await get(who, `/api/user/timesheets?start_date=${date}&end_date=${date}`)).json().timeSheets[0];

let first = 0;

describe('create data', () => {
  it("returns the day's recorded times and the allowed approvers, division manager first", async () => {
    const res = await get('member', '/api/additional-timesheet/create?work_date=2026-11-17');
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({ work_date: '2026-11-17', start_time_real: '08:00', end_time_real: '20:30' });
    expect(data.managers.map((m: { id: number }) => m.id)).toEqual([ids.dm, ids.bod]);
    expect(data.admins.map((m: { id: number }) => m.id)).toContain(ids.admin);
    expect(data.has_unapproved).toBe(false);
  });

  it('an administrator is never offered as their own approver', async () => {
    const data = (await get('admin', '/api/additional-timesheet/create')).json();
    expect(data.admins.map((m: { id: number }) => m.id)).not.toContain(ids.admin);
    expect(data.start_time_real).toBeNull();
  });
});

describe('bad input: a 4xx with a code, and no file kept', () => {
  const big = Buffer.concat([JPEG, Buffer.alloc(Math.round(2.1 * 1024 * 1024))]);
  it.each<[string, Record<string, string | number>, FormFile[], string, string]>([
    ['a date after today', { work_date: '2026-11-19' }, [jpeg()], 'work_date', 'before_or_equal'],
    [
      'check-in after check-out',
      { start_time_request: '18:00', end_time_request: '08:00' },
      [jpeg()],
      'end_time_request',
      'after',
    ],
    ['a reason over 512', { reason: 'x'.repeat(513) }, [jpeg()], 'reason', 'max'],
    ['no reason', { reason: ' ' }, [jpeg()], 'reason', 'required'],
    ['a bad time', { start_time_request: '8h' }, [jpeg()], 'start_time_request', 'format'],
    ['no image', {}, [], 'img_evidence', 'required'],
    [
      'an HTML file renamed .png',
      {},
      [jpeg('<html><script>alert(1)</script></html>', 'x.png')],
      'img_evidence',
      'image_type',
    ],
    [
      'an SVG renamed .png',
      {},
      [jpeg('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'x.png')],
      'img_evidence',
      'image_type',
    ],
    [
      'HTML behind PNG magic bytes',
      {},
      [jpeg(Buffer.concat([PNG.subarray(0, 8), Buffer.from('<script>x</script>')]), 'x.png')],
      'img_evidence',
      'image_type',
    ],
    ['a 2.1 MB image', {}, [jpeg(big)], 'img_evidence', 'image_size'],
    ['three images', {}, [jpeg(), jpeg(PNG, 'a.png'), jpeg()], 'img_evidence', 'image_count'],
  ])('%s', async (_label, over, files, field, rule) => {
    const res = await create('member', fields(over), files);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4220);
    expect(res.json().errors[field].map((e: { rule: string }) => e.rule)).toContain(rule);
    expect(storedFiles()).toEqual([]);
  });

  it('an approver outside the candidates is 4324; nothing is kept', async () => {
    expect((await create('member', fields({ manager_id: ids.pm as number }))).json().code).toBe(4324);
    expect((await create('member', fields({ admin_id: ids.dm as number }))).json().code).toBe(4324);
    expect(storedFiles()).toEqual([]);
  });

  it('a JSON body is refused with 415', async () => {
    const res = await post('member', '/api/additional-timesheet', fields());
    expect(res.statusCode).toBe(415);
  });
});

describe('create, see and serve the evidence', () => {
  it('creates with two images, cleaned of metadata, and asks the manager', async () => {
    const before = (await counts('dm')).countAllTimeSheetRequest;
    const res = await create('member', fields(), [jpeg(), jpeg(PNG, 'scan.png')]);
    expect(res.statusCode).toBe(200);
    const item = res.json().timesheetRequest;
    first = item.id;
    expect(item).toMatchObject({
      work_date: '2026-11-16',
      start_time_real: '08:15',
      end_time_real: '17:30',
      start_time_request: '08:00',
      end_time_request: '17:30',
      status: 1,
      manager_id: ids.dm,
      admin_id: ids.admin,
      img_evidence: `/api/additional-timesheet/${first}/evidence/1`,
      img_evidence2: `/api/additional-timesheet/${first}/evidence/2`,
      can_edit: true,
    });
    expect(item.request_approve.map((a: { status: number }) => a.status)).toEqual([1, 1]);
    expect(storedFiles()).toHaveLength(2);
    for (const file of storedFiles()) expect(readFileSync(file).includes('secret-comment')).toBe(false);
    expect((await counts('dm')).countAllTimeSheetRequest).toBe(before + 1);
    const notes = (await get('dm', '/api/notifications')).json().listNotifications.data;
    expect(notes[0]).toMatchObject({
      type: 'ADDITIONAL_TIMESHEET',
      request_type: 'REQUEST',
      request_id: first,
    });
  });

  it('serves the images as images, with no way to run as script', async () => {
    const res = await get('member', `/api/additional-timesheet/${first}/evidence/1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(res.rawPayload.includes('secret-comment')).toBe(false);
    expect(
      (await get('member', `/api/additional-timesheet/${first}/evidence/2`)).headers['content-type'],
    ).toBe('image/png');
  });

  it.each([
    ['member', 200],
    ['dm', 200],
    ['admin', 200],
    ['pm', 404],
    ['leader', 404],
    ['solo', 404],
  ])('%s sees the request and its evidence: %i', async (who, status) => {
    const detail = await get(who, `/api/additional-timesheet/${first}`);
    const image = await get(who, `/api/additional-timesheet/${first}/evidence/1`);
    expect(detail.statusCode).toBe(status);
    expect(image.statusCode).toBe(status);
    if (status === 404) expect(detail.json().code).toBe(4293);
  });

  it('lists mine sorted by work date, newest first', async () => {
    const res = (await get('member', '/api/additional-timesheet')).json();
    expect(res.totalTimeSheetRequest).toBe(1);
    expect(res.timesheetRequests.data[0].id).toBe(first);
    expect(res.timesheetRequests).toMatchObject({ current_page: 1, total: 1 });
  });

  it('a second request while one is unapproved is 5076; the same date is 5044', async () => {
    expect((await create('member', fields({ work_date: '2026-11-17' }))).json().code).toBe(5076);
    expect((await create('member', fields())).json().code).toBe(5044);
    expect((await get('member', '/api/additional-timesheet/create')).json().has_unapproved).toBe(true);
    expect(storedFiles()).toHaveLength(2);
  });
});

describe('approval: the manager, then the administrator confirms or offers', () => {
  const decide = (who: string, status: number, comment = 'Checked the gate log.') =>
    post(who, `/api/additional-timesheet/approval/${first}`, { status, comment });

  it('the administrator cannot act before the manager; a stranger cannot act at all', async () => {
    expect((await decide('admin', 2)).json().code).toBe(4323);
    expect((await decide('pm', 2)).json().code).toBe(4293);
    expect((await decide('member', 2)).statusCode).toBe(403);
  });

  it('a decision needs a comment', async () => {
    const res = await post('dm', `/api/additional-timesheet/approval/${first}`, { status: 2, comment: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.comment[0].rule).toBe('required');
  });

  it('the manager approves; the administrator is next and acts as administrator', async () => {
    const show = (await get('dm', `/api/additional-timesheet/show-approval/${first}`)).json();
    expect(show).toMatchObject({ can_approve: true, acts_as_admin: false, lacks_approvers: false });
    expect((await decide('dm', 2)).statusCode).toBe(200);
    const admin = (await get('admin', `/api/additional-timesheet/show-approval/${first}`)).json();
    expect(admin).toMatchObject({ can_approve: true, acts_as_admin: true });
    expect(admin.timesheetRequest.status_approval_person).toBe(1);
    expect((await counts('admin')).countAllTimeSheetRequest).toBeGreaterThanOrEqual(1);
    const list = (await get('admin', '/api/additional-timesheet/approval?approveStatus=1')).json();
    expect(list.isAdmin).toBe(true);
    expect(list.timeSheetRequests.data.map((r: { id: number }) => r.id)).toContain(first);
    // Nobody may edit once the manager approved.
    expect((await get('member', `/api/additional-timesheet/${first}`)).json().timesheetRequest.can_edit).toBe(
      false,
    );
  });

  it('the administrator does not reject: it offers (5), and the manager waits again (4)', async () => {
    expect((await decide('admin', 3)).json().errors.status[0].rule).toBe('invalid');
    const res = await decide('admin', 5, 'Please attach the gate log.');
    expect(res.statusCode).toBe(200);
    const item = res.json().timesheetRequest;
    expect(item.status).toBe(1);
    expect(item.request_approve.map((a: { status: number }) => a.status)).toEqual([4, 5]);
    expect(item.request_approve[1].comment).toBe('Please attach the gate log.');
    const mine = (await get('member', `/api/additional-timesheet/${first}`)).json().timesheetRequest;
    expect(mine.can_edit).toBe(true);
    const dmNotes = (await get('dm', '/api/notifications')).json().listNotifications.data;
    expect(dmNotes[0]).toMatchObject({ request_type: 'REQUEST', request_id: first });
    const memberNotes = (await get('member', '/api/notifications')).json().listNotifications.data;
    expect(memberNotes[0]).toMatchObject({ type: 'ADDITIONAL_TIMESHEET', request_type: 'APPROVED' });
  });

  it('the manager approves again; of two simultaneous confirmations exactly one wins', async () => {
    expect((await decide('dm', 2)).statusCode).toBe(200);
    const before = await rowOf('member', '2026-11-16');
    expect(before.late_time).toBe(15);
    const results = await Promise.all([decide('admin', 2), decide('admin', 2)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe(4322);
  });

  it("once confirmed, the requested times replace the day's times in the timesheet", async () => {
    const item = (await get('member', `/api/additional-timesheet/${first}`)).json().timesheetRequest;
    expect(item.status).toBe(2);
    const row = await rowOf('member', '2026-11-16');
    expect(row).toMatchObject({
      start_time_real: '08:00',
      end_time_real: '17:30',
      late_time: 0,
      work_time_pay: 480,
    });
    expect(row.note).toContain('CORRECTED');
    const totals = (await get('member', '/api/timesheet-dashboard/total-requests?month=2026-11')).json();
    expect(totals.timesheet).toEqual({ 1: 0, 2: 1, 3: 0 });
  });

  it('statuses 2 and 3 are final: no more decisions, edits or deletion', async () => {
    expect((await decide('admin', 5)).json().code).toBe(4322);
    expect((await decide('dm', 3)).json().code).toBe(4322);
    expect((await send('member', `/api/additional-timesheet/${first}`, fields(), [jpeg()])).json().code).toBe(
      4322,
    );
    expect(
      (await call(app, as('member'), { method: 'DELETE', url: `/api/additional-timesheet/${first}` })).json()
        .code,
    ).toBe(4322);
  });
});

describe('edit and delete while nobody has approved', () => {
  let second = 0;
  it('edits: keeps one stored image, adds one, and starts over', async () => {
    const created = await create(
      'member',
      fields({ work_date: '2026-11-17', start_time_request: '08:00', end_time_request: '19:00' }),
      [jpeg(), jpeg(PNG, 'b.png')],
    );
    expect(created.statusCode).toBe(200);
    second = created.json().timesheetRequest.id;
    const filesBefore = storedFiles().length;
    const res = await send(
      'member',
      `/api/additional-timesheet/${second}`,
      fields({ work_date: '2026-11-17', reason: 'Edited', keep_images: [2], manager_id: ids.bod as number }),
      [jpeg()],
    );
    expect(res.statusCode).toBe(200);
    const item = res.json().timesheetRequest;
    expect(item).toMatchObject({ reason: 'Edited', manager_id: ids.bod, img_evidence2: expect.any(String) });
    // One dropped, one added.
    expect(storedFiles()).toHaveLength(filesBefore);
    const png = await get('member', `/api/additional-timesheet/${second}/evidence/1`);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('an edit keeping no image and adding none is refused', async () => {
    const res = await send(
      'member',
      `/api/additional-timesheet/${second}`,
      fields({ work_date: '2026-11-17' }),
      [],
    );
    expect(res.json().errors.img_evidence[0].rule).toBe('required');
  });

  it('somebody else cannot edit or delete it', async () => {
    expect(
      (
        await send('solo', `/api/additional-timesheet/${second}`, fields({ work_date: '2026-11-17' }), [
          jpeg(),
        ])
      ).json().code,
    ).toBe(4293);
    expect(
      (await call(app, as('dm'), { method: 'DELETE', url: `/api/additional-timesheet/${second}` })).json()
        .code,
    ).toBe(4293);
  });

  it('deletes it and its images', async () => {
    const filesBefore = storedFiles().length;
    const res = await call(app, as('member'), {
      method: 'DELETE',
      url: `/api/additional-timesheet/${second}`,
    });
    expect(res.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(filesBefore - 2);
    expect((await get('member', `/api/additional-timesheet/${second}`)).json().code).toBe(4293);
  });
});

describe('the month lock', () => {
  let october = 0;
  it('after submission: no create (4300), edit or delete (4305), or approval (4304)', async () => {
    const created = await create('ngo.van.khanh', fields({ work_date: '2026-10-30' }));
    expect(created.statusCode).toBe(200);
    october = created.json().timesheetRequest.id;
    expect(
      (await post('admin', '/api/submit-timesheets', { month: '2026-10', company_id: 2 })).statusCode,
    ).toBe(200);
    expect((await create('member', fields({ work_date: '2026-10-29' }))).json().code).toBe(4300);
    expect(
      (
        await send(
          'ngo.van.khanh',
          `/api/additional-timesheet/${october}`,
          fields({ work_date: '2026-10-30' }),
          [jpeg()],
        )
      ).json().code,
    ).toBe(4305);
    expect(
      (
        await call(app, as('ngo.van.khanh'), {
          method: 'DELETE',
          url: `/api/additional-timesheet/${october}`,
        })
      ).json().code,
    ).toBe(4305);
    expect(
      (await post('dm', `/api/additional-timesheet/approval/${october}`, { status: 2, comment: 'ok' })).json()
        .code,
    ).toBe(4304);
    expect(
      (await post('admin', '/api/unsubmit-timesheets', { month: '2026-10', company_id: 2 })).statusCode,
    ).toBe(200);
    expect(
      (await post('dm', `/api/additional-timesheet/approval/${october}`, { status: 2, comment: 'ok' }))
        .statusCode,
    ).toBe(200);
  });

  it('bulk approval reports each failure by code', async () => {
    const res = await post('admin', '/api/additional-timesheet/approve/list-request', {
      ids: [october, first],
      comment: 'Confirmed',
    });
    expect(res.json()).toEqual({ approved: [october], failed: [{ id: first, code: 4322 }] });
  });
});

describe('a request that lacks approvers', () => {
  it('shows the notice and refuses decisions with 4321', async () => {
    const created = await create('solo', fields({ work_date: '2026-11-17', manager_id: ids.bod as number }));
    expect(created.statusCode).toBe(200);
    const id = created.json().timesheetRequest.id;
    await database.db.execute(
      sql`delete from approval_steps where request_kind = 'correction' and request_id = ${id} and level = 2`,
    );
    const show = (await get('bod', `/api/additional-timesheet/show-approval/${id}`)).json();
    expect(show).toMatchObject({ lacks_approvers: true, can_approve: false });
    expect(
      (await post('bod', `/api/additional-timesheet/approval/${id}`, { status: 2, comment: 'ok' })).json()
        .code,
    ).toBe(4321);
  });
});
