import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  demoPeople,
  importAttendance,
  jpegEvidence as jpeg,
  makeCorrection,
  makeEmployee,
  makeMember,
  type Person,
  whileSubmitted,
} from '../../test/factories';
import { type FormFile, setupTestApp, TestClock } from '../../test/helpers';
import { claimedBomb, cutScan } from '../../test/images';

const clock = new TestClock();
clock.set('2026-11-18T10:00:00Z'); // Wednesday 17:00 in Hanoi
const ctx = await setupTestApp({}, clock);
const { database, config } = ctx;
const staff = await demoPeople(ctx, ['member', 'pm', 'dm', 'bod', 'admin', 'leader', 'solo']);
const { pm, dm, bod, admin, solo } = staff;
const { get, post, send, del } = client(ctx);

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../test/fixtures', name));
const JPEG = fixture('evidence.jpg');
const PNG = fixture('evidence.png');

/** Every file kept by the blob store. */
function storedFiles(dir = config.BLOB_DIR as string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    out = statSync(full).isDirectory() ? [...out, ...storedFiles(full)] : [...out, full];
  }
  return out;
}
/** The files stored since `before`. */
const storedSince = (before: string[]) => storedFiles().filter((f) => !before.includes(f));

const fields = (over: Record<string, string | number | Array<string | number>> = {}) => ({
  work_date: '2026-11-16',
  manager_id: dm.id,
  admin_id: admin.id,
  start_time_request: '08:00',
  end_time_request: '17:30',
  reason: 'The gate reader did not record my arrival.',
  ...over,
});
const create = (who: Person, f = fields(), files: FormFile[] = [jpeg()]) =>
  send(who, '/api/additional-timesheet', f, files);
const counts = async (who: Person) => (await get(who, '/api/get-count-request')).json();
const rowOf = async (who: Person, date: string) =>
  (await get(who, `/api/user/timesheets?start_date=${date}&end_date=${date}`)).json().timeSheets[0];
const decide = (who: Person, id: number, status: number, comment = 'Checked the gate log.') =>
  post(who, `/api/additional-timesheet/approval/${id}`, { status, comment });

/** A new member who came at 08:15 and left at 17:30 on Monday 16 November. */
async function lateOn16th() {
  const me = await makeMember(ctx);
  await importAttendance(ctx, [[me.code, '2026-11-16', '08:15', '17:30']]);
  return me;
}

/** A correction of the 16th, approved by the manager and confirmed by the administrator. */
async function confirmed(requester?: Person) {
  const made = await makeCorrection(ctx, { work_date: '2026-11-16', ...(requester ? { requester } : {}) });
  expect((await decide(dm, made.id, 2)).statusCode).toBe(200);
  expect((await decide(admin, made.id, 2)).json().timesheetRequest.status).toBe(2);
  return made;
}

describe('create data', () => {
  it("returns the day's recorded times and the allowed approvers, division manager first", async () => {
    const me = await makeMember(ctx);
    await importAttendance(ctx, [[me.code, '2026-11-17', '08:00', '20:30']]);
    const res = await get(me, '/api/additional-timesheet/create?work_date=2026-11-17');
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({ work_date: '2026-11-17', start_time_real: '08:00', end_time_real: '20:30' });
    expect(data.managers.map((m: { id: number }) => m.id)).toEqual([dm.id, bod.id]);
    expect(data.admins.map((m: { id: number }) => m.id)).toContain(admin.id);
    expect(data.has_unapproved).toBe(false);
  });

  it('an administrator is never offered as their own approver', async () => {
    const data = (await get(admin, '/api/additional-timesheet/create')).json();
    expect(data.admins.map((m: { id: number }) => m.id)).not.toContain(admin.id);
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
    [
      'a PNG claiming 20,000 x 20,000 pixels (a bomb)',
      {},
      [jpeg(claimedBomb(), 'x.png')],
      'img_evidence',
      'image_type',
    ],
    ['a JPEG whose scan is cut short', {}, [jpeg(cutScan(JPEG))], 'img_evidence', 'image_type'],
    ['a 2.1 MB image', {}, [jpeg(big)], 'img_evidence', 'image_size'],
    ['three images', {}, [jpeg(), jpeg(PNG, 'a.png'), jpeg()], 'img_evidence', 'image_count'],
  ])('%s', async (_label, over, files, field, rule) => {
    const me = await makeMember(ctx);
    const before = storedFiles();
    const res = await create(me, fields(over), files);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(4220);
    expect(res.json().errors[field].map((e: { rule: string }) => e.rule)).toContain(rule);
    expect(storedFiles()).toEqual(before);
  });

  it('an approver outside the candidates is 4324; nothing is kept', async () => {
    const me = await makeMember(ctx);
    const before = storedFiles();
    expect((await create(me, fields({ manager_id: pm.id }))).json().code).toBe(4324);
    expect((await create(me, fields({ admin_id: dm.id }))).json().code).toBe(4324);
    expect(storedFiles()).toEqual(before);
  });

  it('a JSON body is refused with 415', async () => {
    const me = await makeMember(ctx);
    const res = await post(me, '/api/additional-timesheet', fields());
    expect(res.statusCode).toBe(415);
  });
});

