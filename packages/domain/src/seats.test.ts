import { describe, expect, it } from 'vitest';
import { ZAssignSeatInput, ZLocationQuery, ZSeatHistoryQuery, ZSeatStaffQuery } from './schemas/seats';
import {
  covers,
  type LayoutInput,
  layoutProblems,
  presenceCounts,
  presenceOf,
  SEAT_LIMITS,
  seatCode,
} from './seats';

describe('presenceOf', () => {
  it.each([
    [{ checkedIn: true, checkedOut: false, onLeave: false, remote: false }, 'office'],
    [{ checkedIn: true, checkedOut: true, onLeave: false, remote: false }, 'left'],
    [{ checkedIn: false, checkedOut: false, onLeave: false, remote: true }, 'remote'],
    [{ checkedIn: false, checkedOut: false, onLeave: true, remote: false }, 'leave'],
    [{ checkedIn: false, checkedOut: false, onLeave: false, remote: false }, 'not_in'],
    // Checked in wins over what was planned: they came to their desk.
    [{ checkedIn: true, checkedOut: false, onLeave: true, remote: false }, 'office'],
    [{ checkedIn: true, checkedOut: false, onLeave: false, remote: true }, 'office'],
    // Checked out after checking in: left for the day, whatever was planned.
    [{ checkedIn: true, checkedOut: true, onLeave: true, remote: false }, 'left'],
    [{ checkedIn: true, checkedOut: true, onLeave: false, remote: true }, 'left'],
    // A check-out without a check-in makes nobody present.
    [{ checkedIn: false, checkedOut: true, onLeave: false, remote: false }, 'not_in'],
    [{ checkedIn: false, checkedOut: true, onLeave: false, remote: true }, 'remote'],
    // An approved leave wins over approved remote work of the same day.
    [{ checkedIn: false, checkedOut: false, onLeave: true, remote: true }, 'leave'],
  ] as const)('%o is %s', (facts, expected) => {
    expect(presenceOf(facts)).toBe(expected);
  });
});

describe('covers', () => {
  it.each([
    ['2026-12-01', '2026-12-03', '2026-12-02', true],
    ['2026-12-02', '2026-12-02', '2026-12-02', true],
    ['2026-12-01', '2026-12-01', '2026-12-02', false],
    ['2026-12-03', '2026-12-05', '2026-12-02', false],
  ] as const)('%s..%s covers %s: %s', (start, end, day, expected) => {
    expect(covers(start, end, day)).toBe(expected);
  });
});

describe('presenceCounts', () => {
  it('counts seated people per presence and the empty seats', () => {
    expect(
      presenceCounts([
        { presence: 'office' },
        { presence: 'office' },
        { presence: 'left' },
        { presence: 'remote' },
        { presence: 'leave' },
        { presence: 'not_in' },
        { presence: null },
        { presence: null },
      ]),
    ).toEqual({ office: 2, left: 1, remote: 1, leave: 1, not_in: 1, empty: 2 });
    expect(presenceCounts([])).toEqual({ office: 0, left: 0, remote: 0, leave: 0, not_in: 0, empty: 0 });
  });
});

describe('seatCode', () => {
  it.each([
    [14, 1, 7, '14-B07'],
    [11, 0, 1, '11-A01'],
    [17, 5, 10, '17-F10'],
  ] as const)('floor %i row %i desk %i is %s', (floor, row, n, code) => {
    expect(seatCode(floor, row, n)).toBe(code);
  });
});

const floor = (over: Partial<LayoutInput> = {}): LayoutInput => ({
  number: 14,
  width: 1000,
  height: 600,
  rooms: [{ name: 'Pantry', x: 600, y: 20, w: 300, h: 200 }],
  seats: [
    { code: '14-A01', x: 40, y: 200, w: 44, h: 28, rotation: 0 },
    { code: '14-A02', x: 88, y: 200, w: 44, h: 28, rotation: 0 },
  ],
  ...over,
});
const desk = (code: string, x: number, y: number, rotation = 0) => ({ code, x, y, w: 44, h: 28, rotation });

