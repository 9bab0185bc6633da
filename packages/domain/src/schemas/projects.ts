import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { FILTER_MAX_LENGTH, ID_MAX } from '../limits';
import { isEffortPeriod, REVIEW_LEVELS } from '../projects';
import { ZIdName } from './requests';
import { ZDate, ZMonth } from './timesheets';

/**
 * Project management (SPEC 2, 3, 5, 7 "Projects"; issue #16; docs/api-projects.md): projects,
 * members, effort, kick-off and bonus activities, weekly reviews and contract history.
 */

/** 1 preparing, 2 in progress, 3 completed, 4 suspended. */
export const PROJECT_STATUSES = [1, 2, 3, 4] as const;
/** 1 labo (ODC), 2 fixed price, 3 time and material, 4 internal. */
export const PROJECT_TYPES = [1, 2, 3, 4] as const;
/** A member's type: 1 official, 2 support, 3 shadow (not billed). */
export const PROJECT_MEMBER_TYPES = [1, 2, 3] as const;
/** A member's position in the project. */
export const PROJECT_POSITIONS = [
  'PM',
  'BRSE',
  'LEADER',
  'DEV',
  'QA',
  'COMTOR',
  'DESIGNER',
  'OTHER',
] as const;
/** SPEC 3 kick-off activity types, in the spec's order. */
export const ACTIVITY_TYPES = [
  'KICK_OFF',
  'PROJECT_BONUS',
  'HOT_BONUS',
  'MTG_KICK_OFF',
  'PARTY_KICK_OFF',
  'TEAM_BUILDING',
  'MTG_CLOSE_PROJECT',
  'OTHER',
] as const;
/** The eight items of a weekly review (SPEC 3), each 1..3, default 1. */
export const REVIEW_ITEMS = [
  'communication',
  'personnel',
  'progress',
  'quality',
  'schedule',
  'scope',
  'skill',
  'tech',
] as const;
/** 1 negotiating, 2 signed, 3 completed, 4 cancelled. */
export const CONTRACT_STATUSES = [1, 2, 3, 4] as const;

export const PROJECT_LIMITS = {
  name: 160,
  text: 120,
  description: 5000,
  url: 500,
  plans: 20,
  payments: 20,
  technologies: 30,
  members: 200,
  /** SPEC 5: at most 5 project images, each an image of at most 2000 KB. */
  images: 5,
  imageBytes: 2000 * 1024,
  quotations: 10,
  quotationBytes: 5 * 1024 * 1024,
  contractValueMax: 100_000,
  yenMax: 100_000_000_000,
  /** SPEC 5: a kick-off has at most 5 images of 25 MB each and one xlsx or pdf of at most 5 MB. */
  activityImages: 5,
  activityImageBytes: 25 * 1024 * 1024,
  activityFileBytes: 5 * 1024 * 1024,
  activityEmployees: 200,
  note: 2000,
  /** Months an effort or review query may span. */
  spanMonths: 12,
  /** Weeks of reviews a trend shows at most. */
  reviewWeeks: 52,
} as const;

const oneOf = <T extends readonly (number | string)[]>(values: T) =>
  z.custom<T[number]>((v) => (values as readonly unknown[]).includes(v), { params: { rule: 'enum' } });
const id = z.number().int().positive().max(ID_MAX);
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const url = z
  .string()
  .trim()
  .max(PROJECT_LIMITS.url)
  .url()
  .refine((s) => /^https?:\/\//i.test(s), { params: { rule: 'format' } });
const decimal = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      params: { rule: 'decimals', max: 2 },
    });

export const ZProjectPlan = z.object({ name: text(PROJECT_LIMITS.text), start_date: ZDate, end_date: ZDate });
export const ZProjectPayment = z.object({
  name: text(PROJECT_LIMITS.text),
  expected_date: ZDate,
  actual_date: ZDate.nullish(),
  percentage: decimal(100),
});

