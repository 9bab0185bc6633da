import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { FILTER_MAX_LENGTH, ID_MAX } from '../limits';
import {
  hasDecimals,
  JLPT_LEVELS,
  parseCriteria,
  SKILL_LIMITS,
  SKILL_RANKS,
  SKILL_TYPES,
  type SkillCriterion,
} from '../skills';

/**
 * Skill sheets (SPEC 3 "Skill sheet", SPEC 5, SPEC 7 "Skills"; issue #17; docs/api-skills.md): the
 * catalogue grouped by type, a person's sheet, its saves, and the staffing search.
 */

const oneOf = <T extends readonly (number | string)[]>(values: T) =>
  z.custom<T[number]>((v) => (values as readonly unknown[]).includes(v), { params: { rule: 'enum' } });
const id = z.number().int().positive().max(ID_MAX);

/** SPEC 5: required, above 0 and below 100, one decimal at most (0.1 to 99.9). */
export const ZSkillYears = z
  .number()
  .min(SKILL_LIMITS.yearsMin)
  .max(SKILL_LIMITS.yearsMax)
  .refine((n) => hasDecimals(n, SKILL_LIMITS.yearsDecimals), {
    params: { rule: 'decimals', max: SKILL_LIMITS.yearsDecimals },
    message: `At most ${SKILL_LIMITS.yearsDecimals} decimal.`,
  });

/** One line of a sheet as a save sends it. */
export const ZSkillLineInput = z.object({
  skill_id: id,
  rank: oneOf(SKILL_RANKS),
  years: ZSkillYears,
});
export type SkillLineInput = z.infer<typeof ZSkillLineInput>;

/** `POST /skill-sheet`: the whole sheet (each skill once: `skills.N.skill_id` rule `distinct`). */
export const ZSkillSheetInput = z.object({
  skills: z.array(ZSkillLineInput).max(SKILL_LIMITS.lines),
});
export type SkillSheetInput = z.infer<typeof ZSkillSheetInput>;

/**
 * `POST /skill/save_updated_skills`: new or changed lines, and the skills taken off the sheet; a body
 * with neither is not a save (422 `required` on `skills`).
 */
export const ZSkillChangesInput = z
  .object({
    skills: z.array(ZSkillLineInput).max(SKILL_LIMITS.lines).default([]),
    removed_skill_ids: z.array(id).max(SKILL_LIMITS.lines).default([]),
  })
  .refine((b) => b.skills.length > 0 || b.removed_skill_ids.length > 0, {
    path: ['skills'],
    params: { rule: 'required' },
  });
export type SkillChangesInput = z.infer<typeof ZSkillChangesInput>;

/** `POST /skill/all_skills`: a new catalogue skill (its name unique within the type, any case). */
export const ZSkillInput = z.object({
  type: oneOf(SKILL_TYPES),
  name: z.string().trim().min(1).max(SKILL_LIMITS.name),
});
export type SkillInput = z.infer<typeof ZSkillInput>;

export const ZSkill = z.object({ id: z.number().int(), type: z.enum(SKILL_TYPES), name: z.string() });
export type Skill = z.infer<typeof ZSkill>;

/** `GET /skill/all_skills`: every type in `SKILL_TYPES` order, its skills by name. */
export const ZSkillCatalogue = z.object({
  types: z.array(
    z.object({
      type: z.enum(SKILL_TYPES),
      skills: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type SkillCatalogue = z.infer<typeof ZSkillCatalogue>;

export const ZSkillSheetLine = z.object({
  skill_id: z.number().int(),
  type: z.enum(SKILL_TYPES),
  name: z.string(),
  rank: z.number().int(),
  years: z.number(),
  updated_at: z.string(),
});
export type SkillSheetLine = z.infer<typeof ZSkillSheetLine>;

/** A person's sheet: by type (`SKILL_TYPES` order), then skill name. */
export const ZSkillSheet = z.object({
  employee: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
  skills: z.array(ZSkillSheetLine),
});
export type SkillSheet = z.infer<typeof ZSkillSheet>;

/** `GET /skill/employee_skills?employee_id=`. */
export const ZEmployeeSkillsQuery = z.object({ employee_id: z.coerce.number().int().positive().max(ID_MAX) });

/**
 * `GET /skill/search`: `criteria` as `skill_id:min_rank` pairs joined by commas (`12:3,15:4`, at
 * most 5, each skill once; all must match), `jlpt` (Japanese N`jlpt` or better), `q` (code or
 * name), `page`, `perpage` (50, 100, 200).
 */
export const ZSkillSearchQuery = z.object({
  criteria: z
    .string()
    .max(200)
    .optional()
    .transform((text, ctx): SkillCriterion[] => {
      if (text === undefined) return [];
      const parsed = parseCriteria(text, ID_MAX);
      if ('criteria' in parsed) return parsed.criteria;
      const messages = {
        format: 'Criteria are skill_id:min_rank pairs (rank 0-5) joined by commas.',
        max_value: `At most ${SKILL_LIMITS.criteria} criteria.`,
        distinct: 'Each skill only once.',
      } as const;
      ctx.addIssue({
        code: 'custom',
        message: messages[parsed.problem],
        params: {
          rule: parsed.problem,
          ...(parsed.problem === 'max_value' ? { max: SKILL_LIMITS.criteria } : {}),
        },
      });
      return z.NEVER;
    }),
  jlpt: z.coerce
    .number()
    .int()
    .refine((n) => (JLPT_LEVELS as readonly number[]).includes(n), { params: { rule: 'enum' } })
    .optional(),
  q: z.string().trim().max(FILTER_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perpage: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { params: { rule: 'enum' } })
    .default(PAGE_SIZES[0]),
});
export type SkillSearchQuery = z.infer<typeof ZSkillSearchQuery>;

export const ZStaffingMatch = z.object({
  employee: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    division: z.string().nullable(),
    position: z.string().nullable(),
  }),
  /** 0 none, 1..5 N1..N5. */
  japanese_level: z.number().int(),
  /** The person's lines of the skills asked for, in the criteria's order. */
  matched: z.array(
    z.object({ skill_id: z.number().int(), name: z.string(), rank: z.number().int(), years: z.number() }),
  ),
  /** Total effort % across their projects this month (company zone); null without a project. */
  load: z.object({ month: z.string(), effort: z.number().nullable() }),
});
export type StaffingMatch = z.infer<typeof ZStaffingMatch>;
