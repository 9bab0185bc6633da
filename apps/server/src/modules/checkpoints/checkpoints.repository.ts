import type {
  CheckpointAnswers,
  CheckpointForm,
  CheckpointPeriodInput,
  ReviewListQuery,
} from '@staffhub/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkpointChangeRequests, checkpointPeriods, checkpointReviews } from '../../db/schema';

/** Storage of check-point periods, reviews and change requests (issue #17, docs/api-checkpoint.md). */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type PeriodBase = typeof checkpointPeriods.$inferSelect;

/** A period as stored (what the rules read). */
export async function periodRow(
  db: Db,
  id: number,
  lock?: 'share' | 'update',
): Promise<PeriodBase | undefined> {
  const query = db.select().from(checkpointPeriods).where(eq(checkpointPeriods.id, id));
  const [row] = lock ? await query.for(lock === 'share' ? 'share' : 'update') : await query;
  return row;
}

/** How many reviews each of these periods has. */
export async function reviewCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; n: number }>(
    await db.execute(sql`
      select period_id as id, count(*)::int as n from checkpoint_reviews
      where period_id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) group by period_id`),
  );
  return new Map(rows.map((r) => [Number(r.id), r.n]));
}

/** Every period, newest first (bounded: a company opens a few a year). */
export async function allPeriods(db: Db, limit = 200): Promise<PeriodBase[]> {
  return db
    .select()
    .from(checkpointPeriods)
    .orderBy(desc(checkpointPeriods.self_start), desc(checkpointPeriods.id))
    .limit(limit);
}

/** The periods in which this person has a review (or reviews someone), newest first. */
export async function periodIdsOf(db: Db, employeeId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select p.id from checkpoint_periods p
      where exists (select 1 from checkpoint_reviews r where r.period_id = p.id
                    and (r.employee_id = ${employeeId} or r.pm_id = ${employeeId} or r.dm_id = ${employeeId}))
      order by p.self_start desc, p.id desc limit 200`),
  );
  return rows.map((r) => r.id);
}

export async function insertPeriod(tx: Db, input: CheckpointPeriodInput, by: number): Promise<number> {
  const [row] = await tx
    .insert(checkpointPeriods)
    .values({ ...input, created_by: by })
    .returning({ id: checkpointPeriods.id });
  return (row as { id: number }).id;
}

export async function updatePeriod(tx: Db, id: number, input: CheckpointPeriodInput) {
  await tx
    .update(checkpointPeriods)
    .set({ ...input, updated_at: new Date() })
    .where(eq(checkpointPeriods.id, id));
}

/**
 * One review per employee of the period's companies working there on `self_start`, with its
 * reviewers from the org data: the PM of the project membership running that day that started last
 * (else the foot's leader), and the division's manager; never the employee themselves, nor anyone
 * who has left by that day. One
 * statement, so 20,000 employees open in one round trip. Returns how many were created.
 */
export async function createReviews(tx: Db, periodId: number, day: string, companyIds: readonly number[]) {
  const companies = sql.join(
    companyIds.map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with made as (
        insert into checkpoint_reviews (period_id, employee_id, pm_id, dm_id)
        select ${periodId}, e.id,
          coalesce(
            (select pm.employee_id
               from project_members m
               join projects p on p.id = m.project_id
               join project_members pm on pm.project_id = m.project_id and pm.role = 'PM'
               join employees pe on pe.id = pm.employee_id
              where m.employee_id = e.id and m.role = 'MEMBER' and pm.employee_id <> e.id
                and (pe.resignation_date is null or pe.resignation_date > ${day}::date)
                and coalesce(m.start_date, p.start_date) <= ${day}::date
                and coalesce(m.end_date, p.end_date, '9999-12-31'::date) >= ${day}::date
              order by coalesce(m.start_date, p.start_date) desc, p.id desc, pm.id desc
              limit 1),
            leader.id),
          manager.id
        from employees e
        left join divisions d on d.id = e.division_id
        left join foots f on f.id = e.foot_id
        left join employees leader on leader.id = f.leader_id and leader.id <> e.id
          and (leader.resignation_date is null or leader.resignation_date > ${day}::date)
        left join employees manager on manager.id = d.manager_id and manager.id <> e.id
          and (manager.resignation_date is null or manager.resignation_date > ${day}::date)
        where e.company_id in (${companies})
          and (e.resignation_date is null or e.resignation_date > ${day}::date)
          and (coalesce(e.start_date, e.join_date) is null or coalesce(e.start_date, e.join_date) <= ${day}::date)
        on conflict (period_id, employee_id) do nothing
        returning 1
      )
      select count(*)::int as n from made`),
  );
  return rows[0]?.n ?? 0;
}