/** `POST /projects` and `POST /projects/{id}/update`: every SPEC 3 field a manager enters. */
export const ZProjectInput = z.object({
  name: text(PROJECT_LIMITS.name),
  customer_id: id,
  start_date: ZDate,
  end_date: ZDate.nullish(),
  manager_id: id,
  top_id: id.nullish(),
  leader_id: id.nullish(),
  status: oneOf(PROJECT_STATUSES),
  type: oneOf(PROJECT_TYPES),
  /** Contract value in man-months, two decimals. */
  contract_value: decimal(PROJECT_LIMITS.contractValueMax).nullish(),
  customer_top: optionalText(PROJECT_LIMITS.text),
  customer_pm: optionalText(PROJECT_LIMITS.text),
  japan_top_id: id.nullish(),
  japan_tech_id: id.nullish(),
  japan_sale_id: id.nullish(),
  plans: z.array(ZProjectPlan).max(PROJECT_LIMITS.plans).default([]),
  payments: z.array(ZProjectPayment).max(PROJECT_LIMITS.payments).default([]),
  link_document: url.nullish(),
  technology_ids: z.array(id).max(PROJECT_LIMITS.technologies).default([]),
  domain: optionalText(PROJECT_LIMITS.text),
  description: optionalText(PROJECT_LIMITS.description),
});
export type ProjectInput = z.infer<typeof ZProjectInput>;

/** `POST /projects/{id}/overview`: the overview tab's own fields. */
export const ZProjectOverviewInput = ZProjectInput.pick({
  technology_ids: true,
  domain: true,
  description: true,
  link_document: true,
});

export const ZPerson = z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() });

export const ZProjectFile = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** The API path that serves it to whoever may see the project. */
  url: z.string(),
});
export type ProjectFile = z.infer<typeof ZProjectFile>;

export const ZProjectListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.number().int(),
  type: z.number().int(),
  manager: ZPerson.nullable(),
  member_count: z.number().int(),
  contract_value: z.number().nullable(),
});
export type ProjectListItem = z.infer<typeof ZProjectListItem>;

export const ZProject = ZProjectListItem.extend({
  top: ZPerson.nullable(),
  leader: ZPerson.nullable(),
  customer_top: z.string().nullable(),
  customer_pm: z.string().nullable(),
  japan_top: ZPerson.nullable(),
  japan_tech: ZPerson.nullable(),
  japan_sale: ZPerson.nullable(),
  plans: z.array(ZProjectPlan),
  payments: z.array(ZProjectPayment),
  link_document: z.string().nullable(),
  technologies: z.array(z.object({ id: z.number().int(), name: z.string() })),
  domain: z.string().nullable(),
  description: z.string().nullable(),
  images: z.array(ZProjectFile),
  quotations: z.array(ZProjectFile),
  updated_at: z.string(),
});
export type Project = z.infer<typeof ZProject>;

/** `GET /projects`: search by name or code, filters, page and `perpage` (SPEC 7). */
export const ZProjectListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perpage: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { params: { rule: 'enum' } })
    .default(PAGE_SIZES[0]),
  q: z.string().trim().max(FILTER_MAX_LENGTH).optional(),
  status: z.coerce
    .number()
    .int()
    .refine((n) => (PROJECT_STATUSES as readonly number[]).includes(n), { params: { rule: 'enum' } })
    .optional(),
  customer_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  manager_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  /** Projects running at some point of this period (both ends optional). */
  start_date: ZDate.optional(),
  end_date: ZDate.optional(),
});
export type ProjectListQuery = z.infer<typeof ZProjectListQuery>;

/** `GET /projects/create`: the form's lists. */
export const ZProjectCreateData = z.object({
  customers: z.array(
    z.object({ id: z.number().int(), name: z.string(), type: z.number().int(), status: z.number().int() }),
  ),
  employees: z.array(ZIdName.extend({ employee_code: z.string() })),
  technologies: z.array(z.object({ id: z.number().int(), name: z.string(), category: z.string() })),
  statuses: z.array(z.number().int()),
  types: z.array(z.number().int()),
});

/** `GET /projects/check-exists-project?name=&id=`: whether another project has that name (any case). */
export const ZProjectExistsQuery = z.object({
  name: z.string().trim().min(1).max(PROJECT_LIMITS.name),
  /** The project being edited, which may keep its own name. */
  id: z.coerce.number().int().positive().max(ID_MAX).optional(),
});
export const ZProjectExists = z.object({ exists: z.boolean() });

/** What the signed-in person may do with one project. */
export const ZProjectAbilities = z.object({ can_manage: z.boolean(), can_edit_all: z.boolean() });

export const ZProjectDetail = z.object({ project: ZProject, abilities: ZProjectAbilities });

// Members ----------------------------------------------------------------------------------------

