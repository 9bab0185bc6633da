import {
  addressInNetworks,
  type CheckInNetworksInput,
  canonicalNetwork,
  compensationFor,
  computeDay,
  type DayResult,
  dayKindOf,
  daysBetween,
  daysOfMonth,
  isCheckOutTooSoon,
  isInSubmitWindow,
  type LeaveType,
  lastDayOf,
  MAX_TIMESHEET_RANGE_DAYS,
  monthLockCode,
  monthOf,
  OFFICE_END,
  OFFICE_START,
  rangeErrors,
  spanDays,
  submitWindowOf,
  summarizeMonth,
  todayIn,
  toMinutes,
  zonedParts,
  zonedToInstant,
} from '@staffhub/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type Actor, requireAdmin } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { corrections } from '../corrections/corrections.service';
import { leave } from '../leave/leave.service';
import { announceTopic } from '../notifications/notify';
import { overtime } from '../overtime/overtime.service';
import { remote } from '../remote/remote.service';
import { lockRequester } from '../requests/requests.repository';
import * as repo from './timesheets.repository';

export interface TimesheetDeps {
  db: Db;
  now: () => Date;
}

export type TimesheetRow = DayResult & { id: number | null };

interface EmployeeZone {
  id: number;
  company_id: number;
  time_zone: string;
}

