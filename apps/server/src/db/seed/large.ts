import { addMonths, leaveDayCount, monthOf, overtimeMinutes, todayIn } from '@staffhub/domain';
import { type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/auth.service';
import { adminIds } from '../../modules/corrections/corrections.repository';
import type { Db } from '../client';
import { isWorking } from '../employee-active';
import { DEMO_PASSWORD, demoCompanies } from './demo-data';

/**
 * The large organization (issue #19): thousands of employees on top of the demo organization, with
 * a year of attendance and requests in every state, for the scale benchmarks and for trying the
 * screens at size. Everything is set-based SQL (INSERT … SELECT over generate_series), one
 * statement per table and request kind, so 20,000 employees take minutes, not hours.
 */

/** What `seedLargeOrg` accepts: a whole number of employees and of months in these bounds. */
export const LARGE_LIMITS = {
  employees: { min: 1, max: 50_000 },
  months: { min: 1, max: 24 },
} as const;

/** Every generated employee's code starts with this (LG00001…); nothing else in the demo does. */
export const LARGE_CODE_PREFIX = 'LG';
/** The one division of about 300 people (the team calendar's bench). */
export const LARGE_BIG_DIVISION = 'LG-HN-OPS';
/** The project whose PM approves hundreds of requests (the approval lists' bench). */
export const LARGE_BIG_PROJECT = 'LG-P0001';
/** Named accounts (password `demo1234`): the big division's manager and the big project's PM. */
export const LARGE_ACCOUNTS = {
  divisionManager: 'large-dm@demo.test',
  projectManager: 'large-pm@demo.test',
} as const;

const BIG_DIVISION_SIZE = 300;
const DIVISION_MAX = 120;
const FOOT_MAX = 12;
const BIG_PROJECT_SIZE = 300;
const PROJECT_SIZE = 25;
/** People per attendance statement (a year of theirs is about 600,000 rows at 2,500). */
const ATTENDANCE_BATCH = 2_500;
/** The big project: 300 people, or a quarter of the staff when that is fewer. */
const bigProjectSize = (employees: number) => Math.min(BIG_PROJECT_SIZE, Math.ceil(employees / 4));

/** Shares of the staff per company (Hanoi, the delivery centre, takes the rest, about 40 %). */
const SHARES: ReadonlyArray<{ code: string; short: string; label: string; share: number }> = [
  { code: 'HANOI', short: 'HN', label: 'Hanoi Delivery', share: 0 },
  { code: 'JAPAN', short: 'JP', label: 'Tokyo Delivery', share: 0.2 },
  { code: 'CRM', short: 'CRM', label: 'CRM Delivery', share: 0.2 },
  { code: 'AI', short: 'AI', label: 'AI Delivery', share: 0.2 },
];

export interface LargeDivision {
  code: string;
  name: string;
  company_id: number;
  /** The first employee number (1-based) of the division; its people are `first … first + size - 1`. */
  first: number;
  size: number;
}

/**
 * Where each generated employee works: employees are numbered 1…n; Hanoi's first ones form the
 * big division (300, or a quarter of the staff when that is fewer), then each company's people
 * fill divisions of at most 120, of even sizes, in company order.
 */
export function largeLayout(employees: number): LargeDivision[] {
  const companyId = new Map(demoCompanies.map((c) => [c.code as string, c.id as number]));
  const others = SHARES.slice(1).map((s) => Math.floor(employees * s.share));
  const counts = [employees - others.reduce((a, b) => a + b, 0), ...others];
  const out: LargeDivision[] = [];
  let next = 1;
  SHARES.forEach((company, i) => {
    let rest = counts[i] ?? 0;
    const id = companyId.get(company.code) as number;
    if (i === 0) {
      const size = Math.min(BIG_DIVISION_SIZE, Math.ceil(employees / 4));
      out.push({ code: LARGE_BIG_DIVISION, name: 'Hanoi Operations', company_id: id, first: next, size });
      next += size;
      rest -= size;
    }
    const divisions = Math.ceil(rest / DIVISION_MAX);
    for (let d = 0; d < divisions; d++) {
      // Even sizes: the first `rest % divisions` divisions hold one more.
      const size = Math.floor(rest / divisions) + (d < rest % divisions ? 1 : 0);
      const n = String(d + 1).padStart(3, '0');
      out.push({
        code: `LG-${company.short}-D${n}`,
        name: `${company.label} ${n}`,
        company_id: id,
        first: next,
        size,
      });
      next += size;
    }
  });
  return out;
}

export interface LargeSeedOptions {
  employees: number;
  /** Months of history ending with the current one (default 12). */
  months?: number;
  /** The clock: attendance runs to yesterday, requests are dated around it (default: now). */
  now?: Date;
  /** Told each step's name and duration as it ends (the command prints them). */
  onStep?: (step: string, ms: number) => void;
}

export interface LargeSeedResult {
  employees: number;
  divisions: number;
  foots: number;
  projects: number;
  project_members: number;
  timesheets: number;
  submissions: number;
  overtime: number;
  leave: number;
  remote: number;
  corrections: number;
  short_leave: number;
  approval_steps: number;
  ledger_lines: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A PostgreSQL array literal of ids (drizzle would spread a JS array into a list). */
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const textArray = (items: readonly string[]) => `{${items.map((s) => `"${s}"`).join(',')}}`;

/** Overtime ends (from 18:00) and their minutes by the domain's rule on a working day. */
const OVERTIME_ENDS = ['19:00', '19:30', '20:00', '20:30', '21:00'];
/** Leave shapes: a full office day and an afternoon, minutes by the domain's count. */
const LEAVE_SHAPES = [
  { start: '08:00', end: '17:30' },
  { start: '13:30', end: '17:30' },
];

/**
 * Seeds the large organization on top of the demo one (`seedDemo` first). Refuses when the
 * database already holds it: run it once on a fresh database.
 *
 * - `employees` people (codes LG00001…, e-mails large<n>@demo.test, password demo1234) over the
 *   four companies (Hanoi about 40 %, the others 20 % each), in divisions of at most 120 with a
 *   manager and foots of at most 12 with a leader; one division of about 300 (`LARGE_BIG_DIVISION`).
 * - Projects of 25 (the first of 300: `LARGE_BIG_PROJECT`) over everyone outside the big division,
 *   each with its PM (its first person) and a top (a Tokyo division manager).
 * - Attendance on every working day of the months up to yesterday, in each company's zone,
 *   check-in around 08:00 (now and then late), check-out around 17:30-18:45; the months before
 *   last month are submitted.
 * - Overtime, leave, remote work, corrections and short leave: approved or rejected in submitted
 *   months, pending (waiting at level 1 or 2), approved or rejected in open ones, with the steps
 *   the app's rules give (SPEC 6) and the state a decision leaves them in; attendance follows
 *   (a later check-out on an overtime day, a missing one where a correction asks for it, no
 *   attendance on an approved day of leave).
 * - The leave ledger: every month's accrual and each approved compensated leave's deduction.
 */
export async function seedLargeOrg(db: Db, opts: LargeSeedOptions): Promise<LargeSeedResult> {
  const employees = opts.employees;
  const months = opts.months ?? 12;
  const now = opts.now ?? new Date();
  const { employees: ek, months: mk } = LARGE_LIMITS;
  if (!Number.isInteger(employees) || employees < ek.min || employees > ek.max)
    throw new Error(`employees must be a whole number from ${ek.min} to ${ek.max}`);
  if (!Number.isInteger(months) || months < mk.min || months > mk.max)
    throw new Error(`months must be a whole number from ${mk.min} to ${mk.max}`);

  const [existing] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from employees where employee_code like ${`${LARGE_CODE_PREFIX}%`}`,
    ),
  );
  if ((existing?.n ?? 0) > 0)
    throw new Error(
      `this database already holds a large organization (${existing?.n} employees ${LARGE_CODE_PREFIX}…); seed a fresh one`,
    );

  const layout = largeLayout(employees);
  // Each company's calendar: its today, the first month of the history and the first open month.
  const calendar = demoCompanies.map((c) => {
    const today = todayIn(c.time_zone, now);
    const current = monthOf(today);
    return {
      id: c.id,
      tz: c.time_zone,
      today,
      first_month: `${addMonths(current, -(months - 1))}-01`,
      open_from: `${addMonths(current, -1)}-01`,
      current_month: `${current}-01`,
    };
  });
  const ctx: Context = {
    employees,
    months,
    now: now.toISOString(),
    calendar: JSON.stringify(calendar),
    board: intArray(await boardIds(db, now)),
    admin: (await adminIds(db, now))[0] ?? null,
  };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const steps: Array<[string, () => Promise<void>]> = [
    ['people', () => seedPeople(db, layout, passwordHash)],
    ['projects', () => seedProjects(db, ctx)],
    ['attendance', () => seedAttendance(db, ctx)],
    ['overtime', () => seedOvertime(db, ctx)],
    ['corrections', () => seedCorrections(db, ctx)],
    ['leave', () => seedLeave(db, ctx)],
    ['remote', () => seedRemote(db, ctx)],
    ['short leave', () => seedShortLeave(db, ctx)],
  ];
  for (const [name, run] of steps) {
    const started = Date.now();
    await run();
    opts.onStep?.(name, Date.now() - started);
  }
  return counts(db);
}

interface Context {
  employees: number;
  months: number;
  now: string;
  /** JSON of the companies' calendars (see `seedLargeOrg`). */
  calendar: string;
  /** The board (directors still working), an array literal: the superiors above every division. */
  board: string;
  /** The administrator whom corrections name at level 2. */
  admin: number | null;
}

async function boardIds(db: Db, now: Date) {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select employees.id from employees join job_titles j on j.id = employees.job_title_id
      where j.code = 'DIRECTOR' and ${isWorking(now)} order by employees.id`),
  );
  return rows.map((r) => r.id);
}