export const ZProjectMemberInput = z.object({
  employee_id: id,
  position: oneOf(PROJECT_POSITIONS),
  type: oneOf(PROJECT_MEMBER_TYPES),
  start_date: ZDate.nullish(),
  end_date: ZDate.nullish(),
  /** The effort percent when no effort row says otherwise (null: 100). */
  effort_default: z.number().int().min(0).max(100).nullish(),
});
export type ProjectMemberInput = z.infer<typeof ZProjectMemberInput>;

/** `POST /projects/{id}/project-employee`: the whole member list (the manager and top stay members). */
export const ZProjectMembersInput = z.object({
  members: z.array(ZProjectMemberInput).max(PROJECT_LIMITS.members),
});

export const ZProjectMember = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** PM and TOP come from the project's manager and top; MEMBER from this list. */
  role: z.enum(['PM', 'TOP', 'MEMBER']),
  position: z.string().nullable(),
  type: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  effort_default: z.number().int().nullable(),
  resigned: z.boolean(),
});
export type ProjectMember = z.infer<typeof ZProjectMember>;
export const ZProjectMembers = z.object({ members: z.array(ZProjectMember) });

// Effort -----------------------------------------------------------------------------------------

/** `GET /projects/{id}/effort?date=&view=`: the year of `date` by month, or its month by week. */
export const ZEffortQuery = z.object({
  date: ZDate,
  view: z.enum(['month', 'week']).default('month'),
});

export const ZEffortCell = z.object({
  start_date: z.string(),
  end_date: z.string(),
  /** The stored row's values (null: none stored for exactly this period). */
  effort: z.number().nullable(),
  set_value: z.number().nullable(),
  /** What counts: the mean effort over the period's workdays, fallbacks applied. */
  effective: z.number(),
  man_months: z.number(),
  /** The person's effort across all their projects in this period, and whether it passes 100 %. */
  total: z.number(),
  over: z.boolean(),
});
export const ZEffortGrid = z.object({
  view: z.enum(['month', 'week']),
  periods: z.array(z.object({ start_date: z.string(), end_date: z.string() })),
  rows: z.array(
    z.object({
      employee_id: z.number().int(),
      name: z.string(),
      employee_code: z.string(),
      position: z.string().nullable(),
      cells: z.array(ZEffortCell),
    }),
  ),
  /** Man-months of the whole project per period, and against the contract value. */
  man_months: z.array(z.number()),
  contract_value: z.number().nullable(),
});
export type EffortGrid = z.infer<typeof ZEffortGrid>;

/** `POST /projects/{id}/effort`: rows to store (a null effort and set_value removes the row). */
export const ZEffortInput = z.object({
  efforts: z
    .array(
      z
        .object({
          employee_id: id,
          start_date: ZDate,
          end_date: ZDate,
          effort: z.number().int().min(0).max(100).nullable(),
          set_value: decimal(10).nullable(),
        })
        .refine((r) => r.end_date > r.start_date, {
          path: ['end_date'],
          params: { rule: 'after', other: 'start_date' },
          message: 'The effort start and end dates must differ.',
        })
        .refine((r) => r.end_date <= r.start_date || isEffortPeriod(r.start_date, r.end_date), {
          path: ['end_date'],
          params: { rule: 'effort_period' },
          message: 'An effort period is a calendar month or a Monday-to-Sunday week.',
        }),
    )
    .min(1)
    .max(PROJECT_LIMITS.members * 12),
});
export type EffortInput = z.infer<typeof ZEffortInput>;

/** `GET /projects/{id}/effort-employees?month=`: each member's efforts across all their projects. */
export const ZEffortEmployeesQuery = z.object({ month: ZMonth });
export const ZEffortEmployee = z.object({
  employee_id: z.number().int(),
  name: z.string(),
  employee_code: z.string(),
  projects: z.array(z.object({ id: z.number().int(), name: z.string(), effort: z.number() })),
  total: z.number(),
  over: z.boolean(),
});
export const ZEffortEmployees = z.object({ month: z.string(), employees: z.array(ZEffortEmployee) });

/** `GET /projects/{id}/effort-employees/detail?start_date&end_date`: month by month, at most 12 months. */
export const ZEffortDetailQuery = z.object({ start_date: ZDate, end_date: ZDate });
export const ZEffortDetail = z.object({
  months: z.array(z.string()),
  employees: z.array(
    z.object({
      employee_id: z.number().int(),
      name: z.string(),
      employee_code: z.string(),
      /** Per month: the effort in this project, the total across projects, and over 100 %. */
      months: z.array(
        z.object({ month: z.string(), effort: z.number(), total: z.number(), over: z.boolean() }),
      ),
    }),
  ),
});

