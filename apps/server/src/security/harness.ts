import { randomUUID } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { createSession } from '../modules/auth/auth.repository';
import { TokenSigner } from '../modules/auth/auth.tokens';
import type { TestContext } from '../test/helpers';
import { type AppUnderTest, buildAppUnderTest, mintSession, type Template } from './app-under-test';

/** The security suites' side of vitest: the template the global setup made, and the app on a copy of it. */

export type SecurityContext = TestContext & Pick<AppUnderTest, 'logged'> & { kind: Template['kind'] };

/** Where the global setup left the seeded template. */
export const templateOfRun = (): Template => ({
  kind: inject('dbKind'),
  template: inject('dbTemplate'),
  url: process.env.TEST_DATABASE_URL,
});

/**
 * The app in this process on its own copy of the seeded database (as `setupTestApp` gives the API
 * tests), its logged errors kept; closed after the file. The factories take it as a `TestContext`.
 */
export async function setupSecurityApp(): Promise<SecurityContext> {
  const t = templateOfRun();
  const built = await buildAppUnderTest(t);
  afterAll(() => built.close());
  return { ...built, now: () => new Date(), kind: t.kind };
}

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/**
 * Tokens every route behind sign-in must refuse with 401 / 4010: each is wrong in exactly one way,
 * the rest of it naming a live session of `accountId`.
 */
export async function badTokens(ctx: SecurityContext, accountId: number) {
  const ttl = ctx.config.TOKEN_TTL_SECONDS;
  const live = new TokenSigner(ctx.config.tokenSecret, ttl);
  const sessionId = randomUUID();
  await createSession(ctx.database.db, sessionId, accountId, ttl);
  const claims = { accountId, sessionId };
  const nowS = Math.floor(Date.now() / 1000);
  const loggedOut = await mintSession(ctx, accountId);
  const out = await ctx.app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: { authorization: `Bearer ${loggedOut}` },
  });
  if (out.statusCode !== 200) throw new Error(`logout of the logged-out token: ${out.statusCode}`);
  return {
    /** No Authorization header at all. */
    none: null,
    garbage: 'not-a-token',
    /** Signed with the right key for a live session, but expired two days ago. */
    expired: await live.sign(claims, new Date(Date.now() - 2 * 86_400_000 - ttl * 1000)),
    /** The right claims and a live session, signed with another key. */
    forged: await new TokenSigner('another-secret-another-secret-0123456789', ttl).sign(claims),
    /** `alg: none`, no signature. */
    unsigned: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(accountId), sid: sessionId, iss: 'staffhub', iat: nowS, exp: nowS + 3600 })}.`,
    /** A token whose session ended with logout. */
    loggedOut,
  } as const;
}
