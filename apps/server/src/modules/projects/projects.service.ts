import {
  addDays,
  type EffortGrid,
  type EffortInput,
  type EffortRow,
  type FieldErrors,
  isOverAllocated,
  mondayOf,
  monthBounds,
  monthsBetween,
  type PeriodEffort,
  PROJECT_LIMITS,
  type Project,
  type ProjectFile,
  type ProjectInput,
  type ProjectListQuery,
  type ProjectMember,
  type ProjectMemberInput,
  paginationOf,
  periodEffort,
  periodErrors,
  projectDateErrors,
  QUERY_RANGE_MAX_DAYS,
  type Review,
  type ReviewInput,
  rangeErrors,
  reviewHealth,
  todayIn,
  weeksOfMonth,
} from '@staffhub/domain';
import type { BlobStore } from '../../blob/store';
import type { Db } from '../../db/client';
import { customers, type projectFiles, technologies } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { avatarUrl } from '../employees/avatar';
import {
  type ProjectScope,
  requireProject,
  requireProjectCreator,
  requireProjectManagement,
} from './projects.policy';
import * as repo from './projects.repository';

export interface ProjectDeps {
  db: Db;
  now: () => Date;
  blobs: BlobStore;
}

const fieldError = (rule: string, message: string, params?: Record<string, string | number>) => [
  { rule, message, ...(params ? { params } : {}) },
];
const merge = (...all: (FieldErrors | null | undefined)[]): FieldErrors | null => {
  const out: FieldErrors = {};
  for (const e of all) if (e) Object.assign(out, e);
  return Object.keys(out).length ? out : null;
};
const refuse = (errors: FieldErrors | null) => {
  if (errors) throw new AppError(4220, { errors });
};
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const person = (p: repo.PersonRow | undefined) =>
  p ? { id: p.id, name: p.name, avatar: avatarUrl(p.id, p.avatar) } : null;

/** A stored file as the API lists it, with the path that serves it. */
export function presentFile(f: typeof projectFiles.$inferSelect): ProjectFile {
  return {
    id: f.id,
    name: f.name,
    mime: f.mime,
    size: f.size,
    url: `/api/projects/${f.project_id}/files/${f.id}`,
  };
}

/** Unique-index refusals of a race between two identical writes, as the checks would have answered. */
export function raceRefusal(e: unknown): AppError {
  let cause: unknown = e;
  for (let depth = 0; cause && depth < 3; depth++) {
    const err = cause as { code?: string; constraint?: string; cause?: unknown };
    if (err.code === '23505') {
      if (err.constraint === 'projects_name_lower_unique') return new AppError(4336, { field: 'name' });
      if (err.constraint === 'contract_histories_number_unique')
        return new AppError(4337, { field: 'contract_number' });
    }
    cause = err.cause;
  }
  throw e;
}

// Projects ---------------------------------------------------------------------------------------

async function loadProject(db: Db, id: number): Promise<Project> {
  const found = await repo.findProject(db, id);
  if (!found) throw new AppError(4040);
  const { p } = found;
  const [folks, techs, files] = await Promise.all([
    repo.people(db, [
      found.manager_id,
      found.top_id,
      p.leader_id,
      p.japan_top_id,
      p.japan_tech_id,
      p.japan_sale_id,
    ]),
    repo.technologiesByIds(db, p.technology_ids),
    repo.filesOf(db, id, ['project_image', 'quotation']),
  ]);
  const at = (i: number | null) => (i === null ? null : person(folks.get(i)));
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    customer:
      p.customer_id !== null && found.customer_name !== null
        ? { id: p.customer_id, name: found.customer_name }
        : null,
    start_date: p.start_date,
    end_date: p.end_date,
    status: p.status,
    type: p.type,
    manager: at(found.manager_id),
    member_count: found.member_count,
    contract_value: p.contract_value,
    top: at(found.top_id),
    leader: at(p.leader_id),
    customer_top: p.customer_top,
    customer_pm: p.customer_pm,
    japan_top: at(p.japan_top_id),
    japan_tech: at(p.japan_tech_id),
    japan_sale: at(p.japan_sale_id),
    plans: p.plans,
    payments: p.payments.map((x) => ({ ...x, actual_date: x.actual_date ?? null })),
    link_document: p.link_document,
    technologies: techs,
    domain: p.domain,
    description: p.description,
    images: files.filter((f) => f.owner === 'project_image').map(presentFile),
    quotations: files.filter((f) => f.owner === 'quotation').map(presentFile),
    updated_at: iso(p.updated_at),
  };
}

