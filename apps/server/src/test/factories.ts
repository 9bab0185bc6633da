import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  addDays,
  dayKindOf,
  isInOvertimeWindow,
  MINUTES_PER_WORKDAY,
  MONTHLY_ACCRUAL_DAYS,
  todayIn,
  zonedToInstant,
} from '@staffhub/domain';
import { type SQL, sql } from 'drizzle-orm';
import { accounts, employees, projectMembers, projects } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { hashPassword } from '../modules/auth/auth.service';
import { call, type FormFile, formData, login, multipart, type TestContext } from './helpers';

/**
 * Factories for the API tests: people, projects, attendance and requests of every kind, each made
 * fresh so that a test builds what it needs and depends neither on another test nor on seed ids.
 *
 * - People: `demoPeople` logs in staff of the demo organisation by the local part of their e-mail
 *   ('member', 'pm', 'ngo.van.khanh'); `makeEmployee` adds a new employee (with an account) in a
 *   foot, with project roles, so a test owns a requester or approver nobody else touches.
 * - Requests: `makeOvertime`, `makeRemote`, `makeLeave`, `makeShortLeave`, `makeCorrection` POST
 *   through the API with sensible defaults. Without a `requester` they make a fresh member of
 *   project Alpha (foot HN-D1-F1: approvers pm, top, leader, dm, bod like the demo member). A date
 *   or overtime hour not given is the requester's first free one, read from their requests in the
 *   database, so factory calls and a test's own requests never collide whatever the order.
 * - Attendance and the month lock: `importAttendance` (the administrator's CSV import),
 *   `whileSubmitted` (submits a company's month and reopens it afterwards, even on failure).
 */

export interface Person {
  id: number;
  code: string;
  email: string;
  token: string;
  timeZone: string;
}

type Fields = Record<string, unknown>;
export type ProjectRole = 'PM' | 'TOP' | 'MEMBER';

/** A request a factory made: its id, who asked, the item the API answered and the body sent. */
export interface Made {
  id: number;
  requester: Person;
  item: Record<string, unknown>;
  body: Fields;
}

interface Known {
  id: number;
  code: string;
  email: string;
  timeZone: string;
}

interface State {
  demo?: Promise<Map<string, Known>>;
  tokens: Map<string, Promise<string>>;
  serial: number;
  /** `employee:date` of the long days `makeOvertime` imported. */
  longDays: Set<string>;
  holidays: Map<number, Promise<Set<string>>>;
}

const states = new WeakMap<TestContext, State>();
const stateOf = (ctx: TestContext): State => {
  let s = states.get(ctx);
  if (!s) {
    s = { tokens: new Map(), serial: 0, longDays: new Set(), holidays: new Map() };
    states.set(ctx, s);
  }
  return s;
};

