/**
 * The demo's seat plans (issue #18, docs/api-seats.md): floors 11, 13, 14, 15 and 17, each with a
 * reception, meeting rooms, a pantry and other rooms along the walls, and sixty desks in six rows
 * (A-F) of two clusters of five, coded `14-B07`. Most demo people have a desk, by division (the
 * member of HN-D1 on floor 14 at 14-B07, the back office on floor 11, the board on 17...); the Tokyo
 * staff do not, nor do a few others, so an administrator has people to seat. A little history: each
 * seated person's arrival, and the member's move from 14-A03. Deterministic: no random source, no clock.
 *
 * Idempotent: nothing is done when a floor exists already.
 */
import { layoutProblems, seatCode } from '@staffhub/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { demoEmployees } from './demo-data';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface RoomSpec {
  kind: string;
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface DeskSpec {
  code: string;
  x: number;
  y: number;
  w: number;
  h: number;
  rotation: number;
}
export interface FloorSpec {
  number: number;
  name: string;
  width: number;
  height: number;
  rooms: RoomSpec[];
  seats: DeskSpec[];
}

const DESK = { w: 44, h: 28, step: 48 };

/**
 * Desks in rows of clusters: row pairs back to back (A faces B, C faces D...), `clusters` clusters of
 * `perCluster` desks across, the rows starting at `top`.
 */
export function deskRows(
  floor: number,
  p: { rows: number; clusters: number; perCluster: number; left: number; top: number; clusterGap?: number },
): DeskSpec[] {
  const out: DeskSpec[] = [];
  const clusterWidth = p.perCluster * DESK.step + (p.clusterGap ?? 40);
  for (let r = 0; r < p.rows; r++) {
    const y = p.top + Math.floor(r / 2) * 100 + (r % 2) * DESK.h;
    let n = 0;
    for (let c = 0; c < p.clusters; c++)
      for (let i = 0; i < p.perCluster; i++) {
        n += 1;
        out.push({
          code: seatCode(floor, r, n),
          x: p.left + c * clusterWidth + i * DESK.step,
          y,
          w: DESK.w,
          h: DESK.h,
          rotation: r % 2 ? 180 : 0,
        });
      }
  }
  return out;
}

const room = (kind: string, name: string, x: number, y: number, w: number, h: number): RoomSpec => ({
  kind,
  name,
  x,
  y,
  w,
  h,
});

/** The rooms along the top wall and the right side, by floor. */
const ROOMS: Record<number, RoomSpec[]> = {
  11: [
    room('reception', 'Reception', 20, 20, 220, 150),
    room('meeting', '11-A', 260, 20, 180, 150),
    room('meeting', '11-B', 460, 20, 180, 150),
    room('training', 'Training', 660, 20, 320, 150),
    room('pantry', 'Pantry', 680, 210, 300, 170),
    room('phone', 'Phone booths', 680, 400, 300, 80),
    room('storage', 'Storage', 680, 500, 300, 100),
  ],
  13: [
    room('reception', 'Reception', 20, 20, 200, 150),
    room('meeting', '13-A', 240, 20, 160, 150),
    room('meeting', '13-B', 420, 20, 160, 150),
    room('meeting', '13-C', 600, 20, 160, 150),
    room('server', 'Server room', 780, 20, 200, 150),
    room('pantry', 'Pantry', 680, 210, 300, 200),
    room('lounge', 'Lounge', 680, 430, 300, 170),
  ],
  14: [
    room('reception', 'Reception', 20, 20, 200, 150),
    room('meeting', '14-A', 240, 20, 200, 150),
    room('meeting', '14-B', 460, 20, 200, 150),
    room('phone', 'Phone booths', 680, 20, 300, 150),
    room('pantry', 'Pantry', 680, 210, 300, 180),
    room('meeting', '14-C', 680, 410, 300, 190),
  ],
  15: [
    room('reception', 'Reception', 20, 20, 200, 150),
    room('meeting', '15-A', 240, 20, 220, 150),
    room('library', 'Library', 480, 20, 240, 150),
    room('meeting', '15-B', 740, 20, 240, 150),
    room('pantry', 'Pantry', 680, 210, 300, 190),
    room('lounge', 'Lounge', 680, 420, 300, 180),
  ],
  17: [
    room('reception', 'Reception', 20, 20, 240, 150),
    room('board', 'Board room', 280, 20, 340, 150),
    room('meeting', '17-A', 640, 20, 340, 150),
    room('pantry', 'Pantry', 680, 210, 300, 170),
    room('lounge', 'Lounge', 680, 400, 300, 200),
  ],
};

/** The five demo floors (1000 × 620 units each, sixty desks). */
export function demoFloors(): FloorSpec[] {
  return [11, 13, 14, 15, 17].map((number) => ({
    number,
    name: `Floor ${number}`,
    width: 1000,
    height: 620,
    rooms: ROOMS[number] ?? [],
    seats: deskRows(number, { rows: 6, clusters: 2, perCluster: 5, left: 40, top: 230 }),
  }));
}

