import { SEAT_LIMITS } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import { employeeSearchText, employees } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface FloorRow {
  id: number;
  number: number;
  name: string;
  width: number;
  height: number;
  seats: number;
}

/** Every floor with its number of desks, by number. */
export async function floors(db: Db): Promise<FloorRow[]> {
  return rowsOf<FloorRow>(
    await db.execute(sql`
      select f.id, f.number, f.name, f.width, f.height,
        (select count(*)::int from seats s where s.floor_id = f.id) as seats
      from floors f order by f.number`),
  ).map((r) => ({ ...r, id: Number(r.id), number: Number(r.number), seats: Number(r.seats) }));
}

export async function roomsOf(db: Db, floorId: number) {
  return rowsOf<{ id: number; kind: string; name: string; x: number; y: number; w: number; h: number }>(
    await db.execute(sql`
      select id, kind, name, x, y, w, h from floor_rooms where floor_id = ${floorId}
      order by id limit ${SEAT_LIMITS.roomsPerFloor}`),
  );
}

export interface SeatRow {
  id: number;
  code: string;
  x: number;
  y: number;
  w: number;
  h: number;
  rotation: number;
  employee_id: number | null;
  name: string | null;
  employee_code: string | null;
  division: string | null;
  checked_in: boolean | null;
  checked_out: boolean | null;
  on_leave: boolean | null;
  remote: boolean | null;
}

/**
 * A floor's desks with who sits there and the facts their presence today is made of, in one
 * statement: each person's today is their company's date at `now`; the check-in (and check-out),
 * an approved (status 2) leave and an approved remote request covering that day are index lookups
 * per person (timesheets by employee and date, requests by employee and dates), never a query per
 * seat. A desk whose person no longer works here (resigned by their today) is answered empty.
 */
export async function seatsOf(db: Db, floorId: number, now: Date): Promise<SeatRow[]> {
  const at = now.toISOString();
  return rowsOf<SeatRow>(
    await db.execute(sql`
      select s.id, s.code, s.x, s.y, s.w, s.h, s.rotation, ${employees.id} as employee_id,
        ${employees.name} as name, ${employees.employee_code} as employee_code, d.name as division,
        p.checked_in, p.checked_out, p.on_leave, p.remote
      from seats s
      left join ${employees} on ${employees.id} = s.employee_id and ${isWorking(now)}
      left join divisions d on d.id = ${employees.division_id}
      left join lateral (
        select
          exists(select 1 from timesheets t where t.employee_id = ${employees.id} and t.work_date = td.day
                   and t.check_in is not null) as checked_in,
          exists(select 1 from timesheets t where t.employee_id = ${employees.id} and t.work_date = td.day
                   and t.check_in is not null and t.check_out is not null) as checked_out,
          exists(select 1 from leave_requests l where l.employee_id = ${employees.id} and l.status = 2
                   and l.start_date <= td.day and l.end_date >= td.day) as on_leave,
          exists(select 1 from remote_requests r where r.employee_id = ${employees.id} and r.status = 2
                   and r.start_date <= td.day and r.end_date >= td.day) as remote
        from (select (${at}::timestamptz at time zone c.time_zone)::date as day
                from companies c where c.id = ${employees.company_id}) td
      ) p on ${employees.id} is not null
      where s.floor_id = ${floorId}
      order by s.code
      limit ${SEAT_LIMITS.seatsPerFloor}`),
  );
}

export interface LockedSeat {
  id: number;
  floor_id: number;
  code: string;
  employee_id: number | null;
}

/** A seat by id, or null. */
export async function seatById(db: Db, id: number): Promise<LockedSeat | null> {
  const [row] = rowsOf<LockedSeat>(
    await db.execute(sql`select id, floor_id, code, employee_id from seats where id = ${id}`),
  );
  return row ?? null;
}

/** The floor number of a seat's floor. */
export async function floorNumberOf(db: Db, floorId: number): Promise<number> {
  const [row] = rowsOf<{ number: number }>(
    await db.execute(sql`select number from floors where id = ${floorId}`),
  );
  return Number(row?.number ?? 0);
}

/**
 * Locks, in id order (so two changes never wait on each other crosswise), the seat `seatId` and
 * the seat the person `employeeId` sits on (when given), and answers them as they are once locked.
 */
export async function lockSeats(tx: Db, seatId: number, employeeId: number | null): Promise<LockedSeat[]> {
  return rowsOf<LockedSeat>(
    await tx.execute(sql`
      select id, floor_id, code, employee_id from seats
      where id = ${seatId} ${employeeId === null ? sql`` : sql`or employee_id = ${employeeId}`}
      order by id for update`),
  );
}

/**
 * Holds the person's row until the transaction ends: two seatings of one person take turns. The
 * lock is FOR NO KEY UPDATE, which does not conflict with the FOR KEY SHARE the foreign-key check
 * of an insert into seat_moves takes on the same person (freeing their seat at the same moment),
 * so a seating and a freeing never deadlock.
 */