/** Divisions, foots, employees with their leads, and an account each. */
async function seedPeople(db: Db, layout: LargeDivision[], passwordHash: string) {
  const json = JSON.stringify(layout);
  const division = sql`jsonb_to_recordset(${json}::jsonb) as l(code text, name text, company_id int, first int, size int)`;
  await db.execute(sql`insert into divisions (code, name, company_id)
    select l.code, l.name, l.company_id from ${division}`);
  await db.execute(sql`insert into foots (code, name, division_id)
    select l.code || '-F' || lpad((k + 1)::text, 2, '0'), l.name || ' / Team ' || (k + 1), d.id
      from ${division} join divisions d on d.code = l.code
      cross join generate_series(0, (l.size - 1) / ${FOOT_MAX}::int) k`);
  // The big project's PM: the first person outside the big division (see `seedProjects`).
  const bigProjectPm = layout.find((d) => d.code !== LARGE_BIG_DIVISION)?.first ?? null;
  // Within a division: the first person manages it, the first of each foot leads it (the second
  // in the first foot, whose first is the manager).
  await db.execute(sql`
    with people as (
      select g, l.code as division_code, l.company_id, g - l.first as offset_in_division,
        (g - l.first) / ${FOOT_MAX}::int as foot_index, (g - l.first) % ${FOOT_MAX}::int as offset_in_foot
        from ${division} cross join generate_series(l.first, l.first + l.size - 1) g
    )
    insert into employees (employee_code, name, email, company_id, division_id, foot_id, department_id,
      position_id, job_title_id, level, work_type, japanese_level, gender, nationality, birthday,
      start_date, join_date)
    select ${LARGE_CODE_PREFIX} || lpad(p.g::text, 5, '0'),
      case when p.company_id = 1
        then (array['佐藤','鈴木','高橋','田中','伊藤','渡辺','山本','中村','小林','加藤','吉田','山田'])[1 + p.g % 12]
          || ' ' || (array['大輔','翔太','健一','陽子','美咲','拓也','直樹','さくら','結衣','蓮','葵','陽菜'])[1 + (p.g / 12) % 12]
        else (array['Nguyễn','Trần','Lê','Phạm','Hoàng','Huỳnh','Phan','Vũ','Võ','Đặng','Bùi','Đỗ','Hồ','Ngô','Dương','Lý'])[1 + p.g % 16]
          || ' ' || (array['Văn','Thị','Minh','Đức','Ngọc','Thanh','Quang','Hữu','Thu','Gia'])[1 + (p.g / 16) % 10]
          || ' ' || (array['An','Bình','Cường','Dũng','Giang','Hà','Hải','Hạnh','Hiếu','Hoa','Huy','Khánh','Lan','Linh','Long',
                           'Mai','Nam','Nga','Phong','Phúc','Quân','Sơn','Tâm','Thảo','Trang','Trung','Tú','Tuấn','Vy','Yến'])[1 + (p.g / 7) % 30]
      end,
      case
        when p.division_code = ${LARGE_BIG_DIVISION} and p.offset_in_division = 0 then ${LARGE_ACCOUNTS.divisionManager}
        when p.g = ${bigProjectPm}::int then ${LARGE_ACCOUNTS.projectManager}
        else 'large' || p.g || '@demo.test'
      end,
      p.company_id, d.id, f.id,
      (select id from departments where code = 'DEV'),
      (select id from positions where code = case
        when p.offset_in_division = 0 then 'PM'
        when p.company_id = 1 and p.g % 5 = 0 then 'BRSE'
        else (array['DEV','DEV','DEV','QA','DEV','DESIGN','DEV','QA'])[1 + p.g % 8] end),
      (select id from job_titles where code = case
        when p.offset_in_division = 0 then 'MANAGER'
        when p.offset_in_foot = case when p.foot_index = 0 then 1 else 0 end then 'LEADER'
        else 'STAFF' end),
      case when p.offset_in_division = 0 then 5 else 1 + p.g % 4 end,
      case when p.g % 23 = 0 then 0 else 2 end,
      case when p.company_id = 1 then 1 else p.g % 6 end,
      1 + p.g % 2,
      case when p.company_id = 1 then 'Japanese' else 'Vietnamese' end,
      make_date(1975 + p.g % 28, 1 + p.g % 12, 1 + p.g % 28),
      make_date(2012 + p.g % 12, 1 + (p.g / 12) % 12, 1),
      make_date(2012 + p.g % 12, 1 + (p.g / 12) % 12, 1)
    from people p
    join divisions d on d.code = p.division_code
    join foots f on f.code = p.division_code || '-F' || lpad((p.foot_index + 1)::text, 2, '0')`);
  await db.execute(sql`update divisions d set manager_id = e.id
    from employees e join job_titles j on j.id = e.job_title_id
    where e.division_id = d.id and j.code = 'MANAGER' and d.code like 'LG-%'
      and e.employee_code like ${`${LARGE_CODE_PREFIX}%`}`);
  await db.execute(sql`update foots f set leader_id = e.id
    from employees e join job_titles j on j.id = e.job_title_id
    where e.foot_id = f.id and j.code = 'LEADER' and f.code like 'LG-%'
      and e.employee_code like ${`${LARGE_CODE_PREFIX}%`}`);
  await db.execute(sql`insert into accounts (employee_id, email, password_hash)
    select id, lower(email), ${passwordHash} from employees where employee_code like ${`${LARGE_CODE_PREFIX}%`}`);
}