/** The desk of each seated demo person, by e-mail: the fixed accounts by hand, the rest by division. */
function demoSeating(): Map<string, string> {
  const out = new Map<string, string>([
    ['member@demo.test', '14-B07'],
    ['ngo.van.khanh@demo.test', '14-B08'],
    ['pm@demo.test', '14-A01'],
    ['leader@demo.test', '14-A02'],
    ['dm@demo.test', '14-C01'],
    ['admin@demo.test', '11-A01'],
    ['hr@demo.test', '11-A02'],
    ['pr@demo.test', '11-A03'],
    ['solo@demo.test', '15-A01'],
    ['bod@demo.test', '17-A01'],
    ['top@demo.test', '17-A02'],
  ]);
  const floorOf: Record<string, number> = { 'HN-D1': 14, 'HN-D2': 15, BACK: 11, 'CRM-D1': 13, 'AI-D1': 15 };
  const next: Record<number, number> = { 11: 4, 13: 1, 14: 2, 15: 2 };
  for (const e of demoEmployees) {
    if (out.has(e.email) || e.code === 'HN0020') continue;
    const floor = floorOf[e.division];
    if (floor === undefined) continue; // The Tokyo staff work in Tokyo.
    // Row C of floor 14 after the division manager (A and B hold the fixed accounts), row B elsewhere.
    const n = next[floor] ?? 1;
    next[floor] = n + 1;
    const row = floor === 14 ? 2 + Math.floor((n - 1) / 10) : 1 + Math.floor((n - 1) / 10);
    out.set(e.email, seatCode(floor, row, ((n - 1) % 10) + 1));
  }
  return out;
}

/** Stores floors, rooms and desks (one statement per table and floor); answers the seat ids by code. */
export async function insertFloors(db: Db, specs: readonly FloorSpec[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const f of specs) {
    const problems = layoutProblems(f);
    if (problems.length) throw new Error(`floor ${f.number}: ${JSON.stringify(problems.slice(0, 3))}`);
    const [floor] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into floors (number, name, width, height)
        values (${f.number}, ${f.name}, ${f.width}, ${f.height}) returning id`),
    );
    const floorId = Number(floor?.id);
    if (f.rooms.length)
      await db.execute(
        sql`insert into floor_rooms (floor_id, kind, name, x, y, w, h) values ${sql.join(
          f.rooms.map((r) => sql`(${floorId}, ${r.kind}, ${r.name}, ${r.x}, ${r.y}, ${r.w}, ${r.h})`),
          sql`, `,
        )}`,
      );
    const seats = rowsOf<{ id: number; code: string }>(
      await db.execute(
        sql`insert into seats (floor_id, code, x, y, w, h, rotation) values ${sql.join(
          f.seats.map((s) => sql`(${floorId}, ${s.code}, ${s.x}, ${s.y}, ${s.w}, ${s.h}, ${s.rotation})`),
          sql`, `,
        )} returning id, code`,
      ),
    );
    for (const s of seats) ids.set(s.code, Number(s.id));
  }
  return ids;
}

export async function seedDemoSeats(db: Db): Promise<void> {
  const [existing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from floors`));
  if (Number(existing?.n) > 0) return;
  const seatIds = await insertFloors(db, demoFloors());
  const people = new Map(
    rowsOf<{ id: number; email: string }>(
      await db.execute(sql`select id, email from employees where email like '%@demo.test'`),
    ).map((r) => [r.email, Number(r.id)]),
  );
  const [admin] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from employees where email = 'admin@demo.test'`),
  );
  const by = admin ? Number(admin.id) : null;
  const arrived = '2026-04-01T01:00:00Z';
  for (const [email, code] of demoSeating()) {
    const employeeId = people.get(email);
    const seatId = seatIds.get(code);
    if (employeeId === undefined || seatId === undefined) continue;
    await db.execute(sql`update seats set employee_id = ${employeeId}, assigned_at = ${arrived}::timestamptz,
      assigned_by = ${by} where id = ${seatId}`);
    if (email === 'member@demo.test') {
      // The member first sat at 14-A03, then moved next to their colleague.
      const first = seatIds.get('14-A03') ?? null;
      await db.execute(sql`insert into seat_moves (employee_id, from_seat_id, to_seat_id, moved_by, moved_at)
        values (${employeeId}, null, ${first}, ${by}, ${arrived}::timestamptz),
               (${employeeId}, ${first}, ${seatId}, ${by}, '2026-09-01T02:00:00Z'::timestamptz)`);
    } else
      await db.execute(sql`insert into seat_moves (employee_id, from_seat_id, to_seat_id, moved_by, moved_at)
        values (${employeeId}, null, ${seatId}, ${by}, ${arrived}::timestamptz)`);
  }
}