export async function list(deps: ProjectDeps, actor: Actor, q: ProjectListQuery, path: string) {
  const scope = await requireProjectManagement(deps.db, actor);
  const { rows, total } = await repo.listPage(deps.db, scope, q);
  const folks = await repo.people(
    deps.db,
    rows.map((r) => r.manager_id),
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      customer:
        r.customer_id !== null && r.customer_name !== null
          ? { id: r.customer_id, name: r.customer_name }
          : null,
      start_date: r.start_date,
      end_date: r.end_date,
      status: r.status,
      type: r.type,
      manager: r.manager_id === null ? null : person(folks.get(r.manager_id)),
      member_count: r.member_count,
      contract_value: r.contract_value,
    })),
    ...paginationOf(total, q.page, q.perpage, path),
  };
}

export async function createData(deps: ProjectDeps, actor: Actor) {
  await requireProjectManagement(deps.db, actor);
  const data = await repo.createData(deps.db, deps.now());
  return { ...data, statuses: [1, 2, 3, 4], types: [1, 2, 3, 4] };
}

export async function exists(deps: ProjectDeps, actor: Actor, name: string, id?: number) {
  await requireProjectManagement(deps.db, actor);
  return { exists: await repo.nameTaken(deps.db, name, id) };
}

/** `technology_ids.N` for each id that names no technology; null when all do. */
function unknownTechnologies(ids: readonly number[], known: ReadonlySet<number>): FieldErrors | null {
  const errors: FieldErrors = {};
  ids.forEach((t, i) => {
    if (!known.has(t)) errors[`technology_ids.${i}`] = fieldError('invalid', 'Unknown technology.');
  });
  return merge(errors);
}

/** The checks of a project form beyond its schema: dates, the people and lists it names, the name. */
async function checkProject(db: Db, input: ProjectInput, now: Date, exceptId?: number) {
  // On an update, the people the project already names may stay after they leave (so the rest of
  // the project can still be saved); a newly named one must work here.
  const found = exceptId === undefined ? null : await repo.findProject(db, exceptId);
  const stored = new Set(
    found
      ? [
          found.manager_id,
          found.top_id,
          found.p.leader_id,
          found.p.japan_top_id,
          found.p.japan_tech_id,
          found.p.japan_sale_id,
        ]
      : [],
  );
  const errors: FieldErrors = {};
  const peopleFields = [
    'manager_id',
    'top_id',
    'leader_id',
    'japan_top_id',
    'japan_tech_id',
    'japan_sale_id',
  ] as const;
  const named = peopleFields.map((f) => input[f]).filter((v): v is number => typeof v === 'number');
  const [working, customerIds, techIds] = await Promise.all([
    repo.workingIds(db, named, now),
    repo.existingIds(db, customers, [input.customer_id]),
    repo.existingIds(db, technologies, input.technology_ids),
  ]);
  for (const f of peopleFields) {
    const v = input[f];
    if (typeof v === 'number' && !working.has(v) && !stored.has(v))
      errors[f] = fieldError('invalid', 'Must be an employee who works here.');
  }
  if (!customerIds.has(input.customer_id)) errors.customer_id = fieldError('invalid', 'Unknown customer.');
  refuse(merge(projectDateErrors(input), errors, unknownTechnologies(input.technology_ids, techIds)));
  if (await repo.nameTaken(db, input.name, exceptId)) throw new AppError(4336, { field: 'name' });
}