/**
 * Projects over everyone outside the big division, in employee order: the first of 300 people
 * (`bigProjectSize`), then one per 25. The first person is the PM (no MEMBER row, as in the demo), the others members;
 * the top is a Tokyo division manager, in turn (or the demo's top without any).
 */
async function seedProjects(db: Db, ctx: Context) {
  const big = bigProjectSize(ctx.employees);
  const tops = rowsOf<{ id: number }>(
    await db.execute(sql`select manager_id as id from divisions where code like 'LG-JP-D%' and manager_id is not null
      order by code`),
  ).map((r) => r.id);
  const fallbackTop = rowsOf<{ id: number }>(
    await db.execute(sql`select id from employees where email = 'top@demo.test'`),
  )[0]?.id;
  const topList = intArray(tops.length > 0 ? tops : fallbackTop ? [fallbackTop] : []);
  await db.execute(sql`
    with cal as (select min(c.first_month) as first_month from jsonb_to_recordset(${ctx.calendar}::jsonb) as c(first_month date)),
    staff as (
      select e.id, row_number() over (order by e.employee_code) - 1 as r
        from employees e join divisions d on d.id = e.division_id
       where e.employee_code like ${`${LARGE_CODE_PREFIX}%`} and d.code <> ${LARGE_BIG_DIVISION}
    ),
    placed as (
      select id, r, case when r < ${big}::int then 1 else 2 + (r - ${big}::int) / ${PROJECT_SIZE}::int end as k
        from staff
    )
    insert into projects (code, name, start_date, status, type, description)
    select 'LG-P' || lpad(k::text, 4, '0'), 'Large project ' || k, (select first_month from cal) - 90, 1, 1 + k % 4,
      'Generated for the scale benchmarks.'
      from (select distinct k from placed) p`);
  await db.execute(sql`
    with staff as (
      select e.id, row_number() over (order by e.employee_code) - 1 as r
        from employees e join divisions d on d.id = e.division_id
       where e.employee_code like ${`${LARGE_CODE_PREFIX}%`} and d.code <> ${LARGE_BIG_DIVISION}
    ),
    placed as (
      select s.id, p.id as project_id, s.r = min(s.r) over (partition by p.id) as is_pm, p.code
        from staff s
        join projects p on p.code = 'LG-P' || lpad((case when s.r < ${big}::int then 1
          else 2 + (s.r - ${big}::int) / ${PROJECT_SIZE}::int end)::text, 4, '0')
    )
    insert into project_members (project_id, employee_id, role, position, type, effort_default, start_date)
    select placed.project_id, placed.id, case when is_pm then 'PM' else 'MEMBER' end, case when is_pm then 'PM' else 'DEV' end,
      case when is_pm then null else 1 end, case when is_pm then null else 100 end, p.start_date
      from placed join projects p on p.id = placed.project_id
    union all
    select p.id, (${topList}::int[])[1 + (substring(p.code from 5)::int - 1) % cardinality(${topList}::int[])], 'TOP', null, null, null, p.start_date
      from projects p where p.code like 'LG-P%' and cardinality(${topList}::int[]) > 0
    on conflict do nothing`);
}