/** Local minutes of an instant on `date` (a check-out after midnight counts past 24:00). */
function localMinutes(instant: Date | null, date: string, timeZone: string): number | null {
  if (!instant) return null;
  const p = zonedParts(instant, timeZone);
  if (p.date === date) return p.minutes;
  const dayShift = Math.round(
    (Date.parse(`${p.date}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000,
  );
  return p.minutes + dayShift * 24 * 60;
}

/**
 * Every day of [from, to] for each employee, with the computed columns. The single place that
 * gathers a day's inputs (attendance, company calendar, approved requests), in one statement
 * (`repo.loadRange`).
 */
export async function computeRange(
  { db, now }: TimesheetDeps,
  emps: readonly EmployeeZone[],
  from: string,
  to: string,
): Promise<Map<number, TimesheetRow[]>> {
  const loaded = await repo.loadRange(
    db,
    emps.map((e) => e.id),
    [...new Set(emps.map((e) => e.company_id))],
    from,
    to,
  );
  return computeRows(emps, from, to, loaded.records, loaded.holidays, loaded.approved, now());
}

const minutesOf = (t: string) => (t === '24:00' ? 24 * 60 : toMinutes(t));

/** No inputs of a kind on a day (shared: computeDay only reads them). */
const NONE: readonly never[] = [];

/** Values by person, then by day (`YYYY-MM-DD`). */
class ByPerson<T> {
  private readonly people = new Map<number, Map<string, T>>();
  /** The person's days, or undefined when they have none. */
  of(id: number): ReadonlyMap<string, T> | undefined {
    return this.people.get(id);
  }
  add(id: number, date: string, value: T) {
    let days = this.people.get(id);
    if (!days) {
      days = new Map();
      this.people.set(id, days);
    }
    days.set(date, value);
  }
}

/** The person's list of a day, made empty the first time. */
function listOf<I>(values: ByPerson<I[]>, id: number, date: string): I[] {
  let list = values.of(id)?.get(date);
  if (!list) {
    list = [];
    values.add(id, date, list);
  }
  return list;
}

/** The computed days of each employee from loaded attendance and holidays (no I/O). */
function computeRows(
  emps: readonly EmployeeZone[],
  from: string,
  to: string,
  recordRows: readonly repo.TimesheetRecord[],
  holidayMap: ReadonlyMap<number, ReadonlyMap<string, string>>,
  approved: Readonly<repo.ApprovedInRange>,
  instant: Date,
): Map<number, TimesheetRow[]> {
  // Everything by person, then by day: a day's inputs are found by its date among its person's
  // (a key string made and hashed for every day and every input was a fifth of a page's CPU).
  const records = new ByPerson<repo.TimesheetRecord>();
  for (const r of recordRows) records.add(r.employee_id, r.work_date, r);
  // Approved overtime feeds the calculation: paid OT is approved OT capped by attendance.
  const overtime = new ByPerson<Array<readonly [number, number]>>();
  for (const o of approved.overtime)
    listOf(overtime, o.employee_id, o.date).push([minutesOf(o.start_time), minutesOf(o.end_time)] as const);
  // An approved correction replaces the day's recorded times.
  const fixes = new ByPerson<{ checkIn: number; checkOut: number }>();
  for (const c of approved.corrections)
    fixes.add(c.employee_id, c.date, { checkIn: minutesOf(c.start_time), checkOut: minutesOf(c.end_time) });
  const remoteDays = new ByPerson<true>();
  for (const r of approved.remote) {
    for (const d of daysBetween(r.start_date < from ? from : r.start_date, r.end_date > to ? to : r.end_date))
      remoteDays.add(r.employee_id, d, true);
  }
  // Approved leave covers office time: each of its days from 08:00 (or its start) to 17:30 (or its end).
  const leaves = new ByPerson<Array<{ type: LeaveType; start: number; end: number }>>();
  for (const l of approved.leaves) {
    for (const d of daysBetween(
      l.start_date < from ? from : l.start_date,
      l.end_date > to ? to : l.end_date,
    )) {
      listOf(leaves, l.employee_id, d).push({
        type: l.type_reason as LeaveType,
        start: d === l.start_date ? toMinutes(l.start_time) : OFFICE_START,
        end: d === l.end_date ? toMinutes(l.end_time) : OFFICE_END,
      });
    }
  }
  // Approved short leave excuses that many minutes of lateness or early leave.
  const shortLeaves = new ByPerson<Array<{ kind: 'late' | 'early'; minutes: number }>>();
  for (const sl of approved.shortLeaves)
    listOf(shortLeaves, sl.employee_id, sl.date).push({
      kind: sl.leave_type === 'early' ? 'early' : 'late',
      minutes: sl.minutes,
    });
  const dates = daysBetween(from, to);
  const todayByZone = new Map<string, string>();
  const out = new Map<number, TimesheetRow[]>();
  for (const e of emps) {
    let today = todayByZone.get(e.time_zone);
    if (today === undefined) {
      today = todayIn(e.time_zone, instant);
      todayByZone.set(e.time_zone, today);
    }
    const companyHolidays = holidayMap.get(e.company_id) ?? new Map<string, string>();
    const holidayDates = new Set(companyHolidays.keys());
    const mine = {
      records: records.of(e.id),
      overtime: overtime.of(e.id),
      fixes: fixes.of(e.id),
      remote: remoteDays.of(e.id),
      leaves: leaves.of(e.id),
      shortLeaves: shortLeaves.of(e.id),
    };
    out.set(
      e.id,
      dates.map((date) => {
        const record = mine.records?.get(date);
        // The computed day with its id added: no copy of its two dozen fields (a spread into a new
        // literal was one per day, and a second one added the admin list's employee).
        return Object.assign(
          computeDay({
            date,
            dayKind: dayKindOf(date, holidayDates),
            holidayName: companyHolidays.get(date) ?? null,
            checkIn: localMinutes(record?.check_in ?? null, date, e.time_zone),
            checkOut: localMinutes(record?.check_out ?? null, date, e.time_zone),
            adminEdited: record?.is_admin_edited ?? false,
            overtime: mine.overtime?.get(date) ?? NONE,
            correction: mine.fixes?.get(date) ?? null,
            leaves: mine.leaves?.get(date) ?? NONE,
            shortLeaves: mine.shortLeaves?.get(date) ?? NONE,
            isRemote: mine.remote?.has(date) ?? false,
            today: today as string,
          }),
          { id: record?.id ?? null },
        );
      }),
    );
  }
  return out;
}

/** An employee's computed range, with the inputs it was computed from (`employeeRange`). */
interface KeptRange {
  inputs: string;
  /** Frozen: shared by every answer computed from these inputs. */
  rows: TimesheetRow[];
  submitted: boolean;
  compensation: number;
  /** `summarizeMonth` of the rows, once asked (the dashboard). */
  summary?: ReturnType<typeof summarizeMonth>;
}
/** Ranges kept per database, least recently used dropped first, each of `KEPT_RANGE_DAYS` at most. */
const KEPT_RANGES = 256;
const KEPT_RANGE_DAYS = 31;
const keptRanges = new WeakMap<Db, Map<string, KeptRange>>();

/**
 * One employee's days of [from, to] with the month's submission flag and compensation. The inputs are read every time (one statement, as
 * text), and a range computed from the same text for the same person, zone and day is answered
 * again: the own month and the dashboard are the most requested pages, and any write to the tables
 * they read (anybody's check-in) makes the read cache ask again, while the person's own inputs
 * mostly stayed as they were. A change to any of them gives another text, and is computed.
 */
async function employeeRange(
  deps: TimesheetDeps,
  actor: Actor,
  from: string,
  to: string,
): Promise<KeptRange> {
  const inputs = await repo.employeeRangeInputs(deps.db, actor, from, to, monthOf(from));
  const now = deps.now();
  const key = `${actor.employeeId}|${actor.companyId}|${actor.timeZone}|${todayIn(actor.timeZone, now)}|${from}|${to}`;
  let kept = keptRanges.get(deps.db);
  const hit = kept?.get(key);
  if (hit && hit.inputs === inputs) return hit;
  const loaded = repo.readEmployeeRange(inputs, actor);
  const rows =
    computeRows(
      [zoneOf(actor)],
      from,
      to,
      loaded.records,
      new Map([[actor.companyId, loaded.holidayNames]]),
      loaded.approved,
      now,
    ).get(actor.employeeId) ?? [];
  for (const row of rows) Object.freeze(row);
  const range = {
    inputs,
    rows: Object.freeze(rows) as TimesheetRow[],
    submitted: loaded.submitted,
    compensation: loaded.compensation,
  };
  if (rows.length <= KEPT_RANGE_DAYS) {
    if (!kept) {
      kept = new Map();
      keptRanges.set(deps.db, kept);
    }
    kept.delete(key);
    if (kept.size >= KEPT_RANGES) kept.delete(kept.keys().next().value as string);
    kept.set(key, range);
  }
  return range;
}

const zoneOf = (a: Actor): EmployeeZone => ({
  id: a.employeeId,
  company_id: a.companyId,
  time_zone: a.timeZone,
});

/**
 * One computed day of the employee, the row the timesheet list shows for that date (an approved
 * correction's times included); reads through `deps.db`, so it may run inside a transaction.
 */
export async function computedDay(deps: TimesheetDeps, actor: Actor, date: string): Promise<TimesheetRow> {
  const row = (await computeRange(deps, [zoneOf(actor)], date, date)).get(actor.employeeId)?.[0];
  if (!row) throw new AppError(5000);
  return row;
}

async function dayRow(deps: TimesheetDeps, actor: Actor, date: string): Promise<TimesheetRow> {
  const { rows } = await employeeRange(deps, actor, date, date);
  if (!rows[0]) throw new AppError(5000);
  return rows[0];
}

async function assertOpen(db: Db, employeeId: number, date: string) {
  const months = await repo.submittedMonths(db, [employeeId], [monthOf(date)]);
  const code = monthLockCode('timesheet', 'edit', [date], months.get(employeeId) ?? new Set());
  if (code) throw new AppError(code);
}

/** Check-in at the server's time, in the employee's company zone; once per day. */
/** The check-in or check-out of each person under way in this process (`oneAtATime`). */
const clockings = new Map<number, Promise<void>>();

/**
 * Runs a person's check-in or check-out after their one under way in this process, if any. A burst
 * of them (a double tap, a script, the bench's writer) waited in the database for the day's row,
 * each holding a pooled connection: when a commit was slow (PostgreSQL serializes the commits that
 * notify, and one waited 1.7 s there), the waiting ones took the whole pool, and everybody's reads
 * waited behind them (p99 240-850 ms beside 13 ms, docs/SCALING.md). They now wait here, holding
 * nothing; each process sends at most one of a person's at a time. Bounded by the people with one
 * under way: an entry goes when its chain settles.
 */
function oneAtATime<T>(employeeId: number, run: () => Promise<T>): Promise<T> {
  const mine = (clockings.get(employeeId) ?? Promise.resolve()).then(run);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  clockings.set(employeeId, settled);
  void settled.then(() => {
    if (clockings.get(employeeId) === settled) clockings.delete(employeeId);
  });
  return mine;
}

/** Checks in now (the turn's own clock: after any check-in or check-out of theirs under way). */
export function checkIn(deps: TimesheetDeps, actor: Actor, ip: string) {
  return oneAtATime(actor.employeeId, () => checkInNow(deps, actor, ip));
}

async function checkInNow(deps: TimesheetDeps, actor: Actor, ip: string) {
  const employeeId = actor.employeeId;
  const at = deps.now();
  const date = zonedParts(at, actor.timeZone).date;
  await assertOpen(deps.db, employeeId, date);
  await assertCheckInNetwork(deps, actor, ip, date);
  const existing = await repo.findDay(deps.db, employeeId, date);
  if (existing?.check_in) throw new AppError(4310);
  // The upsert only fills an empty check-in, so two simultaneous check-ins cannot both win.
  const row = await repo.insertCheckIn(deps.db, employeeId, date, at);
  if (!row) throw new AppError(4310);
  // The seat plans' who-is-where shows this person in the office now.
  await announceTopic(deps.db, 'seats');
  return dayRow(deps, actor, date);
}

/**
 * The company's check-in networks (issue #20): with a list saved, a check-in from outside it is
 * refused (4380), unless the day is inside an approved remote request of the person.
 */
async function assertCheckInNetwork(deps: TimesheetDeps, actor: Actor, ip: string, date: string) {
  const networks = (await repo.checkInNetworks(deps.db, actor.companyId)) ?? [];
  if (networks.length === 0 || addressInNetworks(ip, networks)) return;
  const remoteToday = await remote.approvedInRange(deps.db, [actor.employeeId], { from: date, to: date }, [
    'employee_id',
  ]);
  if (remoteToday.length === 0) throw new AppError(4380);
}

/** Administrators: a company's check-in networks, and whether the reader's own address passes them. */
export async function checkInRules(deps: TimesheetDeps, actor: Actor, companyId: number, ip: string) {
  requireAdmin(actor);
  const networks = (await repo.checkInNetworks(deps.db, companyId)) ?? fail(4040);
  return rulesView(companyId, networks, ip);
}

/**
 * Administrators replace a company's check-in networks (canonical, each once, in the order given),
 * audited with the list before.
 */
export async function setCheckInRules(
  deps: TimesheetDeps,
  actor: Actor,
  input: CheckInNetworksInput,
  ip: string,
) {
  requireAdmin(actor);
  const networks = [...new Set(input.networks.map((n) => canonicalNetwork(n) ?? fail(4220)))];
  await deps.db.transaction(async (tx) => {
    const before = (await repo.setCheckInNetworks(tx, input.company_id, networks)) ?? fail(4040);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'company.check_in_networks',
      entity: 'companies',
      entityId: input.company_id,
      data: { before, after: networks },
    });
  });
  return rulesView(input.company_id, networks, ip);
}

function rulesView(companyId: number, networks: string[], ip: string) {
  return {
    company_id: companyId,
    networks,
    your_ip: ip,
    your_ip_allowed: networks.length === 0 || addressInNetworks(ip, networks),
  };
}

function fail(code: 4040 | 4220): never {
  throw new AppError(code);
}

/** Check-out at the server's time; may be repeated, the last one counts. */
/** Checks out now, after any check-in or check-out of theirs under way (`oneAtATime`). */
export function checkOut(deps: TimesheetDeps, actor: Actor) {
  return oneAtATime(actor.employeeId, () => checkOutNow(deps, actor));
}

async function checkOutNow(deps: TimesheetDeps, actor: Actor) {
  const employeeId = actor.employeeId;
  const at = deps.now();
  const date = zonedParts(at, actor.timeZone).date;
  await assertOpen(deps.db, employeeId, date);
  const existing = await repo.findDay(deps.db, employeeId, date);
  if (!existing?.check_in) throw new AppError(4311);
  if (isCheckOutTooSoon(existing.check_in, at)) throw new AppError(4331);
  await repo.setCheckOut(deps.db, existing.id, at);
  await announceTopic(deps.db, 'seats');
  return dayRow(deps, actor, date);
}

export async function today(deps: TimesheetDeps, actor: Actor) {
  const at = deps.now();
  return {
    timeSheet: await dayRow(deps, actor, todayIn(actor.timeZone, at)),
    server_time: at.toISOString(),
    time_zone: actor.timeZone,
  };
}

/** The employee's own days: a month, or a range of at most MAX_TIMESHEET_RANGE_DAYS. */
export async function myDays(
  deps: TimesheetDeps,
  actor: Actor,
  q: {
    month?: string | undefined;
    start_date?: string | undefined;
    end_date?: string | undefined;
    sort_by?: 'asc' | 'desc' | undefined;
  },
) {
  let from: string;
  let to: string;
  if (q.start_date && q.end_date) {
    from = q.start_date;
    to = q.end_date;
    const errors = rangeErrors(from, to, MAX_TIMESHEET_RANGE_DAYS);
    if (errors) throw new AppError(4220, { errors });
  } else {
    const month = q.month ?? monthOf(todayIn(actor.timeZone, deps.now()));
    from = `${month}-01`;
    to = lastDayOf(month);
  }
  const { rows, submitted } = await employeeRange(deps, actor, from, to);
  return {
    timeSheets: q.sort_by === 'desc' ? rows.toReversed() : rows,
    checkSubmitted: submitted,
    time_zone: actor.timeZone,
  };
}

export interface AdminQuery extends repo.EmployeeFilter {
  page: number;
  per_page: number;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

function adminRange(actor: Actor, q: AdminQuery, now: Date) {
  const month = monthOf(todayIn(actor.timeZone, now));
  const from = q.start_date ?? `${month}-01`;
  const to = q.end_date ?? lastDayOf(month);
  const errors = rangeErrors(from, to, MAX_TIMESHEET_RANGE_DAYS);
  if (errors) throw new AppError(4220, { errors });
  return { from, to };
}

/**
 * Admin list: one row per employee per day. Paging is over (employee, day) pairs ordered by code
 * then date, so a page loads only the employees it shows.
 */
export async function adminList(deps: TimesheetDeps, actor: Actor, q: AdminQuery) {
  requireAdmin(actor);
  const { from, to } = adminRange(actor, q, deps.now());
  const days = spanDays(from, to);
  const order = await repo.employeeOrder(deps.db, q);
  const total = order.length * days;
  const first = (q.page - 1) * q.per_page;
  const last = Math.min(total, first + q.per_page) - 1;
  let data: AdminRow[] = [];
  if (first <= last) {
    const firstEmp = Math.floor(first / days);
    const lastEmp = Math.floor(last / days);
    const emps = await repo.employeesInOrder(deps.db, order.slice(firstEmp, lastEmp + 1));
    const computed = await computeRange(deps, emps, from, to);
    data = withEmployees(emps, computed).slice(first - firstEmp * days, last - firstEmp * days + 1);
  }
  return { data, total, from, to };
}

type AdminRow = TimesheetRow & { employee: ReturnType<typeof employeeOut> };

/**
 * Each person's computed days in the people's order, each with its person (one object per person):
 * the rows are the ones `computeRows` just made, added to rather than copied.
 */
function withEmployees(emps: readonly repo.EmployeeRow[], computed: Map<number, TimesheetRow[]>): AdminRow[] {
  return emps.flatMap((e) => {
    const employee = employeeOut(e);
    return (computed.get(e.id) ?? []).map((row) => Object.assign(row, { employee }));
  });
}

function employeeOut(e: repo.EmployeeRow) {
  return {
    id: e.id,
    employee_code: e.employee_code,
    name: e.name,
    company_code: e.company_code,
    division_name: e.division_name,
    foot_name: e.foot_name,
  };
}

/** People the export computes at a time. */
const EXPORT_BLOCK = 1000;

/**
 * Every row of the filters (no paging), for the XLSX export: how many, then the rows of a block of
 * people at a time, each block read, computed and written before the next is read. A company's
 * month held whole (8,000 people × 31 days, with their attendance) left the garbage collector
 * most of the export's time. Every block is computed as of the same instant.
 */
export async function adminExportRows(deps: TimesheetDeps, actor: Actor, q: AdminQuery) {
  requireAdmin(actor);
  const instant = deps.now();
  const { from, to } = adminRange(actor, q, instant);
  const emps = await repo.findEmployees(deps.db, q);
  const at = { ...deps, now: () => instant };
  async function* blocks() {
    for (let i = 0; i < emps.length; i += EXPORT_BLOCK) {
      const block = emps.slice(i, i + EXPORT_BLOCK);
      yield withEmployees(block, await computeRange(at, block, from, to));
    }
  }
  // computeRows gives each person one row per day of the range.
  return { from, to, rows: { count: emps.length * spanDays(from, to), blocks: blocks() } };
}

const instantOf = (date: string, hhmm: string | null, timeZone: string) =>
  hhmm === null ? null : zonedToInstant(date, toMinutes(hhmm), timeZone);

/** Admin correction of one day, audited with the times before and after and the reason. */
export async function adminEdit(
  deps: TimesheetDeps,
  actor: Actor,
  id: number,
  input: { check_in: string | null; check_out: string | null; reason: string },
) {
  requireAdmin(actor);
  const adminId = actor.employeeId;
  const record = await repo.findById(deps.db, id);
  if (!record) throw new AppError(4318);
  const owner = await repo.findActor(deps.db, record.employee_id);
  if (!owner) throw new AppError(4318);
  await assertOpen(deps.db, record.employee_id, record.work_date);
  const checkInAt = instantOf(record.work_date, input.check_in, owner.timeZone);
  const checkOutAt = instantOf(record.work_date, input.check_out, owner.timeZone);
  await deps.db.transaction(async (tx) => {
    await repo.updateTimes(tx, id, checkInAt, checkOutAt);
    await writeAudit(tx, {
      actorId: adminId,
      action: 'timesheet.edit',
      entity: 'timesheets',
      entityId: id,
      data: {
        reason: input.reason,
        before: {
          check_in: record.check_in?.toISOString() ?? null,
          check_out: record.check_out?.toISOString() ?? null,
        },
        after: { check_in: checkInAt?.toISOString() ?? null, check_out: checkOutAt?.toISOString() ?? null },
      },
    });
  });
  return dayRow(deps, owner, record.work_date);
}

/** Admin creation of a missing day, audited. */
export async function adminCreate(
  deps: TimesheetDeps,
  actor: Actor,
  input: {
    employee_id: number;
    work_date: string;
    check_in: string | null;
    check_out: string | null;
    reason: string;
  },
) {
  requireAdmin(actor);
  const adminId = actor.employeeId;
  const owner = await repo.findActor(deps.db, input.employee_id);
  if (!owner)
    throw new AppError(4220, {
      errors: { employee_id: [{ rule: 'unknown', message: 'Unknown employee.' }] },
    });
  await assertOpen(deps.db, input.employee_id, input.work_date);
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertDay(tx, {
      employee_id: input.employee_id,
      work_date: input.work_date,
      check_in: instantOf(input.work_date, input.check_in, owner.timeZone),
      check_out: instantOf(input.work_date, input.check_out, owner.timeZone),
      source: 'admin',
      is_admin_edited: true,
    });
    if (!created) throw new AppError(4319);
    await writeAudit(tx, {
      actorId: adminId,
      action: 'timesheet.create',
      entity: 'timesheets',
      entityId: created.id,
      data: { reason: input.reason, check_in: input.check_in, check_out: input.check_out },
    });
    return created;
  });
  return dayRow(deps, owner, row.work_date);
}

/** Dashboard figures of SPEC 3 for one month of the employee. */
export async function dashboard(deps: TimesheetDeps, actor: Actor, month: string) {
  const from = `${month}-01`;
  const to = daysOfMonth(month).at(-1) as string;
  const range = await employeeRange(deps, actor, from, to);
  const { rows, submitted, compensation } = range;
  if (!range.summary) {
    const made = summarizeMonth(rows);
    Object.freeze(made.totals);
    range.summary = Object.freeze(made);
  }
  const summary = range.summary;
  const actual = summary.actualBeforeCompensation + compensation;
  return {
    month,
    checkSubmitted: submitted,
    dayWorking: summary.dayWorking,
    dayWorkingReal: summary.dayWorkingReal,
    missTimesheet: summary.missTimesheet,
    normalDayWorking: summary.normalDayWorking,
    overtimeRequestTotal: summary.overtimeRequestTotal - compensation,
    sabbaticalLeave: summary.sabbaticalLeave,
    totalCompensation: compensation,
    unpaidLeave: summary.unpaidLeave,
    standardMinutes: summary.standardMinutes,
    actualMinutes: actual,
    shortfallMinutes: Math.max(0, summary.standardMinutes - actual),
    totals: summary.totals,
    canSubmitNow: isInSubmitWindow(month, todayIn(actor.timeZone, deps.now())),
    submitWindow: submitWindowOf(month),
    timeSheets: rows,
  };
}

/** The employee's own requests of a month per kind and status. */
export async function totalRequests(deps: TimesheetDeps, actor: Actor, month: string) {
  const from = `${month}-01`;
  const to = daysOfMonth(month).at(-1) as string;
  const span = { from, to };
  const [overtimeCounts, timesheet, sabbatical, remoteCounts] = await Promise.all([
    overtime.statusCounts(deps.db, actor.employeeId, span),
    corrections.statusCounts(deps.db, actor.employeeId, span),
    leave.statusCounts(deps.db, actor.employeeId, span),
    remote.statusCounts(deps.db, actor.employeeId, span),
  ]);
  return { overtime: overtimeCounts, timesheet, sabbatical, remote: remoteCounts };
}

async function monthAction(
  deps: TimesheetDeps,
  actor: Actor,
  body: { month: string; company_id?: number | undefined },
) {
  const actorId = actor.employeeId;
  if (body.company_id !== undefined) {
    if (!actor.isAdmin) throw new AppError(4030);
    return {
      actor,
      employeeIds: await repo.employeeIdsOfCompany(deps.db, body.company_id),
      forCompany: true,
    };
  }
  if (!isInSubmitWindow(body.month, todayIn(actor.timeZone, deps.now()))) throw new AppError(4313);
  return { actor, employeeIds: [actorId], forCompany: false };
}

/**
 * Submits (locks) or reopens a month: the employee's own, in the 1st-5th window, or a whole
 * company's at any time for administrators. Audited either way.
 */
async function setSubmitted(
  deps: TimesheetDeps,
  actor: Actor,
  body: { month: string; company_id?: number | undefined },
  submit: boolean,
) {
  const actorId = actor.employeeId;
  const { employeeIds, forCompany } = await monthAction(deps, actor, body);
  return deps.db.transaction(async (tx) => {
    if (!forCompany) {
      // Behind the lock every request write of mine takes: the month's state read here holds until
      // the commit, and no request can slip into the month while it is being submitted.
      await lockRequester(tx, actorId);
      if ((await repo.isSubmitted(tx, actorId, body.month)) === submit)
        throw new AppError(submit ? 4314 : 4315);
    }
    const n = submit
      ? await repo.submit(tx, employeeIds, body.month, actorId)
      : await repo.unsubmit(tx, employeeIds, body.month);
    if (!forCompany && n === 0) throw new AppError(submit ? 4314 : 4315);
    await writeAudit(tx, {
      actorId,
      action: submit ? 'timesheet.submit' : 'timesheet.unsubmit',
      entity: 'timesheet_submissions',
      entityId: null,
      data: { ...body, employees: n },
    });
    return n;
  });
}

export const submitMonth = (
  deps: TimesheetDeps,
  actor: Actor,
  body: { month: string; company_id?: number | undefined },
) => setSubmitted(deps, actor, body, true);
export const unsubmitMonth = (
  deps: TimesheetDeps,
  actor: Actor,
  body: { month: string; company_id?: number | undefined },
) => setSubmitted(deps, actor, body, false);

/** "Add timesheet": cover the month's shortfall with its overtime, in the 1st-5th window. */
export async function compensate(deps: TimesheetDeps, actor: Actor, month: string) {
  const employeeId = actor.employeeId;
  if (!isInSubmitWindow(month, todayIn(actor.timeZone, deps.now()))) throw new AppError(4313);
  const { rows, submitted } = await employeeRange(
    deps,
    actor,
    `${month}-01`,
    daysOfMonth(month).at(-1) as string,
  );
  if (submitted) throw new AppError(4316);
  const minutes = compensationFor(summarizeMonth(rows));
  if (minutes === 0) throw new AppError(4317);
  await deps.db.transaction(async (tx) => {
    await repo.saveCompensation(tx, employeeId, month, minutes, employeeId);
    await writeAudit(tx, {
      actorId: employeeId,
      action: 'timesheet.compensate',
      entity: 'timesheet_compensations',
      entityId: null,
      data: { month, minutes },
    });
  });
  return { totalCompensation: minutes };
}
