import {
  changedFields,
  codeFieldErrors,
  DEPARTMENT_CODES,
  type Employee,
  type EmployeeChange,
  type EmployeeCreate,
  type EmployeeInput,
  employeeDateErrors,
  type ProfileContact,
  paginationOf,
  todayIn,
} from '@staffhub/domain';
import { eq } from 'drizzle-orm';
import type { BlobStore } from '../../blob/store';
import type { Db } from '../../db/client';
import { departments, employees } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { revokeAllSessions } from '../auth/auth.repository';
import { hashPassword } from '../auth/auth.service';
import { avatarUrl } from './avatar';
import { requirePeopleManager } from './employees.policy';
import * as repo from './employees.repository';

export interface EmployeeDeps {
  db: Db;
  now: () => Date;
  blobs: BlobStore;
}

/** At most this many waiting requests and history entries are listed on a record. */
export const WAITING_LIST_MAX = 200;
export const HISTORY_MAX = 500;

type Found = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

function present(found: Found): Employee {
  const { e } = found;
  const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
  return {
    id: e.id,
    employee_code: e.employee_code,
    name: e.name,
    email: e.email,
    birthday: e.birthday,
    gender: e.gender,
    nationality: e.nationality,
    address: e.address,
    current_residence: e.current_residence,
    university: e.university,
    phone: e.phone,
    family_phone: e.family_phone,
    company_id: e.company_id,
    job_title_id: e.job_title_id,
    foot_id: e.foot_id,
    division_id: e.division_id,
    department_id: e.department_id,
    position_id: e.position_id,
    level: e.level,
    work_type: e.work_type,
    japanese_level: e.japanese_level,
    join_date: e.join_date,
    start_date: e.start_date,
    identity_number: e.identity_number,
    identity_issue_date: e.identity_issue_date,
    identity_issue_place: e.identity_issue_place,
    visa_number: e.visa_number,
    visa_issue_date: e.visa_issue_date,
    visa_expiry_date: e.visa_expiry_date,
    social_link: e.social_link,
    avatar: avatarUrl(e.id, e.avatar),
    resignation_date: e.resignation_date,
    resignation_reason: e.resignation_reason,
    state: found.working ? 'active' : 'resigned',
    company: found.company,
    division: found.division,
    foot: found.foot,
    position: found.position,
    job_title: found.job_title,
    department: found.department,
    has_account: found.has_account,
    created_at: iso(e.created_at),
    updated_at: iso(e.updated_at),
  };
}

async function load(db: Db, id: number, now: Date): Promise<Employee> {
  const found = await repo.findById(db, id, now);
  if (!found) throw new AppError(4040);
  return present(found);
}

/**
 * The field a unique index refused in a write that raced another (the checks before it passed for
 * both): the code or the e-mail, as the same 422 the checks give. Anything else is rethrown.
 */
export function raceRefusal(e: unknown): AppError {
  let cause: unknown = e;
  for (let depth = 0; cause && depth < 3; depth++) {
    const err = cause as { code?: string; constraint?: string; cause?: unknown };
    if (err.code === '23505') {
      if (err.constraint === 'employees_employee_code_unique')
        return new AppError(4333, { field: 'employee_code' });
      return new AppError(4332, { field: 'email' });
    }
    cause = err.cause;
  }
  throw e;
}

/** The record's fields as the audit keeps them: what HR sees, without timestamps. */
function auditView(row: typeof employees.$inferSelect | undefined | null) {
  if (!row) return null;
  const { created_at: _c, updated_at: _u, ...rest } = row;
  return rest;
}

/**
 * The rules of a record beyond its schema: dates against today (the HR user's company zone) and
 * each other, a unique code and e-mail (4333, 4332 as 422 field errors).
 */
async function checkRecord(db: Db, actor: Actor, now: Date, input: EmployeeInput, exceptId: number | null) {
  const dateErrors = employeeDateErrors(input, todayIn(actor.timeZone, now));
  if (dateErrors) throw new AppError(4220, { errors: dateErrors });
  const taken = await repo.takenFields(db, input.employee_code, input.email, exceptId);
  // Both taken: one 422 that names both fields, each with its own code.
  if (taken.code && taken.email)
    throw new AppError(4220, {
      errors: { ...codeFieldErrors(4333, ['employee_code']), ...codeFieldErrors(4332, ['email']) },
    });
  if (taken.code) throw new AppError(4333, { field: 'employee_code' });
  if (taken.email) throw new AppError(4332, { field: 'email' });
}

/**
 * Who may be given which department and job title: only an administrator gives the Admin department
 * (it carries every right), and nobody changes their own department or job title (no one raises
 * their own rights). 422 / 4335 naming the field otherwise, so the form says it where it was typed.
 */