describe('create, see and serve the evidence', () => {
  it('creates with two images, cleaned of metadata, and asks the manager', async () => {
    const me = await lateOn16th();
    const before = (await counts(dm)).countAllTimeSheetRequest;
    const files = storedFiles();
    const res = await create(me, fields(), [jpeg(), jpeg(PNG, 'scan.png')]);
    expect(res.statusCode).toBe(200);
    const item = res.json().timesheetRequest;
    const id = item.id;
    expect(item).toMatchObject({
      work_date: '2026-11-16',
      start_time_real: '08:15',
      end_time_real: '17:30',
      start_time_request: '08:00',
      end_time_request: '17:30',
      status: 1,
      manager_id: dm.id,
      admin_id: admin.id,
      img_evidence: `/api/additional-timesheet/${id}/evidence/1`,
      img_evidence2: `/api/additional-timesheet/${id}/evidence/2`,
      can_edit: true,
    });
    expect(item.request_approve.map((a: { status: number }) => a.status)).toEqual([1, 1]);
    // SPEC 3: the entries are request_approve, each sent once.
    expect(item).not.toHaveProperty('approvers');
    const kept = storedSince(files);
    expect(kept).toHaveLength(2);
    for (const file of kept) expect(readFileSync(file).includes('secret-comment')).toBe(false);
    expect((await counts(dm)).countAllTimeSheetRequest).toBe(before + 1);
    const notes = (await get(dm, '/api/notifications')).json().listNotifications.data;
    expect(notes[0]).toMatchObject({
      type: 'ADDITIONAL_TIMESHEET',
      request_type: 'REQUEST',
      request_id: id,
    });
  });

  it('serves the images as images, with no way to run as script', async () => {
    const { id, requester } = await makeCorrection(ctx, { files: [jpeg(), jpeg(PNG, 'scan.png')] });
    const res = await get(requester, `/api/additional-timesheet/${id}/evidence/1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(res.rawPayload.includes('secret-comment')).toBe(false);
    expect((await get(requester, `/api/additional-timesheet/${id}/evidence/2`)).headers['content-type']).toBe(
      'image/png',
    );
  });

  it.each([
    ['the requester', 200],
    ['dm', 200],
    ['admin', 200],
    ['pm', 404],
    ['leader', 404],
    ['solo', 404],
  ] as const)('%s sees the request and its evidence: %i', async (who, status) => {
    const { id, requester } = await makeCorrection(ctx);
    const viewer = who === 'the requester' ? requester : staff[who];
    const detail = await get(viewer, `/api/additional-timesheet/${id}`);
    const image = await get(viewer, `/api/additional-timesheet/${id}/evidence/1`);
    expect(detail.statusCode).toBe(status);
    expect(image.statusCode).toBe(status);
    if (status === 404) expect(detail.json().code).toBe(4293);
  });

  it('lists mine sorted by work date, newest first', async () => {
    const { id, requester } = await makeCorrection(ctx);
    const res = (await get(requester, '/api/additional-timesheet')).json();
    expect(res.totalTimeSheetRequest).toBe(1);
    expect(res.timesheetRequests.data[0].id).toBe(id);
    expect(res.timesheetRequests).toMatchObject({ current_page: 1, total: 1 });
  });

  it('a second request while one is unapproved is 5076; the same date is 5044', async () => {
    const { requester } = await makeCorrection(ctx, { work_date: '2026-11-16' });
    const files = storedFiles();
    expect((await create(requester, fields({ work_date: '2026-11-17' }))).json().code).toBe(5076);
    const same = (await create(requester, fields())).json();
    expect(same.code).toBe(5044);
    expect(same.errors).toEqual({
      work_date: [expect.objectContaining({ rule: 'code', params: { code: 5044 } })],
    });
    expect((await get(requester, '/api/additional-timesheet/create')).json().has_unapproved).toBe(true);
    expect(storedFiles()).toEqual(files);
  });
});

describe('approval: the manager, then the administrator confirms or offers', () => {
  it('the administrator cannot act before the manager; a stranger cannot act at all', async () => {
    const { id, requester } = await makeCorrection(ctx);
    expect((await decide(admin, id, 2)).json().code).toBe(4323);
    expect((await decide(pm, id, 2)).json().code).toBe(4293);
    expect((await decide(requester, id, 2)).statusCode).toBe(403);
  });

  it('a decision needs a comment', async () => {
    const { id } = await makeCorrection(ctx);
    const res = await decide(dm, id, 2, '');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.comment[0].rule).toBe('required');
  });

  it('the manager approves; the administrator is next and acts as administrator', async () => {
    const { id, requester } = await makeCorrection(ctx);
    const show = (await get(dm, `/api/additional-timesheet/show-approval/${id}`)).json();
    expect(show).toMatchObject({ can_approve: true, acts_as_admin: false, lacks_approvers: false });
    expect((await decide(dm, id, 2)).statusCode).toBe(200);
    const view = (await get(admin, `/api/additional-timesheet/show-approval/${id}`)).json();
    expect(view).toMatchObject({ can_approve: true, acts_as_admin: true });
    expect(view.timesheetRequest.status_approval_person).toBe(1);
    expect((await counts(admin)).countAllTimeSheetRequest).toBeGreaterThanOrEqual(1);
    const list = (await get(admin, '/api/additional-timesheet/approval?approveStatus=1')).json();
    expect(list.isAdmin).toBe(true);
    expect(list.timeSheetRequests.data.map((r: { id: number }) => r.id)).toContain(id);
    // Nobody may edit once the manager approved.
    expect((await get(requester, `/api/additional-timesheet/${id}`)).json().timesheetRequest.can_edit).toBe(
      false,
    );
  });

  it('the administrator does not reject: it offers (5), and the manager waits again (4)', async () => {
    const { id, requester } = await makeCorrection(ctx);
    expect((await decide(dm, id, 2)).statusCode).toBe(200);
    expect((await decide(admin, id, 3)).json().errors.status[0].rule).toBe('invalid');
    const res = await decide(admin, id, 5, 'Please attach the gate log.');
    expect(res.statusCode).toBe(200);
    const item = res.json().timesheetRequest;
    expect(item.status).toBe(1);
    expect(item.request_approve.map((a: { status: number }) => a.status)).toEqual([4, 5]);
    expect(item.request_approve[1].comment).toBe('Please attach the gate log.');
    const mine = (await get(requester, `/api/additional-timesheet/${id}`)).json().timesheetRequest;
    expect(mine.can_edit).toBe(true);
    const dmNotes = (await get(dm, '/api/notifications')).json().listNotifications.data;
    expect(dmNotes[0]).toMatchObject({ request_type: 'REQUEST', request_id: id });
    const memberNotes = (await get(requester, '/api/notifications')).json().listNotifications.data;
    expect(memberNotes[0]).toMatchObject({ type: 'ADDITIONAL_TIMESHEET', request_type: 'APPROVED' });
  });

  it('the manager approves again; of two simultaneous confirmations exactly one wins', async () => {
    const me = await lateOn16th();
    const { id } = await makeCorrection(ctx, { requester: me, work_date: '2026-11-16' });
    expect((await decide(dm, id, 2)).statusCode).toBe(200);
    expect((await decide(admin, id, 5, 'Please attach the gate log.')).statusCode).toBe(200);
    expect((await decide(dm, id, 2)).statusCode).toBe(200);
    const before = await rowOf(me, '2026-11-16');
    expect(before.late_time).toBe(15);
    const results = await Promise.all([decide(admin, id, 2), decide(admin, id, 2)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe(4322);
  });

  it("once confirmed, the requested times replace the day's times in the timesheet", async () => {
    const me = await lateOn16th();
    const { id } = await confirmed(me);
    const item = (await get(me, `/api/additional-timesheet/${id}`)).json().timesheetRequest;
    expect(item.status).toBe(2);
    const row = await rowOf(me, '2026-11-16');
    expect(row).toMatchObject({
      start_time_real: '08:00',
      end_time_real: '17:30',
      late_time: 0,
      work_time_pay: 480,
    });
    expect(row.note).toContain('CORRECTED');
    const totals = (await get(me, '/api/timesheet-dashboard/total-requests?month=2026-11')).json();
    expect(totals.timesheet).toEqual({ 1: 0, 2: 1, 3: 0 });
  });

  it('statuses 2 and 3 are final: no more decisions, edits or deletion', async () => {
    const { id, requester } = await confirmed();
    expect((await decide(admin, id, 5)).json().code).toBe(4322);
    expect((await decide(dm, id, 3)).json().code).toBe(4322);
    expect((await send(requester, `/api/additional-timesheet/${id}`, fields(), [jpeg()])).json().code).toBe(
      4322,
    );
    expect((await del(requester, `/api/additional-timesheet/${id}`)).json().code).toBe(4322);
  });
});

describe('edit and delete while nobody has approved', () => {
  it('edits: keeps one stored image, adds one, and starts over', async () => {
    const me = await makeMember(ctx);
    await importAttendance(ctx, [[me.code, '2026-11-17', '08:00', '20:30']]);
    const { id } = await makeCorrection(ctx, {
      requester: me,
      work_date: '2026-11-17',
      start_time_request: '08:00',
      end_time_request: '19:00',
      files: [jpeg(), jpeg(PNG, 'b.png')],
    });
    const filesBefore = storedFiles().length;
    const res = await send(
      me,
      `/api/additional-timesheet/${id}`,
      fields({ work_date: '2026-11-17', reason: 'Edited', keep_images: [2], manager_id: bod.id }),
      [jpeg()],
    );
    expect(res.statusCode).toBe(200);
    const item = res.json().timesheetRequest;
    expect(item).toMatchObject({ reason: 'Edited', manager_id: bod.id, img_evidence2: expect.any(String) });
    // One dropped, one added.
    expect(storedFiles()).toHaveLength(filesBefore);
    const png = await get(me, `/api/additional-timesheet/${id}/evidence/1`);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('an edit keeping no image and adding none is refused', async () => {
    const { id, requester, body } = await makeCorrection(ctx);
    const res = await send(
      requester,
      `/api/additional-timesheet/${id}`,
      fields({ work_date: String(body.work_date) }),
      [],
    );
    expect(res.json().errors.img_evidence[0].rule).toBe('required');
  });

  it('somebody else cannot edit or delete it', async () => {
    const { id, body } = await makeCorrection(ctx);
    expect(
      (
        await send(solo, `/api/additional-timesheet/${id}`, fields({ work_date: String(body.work_date) }), [
          jpeg(),
        ])
      ).json().code,
    ).toBe(4293);
    expect((await del(dm, `/api/additional-timesheet/${id}`)).json().code).toBe(4293);
  });

  it('deletes it and its images', async () => {
    const { id, requester } = await makeCorrection(ctx, { files: [jpeg(), jpeg(PNG, 'b.png')] });
    const filesBefore = storedFiles().length;
    const res = await del(requester, `/api/additional-timesheet/${id}`);
    expect(res.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(filesBefore - 2);
    expect((await get(requester, `/api/additional-timesheet/${id}`)).json().code).toBe(4293);
  });
});

describe('the month lock', () => {
  it('after submission: no create (4300), edit or delete (4305), or approval (4304)', async () => {
    const me = await makeMember(ctx);
    await importAttendance(ctx, [[me.code, '2026-10-30', '08:00', '17:00']]);
    const { id } = await makeCorrection(ctx, { requester: me, work_date: '2026-10-30' });
    const other = await makeMember(ctx);
    await whileSubmitted(ctx, '2026-10', async () => {
      expect((await create(other, fields({ work_date: '2026-10-29' }))).json().code).toBe(4300);
      expect(
        (
          await send(me, `/api/additional-timesheet/${id}`, fields({ work_date: '2026-10-30' }), [jpeg()])
        ).json().code,
      ).toBe(4305);
      expect((await del(me, `/api/additional-timesheet/${id}`)).json().code).toBe(4305);
      expect((await decide(dm, id, 2, 'ok')).json().code).toBe(4304);
    });
    expect((await decide(dm, id, 2, 'ok')).statusCode).toBe(200);
  });

  it('bulk approval reports each failure by code', async () => {
    const waiting = await makeCorrection(ctx);
    expect((await decide(dm, waiting.id, 2)).statusCode).toBe(200);
    const settled = await confirmed();
    const res = await post(admin, '/api/additional-timesheet/approve/list-request', {
      ids: [waiting.id, settled.id],
      comment: 'Confirmed',
    });
    expect(res.json()).toEqual({ approved: [waiting.id], failed: [{ id: settled.id, code: 4322 }] });
  });
});

describe('a request that lacks approvers', () => {
  it('shows the notice and refuses decisions with 4321', async () => {
    // Division HN-D2 has no manager: the board is the only manager candidate.
    const loner = await makeEmployee(ctx, { foot: 'HN-D2-F1' });
    const { id } = await makeCorrection(ctx, { requester: loner, manager_id: bod.id });
    await database.db.execute(
      sql`delete from approval_steps where request_kind = 'correction' and request_id = ${id} and level = 2`,
    );
    const show = (await get(bod, `/api/additional-timesheet/show-approval/${id}`)).json();
    expect(show).toMatchObject({ lacks_approvers: true, can_approve: false });
    expect((await decide(bod, id, 2, 'ok')).json().code).toBe(4321);
  });
});
