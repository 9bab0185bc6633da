import { z } from 'zod';
import { FILTER_MAX_LENGTH, ID_MAX } from '../limits';
import { FLOOR_NUMBERS, isFloorNumber, PRESENCES, SEAT_LIMITS } from '../seats';

/**
 * Seat charts (SPEC 2 /seating-chart, SPEC 7 `/entity/get-location`; issue #18; docs/api-seats.md):
 * a floor plan with who sits where and their presence today, the staff list with each person's
 * seat, assigning and freeing seats, and the history of moves.
 */

const id = z.number().int().positive().max(ID_MAX);
const queryId = z.coerce.number().int().positive().max(ID_MAX);

/** `GET /entity/get-location?floor=`: one of SPEC 9's floors. */
export const ZLocationQuery = z.object({
  floor: z.coerce
    .number()
    .int()
    .refine(isFloorNumber, { params: { rule: 'enum' }, message: `One of ${FLOOR_NUMBERS.join(', ')}.` }),
});
export type LocationQuery = z.infer<typeof ZLocationQuery>;

export const ZPresence = z.enum(PRESENCES);

export const ZSeatPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  employee_code: z.string(),
  division: z.string().nullable(),
  presence: ZPresence,
});
export type SeatPerson = z.infer<typeof ZSeatPerson>;

export const ZSeat = z.object({
  id: z.number().int(),
  code: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  w: z.number().int(),
  h: z.number().int(),
  rotation: z.number().int(),
  /** Who sits here, with their presence today (in their company's time zone); null when empty. */
  employee: ZSeatPerson.nullable(),
});
export type Seat = z.infer<typeof ZSeat>;

export const ZFloorRoom = z.object({
  id: z.number().int(),
  kind: z.string(),
  name: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  w: z.number().int(),
  h: z.number().int(),
});
export type FloorRoom = z.infer<typeof ZFloorRoom>;

export const ZFloorSummary = z.object({
  number: z.number().int(),
  name: z.string(),
  seats: z.number().int(),
});

/** The answer of `GET /entity/get-location`. */
export const ZFloorPlan = z.object({
  floor: z.object({
    number: z.number().int(),
    name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  rooms: z.array(ZFloorRoom),
  seats: z.array(ZSeat),
  counts: z.object({
    office: z.number().int(),
    left: z.number().int(),
    remote: z.number().int(),
    leave: z.number().int(),
    not_in: z.number().int(),
    empty: z.number().int(),
  }),
  floors: z.array(ZFloorSummary),
});
export type FloorPlan = z.infer<typeof ZFloorPlan>;

/** `GET /entity/staff`: code or name contains `q`; pages of at most `SEAT_LIMITS.staffPerPage`. */
export const ZSeatStaffQuery = z.object({
  q: z.string().trim().max(FILTER_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(SEAT_LIMITS.staffPerPage).default(20),
});
export type SeatStaffQuery = z.infer<typeof ZSeatStaffQuery>;

export const ZSeatStaff = z.object({
  id: z.number().int(),
  name: z.string(),
  employee_code: z.string(),
  division: z.string().nullable(),
  seat: z.object({ id: z.number().int(), code: z.string(), floor: z.number().int() }).nullable(),
});
export type SeatStaff = z.infer<typeof ZSeatStaff>;

/** `POST /entity/assign-seat`: seat this person here (moving them when they sit elsewhere). */
export const ZAssignSeatInput = z.object({ seat_id: id, employee_id: id });
export type AssignSeatInput = z.infer<typeof ZAssignSeatInput>;

/** `POST /entity/unassign-seat`: free this seat. */
export const ZUnassignSeatInput = z.object({ seat_id: id });
export type UnassignSeatInput = z.infer<typeof ZUnassignSeatInput>;

/** The seat after a change. */
export const ZSeatChange = z.object({ seat: ZSeat, from_seat_id: z.number().int().nullable() });
export type SeatChange = z.infer<typeof ZSeatChange>;

/** `GET /entity/seat-history?employee_id=` or `?seat_id=` (exactly one). */
export const ZSeatHistoryQuery = z
  .object({ employee_id: queryId.optional(), seat_id: queryId.optional() })
  .refine((q) => (q.employee_id === undefined) !== (q.seat_id === undefined), {
    path: ['employee_id'],
    params: { rule: 'required' },
    message: 'Give employee_id or seat_id (one of them).',
  });
export type SeatHistoryQuery = z.infer<typeof ZSeatHistoryQuery>;

const seatRef = z.object({ id: z.number().int(), code: z.string(), floor: z.number().int() }).nullable();

export const ZSeatMove = z.object({
  id: z.number().int(),
  employee: z.object({ id: z.number().int(), name: z.string(), employee_code: z.string() }),
  from: seatRef,
  to: seatRef,
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: z.string(),
});
export type SeatMove = z.infer<typeof ZSeatMove>;

export const ZSeatHistory = z.object({ moves: z.array(ZSeatMove) });
export type SeatHistory = z.infer<typeof ZSeatHistory>;
