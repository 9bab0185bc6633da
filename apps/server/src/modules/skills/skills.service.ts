import {
  changesErrors,
  type FieldErrors,
  loadOf,
  monthBounds,
  monthOf,
  paginationOf,
  SKILL_LIMITS,
  SKILL_TYPES,
  type SkillCatalogue,
  type SkillChangesInput,
  type SkillInput,
  type SkillLineInput,
  type SkillSearchQuery,
  type SkillSheet,
  type SkillType,
  type StaffingMatch,
  sheetErrors,
  todayIn,
} from '@staffhub/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { effortRowsOf, membershipsOf } from '../projects/projects.repository';
import {
  requireCatalogueEditor,
  requireSheetReader,
  requireSignedIn,
  requireStaffing,
} from './skills.policy';
import * as repo from './skills.repository';

export interface SkillDeps {
  db: Db;
  now: () => Date;
}

const fieldError = (rule: string, message: string, params?: Record<string, string | number>) => [
  { rule, message, ...(params ? { params } : {}) },
];
const refuse = (errors: FieldErrors | null | undefined) => {
  if (errors && Object.keys(errors).length) throw new AppError(4220, { errors });
};
const isSkillType = (t: string): t is SkillType => (SKILL_TYPES as readonly string[]).includes(t);
const typeOrder = (t: string) => (SKILL_TYPES as readonly string[]).indexOf(t);
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** A unique-index refusal of two identical catalogue additions at once, as the check would answer. */
function raceRefusal(e: unknown): AppError {
  let cause: unknown = e;
  for (let depth = 0; cause && depth < 3; depth++) {
    const err = cause as { code?: string; constraint?: string; cause?: unknown };
    if (err.code === '23505' && err.constraint === 'skills_type_name_unique')
      return new AppError(4338, { field: 'name' });
    cause = err.cause;
  }
  throw e;
}

// Catalogue --------------------------------------------------------------------------------------

/** `GET /skill/all_skills`: every type (in `SKILL_TYPES` order), its skills by name. */
export async function catalogue(deps: SkillDeps, actor: Actor): Promise<SkillCatalogue> {
  requireSignedIn(actor);
  const rows = await repo.catalogue(deps.db);
  return {
    types: SKILL_TYPES.map((type) => ({
      type,
      skills: rows
        .filter((r) => r.type === type)
        .sort(byName)
        .map((r) => ({ id: r.id, name: r.name })),
    })),
  };
}

/** `POST /skill/all_skills`: a new catalogue skill (4338 on `name` when the type has it, any case). */
export async function addSkill(deps: SkillDeps, actor: Actor, input: SkillInput) {
  requireCatalogueEditor(actor);
  if (await repo.nameTaken(deps.db, input.type, input.name)) throw new AppError(4338, { field: 'name' });
  const skill = await deps.db
    .transaction(async (tx) => {
      const row = await repo.insertSkill(tx, input, actor.employeeId);
      await writeAudit(tx, {
        actorId: actor.employeeId,
        action: 'create',
        entity: 'skill',
        entityId: row.id,
        data: input,
      });
      return row;
    })
    .catch((e) => {
      throw raceRefusal(e);
    });
  return { skill: { id: skill.id, type: input.type, name: skill.name } };
}

// Sheets -----------------------------------------------------------------------------------------

async function loadSheet(db: Db, employeeId: number): Promise<SkillSheet> {
  const employee = await repo.employeeOf(db, employeeId);
  if (!employee) throw new AppError(4040);
  const lines = await repo.sheetLines(db, employeeId);
  return {
    employee,
    skills: lines
      .filter((l): l is typeof l & { type: SkillType } => isSkillType(l.type))
      .sort((a, b) => typeOrder(a.type) - typeOrder(b.type) || byName(a, b))
      .map((l) => ({
        skill_id: l.skill_id,
        type: l.type,
        name: l.name,
        rank: l.rank,
        years: Number(l.years),
        updated_at: l.updated_at.toISOString(),
      })),
  };
}

/** `skills.N.skill_id` rule `invalid` for each line naming no catalogue skill. */
async function unknownSkills(db: Db, lines: readonly SkillLineInput[]): Promise<FieldErrors | null> {
  const known = new Set(
    (
      await repo.skillsByIds(
        db,
        lines.map((l) => l.skill_id),
      )
    ).map((s) => s.id),
  );
  const errors: FieldErrors = {};
  lines.forEach((l, i) => {
    if (!known.has(l.skill_id)) errors[`skills.${i}.skill_id`] = fieldError('invalid', 'Unknown skill.');
  });
  return Object.keys(errors).length ? errors : null;
}

/** `GET /skill-sheet`: the caller's sheet. */
export async function mySheet(deps: SkillDeps, actor: Actor) {
  requireSignedIn(actor);
  return loadSheet(deps.db, actor.employeeId);
}

