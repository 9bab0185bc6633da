import { and, eq, gt, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isWorking } from '../../db/employee-active';
import { prepared } from '../../db/prepared';
import { accounts, authSessions, companies, employees, rateLimits } from '../../db/schema';

export function findAccountByEmail(db: Db, email: string) {
  return db.query.accounts.findFirst({ where: eq(accounts.email, email.toLowerCase()) });
}

export function findAccountById(db: Db, id: number) {
  return db.query.accounts.findFirst({ where: eq(accounts.id, id) });
}

/** A session that lives `ttlSeconds` on the database's clock, the clock that checks it. */
export async function createSession(db: Db, id: string, accountId: number, ttlSeconds: number) {
  await db
    .insert(authSessions)
    .values({ id, account_id: accountId, expires_at: sql`now() + make_interval(secs => ${ttlSeconds})` });
}

function liveSessionQuery(db: Db) {
  return db
    .select({
      accountId: authSessions.account_id,
      employeeId: accounts.employee_id,
      companyId: employees.company_id,
      timeZone: companies.time_zone,
      isAdmin: sql<boolean>`exists(select 1 from departments d where d.id = ${employees.department_id} and d.code = 'ADMIN')`,
      expiresAt: authSessions.expires_at,
    })
    .from(authSessions)
    .innerJoin(accounts, eq(accounts.id, authSessions.account_id))
    .innerJoin(employees, eq(employees.id, accounts.employee_id))
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.account_id, sql.placeholder('accountId')),
        isNull(authSessions.revoked_at),
        gt(authSessions.expires_at, sql`now()`),
        // From the resignation date (their company's today at the app clock) the token stops working.
        sql`(${employees.resignation_date} is null or ${employees.resignation_date} > (${sql.placeholder('now')}::timestamptz at time zone ${companies.time_zone})::date)`,
      ),
    )
    .limit(1)
    .prepare('live_session');
}

/**
 * The live session of a token with its employee's company zone and admin right, or undefined (also
 * once the employee has resigned at `now`). Runs on every request, so it is a prepared statement
 * (parsed and planned once per connection).
 */
export async function findLiveSession(db: Db, sessionId: string, accountId: number, now: Date) {
  const rows = await prepared(db, 'live_session', liveSessionQuery).execute({
    sessionId,
    accountId,
    now: now.toISOString(),
  });
  return rows[0];
}

/** Ends a live session; false when it had already ended (a concurrent logout or refresh won). */
export async function revokeSession(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(authSessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revoked_at)))
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

export async function revokeAllSessions(db: Db, accountId: number) {
  await db
    .update(authSessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(authSessions.account_id, accountId), isNull(authSessions.revoked_at)));
}

export async function updatePassword(db: Db, accountId: number, hash: string) {
  await db
    .update(accounts)
    .set({ password_hash: hash, password_changed_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(accounts.id, accountId));
}

/** Whether the employee has resigned by `now` (their company's today). */
export async function hasResigned(db: Db, employeeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, employeeId), not(isWorking(now))));
  return rows.length > 0;
}

export async function touchLogin(db: Db, accountId: number) {
  await db.update(accounts).set({ last_login_at: sql`now()` }).where(eq(accounts.id, accountId));
}

/**
 * Fixed-window counter: adds one hit to `key` and returns the count in the current window.
 * One atomic upsert, so concurrent processes never lose a hit.
 */
export async function hitCounter(db: Db, key: string, windowSeconds: number): Promise<number> {
  const expired = sql`${rateLimits.window_start} <= now() - make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, window_start: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        window_start: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.window_start} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? 1;
}

/** The count of `key` in its current window (0 when none or expired). */
export async function readCounter(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        sql`${rateLimits.window_start} > now() - make_interval(secs => ${windowSeconds})`,
      ),
    );
  return rows[0]?.count ?? 0;
}

export async function clearCounter(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