async function checkRights(
  db: Db,
  actor: Actor,
  input: EmployeeInput,
  before: { id: number; department_id: number | null; job_title_id: number | null } | null,
) {
  if (before?.id === actor.employeeId) {
    const changed = [
      (input.department_id ?? null) !== before.department_id ? 'department_id' : null,
      (input.job_title_id ?? null) !== before.job_title_id ? 'job_title_id' : null,
    ].filter((f): f is string => f !== null);
    if (changed.length) throw new AppError(4335, { field: changed });
  }
  if (actor.isAdmin || !input.department_id || input.department_id === before?.department_id) return;
  const [dept] = await db
    .select({ code: departments.code })
    .from(departments)
    .where(eq(departments.id, input.department_id));
  if (dept?.code === DEPARTMENT_CODES.ADMIN) throw new AppError(4335, { field: 'department_id' });
}

/** `GET /employees`: a filtered page, ordered by code. */
export async function list(
  deps: EmployeeDeps,
  actor: Actor,
  q: repo.EmployeeFilter & { page: number; per_page: number },
  path: string,
) {
  await requirePeopleManager(deps.db, actor);
  const { rows, total } = await repo.listPage(deps.db, q, deps.now(), q.page, q.per_page);
  return {
    data: rows.map(({ working, avatar, ...r }) => ({
      ...r,
      avatar: avatarUrl(r.id, avatar),
      state: working ? ('active' as const) : ('resigned' as const),
    })),
    ...paginationOf(total, q.page, q.per_page, path),
  };
}

/**
 * `GET /employees/{id}`: the record, what waits on this person, their own pending requests, and
 * whether it may be deleted.
 */
export async function detail(deps: EmployeeDeps, actor: Actor, id: number) {
  await requirePeopleManager(deps.db, actor);
  const employee = await load(deps.db, id, deps.now());
  const [waiting, own, history] = await Promise.all([
    repo.pendingBy(deps.db, 'current_approver_id', id, WAITING_LIST_MAX),
    repo.pendingBy(deps.db, 'employee_id', id, WAITING_LIST_MAX),
    repo.hasHistory(deps.db, id),
  ]);
  return { employee, waiting_on: waiting, pending_own: own, can_delete: !history };
}

/** `GET /employees/{id}/history`: each audited change, field by field, newest first. */
export async function history(
  deps: EmployeeDeps,
  actor: Actor,
  id: number,
): Promise<{ history: EmployeeChange[] }> {
  await requirePeopleManager(deps.db, actor);
  if (!(await repo.findById(deps.db, id, deps.now()))) throw new AppError(4040);
  const rows = await repo.history(deps.db, id, HISTORY_MAX);
  return {
    history: rows.map((r) => {
      const data = (r.data ?? {}) as {
        before?: Record<string, unknown> | null;
        after?: Record<string, unknown> | null;
      };
      return {
        id: r.id,
        action: r.action,
        actor: r.actor_id === null ? null : { id: r.actor_id, name: r.actor_name ?? '' },
        at: r.created_at.toISOString(),
        changes: changedFields(data.before ?? null, data.after ?? null),
      };
    }),
  };
}

/** `POST /employees`: a new record, with an account when a first password is given; audited. */
export async function create(deps: EmployeeDeps, actor: Actor, input: EmployeeCreate) {
  await requirePeopleManager(deps.db, actor);
  const now = deps.now();
  const { password, ...record } = input;
  await checkRecord(deps.db, actor, now, record, null);
  await checkRights(deps.db, actor, record, null);
  const hash = password ? await hashPassword(password) : null;
  const id = await deps.db
    .transaction(async (tx) => {
      const row = await repo.insert(tx, record);
      if (!row) throw new AppError(5000);
      if (hash) await repo.createAccount(tx, row.id, row.email, hash);
      await writeAudit(tx, {
        actorId: actor.employeeId,
        action: 'employee.create',
        entity: 'employees',
        entityId: row.id,
        data: { before: null, after: { ...auditView(row), account: hash !== null } },
      });
      return row.id;
    })
    .catch((e: unknown) => {
      throw raceRefusal(e);
    });
  return load(deps.db, id, now);
}

/** `PUT /employees/{id}`: every HR field at once; the sign-in e-mail follows; audited before/after. */
export async function update(deps: EmployeeDeps, actor: Actor, id: number, input: EmployeeInput) {
  await requirePeopleManager(deps.db, actor);
  const now = deps.now();
  await checkRecord(deps.db, actor, now, input, id);
  await deps.db
    .transaction(async (tx) => {
      const before = await repo.lockRecord(tx, id);
      if (!before) throw new AppError(4040);
      await checkRights(tx, actor, input, before);
      const after = await repo.update(tx, id, input);
      if (before.email !== input.email) await repo.syncAccountEmail(tx, id, input.email);
      await writeAudit(tx, {
        actorId: actor.employeeId,
        action: 'employee.update',
        entity: 'employees',
        entityId: id,
        data: { before: auditView(before), after: auditView(after) },
      });
    })
    .catch((e: unknown) => {
      throw e instanceof AppError ? e : raceRefusal(e);
    });
  return load(deps.db, id, now);
}

