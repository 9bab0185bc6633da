import type { ApprovalKind, MonthCloseFilter } from '@staffhub/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptRows } from '../../db/kept-count';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface MonthSpan {
  month: string;
  from: string;
  to: string;
}

/** The company's people of the month: employed at some point of it (not resigned before it began). */
const peopleOf = (companyId: number, span: MonthSpan): SQL =>
  sql`e.company_id = ${companyId} and (e.resignation_date is null or e.resignation_date >= ${span.from})`;

const filterOf = (filter: MonthCloseFilter): SQL =>
  filter === 'open' ? sql`s.id is null` : filter === 'submitted' ? sql`s.id is not null` : sql`true`;

/*
 * The month-close screen's three reads go over the whole company (8,000 people at 20,000
 * employees: 70 ms of PGlite a request): each is kept while the tables it names are unchanged
 * (`keptRows`), so HR paging or filtering reads them once, and again after a submission, a request
 * or a change to the people.
 */

/** How many people the month has and how many of them have submitted it. */
export async function headcount(db: Db, companyId: number, span: MonthSpan) {
  const [row] = await keptRows<{ employees: number; submitted: number }>(
    db,
    sql`
      select count(*)::int as employees, count(s.id)::int as submitted
      from employees e
      left join timesheet_submissions s on s.employee_id = e.id and s.month = ${span.month}
      where ${peopleOf(companyId, span)}`,
  );
  return { employees: row?.employees ?? 0, submitted: row?.submitted ?? 0 };
}

export interface PersonRow {
  id: number;
  employee_code: string;
  name: string;
  division_name: string | null;
  foot_name: string | null;
  submitted_at: string | null;
  company_id: number;
  time_zone: string;
}

/**
 * One page of the month's people (by employee code) under the filter. The page is cut from the
 * employees alone, then its 50 or so rows get their division, team and zone: joining them to all of
 * a 8,000-person company first was most of the statement.
 */
export async function peoplePage(
  db: Db,
  companyId: number,
  span: MonthSpan,
  filter: MonthCloseFilter,
  page: { offset: number; limit: number },
) {
  return keptRows<PersonRow & { total: number }>(
    db,
    sql`
      with page as (
        select e.id, e.employee_code, e.name, e.division_id, e.foot_id, e.company_id, s.submitted_at,
          (count(*) over ())::int as total
        from employees e
        left join timesheet_submissions s on s.employee_id = e.id and s.month = ${span.month}
        where ${peopleOf(companyId, span)} and ${filterOf(filter)}
        order by e.employee_code
        limit ${page.limit} offset ${page.offset})
      select p.id, p.employee_code, p.name, d.name as division_name, f.name as foot_name,
        to_char(p.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as submitted_at,
        p.company_id::int as company_id, c.time_zone, p.total
      from page p
      join companies c on c.id = p.company_id
      left join divisions d on d.id = p.division_id
      left join foots f on f.id = p.foot_id
      order by p.employee_code`,
  );
}

/** Every person of the month, in code order, `limit` at a time after `afterCode` (the payroll file). */
export async function peopleChunk(
  db: Db,
  companyId: number,
  span: MonthSpan,
  afterCode: string,
  limit: number,
) {
  return rowsOf<PersonRow>(
    await db.execute(sql`
      select e.id, e.employee_code, e.name, d.name as division_name, f.name as foot_name,
        to_char(s.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as submitted_at,
        e.company_id::int as company_id, c.time_zone
      from employees e
      join companies c on c.id = e.company_id
      left join divisions d on d.id = e.division_id
      left join foots f on f.id = e.foot_id
      left join timesheet_submissions s on s.employee_id = e.id and s.month = ${span.month}
      where ${peopleOf(companyId, span)} and e.employee_code > ${afterCode}
      order by e.employee_code
      limit ${limit}`),
  );
}

