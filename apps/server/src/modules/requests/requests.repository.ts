import {
  and,
  asc,
  Column,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  inArray,
  is,
  lt,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { anyOf } from '../../db/any-of';
import type { Db } from '../../db/client';
import { employeeMatch } from '../../db/employee-match';
import { keptRead } from '../../db/kept-count';
import { builtQuery, executeBuilt } from '../../db/prepared';
import { approvalSteps, divisions, employees, foots, positions, timesheetSubmissions } from '../../db/schema';

/** The columns every request table on the engine has. */
export interface RequestTable extends PgTable {
  id: PgColumn;
  employee_id: PgColumn;
  status: PgColumn;
  current_approver_id: PgColumn;
  version: PgColumn;
  created_at: PgColumn;
  updated_at: PgColumn;
}

/** What the engine reads of every request row. */
export interface BaseRow {
  id: number;
  employee_id: number;
  status: number;
  current_approver_id: number | null;
  version: number;
  created_at: Date;
}

/** A request row with its requester, as every list and detail shows them. */
export interface Joined<Row> {
  request: Row;
  employee_code: string;
  employee_name: string;
  position_name: string | null;
  division_name: string | null;
  foot_name: string | null;
  /** Columns a kind adds (e.g. the project's name). */
  extra: Record<string, unknown>;
}

/** Where a kind's request sits in the calendar: a span of days, or one column for one day. */
export interface DateColumns {
  start: PgColumn;
  end: PgColumn;
}

/** The first and last day columns of a kind (the same column for a one-day kind). */
export const datesOf = (spec: TableSpec): DateColumns =>
  is(spec.dates, Column) ? { start: spec.dates, end: spec.dates } : spec.dates;

/** The list filters every approval and admin list offers; each route accepts its own subset. */
export interface ListFilter {
  month?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  status?: number | undefined;
  employee_info?: string | undefined;
  position_id?: number | undefined;
  division_code?: string | undefined;
  company_code?: string | undefined;
  foot_code?: string | undefined;
  /** created_at or status; anything else sorts by the request's (first) day. */
  sort_column?: string | undefined;
  sort_by?: 'asc' | 'desc' | undefined;
}

/** How the generic queries reach a kind's table. */
export interface TableSpec {
  table: RequestTable;
  dates: DateColumns | PgColumn;
  /** Columns the kind's lists show besides the requester's (each a column of a joined table). */
  extraColumns?: Record<string, PgColumn | SQL.Aliased>;
  /** Filters of the kind's own (e.g. the leave type), beside the common ones. */
  moreFilters?: (f: Record<string, unknown>) => SQL[];
  /** Joins those columns need, added after the requester's joins. */
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's dynamic builder type is not nameable here
  extraJoins?: (q: any) => any;
}

const nextMonthStart = (month: string) => {
  const [y = 0, m = 0] = month.split('-').map(Number);
  return `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`;
};

/** The WHERE parts of a list filter; date filters select requests whose days touch the range. */
export function filterWhere(spec: TableSpec, f: ListFilter): SQL[] {
  const { table } = spec;
  const dates = datesOf(spec);
  const parts: SQL[] = [];
  if (f.month) parts.push(lt(dates.start, nextMonthStart(f.month)), gte(dates.end, `${f.month}-01`));
  if (f.start_date) parts.push(gte(dates.end, f.start_date));
  if (f.end_date) parts.push(sql`${dates.start} <= ${f.end_date}`);
  if (f.status) parts.push(eq(table.status, f.status));
  if (f.position_id) parts.push(eq(employees.position_id, f.position_id));
  if (f.division_code) parts.push(eq(divisions.code, f.division_code));
  if (f.foot_code) parts.push(eq(foots.code, f.foot_code));
  if (f.company_code)
    parts.push(
      sql`${employees.company_id} = (select c.id from companies c where c.code = ${f.company_code})`,
    );
  const match = employeeMatch(f.employee_info);
  if (match) parts.push(match);
  if (spec.moreFilters) parts.push(...spec.moreFilters(f as Record<string, unknown>));
  return parts;
}

/** Whether a filter reads the requester's employee, division or foot (see `filterWhere`). */
const filtersPeople = (f: ListFilter) =>
  Boolean(
    f.position_id || f.division_code || f.foot_code || f.company_code || employeeMatch(f.employee_info),
  );

function orderOf(spec: TableSpec, f: ListFilter) {
  const { table } = spec;
  const dates = datesOf(spec);
  const column =
    f.sort_column === 'created_at'
      ? table.created_at
      : f.sort_column === 'status'
        ? table.status
        : dates.start;
  return f.sort_by === 'asc' ? [asc(column), asc(table.id)] : [desc(column), desc(table.id)];
}

function joinedSelect(db: Db, spec: TableSpec) {
  const { table } = spec;
  const q = db
    .select({
      request: table,
      employee_code: employees.employee_code,
      employee_name: employees.name,
      position_name: positions.name,
      division_name: divisions.name,
      foot_name: foots.name,
      ...(spec.extraColumns ? { extra: spec.extraColumns } : {}),
    } as never)
    .from(table)
    .innerJoin(employees, eq(employees.id, table.employee_id))
    .leftJoin(positions, eq(positions.id, employees.position_id))
    .leftJoin(divisions, eq(divisions.id, employees.division_id))
    .leftJoin(foots, eq(foots.id, employees.foot_id))
    .$dynamic();
  return spec.extraJoins ? spec.extraJoins(q) : q;
}

/** Every row gets its `extra` (empty for a kind without extra columns), set in place. */
const withExtra = <Row>(r: Record<string, unknown>): Joined<Row> => {
  r.extra ??= {};
  return r as unknown as Joined<Row>;
};

export async function findJoined<Row>(db: Db, spec: TableSpec, id: number): Promise<Joined<Row> | undefined> {
  const rows: Record<string, unknown>[] = await joinedSelect(db, spec).where(eq(spec.table.id, id)).limit(1);
  return rows[0] ? withExtra<Row>(rows[0]) : undefined;
}

/** One approval step as a list page brings it, with its approver's name and photo key. */
export interface PageStep {
  request_id: number;
  level: number;
  approver_id: number;
  status: number;
  comment: string | null;
  acted_at: string | null;
  name: string;
  avatar: string | null;
  /** The approver the step was named for, when their delegate holds it (with their name). */
  on_behalf_of: number | null;
  on_behalf_of_name: string | null;
  /** The approver it escalated from (with their name). */
  escalated_from: number | null;
  escalated_from_name: string | null;
}

/** A page column read back from the page's JSON: its key, its place there, how Drizzle maps it. */
interface PageColumn {
  key: string;
  /** Its name in the page's statement: `r_<key>` for the request's own, `x_<key>` for a kind's extra. */
  alias: string;
  /** Its place in each row's array. */
  at: number;
  /** The column's `mapFromDriverValue` where it changes the value (a timestamp becomes a Date). */
  map: ((value: unknown) => unknown) | null;
}

/** How a column maps what the driver gives; null where it hands it on as it is (Drizzle's base `Column`). */
const mapperOf = (column: unknown): PageColumn['map'] =>
  is(column, Column) && column.mapFromDriverValue !== Column.prototype.mapFromDriverValue
    ? (value) => column.mapFromDriverValue(value)
    : null;

/** The requester's fields of a page row, after the request's own columns, in this order. */
const PERSON_FIELDS = [
  'employee_code',
  'employee_name',
  'position_name',
  'division_name',
  'foot_name',
] as const;
/** PostgreSQL's limit on a function's arguments (`json_build_array` of a row and its version). */
const MAX_ARGS = 100;

/** The columns of a kind's page, worked out once per kind instead of for every cell of every page. */
const pageColumnsOf = new WeakMap<TableSpec, { own: PageColumn[]; person: number; extra: PageColumn[] }>();

function pageColumns(spec: TableSpec) {
  let found = pageColumnsOf.get(spec);
  if (!found) {
    const own = Object.entries(getTableColumns(spec.table) as Record<string, PgColumn>);
    const extra = Object.entries(spec.extraColumns ?? {});
    const person = own.length;
    if (person + PERSON_FIELDS.length + extra.length + 1 > MAX_ARGS)
      throw new Error('a request page row has more columns than json_build_array takes');
    found = {
      own: own.map(([key, column], at) => ({ key, alias: `r_${key}`, at, map: mapperOf(column) })),
      person,
      extra: extra.map(([key, column], i) => ({
        key,
        alias: `x_${key}`,
        at: person + PERSON_FIELDS.length + i,
        map: mapperOf(column),
      })),
    };
    pageColumnsOf.set(spec, found);
  }
  return found;
}

/**
 * Rebuilds the columns of a row as Drizzle maps them (`mapFromDriverValue`: dates stay strings,
 * timestamps become Date) from the JSON array PostgreSQL made of it.
 */
function decodeColumns(columns: readonly PageColumn[], row: readonly unknown[]) {
  const out: Record<string, unknown> = {};
  for (const { key, at, map } of columns) {
    const value = row[at];
    out[key] = value === null || value === undefined ? null : map ? map(value) : value;
  }
  return out;
}

/** A step of the page's JSON, in the order the statement builds it (`stepOf`). */
type StepArray = [
  number,
  number,
  number,
  number,
  string | null,
  string | null,
  string,
  string | null,
  number | null,
  string | null,
  number | null,
  string | null,
];

const stepOf = (a: StepArray): PageStep => ({
  request_id: a[0],
  level: a[1],
  approver_id: a[2],
  status: a[3],
  comment: a[4],
  acted_at: a[5],
  name: a[6],
  avatar: a[7],
  on_behalf_of: a[8],
  on_behalf_of_name: a[9],
  escalated_from: a[10],
  escalated_from_name: a[11],
});

/**
 * A request's version: the transaction id that last wrote its row, which a write of any of its
 * approval steps writes too (migration 0022). It changes with every edit, decision, delegation or
 * escalation and never comes back. What a presented request shows besides comes from the people's
 * and a kind's extra tables, whose changes `dataChanges` follows (`KeptItems` in engine.ts).
 */
const printOf = (table: RequestTable) => sql`${table}.xmin::text`;

/**
 * The conditions of a list's scope built below (whose requests, waiting for whom), each known by a
 * key naming its builder and every argument: equal keys build equal SQL. A page whose scope, count
 * and filters all have a key keeps its built statement (`executeBuilt`).
 */
const conditionKeys = new WeakMap<SQL, string>();
const keyed = (condition: SQL, key: string): SQL => {
  conditionKeys.set(condition, key);
  return condition;
};

/** Every condition at once, known by its parts' keys when each has one. */
export function allOf(...conditions: SQL[]): SQL {
  const all = and(...conditions) as SQL;
  const keys = conditions.map((c) => conditionKeys.get(c));
  return keys.every((k) => k !== undefined) ? keyed(all, `all(${keys.join(',')})`) : all;
}

/** No condition: everybody's requests. */
export const everyone = () => keyed(sql`true`, 'true');

const specIds = new WeakMap<TableSpec, number>();
let specCount = 0;

/**
 * A filter as a key: each field and its value, or undefined (not kept) when a value is anything but
 * a string, a finite number, a boolean or null, whose text could stand for two different values.
 */
function filterKey(f: ListFilter): string | undefined {
  let key = '';
  for (const [name, value] of Object.entries(f)) {
    if (value === undefined) continue;
    if (typeof value === 'string' || value === null || typeof value === 'boolean')
      key += `${name}=${JSON.stringify(value)};`;
    else if (typeof value === 'number' && Number.isFinite(value)) key += `${name}=${value};`;
    else return undefined;
  }
  return key;
}

/** The key of a page's statement (`executeBuilt`), or undefined when a part of it has none. */
function statementKey(
  variant: string,
  spec: TableSpec,
  scope: SQL,
  f: ListFilter,
  page: number,
  perPage: number,
  alsoCount: SQL | undefined,
): string | undefined {
  const scopeKey = conditionKeys.get(scope);
  const alsoKey = alsoCount === undefined ? '-' : conditionKeys.get(alsoCount);
  const filter = filterKey(f);
  if (scopeKey === undefined || alsoKey === undefined || filter === undefined) return undefined;
  if (!Number.isSafeInteger(page) || !Number.isSafeInteger(perPage)) return undefined;
  let id = specIds.get(spec);
  if (id === undefined) {
    id = specCount++;
    specIds.set(spec, id);
  }
  return `${variant}|${id}|${scopeKey}|${alsoKey}|${page}|${perPage}|${filter}`;
}

/**
 * A page's statement parts: its rows with `fields`, in order, and the count of all matching rows.
 * The rows are joined to the requester's tables and the kind's (the columns a page shows); `lean`
 * joins only what the filters read, as the count does (the page's index).
 */
function pageParts(
  db: Db,
  spec: TableSpec,
  scope: SQL,
  f: ListFilter,
  page: number,
  perPage: number,
  fields: Record<string, SQL.Aliased>,
  lean = false,
) {
  const { table } = spec;
  const where = and(scope, ...filterWhere(spec, f));
  const order = orderOf(spec, f);
  let inner = db.select(fields).from(table).$dynamic();
  // The requester's tables the filters read (as the count joins them), then those only shown.
  if (!lean || filtersPeople(f))
    inner
      .innerJoin(employees, eq(employees.id, table.employee_id))
      .leftJoin(divisions, eq(divisions.id, employees.division_id))
      .leftJoin(foots, eq(foots.id, employees.foot_id));
  if (!lean) {
    inner.leftJoin(positions, eq(positions.id, employees.position_id));
    if (spec.extraJoins) inner = spec.extraJoins(inner);
  }
  const body = inner
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .getSQL();
  // The count joins the requester's tables only when a filter reads them.
  const total = db.select({ n: count() }).from(table).$dynamic();
  if (filtersPeople(f))
    total
      .innerJoin(employees, eq(employees.id, table.employee_id))
      .leftJoin(divisions, eq(divisions.id, employees.division_id))
      .leftJoin(foots, eq(foots.id, employees.foot_id));
  return { body, total: total.where(where).getSQL() };
}

/**
 * A page's one statement: its total, `also`, its rows (`rows`, an expression reading the page as
 * `p`) in order, and `more` columns reading the page.
 *
 * The rows are aggregated in the order the page's own query gives them (its ORDER BY ... LIMIT).
 * PostgreSQL's manual ("Aggregate Functions") says a sorted subquery usually orders an aggregate's
 * input, and that it can fail where the outer query does more, such as a join; here the aggregate
 * reads the page and nothing else. `kept-items.test.ts` checks the order of every filter's page, on
 * PGlite and PostgreSQL, and fails when the aggregate is given another order.
 *
 * Until 2026-12-07 each row was numbered (`row_number() over (order by ...)`) and the aggregate
 * sorted the rows again by that number: the window and that second sort were most of the pending
 * list's index statement (pgbench on the peer's data: 5,198-6,256 statements a second with them,
 * 7,505-8,467 without; docs/SCALING.md), and a window between the sort and the limit keeps the
 * sort from keeping only the page's top rows (a bounded sort) on a deep page.
 */
const pageStatement = (parts: { body: SQL; total: SQL }, also: SQL, rows: SQL, more = sql``) => sql`
    with page as (${parts.body})
    select
      (${parts.total}) as "total",
      ${also} as "also",
      ${rows} as "rows"${more}`;

/** Each row of the page as a JSON array of `row` (the page's columns as `p.<alias>`), in order. */
const rowsAsJson = (row: SQL) =>
  sql`coalesce((select json_agg(json_build_array(${row})) from page p), '[]'::json)`;

const alsoOf = (table: RequestTable, alsoCount: SQL | undefined) =>
  alsoCount ? sql`(select count(*) from ${table} where ${alsoCount})` : sql`null`;

/**
 * Whether `alsoCount` counts what the page's total counts: the same condition as its scope (the
 * approval list of those waiting for the reader) and no filter. Then it is not counted twice.
 */
const alsoIsTotal = (spec: TableSpec, scope: SQL, f: ListFilter, alsoCount: SQL | undefined) => {
  const key = alsoCount && conditionKeys.get(alsoCount);
  return key !== undefined && key === conditionKeys.get(scope) && filterWhere(spec, f).length === 0;
};

/** node-postgres parses json columns; PGlite too, but a driver handing text is read the same way. */
const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const countOf = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Which requests a page shows, in order, each with its version (`printOf`), its total and (with
 * `alsoCount`) the badge: `listPage`'s statement without the columns, steps and names, a fifth of
 * its cost on PGlite. The requests already presented at that version are not read again.
 */
export async function pageIndex(
  db: Db,
  spec: TableSpec,
  scope: SQL,
  f: ListFilter,
  page: number,
  perPage: number,
  alsoCount?: SQL,
): Promise<{ ids: number[]; prints: string[]; total: number; also: number | null }> {
  const { table } = spec;
  const fromTotal = alsoIsTotal(spec, scope, f, alsoCount);
  const counted = fromTotal ? undefined : alsoCount;
  const key = statementKey('index', spec, scope, f, page, perPage, counted);
  const result = (await executeBuilt(db, key, () => {
    const fields: Record<string, SQL.Aliased> = {
      r_id: sql`${table.id}`.as('r_id'),
      print: printOf(table).as('print'),
    };
    const parts = pageParts(db, spec, scope, f, page, perPage, fields, true);
    // Each row as `<id>:<version>`, comma-separated: both are digits, and text is the cheapest
    // aggregate to make and to read (pgbench on the peer's data: 8,153-11,306 statements a second,
    // against 7,505-8,467 as JSON arrays).
    return pageStatement(
      parts,
      alsoOf(table, counted),
      sql`(select string_agg(p.r_id::text || ':' || p.print, ',') from page p)`,
    );
  })) as unknown as {
    rows: Array<{ total: number | string; also: number | string | null; rows: string | null }>;
  };
  const one = result.rows[0];
  const ids: number[] = [];
  const prints: string[] = [];
  for (const pair of one?.rows ? one.rows.split(',') : []) {
    const colon = pair.indexOf(':');
    ids.push(Number(pair.slice(0, colon)));
    prints.push(pair.slice(colon + 1));
  }
  return {
    ids,
    prints,
    total: Number(one?.total ?? 0),
    also: fromTotal ? Number(one?.total ?? 0) : countOf(one?.also),
  };
}

/**
 * One page of a list with its total and the approval steps of its requests (with their approvers'
 * names and photos), `scope` saying whose requests; with `alsoCount`, how many requests match that
 * too (an approval list's "waiting for you", whatever the filters); with `withPrints`, each row's
 * version (`printOf`). One statement that answers them: every cell crossing the driver costs (on
 * PGlite each one is copied out of the WASM heap and parsed in JavaScript, which was most of a
 * list's time), and one round trip replaces four. Prepared (`executePrepared`): planning it was as
 * long as running it.
 */
export async function listPage<Row>(
  db: Db,
  spec: TableSpec,
  kind: string,
  scope: SQL,
  f: ListFilter,
  page: number,
  perPage: number,
  alsoCount?: SQL,
  withPrints = false,
): Promise<{ rows: Joined<Row>[]; total: number; steps: PageStep[]; also: number | null; prints: string[] }> {
  const { table } = spec;
  const columns = pageColumns(spec);
  const fromTotal = alsoIsTotal(spec, scope, f, alsoCount);
  const counted = fromTotal ? undefined : alsoCount;
  const built = statementKey(`page ${kind} ${withPrints}`, spec, scope, f, page, perPage, counted);
  const result = (await executeBuilt(db, built, () => {
    const tableColumns = getTableColumns(table) as Record<string, PgColumn>;
    // The page's columns under their aliases (the joined tables share column names such as `name`),
    // and its position, which the aggregate keeps.
    const fields: Record<string, SQL.Aliased> = {};
    for (const { key, alias } of columns.own) fields[alias] = sql`${tableColumns[key]}`.as(alias);
    fields.employee_code = sql`${employees.employee_code}`.as('employee_code');
    fields.employee_name = sql`${employees.name}`.as('employee_name');
    fields.position_name = sql`${positions.name}`.as('position_name');
    fields.division_name = sql`${divisions.name}`.as('division_name');
    fields.foot_name = sql`${foots.name}`.as('foot_name');
    for (const { key, alias } of columns.extra) fields[alias] = sql`${spec.extraColumns?.[key]}`.as(alias);
    if (withPrints) fields.print = printOf(table).as('print');
    // Each row and each step as a JSON array, not an object: the names are not repeated in every one
    // (half of the JSON the database writes, copies and the server parses). The version comes last.
    const rowArray = sql.join(
      [
        ...columns.own.map((c) => c.alias),
        ...PERSON_FIELDS,
        ...columns.extra.map((c) => c.alias),
        ...(withPrints ? ['print'] : []),
      ].map((alias) => sql`p.${sql.identifier(alias)}`),
      sql`, `,
    );
    const parts = pageParts(db, spec, scope, f, page, perPage, fields);
    return pageStatement(
      parts,
      alsoOf(table, counted),
      rowsAsJson(rowArray),
      sql`,
        coalesce((
          select json_agg(json_build_array(
            s.request_id, s.level, s.approver_id, s.status, s.comment, s.acted_at, a.name, a.avatar,
            s.on_behalf_of, o.name, s.escalated_from, x.name
          ) order by s.request_id, s.level)
          from ${approvalSteps} s join ${employees} a on a.id = s.approver_id
            left join ${employees} o on o.id = s.on_behalf_of
            left join ${employees} x on x.id = s.escalated_from
          where s.request_kind = ${kind} and s.request_id in (select ${sql.identifier('r_id')} from page)
        ), '[]'::json) as "steps"`,
    );
  })) as unknown as {
    rows: Array<{ total: number | string; also: number | string | null; rows: unknown; steps: unknown }>;
  };
  const one = result.rows[0];
  const raw = parseJson<unknown[][]>(one?.rows ?? []);
  const at = columns.person;
  const rows = raw.map(
    (r): Joined<Row> => ({
      request: decodeColumns(columns.own, r) as Row,
      employee_code: r[at] as string,
      employee_name: r[at + 1] as string,
      position_name: (r[at + 2] ?? null) as string | null,
      division_name: (r[at + 3] ?? null) as string | null,
      foot_name: (r[at + 4] ?? null) as string | null,
      extra: decodeColumns(columns.extra, r),
    }),
  );
  return {
    rows,
    total: Number(one?.total ?? 0),
    steps: parseJson<StepArray[]>(one?.steps ?? []).map(stepOf),
    also: fromTotal ? Number(one?.total ?? 0) : countOf(one?.also),
    prints: withPrints ? raw.map((r) => r[r.length - 1] as string) : [],
  };
}

/**
 * Serializes the writes of one requester until the transaction ends: the checks that decide
 * whether a request may be written (overlap, balance, one pending per day) then see every earlier
 * write of that person, whatever the timing.
 */
export async function lockRequester(tx: Db, employeeId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${REQUESTER_LOCK}, ${employeeId})`);
}
/** The advisory-lock namespace of requesters' writes. */
const REQUESTER_LOCK = 7301;

/** The request row, locked until the transaction ends (decisions, edits and deletes queue on it). */
export async function lockRow<Row>(tx: Db, table: RequestTable, id: number): Promise<Row | undefined> {
  const rows = await tx.select().from(table).where(eq(table.id, id)).limit(1).for('update');
  return rows[0] as Row | undefined;
}

export async function findRow<Row>(db: Db, table: RequestTable, id: number): Promise<Row | undefined> {
  const rows = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return rows[0] as Row | undefined;
}

/** Moves a locked request to its new state. */
export async function setState(
  tx: Db,
  table: RequestTable,
  id: number,
  values: { status: number; current_approver_id: number | null } & Record<string, unknown>,
) {
  await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updated_at: sql`now()` } as never)
    .where(eq(table.id, id));
}

/**
 * Pending requests whose turn is `approverId`'s: the current level's approver, or (when any
 * assignee decides) anyone with a step on a pending request.
 */
export const waitingFor = (kind: string, table: RequestTable, approverId: number, anyAssignee = false) =>
  keyed(
    (anyAssignee
      ? and(eq(table.status, 1), hasStep(kind, table, approverId))
      : and(eq(table.current_approver_id, approverId), eq(table.status, 1))) as SQL,
    `waitingFor(${JSON.stringify(kind)},${getTableName(table)},${approverId},${anyAssignee})`,
  );

const hasStep = (kind: string, table: RequestTable, approverId: number, stepStatus?: number) =>
  keyed(
    sql`exists (select 1 from ${approvalSteps} s where s.request_kind = ${kind} and s.request_id = ${table.id} and s.approver_id = ${approverId}${stepStatus ? sql` and s.status = ${stepStatus}` : sql``})`,
    `hasStep(${JSON.stringify(kind)},${getTableName(table)},${approverId},${stepStatus})`,
  );

/** How many requests of a kind wait for `approverId` now (badges and list totals). */
export async function countWaitingFor(
  db: Db,
  kind: string,
  table: RequestTable,
  approverId: number,
  anyAssignee = false,
): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(table)
    .where(waitingFor(kind, table, approverId, anyAssignee));
  return rows[0]?.n ?? 0;
}

/** The requests of one person (their own list). */
export const ownedBy = (table: RequestTable, employeeId: number) =>
  keyed(eq(table.employee_id, employeeId), `ownedBy(${getTableName(table)},${employeeId})`);

/**
 * Requests on which `approverId` has an entry. approveStatus 1: waiting for them now; other
 * values: the entries they left in that status; none: all of them.
 */
export function forApprover(
  kind: string,
  table: RequestTable,
  approverId: number,
  approveStatus?: number,
  anyAssignee = false,
): SQL {
  if (approveStatus === 1) return waitingFor(kind, table, approverId, anyAssignee);
  return hasStep(kind, table, approverId, approveStatus);
}

/** Pending or approved: the requests that hold their days (overlap rules, team calendar). */
export const OPEN: readonly number[] = [1, 2];

/** Which requests a generic query reads; every part is optional. */
export interface RequestMatch {
  statuses?: readonly number[] | undefined;
  /** Requests sharing a day with this span (YYYY-MM-DD, both ends included). */
  span?: { from: string; to: string } | undefined;
  /** Not this request (the one being edited). */
  exceptId?: number | undefined;
  /** The kind's own condition (a time of day, a type). */
  where?: SQL | undefined;
}

const oneOrMany = (column: PgColumn, values: readonly number[]) =>
  values.length === 1 ? eq(column, values[0]) : inArray(column, [...values]);

function matchWhere(spec: TableSpec, employeeIds: readonly number[], m: RequestMatch) {
  const { table } = spec;
  const dates = datesOf(spec);
  return and(
    anyOf(table.employee_id, employeeIds),
    m.statuses ? oneOrMany(table.status, m.statuses) : undefined,
    m.span ? gte(dates.end, m.span.from) : undefined,
    m.span ? sql`${dates.start} <= ${m.span.to}` : undefined,
    m.exceptId ? ne(table.id, m.exceptId) : undefined,
    m.where,
  );
}

/** Whether one of the employee's requests matches (the overlap and one-pending rules). */
export async function hasMatch(db: Db, spec: TableSpec, employeeId: number, m: RequestMatch) {
  const rows = await db
    .select({ id: spec.table.id })
    .from(spec.table)
    .where(matchWhere(spec, [employeeId], m))
    .limit(1);
  return rows.length > 0;
}

/** The sum of a numeric column over the employee's matching requests, and how many they are. */
export async function sumOf(db: Db, spec: TableSpec, employeeId: number, column: PgColumn, m: RequestMatch) {
  const rows = await db
    .select({ sum: sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number), n: count() })
    .from(spec.table)
    .where(matchWhere(spec, [employeeId], m));
  return { sum: rows[0]?.sum ?? 0, n: rows[0]?.n ?? 0 };
}

/**
 * The employee's requests (touching `span`, when given) counted per status: counted once and given
 * again while their table is unchanged (`keptRead`), so the own list's other pages and filters
 * do not count them again. Its statement is kept built too (`builtQuery`), built only when read:
 * building it to look the answer up was a twelfth of the own leave list's CPU.
 */
export async function statusCounts(db: Db, spec: TableSpec, employeeId: number, span?: RequestMatch['span']) {
  const query = () =>
    db
      .select({ status: spec.table.status, n: count() })
      .from(spec.table)
      .where(matchWhere(spec, [employeeId], { span }))
      .groupBy(spec.table.status);
  const key = `statusCounts(${getTableName(spec.table)},${employeeId},${span?.from ?? ''},${span?.to ?? ''})`;
  const rows = await keptRead(
    db,
    { toSQL: () => builtQuery(db, key, () => query().getSQL()) },
    async () => await query(),
  );
  const byStatus = { 1: 0, 2: 0, 3: 0 };
  for (const r of rows as Array<{ status: number; n: number }>)
    if (r.status === 1 || r.status === 2 || r.status === 3) byStatus[r.status] = r.n;
  return byStatus;
}

/** The matching requests of these employees, with the columns `pick` names (timesheets, calendars). */
export async function rowsOf<Row, K extends keyof Row & string>(
  db: Db,
  spec: TableSpec,
  employeeIds: readonly number[],
  m: RequestMatch,
  pick: readonly K[],
): Promise<Array<Pick<Row, K>>> {
  if (employeeIds.length === 0) return [];
  const columns = getTableColumns(spec.table) as Record<string, PgColumn>;
  const rows = await db
    .select(Object.fromEntries(pick.map((key) => [key, columns[key] as PgColumn])))
    .from(spec.table)
    .where(matchWhere(spec, employeeIds, m));
  return rows as Array<Pick<Row, K>>;
}

/** Whether the employee submitted any month from `fromMonth` to `toMonth` (YYYY-MM, inclusive). */
export async function hasSubmittedMonth(db: Db, employeeId: number, fromMonth: string, toMonth: string) {
  const rows = await db
    .select({ id: timesheetSubmissions.id })
    .from(timesheetSubmissions)
    .where(
      and(
        eq(timesheetSubmissions.employee_id, employeeId),
        gte(timesheetSubmissions.month, fromMonth),
        sql`${timesheetSubmissions.month} <= ${toMonth}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
