import { addMonths, CHART_MONTHS, type Charts, monthOf, todayIn, WORK_TYPES } from '@staffhub/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { requirePeopleManager } from '../employees/employees.policy';
import * as repo from './lookups.repository';

export interface LookupDeps {
  db: Db;
  now: () => Date;
}

export async function customers({ db }: LookupDeps) {
  return { customers: await repo.listCustomers(db) };
}

export async function positions({ db }: LookupDeps) {
  return { positions: await repo.listPositions(db) };
}

/** The fixed list of work types: nothing to read. */
export function employeeTypes() {
  return { employeeTypes: [...WORK_TYPES] };
}

export async function technologies({ db }: LookupDeps) {
  return { technologies: await repo.listTechnologies(db) };
}

/**
 * The people managers' charts: today's headcount by company, division, work type and Japanese level,
 * and the joiners and leavers of the last `CHART_MONTHS` months up to this month in the reader's
 * company (every month listed, zeros included, oldest first). The gate comes first: nothing is
 * counted for somebody who may not see it.
 */
export async function charts(deps: LookupDeps, actor: Actor): Promise<Charts> {
  await requirePeopleManager(deps.db, actor);
  const now = deps.now();
  const thisMonth = monthOf(todayIn(actor.timeZone, now));
  const months = Array.from({ length: CHART_MONTHS }, (_, i) => addMonths(thisMonth, i - CHART_MONTHS + 1));
  const [counts, moves] = await Promise.all([
    repo.headcounts(deps.db, now),
    repo.movements(deps.db, `${months[0]}-01`, `${addMonths(thisMonth, 1)}-01`),
  ]);
  return {
    ...counts,
    movements: months.map((month) => ({
      month,
      joined: moves.joined.get(month) ?? 0,
      left: moves.left.get(month) ?? 0,
    })),
  };
}