describe('layoutProblems', () => {
  it('finds nothing wrong with a sound floor', () => {
    expect(layoutProblems(floor())).toEqual([]);
  });

  it.each([
    ['a floor without a plan', { number: 12, seats: [] }, [{ problem: 'floor_number', number: 12 }]],
    ['a floor of no size', { width: 0, seats: [], rooms: [] }, [{ problem: 'floor_size' }]],
    ['a floor too large', { height: SEAT_LIMITS.floorSide + 1 }, [{ problem: 'floor_size' }]],
    [
      'a desk outside the floor',
      { seats: [desk('14-A01', 980, 10)] },
      [{ problem: 'outside', what: 'seat', name: '14-A01' }],
    ],
    [
      'a room outside the floor',
      { rooms: [{ name: 'Lounge', x: -5, y: 0, w: 10, h: 10 }] },
      [{ problem: 'outside', what: 'room', name: 'Lounge' }],
    ],
    [
      "another floor's code",
      { seats: [desk('13-A01', 10, 10)] },
      [{ problem: 'code_format', code: '13-A01' }],
    ],
    ['a code of no format', { seats: [desk('14A1', 10, 10)] }, [{ problem: 'code_format', code: '14A1' }]],
    [
      'a code twice',
      { seats: [desk('14-A01', 10, 10), desk('14-A01', 100, 10)] },
      [{ problem: 'duplicate_code', code: '14-A01' }],
    ],
    ['a slanted desk', { seats: [desk('14-A01', 10, 10, 45)] }, [{ problem: 'rotation', code: '14-A01' }]],
    [
      'two desks on top of each other',
      { seats: [desk('14-A01', 10, 10), desk('14-A02', 40, 30), desk('14-A03', 100, 10)] },
      [{ problem: 'overlap', codes: ['14-A01', '14-A02'] }],
    ],
  ] as const)('finds %s', (_, over, expected) => {
    expect(layoutProblems(floor(over as Partial<LayoutInput>))).toEqual(expected);
  });

  it('desks touching edge to edge do not overlap', () => {
    expect(layoutProblems(floor({ seats: [desk('14-A01', 10, 10), desk('14-A02', 54, 10)] }))).toEqual([]);
  });

  it('refuses more desks than a floor may hold', () => {
    const seats = Array.from({ length: SEAT_LIMITS.seatsPerFloor + 1 }, (_, i) =>
      desk(seatCode(14, Math.floor(i / 20), (i % 20) + 1), (i % 20) * 48, Math.floor(i / 20) * 30),
    );
    const problems = layoutProblems(floor({ width: 2000, height: 2000, seats }));
    expect(problems.filter((p) => p.problem === 'too_many')).toEqual([
      { problem: 'too_many', what: 'seats' },
    ]);
  });
});

describe('the seat schemas', () => {
  it.each([
    ['11', true],
    ['17', true],
    ['12', false],
    ['x', false],
  ])('floor=%s accepted: %s', (floor, ok) => {
    expect(ZLocationQuery.safeParse({ floor }).success).toBe(ok);
  });

  it('bounds the staff page', () => {
    expect(ZSeatStaffQuery.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(ZSeatStaffQuery.safeParse({ per_page: String(SEAT_LIMITS.staffPerPage + 1) }).success).toBe(false);
  });

  it('wants both ids of an assignment, and exactly one key of a history', () => {
    expect(ZAssignSeatInput.safeParse({ seat_id: 1 }).success).toBe(false);
    expect(ZAssignSeatInput.safeParse({ seat_id: 1, employee_id: 2 }).success).toBe(true);
    expect(ZSeatHistoryQuery.safeParse({}).success).toBe(false);
    expect(ZSeatHistoryQuery.safeParse({ employee_id: '1', seat_id: '2' }).success).toBe(false);
    expect(ZSeatHistoryQuery.safeParse({ seat_id: '2' }).success).toBe(true);
  });
});
