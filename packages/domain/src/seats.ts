/**
 * Seat chart rules (SPEC 2 /seating-chart, SPEC 7 `/entity/get-location`, SPEC 9 floors; issue #18;
 * docs/api-seats.md) as pure functions: the floors, who-is-where (a person's presence today from
 * their attendance and approved requests), a floor's counts, and whether a floor layout is sound.
 * Nothing here reads a clock or a database.
 */

/** SPEC 9: the floors that have a seat plan. */
export const FLOOR_NUMBERS = [11, 13, 14, 15, 17] as const;
export type FloorNumber = (typeof FLOOR_NUMBERS)[number];

export const isFloorNumber = (n: number): n is FloorNumber =>
  (FLOOR_NUMBERS as readonly number[]).includes(n);

/**
 * Where a seated person is today: `office` checked in and not yet checked out, `left` checked in
 * and checked out (left for the day), `remote` an approved remote request covers today, `leave` an
 * approved leave covers today, `not_in` none of those (yet).
 */
export const PRESENCES = ['office', 'left', 'remote', 'leave', 'not_in'] as const;
export type Presence = (typeof PRESENCES)[number];

export const SEAT_ROTATIONS = [0, 90, 180, 270] as const;

export const SEAT_LIMITS = {
  /** The staff list's largest page. */
  staffPerPage: 50,
  /** Moves one history answer lists (newest first). */
  history: 100,
  /** Seats one floor may hold (the plan and the presence are computed per floor). */
  seatsPerFloor: 400,
  /** Rooms one floor may hold. */
  roomsPerFloor: 60,
  /** The plan's coordinate space, per side. */
  floorSide: 2000,
} as const;

/** What decides one person's presence today (each fact about the person's own today). */
export interface PresenceFacts {
  /** They checked in today. */
  checkedIn: boolean;
  /** They checked out today (after checking in): gone for the day. */
  checkedOut: boolean;
  /** An approved leave covers today. */
  onLeave: boolean;
  /** An approved remote request covers today. */
  remote: boolean;
}

/**
 * A person's presence today. Being checked in wins (they came to their desk, whatever was planned):
 * still there until they check out, then left for the day; otherwise an approved leave (not
 * working at all), then approved remote work; otherwise not in yet. A check-out without a
 * check-in does not make anyone present.
 */
export function presenceOf(f: PresenceFacts): Presence {
  if (f.checkedIn) return f.checkedOut ? 'left' : 'office';
  if (f.onLeave) return 'leave';
  if (f.remote) return 'remote';
  return 'not_in';
}

/** Whether the day `day` (YYYY-MM-DD) lies in the span `start`..`end`, both included. */
export const covers = (start: string, end: string, day: string): boolean => start <= day && day <= end;

export type PresenceCounts = Record<Presence | 'empty', number>;

/** A floor's counts: seated people per presence, and the seats nobody sits on. */
export function presenceCounts(seats: ReadonlyArray<{ presence: Presence | null }>): PresenceCounts {
  const counts: PresenceCounts = { office: 0, left: 0, remote: 0, leave: 0, not_in: 0, empty: 0 };
  for (const s of seats) counts[s.presence ?? 'empty'] += 1;
  return counts;
}

/** A seat code: the floor, a dash, a row letter and a two-digit number (`14-B07`). */
export const SEAT_CODE = /^(\d{2})-([A-Z])(\d{2})$/;

/** The code of desk `n` (1-based) of row `row` (0 = A) on floor `floor`. */
export function seatCode(floor: number, row: number, n: number): string {
  return `${floor}-${String.fromCharCode(65 + row)}${String(n).padStart(2, '0')}`;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (r: Rect, width: number, height: number) =>
  r.x >= 0 && r.y >= 0 && r.w > 0 && r.h > 0 && r.x + r.w <= width && r.y + r.h <= height;

export type LayoutProblem =
  | { problem: 'floor_number'; number: number }
  | { problem: 'floor_size' }
  | { problem: 'too_many'; what: 'seats' | 'rooms' }
  | { problem: 'outside'; what: 'seat' | 'room'; name: string }
  | { problem: 'code_format'; code: string }
  | { problem: 'duplicate_code'; code: string }
  | { problem: 'rotation'; code: string }
  | { problem: 'overlap'; codes: [string, string] };

export interface LayoutInput {
  number: number;
  width: number;
  height: number;
  rooms: ReadonlyArray<Rect & { name: string }>;
  seats: ReadonlyArray<Rect & { code: string; rotation: number }>;
}

/**
 * What is wrong with a floor layout (empty when nothing): a floor of SPEC 9 within the plan's size,
 * every room and desk inside the floor, desk codes of the floor's own (`14-B07`) each once, a
 * right-angle rotation, and no two desks on top of each other (rooms may hold desks).
 */
export function layoutProblems(f: LayoutInput): LayoutProblem[] {
  const out: LayoutProblem[] = [];
  if (!isFloorNumber(f.number)) out.push({ problem: 'floor_number', number: f.number });
  if (!(f.width > 0 && f.height > 0 && f.width <= SEAT_LIMITS.floorSide && f.height <= SEAT_LIMITS.floorSide))
    out.push({ problem: 'floor_size' });
  if (f.seats.length > SEAT_LIMITS.seatsPerFloor) out.push({ problem: 'too_many', what: 'seats' });
  if (f.rooms.length > SEAT_LIMITS.roomsPerFloor) out.push({ problem: 'too_many', what: 'rooms' });
  for (const r of f.rooms)
    if (!inside(r, f.width, f.height)) out.push({ problem: 'outside', what: 'room', name: r.name });
  const seen = new Set<string>();
  for (const s of f.seats) {
    const m = SEAT_CODE.exec(s.code);
    if (!m || Number(m[1]) !== f.number) out.push({ problem: 'code_format', code: s.code });
    if (seen.has(s.code)) out.push({ problem: 'duplicate_code', code: s.code });
    seen.add(s.code);
    if (!(SEAT_ROTATIONS as readonly number[]).includes(s.rotation))
      out.push({ problem: 'rotation', code: s.code });
    if (!inside(s, f.width, f.height)) out.push({ problem: 'outside', what: 'seat', name: s.code });
  }
  // Sorted by x so each desk is compared with the desks that may reach it only.
  const byX = [...f.seats].sort((a, b) => a.x - b.x);
  for (let i = 0; i < byX.length; i++) {
    const a = byX[i] as (typeof byX)[number];
    for (let j = i + 1; j < byX.length; j++) {
      const b = byX[j] as (typeof byX)[number];
      if (b.x >= a.x + a.w) break;
      if (overlaps(a, b)) out.push({ problem: 'overlap', codes: [a.code, b.code] });
    }
  }
  return out;
}