/** The companies' calendars and the history's months, as CTEs every request statement starts with. */
const calendarCtes = (ctx: Context) => sql`
  cal as (
    select * from jsonb_to_recordset(${ctx.calendar}::jsonb)
      as c(id int, tz text, today date, first_month date, open_from date, current_month date)
  ),
  months as (
    select cal.*, m, (cal.first_month + m * interval '1 month')::date as ms,
      (cal.first_month + (m + 1) * interval '1 month' - interval '1 day')::date as me
      from cal cross join generate_series(0, ${ctx.months - 1}::int) m
  ),
  staff as (
    select e.id, e.company_id, substring(e.employee_code from 3)::int as g, mem.project_id,
      pm.employee_id as pm, tp.employee_id as top, d.manager_id as dm,
      array_remove(array_remove(array[f.leader_id, d.manager_id] || ${ctx.board}::int[], e.id), null) as sup
      from employees e
      left join foots f on f.id = e.foot_id
      left join divisions d on d.id = e.division_id
      -- Generated people belong to one generated project each, as its PM or a member.
      left join project_members mem on mem.employee_id = e.id and mem.role in ('MEMBER', 'PM')
      left join project_members pm on pm.project_id = mem.project_id and pm.role = 'PM'
      left join project_members tp on tp.project_id = mem.project_id and tp.role = 'TOP'
     where e.employee_code like ${`${LARGE_CODE_PREFIX}%`}
  )`;

/**
 * The SPEC 6 chain of the requester (`s`): with a project its PM then its top (each standing in
 * for the other, never the requester), else the first two superiors (foot leader, division
 * manager, board), the only one twice when there is one.
 */
const CHAIN_1 = sql.raw(
  `case when s.project_id is not null then coalesce(nullif(s.pm, s.id), nullif(s.top, s.id)) else s.sup[1] end`,
);
const CHAIN_2 = sql.raw(
  `case when s.project_id is not null then coalesce(nullif(s.top, s.id), nullif(s.pm, s.id)) else coalesce(s.sup[2], s.sup[1]) end`,
);

/**
 * Day `seed` of the month `mo` for person `s` (a weekday: a weekend moves back to Friday);
 * `pastOnly` keeps it before the company's today. Rows whose day leaves the month are dropped by
 * the callers (`d >= mo.ms`).
 */
const dayOf = (salt: number, pastOnly: boolean) => {
  const last = pastOnly ? sql.raw('least(mo.me, mo.today - 1)') : sql.raw('mo.me');
  // A plain expression (no sub-select), so the planner can match holidays and requests on it by index.
  const x = sql`(mo.ms + (s.g * 31 + mo.m * 17 + ${salt}::int * 7) % greatest(1, ${last} - mo.ms + 1))`;
  return sql`(${x} - case extract(isodow from ${x})::int when 6 then 1 when 7 then 2 else 0 end)`;
};

/**
 * The day `dd.d` is not a holiday of the person's company: a hashed NOT IN (the holidays are a few
 * hundred rows), which the planner keeps for hundreds of thousands of candidate days.
 */
const NOT_HOLIDAY = sql.raw('(s.company_id, dd.d) not in (select h.company_id, h.date from holidays h)');

/** Two pseudo-random numbers of a person, month and kind: h1 in 0…999, h2 in 0…996. */
const hashes = (salt: number) => sql`
  (s.g * 7919 + mo.m * 104729 + ${salt}::int * 1299709) % 1000 as h1,
  (s.g * 104723 + mo.m * 7907 + ${salt}::int * 31) % 997 as h2`;

