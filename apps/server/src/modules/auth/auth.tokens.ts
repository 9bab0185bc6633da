import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  accountId: number;
  sessionId: string;
}

const ISSUER = 'staffhub';

/** Verified tokens kept in memory: verifying an HMAC on every request is the costliest step of auth. */
const CACHE_LIMIT = 10_000;

export class TokenSigner {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();
  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.accountId))
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key);
  }

  /** Returns the claims, or null for any invalid, tampered or expired token. */
  async verify(token: string): Promise<TokenClaims | null> {
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.exp * 1000 > Date.now()) return hit.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const accountId = Number(payload.sub);
      if (!Number.isInteger(accountId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
        return null;
      const claims = { accountId, sessionId: payload.sid };
      if (this.verified.size >= CACHE_LIMIT) this.verified.clear();
      this.verified.set(token, { claims, exp: payload.exp });
      return claims;
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) return null;
      throw e;
    }
  }
}