export async function create(deps: ProjectDeps, actor: Actor, input: ProjectInput) {
  await requireProjectCreator(deps.db, actor);
  await checkProject(deps.db, input, deps.now());
  const id = await deps.db
    .transaction(async (tx) => {
      const id = await repo.insertProject(tx, input);
      await repo.setRole(tx, id, 'PM', input.manager_id);
      await repo.setRole(tx, id, 'TOP', input.top_id ?? null);
      await writeAudit(tx, {
        actorId: actor.employeeId,
        action: 'create',
        entity: 'project',
        entityId: id,
        data: input,
      });
      return id;
    })
    .catch((e) => {
      throw raceRefusal(e);
    });
  return { project: await loadProject(deps.db, id) };
}

export async function detail(deps: ProjectDeps, actor: Actor, id: number) {
  const scope = await requireProject(deps.db, actor, id);
  return {
    project: await loadProject(deps.db, id),
    abilities: { can_manage: true, can_edit_all: scope.all },
  };
}

export async function overview(deps: ProjectDeps, actor: Actor, id: number) {
  await requireProject(deps.db, actor, id);
  return { project: await loadProject(deps.db, id) };
}

/**
 * `POST /projects/{id}/update`: every field. A new manager or top takes the approver role for new
 * requests at once; requests already in flight keep the approvers they were created with.
 */
export async function update(deps: ProjectDeps, actor: Actor, id: number, input: ProjectInput) {
  await requireProject(deps.db, actor, id);
  await checkProject(deps.db, input, deps.now(), id);
  await deps.db
    .transaction(async (tx) => {
      // Two updates at once take turns, so the project ends with one PM and one top.
      await repo.lockProject(tx, id);
      await repo.updateProject(tx, id, input);
      await repo.setRole(tx, id, 'PM', input.manager_id);
      await repo.setRole(tx, id, 'TOP', input.top_id ?? null);
      await writeAudit(tx, {
        actorId: actor.employeeId,
        action: 'update',
        entity: 'project',
        entityId: id,
        data: input,
      });
    })
    .catch((e) => {
      throw raceRefusal(e);
    });
  return { project: await loadProject(deps.db, id) };
}

export async function updateOverview(
  deps: ProjectDeps,
  actor: Actor,
  id: number,
  input: Pick<ProjectInput, 'technology_ids' | 'domain' | 'description' | 'link_document'>,
) {
  await requireProject(deps.db, actor, id);
  const techIds = await repo.existingIds(deps.db, technologies, input.technology_ids);
  refuse(unknownTechnologies(input.technology_ids, techIds));
  await deps.db.transaction(async (tx) => {
    await repo.updateOverview(tx, id, input);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'update',
      entity: 'project',
      entityId: id,
      data: input,
    });
  });
  return { project: await loadProject(deps.db, id) };
}

// Members ----------------------------------------------------------------------------------------

async function presentMembers(db: Db, projectId: number, now: Date): Promise<ProjectMember[]> {
  const rows = await repo.memberRows(db, projectId, now);
  return rows.map((r) => ({
    employee_id: r.employee_id,
    employee_code: r.employee_code,
    name: r.name,
    avatar: avatarUrl(r.employee_id, r.avatar),
    role: r.role as ProjectMember['role'],
    position: r.position,
    type: r.type,
    start_date: r.start_date,
    end_date: r.end_date,
    effort_default: r.effort_default,
    resigned: !r.working,
  }));
}

export async function members(deps: ProjectDeps, actor: Actor, id: number) {
  await requireProject(deps.db, actor, id);
  return { members: await presentMembers(deps.db, id, deps.now()) };
}

/**
 * `POST /projects/{id}/project-employee`: the whole MEMBER list. Each person once, dates within the
 * project's; a person added now must work here (one already listed may stay after leaving, so the
 * list can still be saved).
 */