/**
 * The request's status from its day: in a submitted month approved (85 %) or rejected; in an
 * open one pending (60 %), approved (25 %) or rejected. `stage` is the level a pending request
 * waits at, or the level that rejected it: 2 for 60 % of pending and half the rejections when the
 * two levels are different people (then level 1 has approved), else 1.
 */
const STATUS = sql.raw(`case when b.d < b.open_from then (case when b.h1 < 850 then 2 else 3 end)
  else (case when b.h1 < 600 then 1 when b.h1 < 850 then 2 else 3 end) end`);
const STAGE = (twoPeople: string) =>
  sql.raw(
    `case when (${twoPeople}) and ((b.h1 < 600 and b.h2 % 5 < 3) or (b.h1 >= 850 and b.h2 % 2 = 0)) then 2 else 1 end`,
  );

/**
 * Two-level steps of a plan (`id`, `l1`, `l2`, `status`, `stage`, `created`): approved steps up to
 * the stage (all of them when approved), the rejecting step, the others pending. Times: a level
 * acts a day after the previous event, never after `now`.
 */
const chainSteps = (kind: string, ctx: Context, levels = 2) => sql`
  insert into approval_steps (request_kind, request_id, level, approver_id, status, comment, acted_at, created_at)
  select ${kind}, p.id, lv.level, case lv.level when 1 then p.l1 else p.l2 end, st.status,
    case st.status when 3 then 'Not this time: please talk to me first.' when 2 then 'OK' end,
    case when st.status in (2, 3) then least(p.created + lv.level * interval '1 day', ${ctx.now}::timestamptz) end,
    p.created
    from plan p cross join generate_series(1, ${levels}::int) lv(level)
    cross join lateral (select case
      when p.status = 2 then 2
      when p.status = 3 and lv.level = p.stage then 3
      when lv.level < p.stage then 2
      else 1 end as status) st
   where lv.level = 1 or p.l2 is not null`;

/** The request row's version and current approver from its plan (as the engine leaves them). */
const CURRENT = sql.raw(`case when p.status = 1 then (case p.stage when 1 then p.l1 else p.l2 end) end`);
const VERSION = sql.raw(
  `1 + case when p.status = 1 then p.stage - 1 when p.status = 2 then 2 else p.stage end`,
);

/** Attendance: every working day of the history up to yesterday, in the company's zone. */
async function seedAttendance(db: Db, ctx: Context) {
  // A statement per ATTENDANCE_BATCH people keeps each transaction (and PGlite's memory) bounded;
  // rows come in (employee, day) order, so the unique index on them grows at its end.
  for (let first = 1; first <= ctx.employees; first += ATTENDANCE_BATCH) {
    const codes = [first, Math.min(ctx.employees, first + ATTENDANCE_BATCH - 1)].map(
      (g) => `${LARGE_CODE_PREFIX}${String(g).padStart(5, '0')}`,
    );
    await db.execute(sql`
      with ${calendarCtes(ctx)}
      insert into timesheets (employee_id, work_date, check_in, check_out, source, created_at, updated_at)
      select e.id, d::date,
        (d::date + time '08:00' + (((e.id * 7 + extract(doy from d)::int * 13) % 41 - 25)
          + case when (e.id + extract(doy from d)::int * 3) % 37 = 0 then 40 else 0 end) * interval '1 minute')
          at time zone c.tz,
        (d::date + time '17:30' + ((e.id * 11 + extract(doy from d)::int * 17) % 76 - 4) * interval '1 minute')
          at time zone c.tz,
        'import',
        (d::date + time '18:00') at time zone c.tz,
        (d::date + time '18:00') at time zone c.tz
      from employees e
      join cal c on c.id = e.company_id
      cross join lateral generate_series(c.first_month, c.today - 1, interval '1 day') d
      where e.employee_code between ${codes[0]} and ${codes[1]} and extract(isodow from d) < 6
        and (e.company_id, d::date) not in (select h.company_id, h.date from holidays h)
      order by e.id, d`);
  }
  await db.execute(sql`
    with ${calendarCtes(ctx)}
    insert into timesheet_submissions (employee_id, month, submitted_by, submitted_at)
    select s.id, to_char(mo.ms, 'YYYY-MM'), ${ctx.admin}::int,
      ((mo.ms + interval '1 month' + interval '2 days')::date + time '10:00') at time zone mo.tz
      from staff s join months mo on mo.id = s.company_id
     where mo.ms < mo.open_from`);
}