// Weekly reviews ---------------------------------------------------------------------------------

const level = oneOf(REVIEW_LEVELS);

/** `POST /projects/reviews/{id}`: one week's review, keyed by its Monday (`REVIEW_ITEMS`, each default 1). */
export const ZReviewInput = z.object({
  start_date: ZDate,
  note: optionalText(PROJECT_LIMITS.note),
  communication: level.default(1),
  personnel: level.default(1),
  progress: level.default(1),
  quality: level.default(1),
  schedule: level.default(1),
  scope: level.default(1),
  skill: level.default(1),
  tech: level.default(1),
});
export type ReviewInput = z.infer<typeof ZReviewInput>;

const item = z.number().int();
export const ZReview = z.object({
  /** Null for a week nobody has reviewed yet (its items at their default). */
  id: z.number().int().nullable(),
  project_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  note: z.string().nullable(),
  communication: item,
  personnel: item,
  progress: item,
  quality: item,
  schedule: item,
  scope: item,
  skill: item,
  tech: item,
  /** The worst item (1..3), what the trend colours the week with. */
  health: z.number().int(),
  updated_at: z.string().nullable(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Review = z.infer<typeof ZReview>;

/** `GET /projects/reviews/{id}?weeks=`: the last weeks up to this one, newest first (empty weeks at 1). */
export const ZReviewQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(PROJECT_LIMITS.reviewWeeks).default(12),
  /** A day of the newest week shown (default: today in the company's zone). */
  date: ZDate.optional(),
});
export const ZReviews = z.object({ reviews: z.array(ZReview) });

// Kick-off and bonus activities -----------------------------------------------------------------

/** The text fields of `POST /projects/{id}/kickoff-and-bonus` (multipart; `employees` as JSON text). */
export const ZActivityInput = z.object({
  type: oneOf(ACTIVITY_TYPES),
  date: ZDate,
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullish(),
  total_budget: z.number().int().min(0).max(PROJECT_LIMITS.yenMax),
  title: text(PROJECT_LIMITS.name),
  note: optionalText(PROJECT_LIMITS.note),
  employees: z
    .array(z.object({ employee_id: id, bonus: z.number().int().min(0).max(PROJECT_LIMITS.yenMax) }))
    .max(PROJECT_LIMITS.activityEmployees),
});
export type ActivityInput = z.infer<typeof ZActivityInput>;

export const ZActivity = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  type: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  total_budget: z.number(),
  title: z.string(),
  note: z.string().nullable(),
  employees: z.array(z.object({ employee_id: z.number().int(), name: z.string(), bonus: z.number() })),
  images: z.array(ZProjectFile),
  file: ZProjectFile.nullable(),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Activity = z.infer<typeof ZActivity>;
export const ZActivities = z.object({ activities: z.array(ZActivity) });
export const ZActivityMembers = z.object({ members: z.array(ZIdName.extend({ employee_code: z.string() })) });

// Contract history -------------------------------------------------------------------------------

/** The text fields of `POST /contract-history/create` (multipart, optional `file`: pdf or xlsx ≤ 5 MB). */
export const ZContractInput = z.object({
  project_id: id,
  contract_number: text(60),
  signed_date: ZDate.nullish(),
  start_date: ZDate,
  end_date: ZDate,
  value_man_month: decimal(PROJECT_LIMITS.contractValueMax).nullish(),
  value_yen: z.number().int().min(0).max(PROJECT_LIMITS.yenMax).nullish(),
  status: oneOf(CONTRACT_STATUSES),
  note: optionalText(PROJECT_LIMITS.note),
});
export type ContractInput = z.infer<typeof ZContractInput>;
/** `POST /contract-history/update`: as create, with the contract's id (`remove_file` drops the file). */
export const ZContractUpdate = ZContractInput.omit({ project_id: true }).extend({
  id,
  remove_file: z.boolean().default(false),
});

export const ZContract = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  contract_number: z.string(),
  signed_date: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  value_man_month: z.number().nullable(),
  value_yen: z.number().nullable(),
  status: z.number().int(),
  note: z.string().nullable(),
  file: ZProjectFile.nullable(),
  updated_at: z.string(),
});
export type Contract = z.infer<typeof ZContract>;
/** `GET /contract-history/{projectId}`: the project's contracts by start date. */
export const ZContracts = z.object({ contracts: z.array(ZContract) });