/**
 * `DELETE /employees/{id}`: only a record nothing refers to (no requests, approval steps or
 * timesheet days); otherwise 422 / 4334, record the resignation instead. One cannot delete oneself.
 */
export async function remove(deps: EmployeeDeps, actor: Actor, id: number) {
  await requirePeopleManager(deps.db, actor);
  if (id === actor.employeeId) throw new AppError(4030);
  const avatar = await deps.db.transaction(async (tx) => {
    const before = await repo.lockRecord(tx, id);
    if (!before) throw new AppError(4040);
    if (await repo.hasHistory(tx, id)) throw new AppError(4334);
    await repo.remove(tx, id);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'employee.delete',
      entity: 'employees',
      entityId: id,
      data: { before: auditView(before), after: null },
    });
    return before.avatar;
  });
  if (avatar) await deps.blobs.delete(avatar);
}

/**
 * `POST /employees/resignation`: from the date on (the person's company zone) they cannot sign in,
 * their tokens stop working and they leave the approver lists. A date already reached ends their
 * sessions now. A date can be moved or set again; each change is audited.
 */
export async function resign(
  deps: EmployeeDeps,
  actor: Actor,
  input: { employee_id: number; resignation_date: string; resignation_reason: string },
) {
  await requirePeopleManager(deps.db, actor);
  if (input.employee_id === actor.employeeId) throw new AppError(4030);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockRecord(tx, input.employee_id);
    if (!before) throw new AppError(4040);
    if (before.join_date && input.resignation_date < before.join_date)
      throw new AppError(4220, {
        errors: {
          resignation_date: [
            {
              rule: 'after_or_equal',
              message: 'Must be on or after join_date.',
              params: { other: 'join_date' },
            },
          ],
        },
      });
    const after = await repo.setResignation(tx, before.id, input.resignation_date, input.resignation_reason);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'employee.resign',
      entity: 'employees',
      entityId: before.id,
      data: { before: auditView(before), after: auditView(after) },
    });
  });
  const employee = await load(deps.db, input.employee_id, now);
  if (employee.state === 'resigned') {
    const accountId = await repo.accountIdOf(deps.db, employee.id);
    if (accountId !== undefined) await revokeAllSessions(deps.db, accountId);
  }
  return employee;
}

/** Stores a checked image as the person's avatar (the old file is removed after the commit). */
async function storeAvatar(
  deps: EmployeeDeps,
  actor: Actor,
  id: number,
  image: { data: Uint8Array; type: string },
) {
  const ext = image.type === 'png' ? 'png' : 'jpg';
  const key = await deps.blobs.put('avatars', ext, image.data);
  let old: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const before = await repo.lockRecord(tx, id);
      if (!before) throw new AppError(4040);
      old = before.avatar;
      await repo.setAvatar(tx, id, key);
      await writeAudit(tx, {
        actorId: actor.employeeId,
        action: 'employee.avatar',
        entity: 'employees',
        entityId: id,
        data: { before: { avatar: before.avatar }, after: { avatar: key } },
      });
    });
  } catch (e) {
    await deps.blobs.delete(key);
    throw e;
  }
  if (old) await deps.blobs.delete(old);
  return load(deps.db, id, deps.now());
}

/** `POST /employees/{id}/avatar`: HR sets someone's photo. */
export async function setAvatarOf(
  deps: EmployeeDeps,
  actor: Actor,
  id: number,
  image: { data: Uint8Array; type: string },
) {
  await requirePeopleManager(deps.db, actor);
  return storeAvatar(deps, actor, id, image);
}

/** `GET /avatars/{id}`: any signed-in person sees anyone's photo (header, lists, approver tables). */
export async function avatarOf(deps: EmployeeDeps, id: number) {
  const [row] = await deps.db
    .select({ avatar: employees.avatar })
    .from(employees)
    .where(eq(employees.id, id));
  if (!row?.avatar) throw new AppError(4040);
  const data = await deps.blobs.get(row.avatar);
  if (!data) throw new AppError(4040);
  return { data, type: row.avatar.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}

/** `GET /information-profile`: one's own whole record. */
export function profile(deps: EmployeeDeps, actor: Actor) {
  return load(deps.db, actor.employeeId, deps.now());
}

/** `PUT /information-profile`: one's own contact fields; the rest is HR's. Audited. */
export async function updateProfile(deps: EmployeeDeps, actor: Actor, input: ProfileContact) {
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockRecord(tx, actor.employeeId);
    if (!before) throw new AppError(4040);
    const after = await repo.updateContact(tx, actor.employeeId, input);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'employee.profile',
      entity: 'employees',
      entityId: actor.employeeId,
      data: { before: auditView(before), after: auditView(after) },
    });
  });
  return load(deps.db, actor.employeeId, deps.now());
}

/** `POST /information-profile/avatar`: one's own photo. */
export function setOwnAvatar(deps: EmployeeDeps, actor: Actor, image: { data: Uint8Array; type: string }) {
  return storeAvatar(deps, actor, actor.employeeId, image);
}