/** One overtime every other month from 18:00, on a past working day, with the later check-out it needs. */
async function seedOvertime(db: Db, ctx: Context) {
  const ends = textArray(OVERTIME_ENDS);
  const minutes = intArray(OVERTIME_ENDS.map((end) => overtimeMinutes('workday', '18:00', end) ?? 0));
  await db.execute(sql`
    with ${calendarCtes(ctx)},
    base as (
      select s.id as employee_id, s.project_id, mo.tz, mo.open_from, dd.d, hh.h1, hh.h2, ${CHAIN_1} as l1, ${CHAIN_2} as l2
        from staff s join months mo on mo.id = s.company_id
        cross join lateral (select ${hashes(1)}) hh
        cross join lateral (select ${dayOf(1, true)} as d) dd
       where (s.g + mo.m) % 2 = 0 and mo.ms < mo.today and dd.d >= mo.ms and dd.d < mo.today
         and ${NOT_HOLIDAY}
    ),
    plan as (
      select nextval('overtime_requests_id_seq')::int as id, b.*, ${STATUS} as status, ${STAGE('b.l1 <> b.l2')} as stage,
        1 + b.h2 % 5 as shape,
        least((b.d + time '21:30') at time zone b.tz, ${ctx.now}::timestamptz) as created
        from base b where b.l1 is not null
    ),
    requests as (
      insert into overtime_requests (id, employee_id, project_id, date, start_time, end_time, duration, reason, note,
        status, current_approver_id, version, created_at, updated_at)
      select p.id, p.employee_id, p.project_id, p.d, '18:00', (${ends}::text[])[p.shape], (${minutes}::int[])[p.shape],
        (array['Release preparation','Production incident','Customer demo tomorrow','Sprint deadline','Data migration'])[1 + p.h2 % 5],
        null, p.status, ${CURRENT}, ${VERSION}, p.created, p.created
        from plan p
    ),
    steps as (${chainSteps('overtime', ctx)})
    select count(*) from plan`);
  // The attendance an overtime needs: a check-out after its end.
  await db.execute(sql`
    update timesheets t
       set check_out = ((o.date + o.end_time::time) + (5 + o.id % 25) * interval '1 minute') at time zone c.time_zone
      from overtime_requests o
      join employees e on e.id = o.employee_id
      join companies c on c.id = e.company_id
     where e.employee_code like ${`${LARGE_CODE_PREFIX}%`} and t.employee_id = o.employee_id and t.work_date = o.date`);
}

/**
 * A correction every third month for a day with a forgotten check-out (not an overtime day),
 * asking for the office end; to the division manager (or the board) then the administrator.
 * Only the current month's may still be pending, so nobody has two pending.
 */
async function seedCorrections(db: Db, ctx: Context) {
  await db.execute(sql`
    with ${calendarCtes(ctx)},
    base as (
      select s.id as employee_id, mo.tz, mo.open_from, mo.current_month, dd.d, hh.h1, hh.h2,
        coalesce(nullif(s.dm, s.id), (${ctx.board}::int[])[1]) as l1, ${ctx.admin}::int as l2,
        to_char(t.check_in at time zone mo.tz, 'HH24:MI') as real_in
        from staff s join months mo on mo.id = s.company_id
        cross join lateral (select ${hashes(2)}) hh
        cross join lateral (select ${dayOf(2, true)} as d) dd
        join timesheets t on t.employee_id = s.id and t.work_date = dd.d
       where (s.g + mo.m) % 3 = 1 and mo.ms < mo.today and dd.d >= mo.ms and dd.d < mo.today
         and not exists (select 1 from overtime_requests o where o.employee_id = s.id and o.date = dd.d)
    ),
    plan as (
      select nextval('correction_requests_id_seq')::int as id, b.*,
        case when b.d < b.current_month then (case when b.h1 < 850 then 2 else 3 end) else ${STATUS} end as status,
        case when b.h1 < 600 and b.h2 % 5 < 3 then 2 else 1 end as stage,
        least((b.d + 1 + time '09:00') at time zone b.tz, ${ctx.now}::timestamptz) as created
        from base b where b.l1 is not null and b.l2 is not null
    ),
    requests as (
      insert into correction_requests (id, employee_id, work_date, start_time_real, end_time_real, start_time_request,
        end_time_request, reason, img_evidence, status, current_approver_id, version, created_at, updated_at)
      select p.id, p.employee_id, p.d, p.real_in, null, coalesce(p.real_in, '08:00'),
        (array['17:30','17:45','18:00'])[1 + p.h2 % 3], 'Forgot to check out.', 'large/evidence-' || (p.id % 10) || '.png',
        p.status, ${CURRENT}, ${VERSION}, p.created, p.created
        from plan p
    ),
    steps as (${chainSteps('correction', ctx)})
    select count(*) from plan`);
  await db.execute(sql`
    update timesheets t set check_out = null
      from correction_requests r join employees e on e.id = r.employee_id
     where e.employee_code like ${`${LARGE_CODE_PREFIX}%`} and t.employee_id = r.employee_id and t.work_date = r.work_date`);
}

/**
 * Leave every other month (the months without overtime): a full day or an afternoon, mostly
 * compensated (type 1), some unpaid (3) or separate paid (2), future days allowed in the current
 * month; then the ledger (every month's accrual, each approved type-1 leave's deduction) and the
 * attendance an approved leave removes.
 */
