import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  type ChangePassword,
  LOGIN_FAILURES_PER_ACCOUNT_WINDOW_SECONDS,
  LOGIN_LIMIT_PER_IP_WINDOW_SECONDS,
  type Login,
} from '@staffhub/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import * as repo from './auth.repository';
import type { TokenSigner } from './auth.tokens';

export const hashPassword = (plain: string) => hash(plain);

// Verifying against this when the email is unknown keeps response times alike, so timing does not
// reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hash('not-a-real-password-0000');
  return dummyHash;
};

export interface AuthDeps {
  db: Db;
  config: Config;
  tokens: TokenSigner;
  now: () => Date;
}

async function issueToken({ db, tokens }: AuthDeps, accountId: number) {
  const sessionId = randomUUID();
  await repo.createSession(db, sessionId, accountId, tokens.ttlSeconds);
  const token = await tokens.sign({ accountId, sessionId });
  return { token, token_type: 'Bearer' as const, expires_in: tokens.ttlSeconds };
}

function tooMany(retryAfterSeconds: number) {
  return new AppError(4291, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

/** Signs in; throttled per client IP (all attempts) and per account (failed attempts). */
export async function login(deps: AuthDeps, input: Login, ip: string) {
  const { db, config } = deps;
  const email = input.email.toLowerCase();
  const ipHits = await repo.hitCounter(db, `login:ip:${ip}`, LOGIN_LIMIT_PER_IP_WINDOW_SECONDS);
  if (ipHits > config.LOGIN_LIMIT_PER_IP) throw tooMany(LOGIN_LIMIT_PER_IP_WINDOW_SECONDS);
  const accountKey = `login:account:${email}`;
  const failures = await repo.readCounter(db, accountKey, LOGIN_FAILURES_PER_ACCOUNT_WINDOW_SECONDS);
  if (failures >= config.LOGIN_FAILURES_PER_ACCOUNT) throw tooMany(LOGIN_FAILURES_PER_ACCOUNT_WINDOW_SECONDS);

  const account = await repo.findAccountByEmail(db, email);
  const ok = await verify(account?.password_hash ?? (await getDummyHash()), input.password);
  if (!account || !ok) {
    await repo.hitCounter(db, accountKey, LOGIN_FAILURES_PER_ACCOUNT_WINDOW_SECONDS);
    throw new AppError(4011);
  }
  if (failures > 0) await repo.clearCounter(db, accountKey);
  // Said only to whoever knows the password: a resigned person is told why, nobody else learns it.
  if (await repo.hasResigned(db, account.employee_id, deps.now())) throw new AppError(4012);
  await repo.touchLogin(db, account.id);
  return issueToken(deps, account.id);
}

/** Exchanges a live token for a new one; the old one stops working. */
/**
 * A new token for the session's account, ending the session: exactly once, so a burst of refreshes
 * of one token yields one new session and the rest 401.
 */
export async function refresh(deps: AuthDeps, accountId: number, sessionId: string) {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.revokeSession(tx, sessionId))) throw new AppError(4010);
    return issueToken({ ...deps, db: tx }, accountId);
  });
}

/** Ends the session; a second logout of it (or one racing it) is 401, as any ended session. */
export async function logout(deps: AuthDeps, sessionId: string) {
  if (!(await repo.revokeSession(deps.db, sessionId))) throw new AppError(4010);
}

/** Changes the password and signs out every session of the account (the web then shows Login). */
export async function changePassword(deps: AuthDeps, accountId: number, input: ChangePassword) {
  const account = await repo.findAccountById(deps.db, accountId);
  if (!account) throw new AppError(4010);
  if (!(await verify(account.password_hash, input.password))) throw new AppError(5014, { field: 'password' });
  const newHash = await hashPassword(input.password_new);
  await deps.db.transaction(async (tx) => {
    await repo.updatePassword(tx, accountId, newHash);
    await repo.revokeAllSessions(tx, accountId);
  });
}
