import { type HolidayInput, todayIn } from '@staffhub/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type Actor, requireAdmin } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import * as repo from './holidays.repository';

export interface HolidayDeps {
  db: Db;
  now: () => Date;
}

/** A company's holidays of a year: by default the reader's company, and this year in its zone. */
export async function list(
  deps: HolidayDeps,
  actor: Actor,
  q: { company_id?: number | undefined; year?: number | undefined },
) {
  const companyId = q.company_id ?? actor.companyId;
  // This year in the reader's company: 1 January starts in Tokyo and Hanoi before it does in UTC.
  const year = q.year ?? Number(todayIn(actor.timeZone, deps.now()).slice(0, 4));
  return { holidays: await repo.ofYear(deps.db, companyId, year) };
}

/** Administrators add a holiday (one a day per company: 4320), audited. */
export async function create(deps: HolidayDeps, actor: Actor, input: HolidayInput) {
  requireAdmin(actor);
  return deps.db.transaction(async (tx) => {
    if (await repo.taken(tx, input.company_id, input.date)) throw new AppError(4320, { field: 'date' });
    const row = await repo.insert(tx, input);
    if (!row) throw new AppError(5000);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'holiday.create',
      entity: 'holidays',
      entityId: row.id,
      data: input,
    });
    return row;
  });
}

/** Administrators move or rename a holiday, audited with what it was. */
export async function update(
  deps: HolidayDeps,
  actor: Actor,
  id: number,
  input: { date: string; name: string },
) {
  requireAdmin(actor);
  return deps.db.transaction(async (tx) => {
    const current = await repo.findById(tx, id);
    if (!current) throw new AppError(4040);
    if (await repo.taken(tx, current.company_id, input.date, current.id))
      throw new AppError(4320, { field: 'date' });
    const row = await repo.update(tx, id, input);
    if (!row) throw new AppError(4040);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'holiday.update',
      entity: 'holidays',
      entityId: row.id,
      data: { before: { date: current.date, name: current.name }, after: input },
    });
    return row;
  });
}

/** Administrators remove a holiday, audited with what it was. */
export async function remove(deps: HolidayDeps, actor: Actor, id: number) {
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const row = await repo.remove(tx, id);
    if (!row) throw new AppError(4040);
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'holiday.delete',
      entity: 'holidays',
      entityId: row.id,
      data: { date: row.date, name: row.name },
    });
  });
}