/** The ids among `ids` that are people of the company's month. */
export async function peopleAmong(db: Db, companyId: number, span: MonthSpan, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return rowsOf<{ id: number }>(
    await db.execute(sql`
      select e.id from employees e
      where ${peopleOf(companyId, span)} and e.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  ).map((r) => r.id);
}

/** Every pending request of the company's people touching the month: one row per request. */
const pendingUnion = (companyId: number, span: MonthSpan): SQL => sql`
  select r.kind, r.id, r.employee_id, r.first_day, r.last_day, r.current_approver_id
  from (
    select 'overtime' as kind, id, employee_id, date as first_day, date as last_day, current_approver_id
      from overtime_requests where status = 1 and date between ${span.from} and ${span.to}
    union all
    select 'correction', id, employee_id, work_date, work_date, current_approver_id
      from correction_requests where status = 1 and work_date between ${span.from} and ${span.to}
    union all
    select 'leave', id, employee_id, start_date, end_date, current_approver_id
      from leave_requests where status = 1 and start_date <= ${span.to} and end_date >= ${span.from}
    union all
    select 'short_leave', id, employee_id, request_date, request_date, current_approver_id
      from short_leave_requests where status = 1 and request_date between ${span.from} and ${span.to}
    union all
    select 'remote', id, employee_id, start_date, end_date, current_approver_id
      from remote_requests where status = 1 and start_date <= ${span.to} and end_date >= ${span.from}
  ) r
  join employees e on e.id = r.employee_id
  where ${peopleOf(companyId, span)}`;

export interface PendingRow {
  kind: ApprovalKind;
  id: number;
  employee_id: number;
  employee_code: string;
  employee_name: string;
  first_day: string;
  last_day: string;
  approver_id: number | null;
  approver_name: string | null;
}

/** How many entries a JSON list of an answer holds (one when a driver hands it as text). */
const lengthOf = (v: unknown) => (Array.isArray(v) ? v.length : 1);

/**
 * The month's pending requests, read once: how many per kind (the summary), the first `limit`
 * earliest day first with whose turn it is (the list), and how many each of `ids` has (the people
 * page's column). One statement over one scan of the five kinds, where three read them each.
 */
export async function pendingOfMonth(
  db: Db,
  companyId: number,
  span: MonthSpan,
  limit: number,
  ids: readonly number[],
) {
  const among = ids.length
    ? sql`p.employee_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
  const [row] = await keptRows<{ counts: unknown; list: unknown; per_person: unknown }>(
    db,
    sql`
      with p as materialized (${pendingUnion(companyId, span)})
      select
        (select coalesce(json_agg(json_build_object('kind', k.kind, 'n', k.n)), '[]'::json)
          from (select kind, count(*)::int as n from p group by kind) k) as counts,
        (select coalesce(json_agg(x), '[]'::json) from (
          select p.kind, p.id, p.employee_id, e.employee_code, e.name as employee_name,
            to_char(p.first_day, 'YYYY-MM-DD') as first_day, to_char(p.last_day, 'YYYY-MM-DD') as last_day,
            a.id as approver_id, a.name as approver_name
          from p
          join employees e on e.id = p.employee_id
          left join employees a on a.id = p.current_approver_id
          order by p.first_day, e.employee_code, p.kind, p.id
          limit ${limit}) x) as list,
        (select coalesce(json_agg(json_build_object('employee_id', q.employee_id, 'n', q.n)), '[]'::json)
          from (select p.employee_id, count(*)::int as n from p where ${among} group by p.employee_id) q)
          as per_person`,
    // Its weight is the entries it holds (up to `limit` listed, one a person of the page).
    (rows) => rows.reduce((n, r) => n + 1 + lengthOf(r.list) + lengthOf(r.per_person), 0),
  );
  // node-postgres and PGlite parse json; a driver handing text is read the same way.
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as T;
  const counts = parse<Array<{ kind: ApprovalKind; n: number }>>(row?.counts);
  const perPerson = parse<Array<{ employee_id: number; n: number }>>(row?.per_person);
  return {
    counts: new Map(counts.map((r) => [r.kind, r.n])),
    // json_agg keeps the subquery's order.
    list: parse<PendingRow[]>(row?.list),
    perPerson: new Map(perPerson.map((r) => [r.employee_id, r.n])),
  };
}

/**
 * Inserts one reminder for each person of the month who has not submitted it, keyed `key` (one per
 * person and key: a second run the same day adds nothing); returns who got one.
 */
export async function insertReminders(
  db: Db,
  companyId: number,
  span: MonthSpan,
  r: { type: string; url: string; key: string; by: number | null },
) {
  return rowsOf<{ employee_id: number }>(
    await db.execute(sql`
      insert into notifications (employee_id, type, request_type, request_id, url, created_by, dedupe_key)
      select e.id, ${r.type}, null, null, ${r.url}, ${r.by}::int, ${r.key}
      from employees e
      left join timesheet_submissions s on s.employee_id = e.id and s.month = ${span.month}
      where ${peopleOf(companyId, span)} and s.id is null
      order by e.id
      on conflict (employee_id, dedupe_key) where dedupe_key is not null do nothing
      returning employee_id`),
  ).map((x) => x.employee_id);
}