/** Whether any self-assessment of the period was sent (its form is then frozen). */
export async function anySelfSent(db: Db, periodId: number): Promise<boolean> {
  const rows = rowsOf<{ x: number }>(
    await db.execute(
      sql`select 1 as x from checkpoint_reviews where period_id = ${periodId} and self_sent_at is not null limit 1`,
    ),
  );
  return rows.length > 0;
}

/** A review with the people it names, as the service presents it. */
export interface ReviewRow {
  id: number;
  period_id: number;
  employee_id: number;
  employee_code: string;
  employee_name: string;
  division: string | null;
  position: string | null;
  pm_id: number | null;
  pm_name: string | null;
  dm_id: number | null;
  dm_name: string | null;
  stage: number;
  self_answers: CheckpointAnswers | null;
  self_sent_at: Date | string | null;
  pm_answers: CheckpointAnswers | null;
  pm_raise: number | string | null;
  pm_sent_at: Date | string | null;
  dm_comment: string | null;
  dm_sent_at: Date | string | null;
  interview_note: string | null;
  final_raise: number | string | null;
  interviewed_by: number | null;
  interviewed_by_name: string | null;
  interview_sent_at: Date | string | null;
  confirmed_at: Date | string | null;
}

const REVIEW_COLUMNS = sql`
  r.id, r.period_id, r.employee_id, e.employee_code, e.name as employee_name,
  dv.name as division, ps.name as position,
  r.pm_id, pm.name as pm_name, r.dm_id, dm.name as dm_name, r.stage,
  r.self_answers, r.self_sent_at, r.pm_answers, r.pm_raise, r.pm_sent_at, r.dm_comment, r.dm_sent_at,
  r.interview_note, r.final_raise, r.interviewed_by, ib.name as interviewed_by_name, r.interview_sent_at,
  r.confirmed_at`;
const REVIEW_JOINS = sql`
  from checkpoint_reviews r
  join employees e on e.id = r.employee_id
  left join divisions dv on dv.id = e.division_id
  left join positions ps on ps.id = e.position_id
  left join employees pm on pm.id = r.pm_id
  left join employees dm on dm.id = r.dm_id
  left join employees ib on ib.id = r.interviewed_by`;

export async function reviewById(db: Db, id: number, lock = false): Promise<ReviewRow | undefined> {
  const rows = rowsOf<ReviewRow>(
    await db.execute(
      lock
        ? sql`select ${REVIEW_COLUMNS} ${REVIEW_JOINS} where r.id = ${id} for update of r`
        : sql`select ${REVIEW_COLUMNS} ${REVIEW_JOINS} where r.id = ${id}`,
    ),
  );
  return rows[0];
}

export async function reviewOf(db: Db, periodId: number, employeeId: number): Promise<ReviewRow | undefined> {
  const rows = rowsOf<ReviewRow>(
    await db.execute(
      sql`select ${REVIEW_COLUMNS} ${REVIEW_JOINS} where r.period_id = ${periodId} and r.employee_id = ${employeeId}`,
    ),
  );
  return rows[0];
}

/** The fields one step writes. */
export type ReviewPatch = Partial<
  Pick<
    typeof checkpointReviews.$inferInsert,
    | 'stage'
    | 'self_answers'
    | 'self_sent_at'
    | 'pm_answers'
    | 'pm_raise'
    | 'pm_sent_at'
    | 'dm_comment'
    | 'dm_sent_at'
    | 'interview_note'
    | 'final_raise'
    | 'interviewed_by'
    | 'interview_sent_at'
    | 'confirmed_at'
  >
>;

export async function patchReview(tx: Db, id: number, patch: ReviewPatch) {
  await tx
    .update(checkpointReviews)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(checkpointReviews.id, id));
}

/** Who the review list shows: a reviewer's own reviews, or every review of the period (staff). */
export interface ListScope {
  list: ReviewListQuery['list'];
  /** null: every review of the period. */
  reviewerId: number | null;
  today: string;
}