async function seedLeave(db: Db, ctx: Context) {
  const weekday = '2026-01-07';
  const shapes = LEAVE_SHAPES.map(
    (s) =>
      leaveDayCount(
        { start_date: weekday, end_date: weekday, start_time: s.start, end_time: s.end },
        new Set(),
      ).minutes,
  );
  const starts = textArray(LEAVE_SHAPES.map((s) => s.start));
  const ends = textArray(LEAVE_SHAPES.map((s) => s.end));
  await db.execute(sql`
    with ${calendarCtes(ctx)},
    base as (
      select s.id as employee_id, mo.tz, mo.open_from, dd.d, hh.h1, hh.h2, ${CHAIN_1} as l1, ${CHAIN_2} as l2,
        case when hh.h2 % 4 = 0 then 2 else 1 end as shape,
        case when hh.h1 % 10 < 7 then 1 when hh.h1 % 10 < 9 then 3 else 2 end as type_reason
        from staff s join months mo on mo.id = s.company_id
        cross join lateral (select ${hashes(3)}) hh
        cross join lateral (select ${dayOf(3, false)} as d) dd
       where (s.g + mo.m) % 2 = 1 and dd.d >= mo.ms
         and ${NOT_HOLIDAY}
         and not exists (select 1 from overtime_requests o where o.employee_id = s.id and o.date = dd.d)
         and not exists (select 1 from correction_requests r where r.employee_id = s.id and r.work_date = dd.d)
    ),
    plan as (
      select nextval('leave_requests_id_seq')::int as id, b.*, ${STATUS} as status, ${STAGE('b.l1 <> b.l2')} as stage,
        least((b.d - 7 + time '09:00') at time zone b.tz, ${ctx.now}::timestamptz) as created
        from base b where b.l1 is not null
    ),
    requests as (
      insert into leave_requests (id, employee_id, start_date, start_time, end_date, end_time, minutes, type_reason,
        reason, paid_cause, note, status, current_approver_id, version, created_at, updated_at)
      select p.id, p.employee_id, p.d, (${starts}::text[])[p.shape], p.d, (${ends}::text[])[p.shape],
        (${intArray(shapes)}::int[])[p.shape],
        p.type_reason,
        case p.type_reason when 1 then (array['VACATION_MODE','SICK_LEAVE','PERSONAL_WORK'])[1 + p.h2 % 3]
          else 'PERSONAL_WORK' end,
        case when p.type_reason = 2 then 'OWN_MARRIAGE' end, null,
        p.status, ${CURRENT}, ${VERSION}, p.created, p.created
        from plan p
    ),
    steps as (${chainSteps('leave', ctx)})
    select count(*) from plan`);
  // Accruals: one line per person and month of the history, on the 1st in their company's zone.
  await db.execute(sql`
    with ${calendarCtes(ctx)}
    insert into leave_ledger (employee_id, kind, minutes, reason, period, created_at)
    select s.id, 'accrual', ${shapes[0] ?? 480}::int, 'Monthly accrual ' || to_char(mo.ms, 'YYYY-MM'),
      to_char(mo.ms, 'YYYY-MM'), mo.ms::timestamp at time zone mo.tz
      from staff s join months mo on mo.id = s.company_id
    on conflict (employee_id, period) where kind = 'accrual' do nothing`);
  // Deductions, as the approval wrote them (leave.service settleLedger): by the last approver.
  await db.execute(sql`
    insert into leave_ledger (employee_id, kind, minutes, reason, request_id, created_by, created_at)
    select l.employee_id, 'deduction', -l.minutes, 'Leave #' || l.id || ' (' || l.start_date || ') approved', l.id,
      s.approver_id, s.acted_at
      from leave_requests l
      join employees e on e.id = l.employee_id
      join lateral (select approver_id, acted_at from approval_steps
        where request_kind = 'leave' and request_id = l.id order by level desc limit 1) s on true
     where e.employee_code like ${`${LARGE_CODE_PREFIX}%`} and l.status = 2 and l.type_reason = 1`);
  // An approved day of leave has no attendance; an approved afternoon ends at noon.
  await db.execute(sql`
    delete from timesheets t using leave_requests l, employees e
     where e.id = l.employee_id and e.employee_code like ${`${LARGE_CODE_PREFIX}%`} and l.status = 2
       and l.start_time = '08:00' and t.employee_id = l.employee_id and t.work_date = l.start_date`);
  await db.execute(sql`
    update timesheets t set check_out = ((l.start_date + time '12:00') + (t.id % 9) * interval '1 minute') at time zone c.time_zone
      from leave_requests l join employees e on e.id = l.employee_id join companies c on c.id = e.company_id
     where e.employee_code like ${`${LARGE_CODE_PREFIX}%`} and l.status = 2 and l.start_time = '13:30'
       and t.employee_id = l.employee_id and t.work_date = l.start_date`);
}

/**
 * Remote work every third month, one to three days (future ones in the current month), not on a
 * day of leave. A project member asks their PM then a superior; anyone else names one superior
 * (their foot leader or, for every other person, their division manager).
 */
async function seedRemote(db: Db, ctx: Context) {
  await db.execute(sql`
    with ${calendarCtes(ctx)},
    base as (
      select s.id as employee_id, mo.tz, mo.open_from, dd.d, dd.d + hh.h2 % 3 as d_end, hh.h1, hh.h2,
        case when s.project_id is not null then coalesce(nullif(s.pm, s.id), nullif(s.top, s.id))
          else coalesce(s.sup[1 + s.g % 2], s.sup[1]) end as l1,
        case when s.project_id is not null then s.sup[1] end as l2
        from staff s join months mo on mo.id = s.company_id
        cross join lateral (select ${hashes(4)}) hh
        cross join lateral (select ${dayOf(4, false)} as d) dd
       where (s.g + mo.m) % 3 = 0 and dd.d >= mo.ms
         and not exists (select 1 from leave_requests l where l.employee_id = s.id and l.status in (1, 2)
           and l.start_date <= dd.d + hh.h2 % 3 and l.end_date >= dd.d)
    ),
    plan as (
      select nextval('remote_requests_id_seq')::int as id, b.*, ${STATUS} as status,
        ${STAGE('b.l2 is not null and b.l1 <> b.l2')} as stage,
        least((b.d - 3 + time '09:00') at time zone b.tz, ${ctx.now}::timestamptz) as created
        from base b where b.l1 is not null
    ),
    requests as (
      insert into remote_requests (id, employee_id, start_date, end_date, reason, status, current_approver_id, version,
        created_at, updated_at)
      select p.id, p.employee_id, p.d, p.d_end,
        (array['Waiting for a delivery at home','Child care','Focus days for the release','Internet installation'])[1 + p.h2 % 4],
        p.status, ${CURRENT}, ${VERSION}, p.created, p.created
        from plan p
    ),
    steps as (${chainSteps('remote', ctx)})
    select count(*) from plan`);
}

