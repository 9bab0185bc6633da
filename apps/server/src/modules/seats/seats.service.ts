import {
  type AssignSeatInput,
  type FieldErrors,
  type FloorPlan,
  type FloorRoom,
  paginationOf,
  presenceCounts,
  presenceOf,
  type Seat,
  type SeatChange,
  type SeatHistory,
  type SeatHistoryQuery,
  type SeatStaff,
  type SeatStaffQuery,
  type UnassignSeatInput,
} from '@staffhub/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { announceTopic } from '../notifications/notify';
import { requireSeatManager, requireSeatReader } from './seats.policy';
import * as repo from './seats.repository';

export interface SeatDeps {
  db: Db;
  now: () => Date;
}

const refuse = (errors: FieldErrors) => {
  throw new AppError(4220, { errors });
};
const unknown = (field: string, what: string) =>
  refuse({ [field]: [{ rule: 'invalid', message: `No such ${what}.` }] });

/** A seat row as the API answers it: the person with their presence today, or null. */
function seatOf(r: repo.SeatRow): Seat {
  return {
    id: Number(r.id),
    code: r.code,
    x: Number(r.x),
    y: Number(r.y),
    w: Number(r.w),
    h: Number(r.h),
    rotation: Number(r.rotation),
    employee:
      r.employee_id === null
        ? null
        : {
            id: Number(r.employee_id),
            name: r.name ?? '',
            employee_code: r.employee_code ?? '',
            division: r.division,
            presence: presenceOf({
              checkedIn: Boolean(r.checked_in),
              checkedOut: Boolean(r.checked_out),
              onLeave: Boolean(r.on_leave),
              remote: Boolean(r.remote),
            }),
          },
  };
}

/** A unique-index refusal (the person seated elsewhere at the same instant) as the check would answer. */
function raceRefusal(e: unknown): never {
  let cause: unknown = e;
  for (let depth = 0; cause && depth < 3; depth++) {
    const err = cause as { code?: string; constraint?: string; cause?: unknown };
    if (err.code === '23505' && err.constraint === 'seats_employee_unique') throw new AppError(4360);
    if (err.code === '40P01') throw new AppError(4360);
    cause = err.cause;
  }
  throw e;
}

/** `GET /entity/get-location?floor=`: the plan, who sits where with their presence today, the counts. */
export async function location(deps: SeatDeps, actor: Actor, floorNumber: number): Promise<FloorPlan> {
  requireSeatReader(actor);
  const all = await repo.floors(deps.db);
  const floor = all.find((f) => f.number === floorNumber);
  // A floor of SPEC 9 not (yet) drawn: an empty plan rather than an error.
  const [rooms, rows] = floor
    ? await Promise.all([repo.roomsOf(deps.db, floor.id), repo.seatsOf(deps.db, floor.id, deps.now())])
    : [[], []];
  const seats = rows.map(seatOf);
  return {
    floor: {
      number: floorNumber,
      name: floor?.name ?? String(floorNumber),
      width: Number(floor?.width ?? 1000),
      height: Number(floor?.height ?? 600),
    },
    rooms: rooms.map(
      (r): FloorRoom => ({
        id: Number(r.id),
        kind: r.kind,
        name: r.name,
        x: Number(r.x),
        y: Number(r.y),
        w: Number(r.w),
        h: Number(r.h),
      }),
    ),
    seats,
    counts: presenceCounts(seats.map((s) => ({ presence: s.employee?.presence ?? null }))),
    floors: all.map((f) => ({ number: f.number, name: f.name, seats: f.seats })),
  };
}

/** `GET /entity/staff`: working staff by code, with each one's seat. */
export async function staff(deps: SeatDeps, actor: Actor, q: SeatStaffQuery, path: string) {
  requireSeatReader(actor);
  const { rows, total } = await repo.staffPage(deps.db, q, deps.now());
  const data: SeatStaff[] = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    employee_code: r.employee_code,
    division: r.division,
    seat:
      r.seat_id === null ? null : { id: Number(r.seat_id), code: r.seat_code ?? '', floor: Number(r.floor) },
  }));
  return { data, ...paginationOf(total, q.page, q.per_page, path) };
}

async function changed(deps: SeatDeps, seatId: number, from: number | null): Promise<SeatChange> {
  const row = await repo.seatRow(deps.db, seatId, deps.now());
  if (!row) throw new AppError(4040);
  return { seat: seatOf(row), from_seat_id: from };
}

/**
 * `POST /entity/assign-seat`: seats a working person on a seat. Someone sitting elsewhere is MOVED
 * (the old seat freed) in the same transaction; a seat another working person holds is 4360 (a seat
 * whose person has left is free: they are taken off it, with its move, in the same transaction); a
 * resigned person 4361. The person's row, then the seats involved (in id order) are locked, so two
 * administrators seating two people on one seat at once: one wins, the other is told 4360.
 */
