import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees, timestamps } from './org';

/** Seat charts (issue #18, docs/api-seats.md): floors drawn from data, seats, who sits where, and moves. */

/** A floor (11, 13, 14, 15, 17); the plan's coordinate space is `width` × `height` units. */
export const floors = pgTable('floors', {
  id: serial('id').primaryKey(),
  number: smallint('number').notNull().unique(),
  name: varchar('name', { length: 60 }).notNull(),
  width: smallint('width').notNull(),
  height: smallint('height').notNull(),
  ...timestamps,
});

/** A room or zone of a floor plan (a rectangle with a label: a meeting room, a pantry, a team area). */
export const floorRooms = pgTable(
  'floor_rooms',
  {
    id: serial('id').primaryKey(),
    floor_id: integer('floor_id')
      .notNull()
      .references(() => floors.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    x: smallint('x').notNull(),
    y: smallint('y').notNull(),
    w: smallint('w').notNull(),
    h: smallint('h').notNull(),
  },
  (t) => [index('floor_rooms_floor_idx').on(t.floor_id)],
);

/** A desk: its code is unique (for example `14-B07`), its rectangle is in the floor's units. */
export const seats = pgTable(
  'seats',
  {
    id: serial('id').primaryKey(),
    floor_id: integer('floor_id')
      .notNull()
      .references(() => floors.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 20 }).notNull().unique(),
    x: smallint('x').notNull(),
    y: smallint('y').notNull(),
    w: smallint('w').notNull(),
    h: smallint('h').notNull(),
    rotation: smallint('rotation').notNull().default(0),
    /** Who sits here (at most one person per seat, at most one seat per person). */
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    assigned_at: timestamp('assigned_at', { withTimezone: true }),
    assigned_by: integer('assigned_by').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('seats_floor_idx').on(t.floor_id),
    uniqueIndex('seats_employee_unique').on(t.employee_id).where(sql`${t.employee_id} is not null`),
    check('seats_rotation_check', sql`${t.rotation} in (0, 90, 180, 270)`),
  ],
);

/** The history of moves: a person arriving on a seat, leaving one, or both (a move). */
export const seatMoves = pgTable(
  'seat_moves',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    from_seat_id: integer('from_seat_id').references(() => seats.id, { onDelete: 'set null' }),
    to_seat_id: integer('to_seat_id').references(() => seats.id, { onDelete: 'set null' }),
    moved_by: integer('moved_by').references(() => employees.id, { onDelete: 'set null' }),
    moved_at: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seat_moves_employee_idx').on(t.employee_id, t.moved_at),
    index('seat_moves_to_idx').on(t.to_seat_id),
    index('seat_moves_from_idx').on(t.from_seat_id),
  ],
);