/**
 * Short leave every third month on a past working day (not a day of leave), assigned to the
 * first person remote work would name and, for every other request, a second assignable person;
 * the first assignee decides the settled ones (any assignee may: the `any` mode).
 */
async function seedShortLeave(db: Db, ctx: Context) {
  await db.execute(sql`
    with ${calendarCtes(ctx)},
    base as (
      select s.id as employee_id, mo.tz, mo.open_from, dd.d, hh.h1, hh.h2,
        case when s.project_id is not null then coalesce(nullif(s.pm, s.id), nullif(s.top, s.id)) else s.sup[1] end as l1,
        case when s.project_id is not null then s.sup[1] else s.sup[2] end as second
        from staff s join months mo on mo.id = s.company_id
        cross join lateral (select ${hashes(5)}) hh
        cross join lateral (select ${dayOf(5, true)} as d) dd
       where (s.g + mo.m) % 3 = 2 and mo.ms < mo.today and dd.d >= mo.ms and dd.d < mo.today
         and ${NOT_HOLIDAY}
         and not exists (select 1 from leave_requests l where l.employee_id = s.id and l.status in (1, 2)
           and l.start_date <= dd.d and l.end_date >= dd.d)
    ),
    plan as (
      select nextval('short_leave_requests_id_seq')::int as id, b.*, ${STATUS} as status, 1 as stage,
        case when b.h2 % 2 = 0 and b.second <> b.l1 then b.second end as l2,
        least((b.d - 1 + time '17:00') at time zone b.tz, ${ctx.now}::timestamptz) as created
        from base b where b.l1 is not null
    ),
    requests as (
      insert into short_leave_requests (id, employee_id, request_date, leave_type, time_off, reason, status,
        current_approver_id, version, created_at, updated_at)
      select p.id, p.employee_id, p.d, case when p.h2 % 3 = 0 then 'early' else 'late' end,
        (array[15, 30, 45, 60])[1 + p.h1 % 4],
        (array['The bus was late.','Doctor appointment.','Picking up my child from school.','Heavy rain this morning.'])[1 + p.h2 % 4],
        p.status, null, case when p.status = 1 then 1 else 2 end, p.created, p.created
        from plan p
    ),
    steps as (
      insert into approval_steps (request_kind, request_id, level, approver_id, status, comment, acted_at, created_at)
      select 'short_leave', p.id, lv.level, case lv.level when 1 then p.l1 else p.l2 end,
        case when lv.level = 1 and p.status in (2, 3) then p.status else 1 end,
        case when lv.level = 1 and p.status = 3 then 'Please tell me the day before next time.'
          when lv.level = 1 and p.status = 2 then 'Noted.' end,
        case when lv.level = 1 and p.status in (2, 3) then least(p.created + interval '1 day', ${ctx.now}::timestamptz) end,
        p.created
        from plan p cross join generate_series(1, 2) lv(level)
       where lv.level = 1 or p.l2 is not null
    )
    select count(*) from plan`);
}

async function counts(db: Db): Promise<LargeSeedResult> {
  const lg = `${LARGE_CODE_PREFIX}%`;
  const mine = (table: string, column = 'employee_id') =>
    sql`(select count(*)::int from ${sql.raw(table)} x join employees e on e.id = x.${sql.raw(column)}
      where e.employee_code like ${lg})`;
  const kindSteps: SQL = sql`(select count(*)::int from approval_steps s where
      (s.request_kind = 'overtime' and s.request_id in (select x.id from overtime_requests x join employees e on e.id = x.employee_id where e.employee_code like ${lg}))
   or (s.request_kind = 'correction' and s.request_id in (select x.id from correction_requests x join employees e on e.id = x.employee_id where e.employee_code like ${lg}))
   or (s.request_kind = 'leave' and s.request_id in (select x.id from leave_requests x join employees e on e.id = x.employee_id where e.employee_code like ${lg}))
   or (s.request_kind = 'remote' and s.request_id in (select x.id from remote_requests x join employees e on e.id = x.employee_id where e.employee_code like ${lg}))
   or (s.request_kind = 'short_leave' and s.request_id in (select x.id from short_leave_requests x join employees e on e.id = x.employee_id where e.employee_code like ${lg})))`;
  const [row] = rowsOf<LargeSeedResult>(
    await db.execute(sql`select
      (select count(*)::int from employees where employee_code like ${lg}) as employees,
      (select count(*)::int from divisions where code like 'LG-%') as divisions,
      (select count(*)::int from foots where code like 'LG-%') as foots,
      (select count(*)::int from projects where code like 'LG-P%') as projects,
      (select count(*)::int from project_members m join projects p on p.id = m.project_id where p.code like 'LG-P%') as project_members,
      ${mine('timesheets')} as timesheets,
      ${mine('timesheet_submissions')} as submissions,
      ${mine('overtime_requests')} as overtime,
      ${mine('leave_requests')} as leave,
      ${mine('remote_requests')} as remote,
      ${mine('correction_requests')} as corrections,
      ${mine('short_leave_requests')} as short_leave,
      ${kindSteps} as approval_steps,
      ${mine('leave_ledger')} as ledger_lines`),
  );
  if (!row) throw new Error('large seed: no counts');
  return row;
}