export async function setMembers(
  deps: ProjectDeps,
  actor: Actor,
  id: number,
  list: readonly ProjectMemberInput[],
) {
  await requireProject(deps.db, actor, id);
  const now = deps.now();
  const found = await repo.findProject(deps.db, id);
  if (!found) throw new AppError(4040);
  const current = new Set((await repo.memberRows(deps.db, id, now)).map((m) => m.employee_id));
  const working = await repo.workingIds(
    deps.db,
    list.map((m) => m.employee_id),
    now,
  );
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  list.forEach((m, i) => {
    if (seen.has(m.employee_id))
      errors[`members.${i}.employee_id`] = fieldError('distinct', 'Each employee only once.');
    else if (!working.has(m.employee_id) && !current.has(m.employee_id))
      errors[`members.${i}.employee_id`] = fieldError('invalid', 'Must be an employee who works here.');
    seen.add(m.employee_id);
    const period = periodErrors(m.start_date, m.end_date);
    if (period) errors[`members.${i}.end_date`] = period.end_date ?? [];
    const { start_date: ps, end_date: pe } = found.p;
    if (m.start_date && ps && m.start_date < ps)
      errors[`members.${i}.start_date`] = fieldError('within_project', 'Must be within the project dates.');
    if (m.end_date && pe && m.end_date > pe)
      errors[`members.${i}.end_date`] = fieldError('within_project', 'Must be within the project dates.');
  });
  refuse(merge(errors));
  await deps.db.transaction(async (tx) => {
    await repo.replaceMembers(tx, id, list);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'update',
      entity: 'project_members',
      entityId: id,
      data: list,
    });
  });
  return { members: await presentMembers(deps.db, id, now) };
}

// Effort -----------------------------------------------------------------------------------------

type Period = { start_date: string; end_date: string };

interface Allocation {
  project_id: number;
  project_name: string;
  position: string | null;
  figures: PeriodEffort[];
  rows: (EffortRow & { project_id: number })[];
}

/**
 * Each person's effort figures in every project they are effort-tracked in (PM or MEMBER; a project
 * top is an approver, not staff of the project), for each period. Periods are months or weeks, at
 * most `PROJECT_LIMITS.spanMonths` months of them, so the work is bounded by people × projects × days.
 */
async function allocation(db: Db, employeeIds: readonly number[], periods: readonly Period[]) {
  const out = new Map<number, Allocation[]>();
  if (!employeeIds.length || !periods.length) return out;
  const start = periods[0]?.start_date as string;
  const end = periods[periods.length - 1]?.end_date as string;
  const [memberships, rows] = await Promise.all([
    repo.membershipsOf(db, employeeIds),
    repo.effortRowsOf(db, employeeIds, start, end),
  ]);
  const rowsBy = new Map<string, (EffortRow & { project_id: number })[]>();
  for (const r of rows) {
    const key = `${r.employee_id}:${r.project_id}`;
    rowsBy.set(key, [...(rowsBy.get(key) ?? []), r]);
  }
  for (const m of memberships) {
    const mine = rowsBy.get(`${m.employee_id}:${m.project_id}`) ?? [];
    const figures = periods.map((p) => periodEffort(p.start_date, p.end_date, mine, m));
    const list = out.get(m.employee_id) ?? [];
    list.push({
      project_id: m.project_id,
      project_name: m.project_name,
      position: m.position,
      figures,
      rows: mine,
    });
    out.set(m.employee_id, list);
  }
  return out;
}

/** The people whose effort a project tracks (PM and members, not the top), each once. */
async function trackedMembers(db: Db, projectId: number, now: Date) {
  const rows = (await repo.memberRows(db, projectId, now)).filter((m) => m.role !== 'TOP');
  return [...new Map(rows.map((m) => [m.employee_id, m])).values()];
}

function periodsOf(date: string, view: 'month' | 'week'): Period[] {
  if (view === 'week')
    return weeksOfMonth(date.slice(0, 7)).map((w) => ({ start_date: w.start, end_date: w.end }));
  const year = date.slice(0, 4);
  return monthsBetween(`${year}-01-01`, `${year}-12-01`).map((m) => {
    const b = monthBounds(m);
    return { start_date: b.start, end_date: b.end };
  });
}

