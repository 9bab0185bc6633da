import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** created_at / updated_at, as every table of the schema has them. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The four member companies; `time_zone` drives every date computation of their staff. */
export const companies = pgTable('companies', {
  id: smallint('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  time_zone: varchar('time_zone', { length: 64 }).notNull(),
  /**
   * The networks a check-in must come from (canonical `address/bits`, the domain's
   * `canonicalNetwork`); empty: anywhere. A day with an approved remote request waives them.
   */
  check_in_networks: text('check_in_networks').array().notNull().default(sql`'{}'::text[]`),
  /**
   * Requests waiting on one approver (issue #20): whole working days before the approver is
   * reminded, and before the step escalates to the next level or to HR; null: never.
   */
  approval_remind_days: smallint('approval_remind_days'),
  approval_escalate_days: smallint('approval_escalate_days'),
  ...timestamps,
});

export const divisions = pgTable('divisions', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  company_id: smallint('company_id').references(() => companies.id),
  manager_id: integer('manager_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** A foot is a team inside a division, led by a leader. */
export const foots = pgTable('foots', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  division_id: integer('division_id')
    .notNull()
    .references(() => divisions.id),
  leader_id: integer('leader_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  manager_id: integer('manager_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const positions = pgTable('positions', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  ...timestamps,
});

export const jobTitles = pgTable('job_titles', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  ...timestamps,
});

/** The text the staff search matches: code, name and e-mail, lower-cased (the trigram index's expression). */
export const employeeSearchText = (t: {
  employee_code: AnyPgColumn;
  name: AnyPgColumn;
  email: AnyPgColumn;
}) => sql`lower(${t.employee_code} || ' ' || ${t.name} || ' ' || ${t.email})`;

/** Every field of SPEC 3 "Employee". */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    employee_code: varchar('employee_code', { length: 20 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    birthday: date('birthday'),
    address: varchar('address', { length: 255 }),
    current_residence: varchar('current_residence', { length: 255 }),
    university: varchar('university', { length: 255 }),
    avatar: varchar('avatar', { length: 500 }),
    gender: smallint('gender'),
    nationality: varchar('nationality', { length: 60 }),
    phone: varchar('phone', { length: 30 }),
    family_phone: varchar('family_phone', { length: 30 }),
    start_date: date('start_date'),
    join_date: date('join_date'),
    resignation_date: date('resignation_date'),
    resignation_reason: text('resignation_reason'),
    company_id: smallint('company_id')
      .notNull()
      .references(() => companies.id),
    job_title_id: integer('job_title_id').references(() => jobTitles.id),
    foot_id: integer('foot_id').references(() => foots.id),
    division_id: integer('division_id').references(() => divisions.id),
    department_id: integer('department_id').references(() => departments.id),
    position_id: integer('position_id').references(() => positions.id),
    level: smallint('level'),
    work_type: smallint('work_type').notNull().default(2),
    japanese_level: smallint('japanese_level').notNull().default(0),
    identity_number: varchar('identity_number', { length: 40 }),
    identity_issue_date: date('identity_issue_date'),
    identity_issue_place: varchar('identity_issue_place', { length: 255 }),
    visa_number: varchar('visa_number', { length: 40 }),
    visa_issue_date: date('visa_issue_date'),
    visa_expiry_date: date('visa_expiry_date'),
    social_link: varchar('social_link', { length: 500 }),
    ...timestamps,
  },
  (t) => [
    index('employees_foot_idx').on(t.foot_id),
    index('employees_division_idx').on(t.division_id),
    index('employees_company_idx').on(t.company_id),
    index('employees_position_idx').on(t.position_id),
    // One record per e-mail, whatever its case (the sign-in lower-cases it too).
    uniqueIndex('employees_email_lower_unique').on(sql`lower(${t.email})`),
    // The trigram indexes write each new employee straight into the index (`fastupdate` off):
    // with GIN's default pending list, which only VACUUM empties and the embedded database never
    // vacuums, the planner priced the index above a scan of every employee and chose the scan
    // (20,000 employees: 30-40 ms instead of 1). Employees are written rarely; the cost is nil.
    // The staff search: any part of the code, name or e-mail (`employeeSearchText`), by trigrams.
    index('employees_search_trgm')
      .using('gin', sql`${employeeSearchText(t)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Every list's "code or name contains" filter (`employeeMatch`: ILIKE on each column), by
    // trigrams on each, joined in one bitmap: at 20,000 employees a scan of them all took 40-80 ms
    // per statement, and a filtered list runs two (its page and its count).
    index('employees_code_trgm')
      .using('gin', sql`${t.employee_code} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('employees_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/** A project (SPEC 3 "Project"; issue #16). Its PM and top are `project_members` rows (the approvers read them). */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 160 }).notNull(),
    customer_id: integer('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    start_date: date('start_date'),
    end_date: date('end_date'),
    status: smallint('status').notNull().default(1),
    type: smallint('type').notNull().default(1),
    leader_id: integer('leader_id').references(() => employees.id, { onDelete: 'set null' }),
    /** Contract value in man-months. */
    contract_value: numeric('contract_value', { precision: 10, scale: 2, mode: 'number' }),
    customer_top: varchar('customer_top', { length: 120 }),
    customer_pm: varchar('customer_pm', { length: 120 }),
    japan_top_id: integer('japan_top_id').references(() => employees.id, { onDelete: 'set null' }),
    japan_tech_id: integer('japan_tech_id').references(() => employees.id, { onDelete: 'set null' }),
    japan_sale_id: integer('japan_sale_id').references(() => employees.id, { onDelete: 'set null' }),
    /** `[{name, start_date, end_date}]`, within the project's dates. */
    plans: jsonb('plans')
      .$type<{ name: string; start_date: string; end_date: string }[]>()
      .notNull()
      .default([]),
    /** `[{name, expected_date, actual_date, percentage}]`. */
    payments: jsonb('payments')
      .$type<{ name: string; expected_date: string; actual_date?: string | null; percentage: number }[]>()
      .notNull()
      .default([]),
    link_document: varchar('link_document', { length: 500 }),
    technology_ids: integer('technology_ids').array().notNull().default(sql`'{}'::integer[]`),
    domain: varchar('domain', { length: 120 }),
    description: text('description'),
    ...timestamps,
  },
  (t) => [
    // One project per name whatever its case (`GET /projects/check-exists-project`).
    uniqueIndex('projects_name_lower_unique').on(sql`lower(${t.name})`),
    index('projects_customer_idx').on(t.customer_id),
  ],
);

/**
 * Project membership with the project role: PM, TOP (project top) or MEMBER. A MEMBER row carries
 * the member's position, type, dates and default effort (issue #16).
 */
export const projectMembers = pgTable(
  'project_members',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).notNull(),
    position: varchar('position', { length: 20 }),
    type: smallint('type'),
    effort_default: smallint('effort_default'),
    start_date: date('start_date'),
    end_date: date('end_date'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('project_members_unique').on(t.project_id, t.employee_id, t.role),
    index('project_members_employee_idx').on(t.employee_id),
  ],
);

/** Customers of projects (SPEC 3): type 1 company / 2 individual; status 1 important, 2 potential, 3 general. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 160 }).notNull().unique(),
  type: smallint('type').notNull().default(1),
  status: smallint('status').notNull().default(3),
  ...timestamps,
});

/** Technologies that projects use and skill sheets rate (a language, framework, platform or tool). */
export const technologies = pgTable('technologies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
  category: varchar('category', { length: 40 }).notNull(),
  ...timestamps,
});

export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    company_id: smallint('company_id')
      .notNull()
      .references(() => companies.id),
    date: date('date').notNull(),
    name: varchar('name', { length: 160 }).notNull(),
    is_custom: boolean('is_custom').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('holidays_company_date').on(t.company_id, t.date)],
);