/** Rows of a query on the test's database. */
export async function rows(ctx: TestContext, text: SQL): Promise<Array<Record<string, unknown>>> {
  return ((await ctx.database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** HTTP as a person: `get(me, url)`, `post(me, url, body)`, multipart with `send`. */
export function client(ctx: TestContext) {
  const { app } = ctx;
  return {
    get: (who: Person, url: string) => call(app, who.token, { method: 'GET', url }),
    post: (who: Person, url: string, payload?: Fields) =>
      call(app, who.token, { method: 'POST', url, ...(payload ? { payload } : {}) }),
    put: (who: Person, url: string, payload: Fields) => call(app, who.token, { method: 'PUT', url, payload }),
    del: (who: Person, url: string) => call(app, who.token, { method: 'DELETE', url }),
    /** A multipart/form-data request (fields and files), POST unless told. */
    send: (
      who: Person,
      url: string,
      fields: Record<string, string | number | Array<string | number>>,
      files: FormFile[] = [],
      method: 'POST' | 'PUT' = 'POST',
    ) => {
      const { payload, headers } = formData(fields, files);
      return call(app, who.token, { method, url, payload, headers });
    },
  };
}

const tokenOf = (ctx: TestContext, email: string) => {
  const s = stateOf(ctx);
  let t = s.tokens.get(email);
  if (!t) {
    t = login(ctx.app, email);
    s.tokens.set(email, t);
  }
  return t;
};

const demoStaff = (ctx: TestContext) => {
  const s = stateOf(ctx);
  s.demo ??= rows(
    ctx,
    sql`select e.id, e.employee_code, e.email, c.time_zone from employees e join companies c on c.id = e.company_id where e.email like '%@demo.test'`,
  ).then(
    (list) =>
      new Map(
        list.map((r) => [
          String(r.email).split('@')[0] as string,
          {
            id: Number(r.id),
            code: String(r.employee_code),
            email: String(r.email),
            timeZone: String(r.time_zone),
          },
        ]),
      ),
  );
  return s.demo;
};

/** The id of a demo employee by the local part of their e-mail, without logging in. */
export async function demoId(ctx: TestContext, name: string): Promise<number> {
  const known = (await demoStaff(ctx)).get(name);
  if (!known) throw new Error(`no demo employee ${name}@demo.test`);
  return known.id;
}

/** Demo staff, logged in: `const { member, pm } = await demoPeople(ctx, ['member', 'pm'])`. */
export async function demoPeople<K extends string>(
  ctx: TestContext,
  names: readonly K[],
): Promise<Record<K, Person>> {
  const staff = await demoStaff(ctx);
  const out = {} as Record<K, Person>;
  for (const name of names) {
    const known = staff.get(name);
    if (!known) throw new Error(`no demo employee ${name}@demo.test`);
    out[name] = { ...known, token: await tokenOf(ctx, known.email) };
  }
  return out;
}

const admin = async (ctx: TestContext) => (await demoPeople(ctx, ['admin'])).admin;

/** A company's id by its code ('HANOI', 'JAPAN'). */
export async function companyId(ctx: TestContext, code: string): Promise<number> {
  const [row] = await rows(ctx, sql`select id from companies where code = ${code}`);
  if (!row) throw new Error(`no company ${code}`);
  return Number(row.id);
}

/** A project's id by its code ('ALPHA'). */
export async function projectId(ctx: TestContext, code: string): Promise<number> {
  const [row] = await rows(ctx, sql`select id from projects where code = ${code}`);
  if (!row) throw new Error(`no project ${code}`);
  return Number(row.id);
}

let passwordHash: Promise<string> | undefined;

export interface EmployeeSpec {
  /** The foot (and so the division and company); default HN-D1-F1, led by `leader`, managed by `dm`. */
  foot?: string;
  /** Project code to role, e.g. `{ ALPHA: 'MEMBER' }`. */
  projects?: Record<string, ProjectRole>;
  department?: string;
  jobTitle?: string;
  position?: string;
  /** The monthly leave accruals of this year so far (as the demo seed gives everybody). */
  accrued?: boolean;
}

/** A new employee with an account (password DEMO_PASSWORD), logged in. */
export async function makeEmployee(ctx: TestContext, spec: EmployeeSpec = {}): Promise<Person> {
  const s = stateOf(ctx);
  const n = ++s.serial;
  const code = `TF${String(n).padStart(4, '0')}`;
  const email = `tf${n}@factory.test`;
  const foot = spec.foot ?? 'HN-D1-F1';
  const [place] = await rows(
    ctx,
    sql`select f.id as foot_id, d.id as division_id, d.company_id, c.time_zone
          from foots f join divisions d on d.id = f.division_id join companies c on c.id = d.company_id
         where f.code = ${foot}`,
  );
  if (!place) throw new Error(`no foot ${foot}`);
  const idOf = async (table: string, value: string) => {
    const [row] = await rows(ctx, sql`select id from ${sql.identifier(table)} where code = ${value}`);
    if (!row) throw new Error(`no ${table} ${value}`);
    return Number(row.id);
  };
  const db = ctx.database.db;
  const [created] = await db
    .insert(employees)
    .values({
      employee_code: code,
      name: `Factory Person ${n}`,
      email,
      company_id: Number(place.company_id),
      division_id: Number(place.division_id),
      foot_id: Number(place.foot_id),
      department_id: await idOf('departments', spec.department ?? 'DEV'),
      job_title_id: await idOf('job_titles', spec.jobTitle ?? 'STAFF'),
      position_id: await idOf('positions', spec.position ?? 'DEV'),
      gender: 1,
      nationality: 'Vietnamese',
      start_date: '2020-01-06',
      join_date: '2020-01-06',
    })
    .returning({ id: employees.id });
  if (!created) throw new Error('employee not created');
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  await db.insert(accounts).values({ employee_id: created.id, email, password_hash: await passwordHash });
  for (const [project, role] of Object.entries(spec.projects ?? {}))
    await db
      .insert(projectMembers)
      .values({ project_id: await projectId(ctx, project), employee_id: created.id, role });
  const timeZone = String(place.time_zone);
  if (spec.accrued) {
    const today = todayIn(timeZone, ctx.now());
    for (let m = 1; m <= Number(today.slice(5, 7)); m++) {
      const period = `${today.slice(0, 4)}-${String(m).padStart(2, '0')}`;
      const at = zonedToInstant(`${period}-01`, 0, timeZone);
      await db.execute(
        sql`insert into leave_ledger (employee_id, kind, minutes, reason, period, created_at)
            values (${created.id}, 'accrual', ${MONTHLY_ACCRUAL_DAYS * MINUTES_PER_WORKDAY},
                    ${`Monthly accrual ${period}`}, ${period}, ${at.toISOString()}::timestamptz)`,
      );
    }
  }
  return { id: created.id, code, email, token: await tokenOf(ctx, email), timeZone };
}

/** A new project with the given members; returns its id and code (for `EmployeeSpec.projects`). */
export async function makeProject(
  ctx: TestContext,
  members: Array<[Person, ProjectRole]> = [],
): Promise<{ id: number; code: string; name: string }> {
  const n = ++stateOf(ctx).serial;
  const code = `TP${n}`;
  const name = `Factory Project ${n}`;
  const [row] = await ctx.database.db
    .insert(projects)
    .values({ code, name, start_date: '2025-01-01', end_date: '2027-12-31' })
    .returning({ id: projects.id });
  if (!row) throw new Error('project not created');
  for (const [person, role] of members)
    await ctx.database.db.insert(projectMembers).values({ project_id: row.id, employee_id: person.id, role });
  return { id: row.id, code, name };
}

/** A fresh member of project Alpha in foot HN-D1-F1: the demo member's approvers, its own data. */
export const makeMember = (ctx: TestContext, spec: EmployeeSpec = {}) =>
  makeEmployee(ctx, { projects: { ALPHA: 'MEMBER' }, ...spec });

/** Imports attendance as the administrator (the CSV import): `[code, date, check_in, check_out]`. */
export async function importAttendance(ctx: TestContext, lines: Array<[string, string, string, string]>) {
  const csv = ['employee_code,date,check_in,check_out', ...lines.map((l) => l.join(','))].join('\n');
  const { payload, headers } = multipart('file', 'attendance.csv', csv);
  const res = await call(ctx.app, (await admin(ctx)).token, {
    method: 'POST',
    url: '/api/timesheets/import',
    payload,
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`attendance import: ${res.statusCode} ${res.body}`);
  return res;
}

/** Submits (locks) a company's month as the administrator; `unsubmitMonth` reopens it. */
export async function submitMonth(ctx: TestContext, month: string, company = 'HANOI') {
  const res = await call(ctx.app, (await admin(ctx)).token, {
    method: 'POST',
    url: '/api/submit-timesheets',
    payload: { month, company_id: await companyId(ctx, company) },
  });
  if (res.statusCode !== 200) throw new Error(`submit ${month}: ${res.statusCode} ${res.body}`);
}

export async function unsubmitMonth(ctx: TestContext, month: string, company = 'HANOI') {
  const res = await call(ctx.app, (await admin(ctx)).token, {
    method: 'POST',
    url: '/api/unsubmit-timesheets',
    payload: { month, company_id: await companyId(ctx, company) },
  });
  if (res.statusCode !== 200) throw new Error(`unsubmit ${month}: ${res.statusCode} ${res.body}`);
}

/** Runs `work` with the month submitted, and reopens it afterwards whatever happened. */
export async function whileSubmitted<T>(ctx: TestContext, month: string, work: () => Promise<T>) {
  await submitMonth(ctx, month);
  try {
    return await work();
  } finally {
    await unsubmitMonth(ctx, month);
  }
}

/** Weekdays from `from` on (or back, with `step` -1), one per call. */
export function weekdays(from: string, step: 1 | -1 = 1) {
  let day = from;
  return () => {
    while (dayKindOf(day, new Set()) !== 'workday') day = addDays(day, step);
    const out = day;
    day = addDays(day, step);
    return out;
  };
}

/** The requester's today in their company's zone, by the app's clock. */
export const todayOf = (ctx: TestContext, who: Person) => todayIn(who.timeZone, ctx.now());

const holidaysOf = async (ctx: TestContext, who: Person) => {
  const s = stateOf(ctx);
  const [row] = await rows(ctx, sql`select company_id from employees where id = ${who.id}`);
  const company = Number(row?.company_id);
  let list = s.holidays.get(company);
  if (!list) {
    list = rows(ctx, sql`select date::text as date from holidays where company_id = ${company}`).then(
      (found) => new Set(found.map((r) => String(r.date))),
    );
    s.holidays.set(company, list);
  }
  return list;
};

/**
 * The first working day from `from` on (or back, with `step` -1) that `taken` says is free for the
 * requester: their own requests in the database decide, so a test's explicit dates are respected.
 */
async function freeDay(
  ctx: TestContext,
  who: Person,
  from: string,
  step: 1 | -1,
  taken: (day: string) => SQL,
): Promise<string> {
  const off = await holidaysOf(ctx, who);
  const next = weekdays(from, step);
  for (let i = 0; i < 60; i++) {
    const day = next();
    if (off.has(day)) continue;
    if ((await rows(ctx, taken(day))).length === 0) return day;
  }
  throw new Error(`no free day for ${who.code} from ${from}`);
}

const OVERTIME_HOURS = ['18:00', '19:00', '20:00', '21:00', '22:00'];

/**
 * The first free overtime hour of a requester, 18:00-23:00 on the latest working day of the window:
 * on a day without attendance a long day (08:00-23:30) is imported for it; a day whose attendance
 * the test set itself is left alone; hours the requester already asked for are skipped.
 */
async function overtimeSlot(ctx: TestContext, who: Person) {
  const s = stateOf(ctx);
  const today = todayOf(ctx, who);
  const next = weekdays(addDays(today, -1), -1);
  for (let date = next(); isInOvertimeWindow(date, today); date = next()) {
    const mine = s.longDays.has(`${who.id}:${date}`);
    if (
      !mine &&
      (await rows(ctx, sql`select 1 from timesheets where employee_id = ${who.id} and work_date = ${date}`))
        .length > 0
    )
      continue;
    const asked = await rows(
      ctx,
      sql`select start_time, end_time from overtime_requests where employee_id = ${who.id} and date = ${date}`,
    );
    for (const start_time of OVERTIME_HOURS) {
      const end_time = `${String(Number(start_time.slice(0, 2)) + 1).padStart(2, '0')}:00`;
      if (asked.some((r) => String(r.start_time) < end_time && String(r.end_time) > start_time)) continue;
      if (!mine) {
        await importAttendance(ctx, [[who.code, date, '08:00', '23:30']]);
        s.longDays.add(`${who.id}:${date}`);
      }
      return { date, start_time, end_time };
    }
  }
  throw new Error(`no overtime slot left for ${who.code}`);
}

function made(
  res: { statusCode: number; body: string; json: () => Record<string, unknown> },
  what: string,
  key: string,
  idField: string,
) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  const item = res.json()[key] as Record<string, unknown>;
  return { item, id: Number(item[idField]) };
}

type Over = Fields & { requester?: Person };
const split = ({ requester, ...fields }: Over) => ({ requester, fields });

/**
 * A pending overtime request in project Alpha, approvers pm then top. Without a `date`, the next
 * free hour after 18:00 of a recent working day, with a long attendance day imported for it.
 */
export async function makeOvertime(ctx: TestContext, over: Over = {}): Promise<Made> {
  const { requester: given, fields } = split(over);
  const requester = given ?? (await makeMember(ctx));
  const slot = fields.date === undefined ? await overtimeSlot(ctx, requester) : {};
  const body = {
    project_id: await projectId(ctx, 'ALPHA'),
    ...slot,
    reason: 'Release preparation',
    approve_person_1: await demoId(ctx, 'pm'),
    approve_person_2: await demoId(ctx, 'top'),
    ...fields,
  };
  const res = await client(ctx).post(requester, '/api/overtime-requests', body);
  return { ...made(res, 'makeOvertime', 'overTimeRequest', 'over_time_request_id'), requester, body };
}

/** A pending one-day remote request (the next free working day from tomorrow), approvers pm then leader. */
export async function makeRemote(ctx: TestContext, over: Over = {}): Promise<Made> {
  const { requester: given, fields } = split(over);
  const requester = given ?? (await makeMember(ctx));
  const day =
    fields.start_date === undefined
      ? await freeDay(
          ctx,
          requester,
          addDays(todayOf(ctx, requester), 1),
          1,
          (d) =>
            sql`select 1 from remote_requests where employee_id = ${requester.id} and status in (1, 2) and start_date <= ${d} and end_date >= ${d}`,
        )
      : undefined;
  const body = {
    approve_person_1: await demoId(ctx, 'pm'),
    approve_person_2: await demoId(ctx, 'leader'),
    ...(day ? { start_date: day, end_date: day } : {}),
    reason: 'Waiting for a delivery at home.',
    ...fields,
  };
  const res = await client(ctx).post(requester, '/api/remote', body);
  return { ...made(res, 'makeRemote', 'remoteRequest', 'id'), requester, body };
}

/**
 * A pending one-day leave request (the next free working day from tomorrow), unpaid (type 3) so it
 * needs no balance; approvers pm then top.
 */
export async function makeLeave(ctx: TestContext, over: Over = {}): Promise<Made> {
  const { requester: given, fields } = split(over);
  const requester = given ?? (await makeMember(ctx));
  const day =
    fields.start_date === undefined
      ? await freeDay(
          ctx,
          requester,
          addDays(todayOf(ctx, requester), 1),
          1,
          (d) =>
            sql`select 1 from leave_requests where employee_id = ${requester.id} and status in (1, 2) and start_date <= ${d} and end_date >= ${d}`,
        )
      : undefined;
  const body = {
    ...(day ? { start_date: day, end_date: day } : {}),
    start_time: '08:00',
    end_time: '17:30',
    type_reason: 3,
    reason: 'VACATION_MODE',
    note: 'Unpaid day.',
    approve_person_1: await demoId(ctx, 'pm'),
    approve_person_2: await demoId(ctx, 'top'),
    ...fields,
  };
  const res = await client(ctx).post(requester, '/api/sabbatical-leave-request', body);
  return { ...made(res, 'makeLeave', 'sabbaticalLeaveRequest', 'id'), requester, body };
}

/** A pending short leave (late by 30 minutes on the last free working day), assigned to leader and pm. */
export async function makeShortLeave(ctx: TestContext, over: Over = {}): Promise<Made> {
  const { requester: given, fields } = split(over);
  const requester = given ?? (await makeMember(ctx));
  const day =
    fields.request_date === undefined
      ? await freeDay(
          ctx,
          requester,
          addDays(todayOf(ctx, requester), -1),
          -1,
          (d) =>
            sql`select 1 from short_leave_requests where employee_id = ${requester.id} and request_date = ${d}`,
        )
      : undefined;
  const body = {
    ...(day ? { request_date: day } : {}),
    leave_type: 'late',
    reason: 'Took my child to the doctor.',
    assigned_staff: [await demoId(ctx, 'leader'), await demoId(ctx, 'pm')],
    time_off: 30,
    ...fields,
  };
  const res = await client(ctx).post(requester, '/api/short-leave-requests', body);
  return { ...made(res, 'makeShortLeave', 'data', 'id'), requester, body };
}

const JPEG = readFileSync(path.join(__dirname, 'fixtures/evidence.jpg'));

/** A JPEG evidence file for a correction (`img_evidence[]`). */
export const jpegEvidence = (content: Buffer | string = JPEG, filename = 'photo.jpg'): FormFile => ({
  field: 'img_evidence[]',
  filename,
  content,
  contentType: 'image/jpeg',
});

/**
 * A pending attendance correction (the last free working day before today, 08:00-17:30, one JPEG),
 * manager dm then administrator admin. A requester has one pending correction at most (5076).
 */
export async function makeCorrection(
  ctx: TestContext,
  over: Over & { files?: FormFile[] } = {},
): Promise<Made> {
  const { requester: given, files, ...fields } = over;
  const requester = given ?? (await makeMember(ctx));
  const day =
    fields.work_date === undefined
      ? await freeDay(
          ctx,
          requester,
          addDays(todayOf(ctx, requester), -1),
          -1,
          (d) =>
            sql`select 1 from correction_requests where employee_id = ${requester.id} and work_date = ${d}`,
        )
      : undefined;
  const body = {
    ...(day ? { work_date: day } : {}),
    manager_id: await demoId(ctx, 'dm'),
    admin_id: await demoId(ctx, 'admin'),
    start_time_request: '08:00',
    end_time_request: '17:30',
    reason: 'The gate reader did not record my arrival.',
    ...(fields as Record<string, string | number | Array<string | number>>),
  };
  const res = await client(ctx).send(requester, '/api/additional-timesheet', body, files ?? [jpegEvidence()]);
  return { ...made(res, 'makeCorrection', 'timesheetRequest', 'id'), requester, body };
}