async function grid(
  db: Db,
  projectId: number,
  date: string,
  view: 'month' | 'week',
  now: Date,
): Promise<EffortGrid> {
  const found = await repo.findProject(db, projectId);
  if (!found) throw new AppError(4040);
  const periods = periodsOf(date, view);
  const people = await trackedMembers(db, projectId, now);
  const alloc = await allocation(
    db,
    people.map((p) => p.employee_id),
    periods,
  );
  const projectMan = periods.map(() => 0);
  const rows = people.map((p) => {
    const mine = alloc.get(p.employee_id) ?? [];
    const here = mine.find((a) => a.project_id === projectId);
    const cells = periods.map((period, i) => {
      const stored = here?.rows.find(
        (r) => r.start_date === period.start_date && r.end_date === period.end_date,
      );
      const figure = here?.figures[i] ?? { effort: 0, man_months: 0, member_days: 0 };
      const efforts = mine.map((a) => a.figures[i]?.effort ?? 0);
      projectMan[i] = (projectMan[i] ?? 0) + figure.man_months;
      return {
        start_date: period.start_date,
        end_date: period.end_date,
        effort: stored?.effort ?? null,
        set_value: stored?.set_value ?? null,
        effective: figure.effort,
        man_months: figure.man_months,
        total: Math.round(efforts.reduce((a, b) => a + b, 0) * 10) / 10,
        over: isOverAllocated(efforts),
      };
    });
    return {
      employee_id: p.employee_id,
      name: p.name,
      employee_code: p.employee_code,
      position: here?.position ?? p.position,
      cells,
    };
  });
  return {
    view,
    periods,
    rows,
    man_months: projectMan.map((n) => Math.round(n * 100) / 100),
    contract_value: found.p.contract_value,
  };
}

export async function effort(
  deps: ProjectDeps,
  actor: Actor,
  id: number,
  q: { date: string; view: 'month' | 'week' },
) {
  await requireProject(deps.db, actor, id);
  return grid(deps.db, id, q.date, q.view, deps.now());
}

/** `POST /projects/{id}/effort`: stores (or, with both values null, removes) effort rows of members. */
export async function saveEffort(deps: ProjectDeps, actor: Actor, id: number, input: EffortInput) {
  await requireProject(deps.db, actor, id);
  const now = deps.now();
  const tracked = new Set((await trackedMembers(deps.db, id, now)).map((m) => m.employee_id));
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  input.efforts.forEach((r, i) => {
    const key = `${r.employee_id}:${r.start_date}:${r.end_date}`;
    if (!tracked.has(r.employee_id))
      errors[`efforts.${i}.employee_id`] = fieldError('project_member', 'Must be a member of the project.');
    else if (seen.has(key))
      errors[`efforts.${i}.start_date`] = fieldError('distinct', 'Each period only once.');
    seen.add(key);
  });
  refuse(merge(errors));
  await deps.db.transaction(async (tx) => {
    await repo.saveEfforts(tx, id, input.efforts);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'update',
      entity: 'project_effort',
      entityId: id,
      data: { rows: input.efforts.length },
    });
  });
  return grid(deps.db, id, input.efforts[0]?.start_date as string, 'month', now);
}

/** `GET /projects/{id}/effort-employees?month=`: each tracked member's projects that month and their total. */
export async function effortEmployees(deps: ProjectDeps, actor: Actor, id: number, month: string) {
  await requireProject(deps.db, actor, id);
  const b = monthBounds(month);
  const people = await trackedMembers(deps.db, id, deps.now());
  const alloc = await allocation(
    deps.db,
    people.map((p) => p.employee_id),
    [{ start_date: b.start, end_date: b.end }],
  );
  return {
    month,
    employees: people.map((p) => {
      const projects = (alloc.get(p.employee_id) ?? [])
        .map((a) => ({ id: a.project_id, name: a.project_name, effort: a.figures[0]?.effort ?? 0 }))
        .filter((a) => a.effort > 0 || a.id === id);
      const efforts = projects.map((x) => x.effort);
      return {
        employee_id: p.employee_id,
        name: p.name,
        employee_code: p.employee_code,
        projects,
        total: Math.round(efforts.reduce((a, c) => a + c, 0) * 10) / 10,
        over: isOverAllocated(efforts),
      };
    }),
  };
}