/** `GET /skill/employee_skills?employee_id=`: one's own sheet, or anyone's for a staffing role. */
export async function employeeSheet(deps: SkillDeps, actor: Actor, employeeId: number) {
  await requireSheetReader(deps.db, actor, employeeId);
  return loadSheet(deps.db, employeeId);
}

/**
 * `POST /skill-sheet`: the caller's whole sheet. Each skill once, every one in the catalogue; lines
 * not sent are taken off, unchanged lines keep their `updated_at`.
 */
export async function saveSheet(deps: SkillDeps, actor: Actor, input: { skills: SkillLineInput[] }) {
  requireSignedIn(actor);
  refuse({ ...(await unknownSkills(deps.db, input.skills)), ...sheetErrors(input.skills) });
  await deps.db.transaction(async (tx) => {
    await repo.lockEmployee(tx, actor.employeeId);
    await repo.keepOnly(
      tx,
      actor.employeeId,
      input.skills.map((l) => l.skill_id),
    );
    await repo.upsertLines(tx, actor.employeeId, input.skills);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'update',
      entity: 'skill_sheet',
      entityId: actor.employeeId,
      data: { lines: input.skills.length },
    });
  });
  return loadSheet(deps.db, actor.employeeId);
}

/**
 * `POST /skill/save_updated_skills`: only the lines that changed (new or edited) and the skills
 * taken off. The sheet may hold at most `SKILL_LIMITS.lines` lines afterwards.
 */
export async function saveChanges(deps: SkillDeps, actor: Actor, input: SkillChangesInput) {
  requireSignedIn(actor);
  refuse({ ...(await unknownSkills(deps.db, input.skills)), ...changesErrors(input) });
  await deps.db.transaction(async (tx) => {
    await repo.lockEmployee(tx, actor.employeeId);
    await repo.removeLines(tx, actor.employeeId, input.removed_skill_ids);
    await repo.upsertLines(tx, actor.employeeId, input.skills);
    // Checked inside the transaction (the person's row is locked): a refusal undoes this save.
    if ((await repo.countLines(tx, actor.employeeId)) > SKILL_LIMITS.lines)
      refuse({
        skills: fieldError('max_value', `A sheet holds at most ${SKILL_LIMITS.lines} skills.`, {
          max: SKILL_LIMITS.lines,
        }),
      });
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'update',
      entity: 'skill_sheet',
      entityId: actor.employeeId,
      data: { saved: input.skills.length, removed: input.removed_skill_ids.length },
    });
  });
  return loadSheet(deps.db, actor.employeeId);
}

// Staffing search --------------------------------------------------------------------------------

/**
 * Each person's load this month: their effort across every project they are effort-tracked in
 * (the project area's rules: `membershipsOf`, `effortRowsOf`, `periodEffort`), null without one.
 */
async function loads(db: Db, employeeIds: readonly number[], month: string) {
  const { start, end } = monthBounds(month);
  const [memberships, rows] = await Promise.all([
    membershipsOf(db, employeeIds),
    effortRowsOf(db, employeeIds, start, end),
  ]);
  const out = new Map<number, number | null>();
  for (const id of employeeIds) {
    const mine = memberships
      .filter((m) => m.employee_id === id)
      .map((m) => ({
        membership: m,
        rows: rows.filter((r) => r.employee_id === id && r.project_id === m.project_id),
      }));
    out.set(id, loadOf(start, end, mine));
  }
  return out;
}

/** `GET /skill/search`: working people meeting every criterion (and the JLPT level), paged. */
export async function search(deps: SkillDeps, actor: Actor, q: SkillSearchQuery, path: string) {
  await requireStaffing(deps.db, actor);
  const skillIds = q.criteria.map((c) => c.skill_id);
  const named = new Map((await repo.skillsByIds(deps.db, skillIds)).map((s) => [s.id, s.name]));
  if (named.size !== skillIds.length)
    refuse({ criteria: fieldError('invalid', 'A criterion names a skill that is not in the catalogue.') });
  const now = deps.now();
  const month = monthOf(todayIn(actor.timeZone, now));
  const { rows, total } = await repo.searchPage(deps.db, q, now);
  const ids = rows.map((r) => r.id);
  const [lines, load] = await Promise.all([repo.linesOf(deps.db, ids, skillIds), loads(deps.db, ids, month)]);
  const data: StaffingMatch[] = rows.map((r) => ({
    employee: { id: r.id, code: r.code, name: r.name, division: r.division, position: r.position },
    japanese_level: r.japanese_level,
    matched: q.criteria.flatMap((c) => {
      const line = lines.find((l) => l.employee_id === r.id && l.skill_id === c.skill_id);
      return line
        ? [
            {
              skill_id: c.skill_id,
              name: named.get(c.skill_id) ?? '',
              rank: line.rank,
              years: Number(line.years),
            },
          ]
        : [];
    }),
    load: { month, effort: load.get(r.id) ?? null },
  }));
  return { data, ...paginationOf(total, q.page, q.perpage, path) };
}