export async function assign(deps: SeatDeps, actor: Actor, input: AssignSeatInput): Promise<SeatChange> {
  requireSeatManager(actor);
  const at = deps.now();
  const result = await deps.db
    .transaction(async (tx) => {
      const person = await repo.lockEmployee(tx, input.employee_id, at);
      if (!person) return unknown('employee_id', 'employee');
      if (!person.working) throw new AppError(4361);
      const locked = await repo.lockSeats(tx, input.seat_id, input.employee_id);
      const seat = locked.find((s) => Number(s.id) === input.seat_id);
      if (!seat) return unknown('seat_id', 'seat');
      if (seat.employee_id !== null && Number(seat.employee_id) === input.employee_id)
        return { from: null, moved: false };
      if (seat.employee_id !== null) {
        const occupant = Number(seat.employee_id);
        if (await repo.isWorkingNow(tx, occupant, at)) throw new AppError(4360);
        // The person sitting here has left: the seat is free, their leaving it is recorded.
        await repo.insertMove(tx, {
          employeeId: occupant,
          from: input.seat_id,
          to: null,
          by: actor.employeeId,
          at,
        });
        await writeAudit(tx, {
          actorId: actor.employeeId,
          action: 'unassign',
          entity: 'seat',
          entityId: input.seat_id,
          data: { employee_id: occupant, from_seat_id: input.seat_id, reason: 'left' },
        });
      }
      const old = locked.find(
        (s) => Number(s.id) !== input.seat_id && Number(s.employee_id) === input.employee_id,
      );
      const from = old ? Number(old.id) : null;
      if (from !== null) await repo.setSeat(tx, from, null, actor.employeeId, at);
      await repo.setSeat(tx, input.seat_id, input.employee_id, actor.employeeId, at);
      await repo.insertMove(tx, {
        employeeId: input.employee_id,
        from,
        to: input.seat_id,
        by: actor.employeeId,
        at,
      });
      await writeAudit(tx, {
        actorId: actor.employeeId,
        action: from === null ? 'assign' : 'move',
        entity: 'seat',
        entityId: input.seat_id,
        data: { employee_id: input.employee_id, from_seat_id: from, to_seat_id: input.seat_id },
      });
      return { from, moved: true };
    })
    .catch(raceRefusal);
  if (result.moved) await announceTopic(deps.db, 'seats');
  return changed(deps, input.seat_id, result.from);
}

/** `POST /entity/unassign-seat`: frees a seat (nothing to do when it is empty). */
export async function unassign(deps: SeatDeps, actor: Actor, input: UnassignSeatInput): Promise<SeatChange> {
  requireSeatManager(actor);
  const at = deps.now();
  const freed = await deps.db
    .transaction(async (tx) => {
      const [seat] = await repo.lockSeats(tx, input.seat_id, null);
      if (!seat) return unknown('seat_id', 'seat');
      if (seat.employee_id === null) return false;
      const employeeId = Number(seat.employee_id);
      await repo.setSeat(tx, input.seat_id, null, actor.employeeId, at);
      await repo.insertMove(tx, { employeeId, from: input.seat_id, to: null, by: actor.employeeId, at });
      await writeAudit(tx, {
        actorId: actor.employeeId,
        action: 'unassign',
        entity: 'seat',
        entityId: input.seat_id,
        data: { employee_id: employeeId, from_seat_id: input.seat_id },
      });
      return true;
    })
    .catch(raceRefusal);
  if (freed) await announceTopic(deps.db, 'seats');
  return changed(deps, input.seat_id, null);
}

/** `GET /entity/seat-history`: a person's or a seat's moves, newest first, bounded. */
export async function history(deps: SeatDeps, actor: Actor, q: SeatHistoryQuery): Promise<SeatHistory> {
  requireSeatManager(actor);
  const by = q.employee_id !== undefined ? { employee_id: q.employee_id } : { seat_id: q.seat_id as number };
  const ref = (id: number | null, code: string | null, floor: number | null) =>
    id === null ? null : { id: Number(id), code: code ?? '', floor: Number(floor) };
  return {
    moves: (await repo.moves(deps.db, by)).map((m) => ({
      id: Number(m.id),
      employee: { id: Number(m.employee_id), name: m.employee_name, employee_code: m.employee_code },
      from: ref(m.from_id, m.from_code, m.from_floor),
      to: ref(m.to_id, m.to_code, m.to_floor),
      by: m.by_id === null ? null : { id: Number(m.by_id), name: m.by_name ?? '' },
      at: m.moved_at,
    })),
  };
}