export async function lockEmployee(tx: Db, employeeId: number, now: Date) {
  const [row] = rowsOf<{ id: number; working: boolean }>(
    await tx.execute(
      sql`select ${employees.id} as id, ${isWorking(now)} as working from ${employees} where ${employees.id} = ${employeeId} for no key update`,
    ),
  );
  return row ?? null;
}

/** Whether a person still works here at `now` (false for an unknown id). */
export async function isWorkingNow(tx: Db, employeeId: number, now: Date): Promise<boolean> {
  const [row] = rowsOf<{ working: boolean }>(
    await tx.execute(
      sql`select ${isWorking(now)} as working from ${employees} where ${employees.id} = ${employeeId}`,
    ),
  );
  return Boolean(row?.working);
}

export async function setSeat(tx: Db, seatId: number, employeeId: number | null, by: number, at: Date) {
  await tx.execute(sql`
    update seats set employee_id = ${employeeId},
      assigned_at = ${employeeId === null ? null : at.toISOString()}::timestamptz,
      assigned_by = ${employeeId === null ? null : by}, updated_at = ${at.toISOString()}::timestamptz
    where id = ${seatId}`);
}

export async function insertMove(
  tx: Db,
  m: { employeeId: number; from: number | null; to: number | null; by: number; at: Date },
) {
  await tx.execute(sql`
    insert into seat_moves (employee_id, from_seat_id, to_seat_id, moved_by, moved_at)
    values (${m.employeeId}, ${m.from}, ${m.to}, ${m.by}, ${m.at.toISOString()}::timestamptz)`);
}

/** One seat as the plan shows it (the presence facts of its person included). */
export async function seatRow(db: Db, seatId: number, now: Date): Promise<SeatRow | null> {
  const seat = await seatById(db, seatId);
  if (!seat) return null;
  return (await seatsOf(db, seat.floor_id, now)).find((s) => Number(s.id) === seatId) ?? null;
}

export interface StaffRow {
  id: number;
  name: string;
  employee_code: string;
  division: string | null;
  seat_id: number | null;
  seat_code: string | null;
  floor: number | null;
  total: number;
}

/** One page of working staff by code (code, name or e-mail containing `q`), with each one's seat. */
export async function staffPage(
  db: Db,
  q: { q?: string | undefined; page: number; per_page: number },
  now: Date,
): Promise<{ rows: StaffRow[]; total: number }> {
  const filters = [isWorking(now)];
  if (q.q) filters.push(sql`${employeeSearchText(employees)} like ${likeOf(q.q.toLowerCase())}`);
  const where = sql.join(filters, sql` and `);
  const page = rowsOf<StaffRow>(
    await db.execute(sql`
      select employees.id, employees.name, employees.employee_code, d.name as division,
        s.id as seat_id, s.code as seat_code, f.number as floor, (count(*) over ())::int as total
      from employees
      left join divisions d on d.id = employees.division_id
      left join seats s on s.employee_id = employees.id
      left join floors f on f.id = s.floor_id
      where ${where}
      order by employees.employee_code
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
  );
  if (page.length || q.page === 1) return { rows: page, total: Number(page[0]?.total ?? 0) };
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from employees where ${where}`),
  );
  return { rows: [], total: Number(count?.n ?? 0) };
}

export interface MoveRow {
  id: number;
  employee_id: number;
  employee_name: string;
  employee_code: string;
  from_id: number | null;
  from_code: string | null;
  from_floor: number | null;
  to_id: number | null;
  to_code: string | null;
  to_floor: number | null;
  by_id: number | null;
  by_name: string | null;
  moved_at: string;
}

/** The moves of a person or of a seat (to or from it), newest first, at most `SEAT_LIMITS.history`. */
export async function moves(db: Db, by: { employee_id?: number; seat_id?: number }): Promise<MoveRow[]> {
  const where =
    by.employee_id !== undefined
      ? sql`m.employee_id = ${by.employee_id}`
      : sql`(m.to_seat_id = ${by.seat_id} or m.from_seat_id = ${by.seat_id})`;
  return rowsOf<MoveRow>(
    await db.execute(sql`
      select m.id, m.employee_id, e.name as employee_name, e.employee_code,
        fs.id as from_id, fs.code as from_code, ff.number as from_floor,
        ts.id as to_id, ts.code as to_code, tf.number as to_floor,
        b.id as by_id, b.name as by_name,
        to_char(m.moved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as moved_at
      from seat_moves m
      join employees e on e.id = m.employee_id
      left join seats fs on fs.id = m.from_seat_id
      left join floors ff on ff.id = fs.floor_id
      left join seats ts on ts.id = m.to_seat_id
      left join floors tf on tf.id = ts.floor_id
      left join employees b on b.id = m.moved_by
      where ${where}
      order by m.moved_at desc, m.id desc
      limit ${SEAT_LIMITS.history}`),
  );
}