/** SQL of "at the list's step now" and "past it" for each list. */
function statusFilter(
  list: ReviewListQuery['list'],
  status: ReviewListQuery['status'],
  today: string,
): SQL | null {
  if (status === 'all') return null;
  const waiting = status === 'waiting';
  switch (list) {
    case 'pm':
      return waiting
        ? sql`r.pm_sent_at is null and (r.stage = 1 or (r.stage = 0 and p.self_end < ${today}::date))`
        : sql`r.pm_sent_at is not null`;
    case 'dm':
      return waiting
        ? sql`(r.stage = 2 or (r.stage = 0 and r.pm_id is null and p.self_end < ${today}::date))`
        : sql`r.dm_sent_at is not null`;
    case 'interview':
      return waiting
        ? sql`(r.stage = 3 or (r.stage = 0 and r.pm_id is null and r.dm_id is null and p.self_end < ${today}::date))`
        : sql`r.interview_sent_at is not null`;
    case 'result':
      return waiting ? sql`r.stage = 4` : sql`r.stage = 5`;
    case 'all':
      return waiting ? sql`r.stage < 4` : sql`r.stage >= 4`;
  }
}

function scopeFilter(scope: ListScope): SQL | null {
  const me = scope.reviewerId;
  if (me === null) return scope.list === 'result' ? sql`r.stage >= 4` : null;
  switch (scope.list) {
    case 'pm':
      return sql`r.pm_id = ${me}`;
    case 'dm':
    case 'interview':
      return sql`r.dm_id = ${me}`;
    case 'result':
      return sql`r.stage >= 4 and (r.pm_id = ${me} or r.dm_id = ${me})`;
    case 'all':
      return sql`false`;
  }
}

/**
 * One page of a period's reviews for a list, in staff-record order (employee id, which the unique
 * (period, employee) index walks without a sort): the count and the page's ids over the reviews alone
 * (their employee only for a search, the period only when a filter reads its dates), then the page's
 * rows with every name they show.
 */
export async function listPage(db: Db, periodId: number, scope: ListScope, q: ReviewListQuery) {
  const filters: SQL[] = [sql`r.period_id = ${periodId}`];
  const byScope = scopeFilter(scope);
  if (byScope) filters.push(byScope);
  const byStatus = statusFilter(scope.list, q.status, scope.today);
  if (byStatus) filters.push(byStatus);
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`(lower(e.name) like ${like} or lower(e.employee_code) like ${like})`);
  }
  const where = sql.join(filters, sql` and `);
  // The waiting filters of the reviewers' lists read the self window (a review never sent reaches them).
  const period =
    q.status === 'waiting' && scope.list !== 'result' && scope.list !== 'all'
      ? sql`join checkpoint_periods p on p.id = r.period_id`
      : sql``;
  const person = q.q ? sql`join employees e on e.id = r.employee_id` : sql``;
  const [count] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from checkpoint_reviews r ${person} ${period} where ${where}`,
    ),
  );
  const total = count?.n ?? 0;
  if (total === 0) return { rows: [], total };
  const page = rowsOf<{ id: number }>(
    await db.execute(sql`
      select r.id from checkpoint_reviews r ${person} ${period}
      where ${where} order by r.employee_id
      limit ${q.perpage} offset ${(q.page - 1) * q.perpage}`),
  );
  if (page.length === 0) return { rows: [], total };
  const ids = sql.join(
    page.map((r) => sql`${r.id}`),
    sql`, `,
  );
  const rows = rowsOf<ReviewRow>(
    await db.execute(
      sql`select ${REVIEW_COLUMNS} ${REVIEW_JOINS} where r.id in (${ids}) order by r.employee_id`,
    ),
  );
  return { rows, total };
}

/** The export's rows at most (one per employee of a period; a company of 20,000 fits). */
export const EXPORT_MAX_ROWS = 50_000;

/** Every review of a period in scope, for the export, at most EXPORT_MAX_ROWS. */
export async function exportRows(db: Db, periodId: number, dmId: number | null) {
  const where =
    dmId === null ? sql`r.period_id = ${periodId}` : sql`r.period_id = ${periodId} and r.dm_id = ${dmId}`;
  return rowsOf<ReviewRow>(
    await db.execute(
      sql`select ${REVIEW_COLUMNS} ${REVIEW_JOINS} where ${where} order by r.employee_id limit ${EXPORT_MAX_ROWS}`,
    ),
  );
}

/** Whether the person is PM / department head of some review (their lists exist for them). */
export async function reviewerRoles(db: Db, employeeId: number) {
  const rows = rowsOf<{ pm: boolean; dm: boolean }>(
    await db.execute(sql`
      select exists(select 1 from checkpoint_reviews where pm_id = ${employeeId}) as pm,
             exists(select 1 from checkpoint_reviews where dm_id = ${employeeId}) as dm`),
  );
  return rows[0] ?? { pm: false, dm: false };
}

/** What waits for the person in periods not closed on `today`: the left menu's counts. */
export async function menuCounts(db: Db, employeeId: number, today: string, staff: boolean) {
  const [mine] = rowsOf<{
    member: number;
    member_waiting: number;
    pm: number;
    pm_waiting: number;
    dm: number;
    dm_waiting: number;
    dm_interview: number;
  }>(
    await db.execute(sql`
      select
        count(*) filter (where r.employee_id = ${employeeId})::int as member,
        count(*) filter (where r.employee_id = ${employeeId} and (r.stage = 4
          or (r.stage = 0 and p.self_start <= ${today}::date and p.self_end >= ${today}::date)))::int as member_waiting,
        count(*) filter (where r.pm_id = ${employeeId})::int as pm,
        count(*) filter (where r.pm_id = ${employeeId} and r.pm_sent_at is null
          and (r.stage = 1 or (r.stage = 0 and p.self_end < ${today}::date)))::int as pm_waiting,
        count(*) filter (where r.dm_id = ${employeeId})::int as dm,
        count(*) filter (where r.dm_id = ${employeeId} and (r.stage = 2
          or (r.stage = 0 and r.pm_id is null and p.self_end < ${today}::date)))::int as dm_waiting,
        count(*) filter (where r.dm_id = ${employeeId} and r.stage = 3)::int as dm_interview
      from checkpoint_reviews r join checkpoint_periods p on p.id = r.period_id
      where p.end_date >= ${today}::date
        and (r.employee_id = ${employeeId} or r.pm_id = ${employeeId} or r.dm_id = ${employeeId})`),
  );
  let interview = mine?.dm_interview ?? 0;
  if (staff) {
    const [all] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from checkpoint_reviews r join checkpoint_periods p on p.id = r.period_id
        where p.end_date >= ${today}::date and r.stage = 3`),
    );
    interview = all?.n ?? 0;
  }
  return {
    ...(mine ?? { member: 0, member_waiting: 0, pm: 0, pm_waiting: 0, dm: 0, dm_waiting: 0 }),
    interview,
  };
}

