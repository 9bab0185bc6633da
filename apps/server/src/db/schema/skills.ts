import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees, timestamps } from './org';

/** Skill sheets (issue #17, docs/api-skills.md): a catalogue grouped by type, and each person's sheet. */

/** One skill of the catalogue; `type` is one of SKILL_TYPES. A name is unique within its type, whatever its case. */
export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 20 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    created_by: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('skills_type_name_unique').on(t.type, sql`lower(${t.name})`)],
);

/** A line of a person's sheet: rank 0-5 (SPEC 9) and years of experience (above 0, below 100). */
export const employeeSkills = pgTable(
  'employee_skills',
  {
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    skill_id: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    rank: smallint('rank').notNull(),
    years: numeric('years', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.employee_id, t.skill_id] }),
    // The staffing search: who has this skill at this rank or above.
    index('employee_skills_search_idx').on(t.skill_id, t.rank, t.employee_id),
  ],
);