/** `GET /projects/{id}/effort-employees/detail`: month by month over at most 12 months. */
export async function effortDetail(
  deps: ProjectDeps,
  actor: Actor,
  id: number,
  q: { start_date: string; end_date: string },
) {
  await requireProject(deps.db, actor, id);
  refuse(rangeErrors(q.start_date, q.end_date, QUERY_RANGE_MAX_DAYS));
  const months = monthsBetween(q.start_date, q.end_date);
  if (months.length > PROJECT_LIMITS.spanMonths)
    refuse({
      end_date: fieldError('max_months', `At most ${PROJECT_LIMITS.spanMonths} months.`, {
        max: PROJECT_LIMITS.spanMonths,
      }),
    });
  const periods = months.map((m) => {
    const b = monthBounds(m);
    return { start_date: b.start, end_date: b.end };
  });
  const people = await trackedMembers(deps.db, id, deps.now());
  const alloc = await allocation(
    deps.db,
    people.map((p) => p.employee_id),
    periods,
  );
  return {
    months,
    employees: people.map((p) => {
      const mine = alloc.get(p.employee_id) ?? [];
      const here = mine.find((a) => a.project_id === id);
      return {
        employee_id: p.employee_id,
        name: p.name,
        employee_code: p.employee_code,
        months: months.map((month, i) => {
          const efforts = mine.map((a) => a.figures[i]?.effort ?? 0);
          return {
            month,
            effort: here?.figures[i]?.effort ?? 0,
            total: Math.round(efforts.reduce((a, c) => a + c, 0) * 10) / 10,
            over: isOverAllocated(efforts),
          };
        }),
      };
    }),
  };
}

// Weekly reviews ---------------------------------------------------------------------------------

/** `GET /projects/reviews/{id}`: the last `weeks` weeks up to the one holding `date`, newest first. */
export async function reviews(
  deps: ProjectDeps,
  actor: Actor,
  id: number,
  q: { weeks: number; date?: string },
) {
  await requireProject(deps.db, actor, id);
  const newest = mondayOf(q.date ?? todayIn(actor.timeZone, deps.now()));
  const oldest = addDays(newest, -7 * (q.weeks - 1));
  const stored = await repo.reviewsBetween(deps.db, id, oldest, newest);
  const byWeek = new Map(stored.map((s) => [s.r.start_date, s]));
  const out: Review[] = [];
  for (let i = 0; i < q.weeks; i++) {
    const monday = addDays(newest, -7 * i);
    const s = byWeek.get(monday);
    const items = {
      communication: s?.r.communication ?? 1,
      personnel: s?.r.personnel ?? 1,
      progress: s?.r.progress ?? 1,
      quality: s?.r.quality ?? 1,
      schedule: s?.r.schedule ?? 1,
      scope: s?.r.scope ?? 1,
      skill: s?.r.skill ?? 1,
      tech: s?.r.tech ?? 1,
    };
    out.push({
      id: s?.r.id ?? null,
      project_id: id,
      start_date: monday,
      end_date: addDays(monday, 6),
      note: s?.r.note ?? null,
      ...items,
      health: reviewHealth(items),
      updated_at: s ? iso(s.r.updated_at) : null,
      updated_by: s?.r.updated_by && s.by_name ? { id: s.r.updated_by, name: s.by_name } : null,
    });
  }
  return { reviews: out };
}

/** `POST /projects/reviews/{id}`: a week's review (its Monday), created or updated; not a future week. */
export async function saveReview(deps: ProjectDeps, actor: Actor, id: number, input: ReviewInput) {
  await requireProject(deps.db, actor, id);
  const thisWeek = mondayOf(todayIn(actor.timeZone, deps.now()));
  if (mondayOf(input.start_date) !== input.start_date)
    refuse({ start_date: fieldError('monday', 'A weekly review starts on a Monday.') });
  if (input.start_date > thisWeek)
    refuse({ start_date: fieldError('before_or_equal', 'Must not be a future week.', { other: 'today' }) });
  await deps.db.transaction(async (tx) => {
    await repo.saveReview(tx, id, addDays(input.start_date, 6), input, actor.employeeId);
  });
  const { reviews: list } = await reviews(deps, actor, id, { weeks: 1, date: input.start_date });
  return { review: list[0] as Review };
}

export type { ProjectScope };