export type ChangeRequestRow = typeof checkpointChangeRequests.$inferSelect & {
  decided_by_name: string | null;
};

export async function changeRequestsOf(db: Db, reviewId: number): Promise<ChangeRequestRow[]> {
  return rowsOf<ChangeRequestRow>(
    await db.execute(sql`
      select c.*, e.name as decided_by_name from checkpoint_change_requests c
      left join employees e on e.id = c.decided_by
      where c.review_id = ${reviewId} order by c.id desc limit 50`),
  );
}

export async function changeRequestById(db: Db, id: number, lock = false) {
  const rows = rowsOf<typeof checkpointChangeRequests.$inferSelect>(
    await db.execute(
      lock
        ? sql`select * from checkpoint_change_requests where id = ${id} for update`
        : sql`select * from checkpoint_change_requests where id = ${id}`,
    ),
  );
  return rows[0];
}

export async function hasPendingChange(db: Db, reviewId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: checkpointChangeRequests.id })
    .from(checkpointChangeRequests)
    .where(and(eq(checkpointChangeRequests.review_id, reviewId), eq(checkpointChangeRequests.status, 1)))
    .limit(1);
  return Boolean(row);
}

export async function insertChangeRequest(tx: Db, reviewId: number, reason: string): Promise<number> {
  const [row] = await tx
    .insert(checkpointChangeRequests)
    .values({ review_id: reviewId, reason })
    .returning({ id: checkpointChangeRequests.id });
  return (row as { id: number }).id;
}

export async function decideChangeRequest(tx: Db, id: number, approve: boolean, by: number) {
  await tx
    .update(checkpointChangeRequests)
    .set({ status: approve ? 2 : 3, decided_by: by, decided_at: new Date() })
    .where(eq(checkpointChangeRequests.id, id));
}

/** The period's form, typed (stored as JSON). */
export const formOf = (p: Pick<PeriodBase, 'form'>) => p.form as CheckpointForm;
