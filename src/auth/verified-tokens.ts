import jwt, { type JwtPayload } from 'jsonwebtoken';
import { JWT_ALGORITHM } from './access-tokens';
import type { AuthConfig } from './auth-config';
import { jwtKey } from './jwt-key';

/** Enough for every token of a busy deployment's 15-minute window; the oldest are dropped beyond it. */
export const DEFAULT_VERIFIED_TOKENS = 10_000;

/**
 * Verifies bearer tokens (HS256, our issuer) and remembers the claims of the
 * ones that passed, keyed by the whole token, until the token's own `exp`:
 * a client sends the same token with every request for its lifetime, and
 * decoding plus an HMAC per request was a tenth of the main thread under
 * read load. Only a successful verification is kept, so an altered, foreign
 * or malformed token is checked (and refused) every time; a token past its
 * `exp` is verified again, which throws jsonwebtoken's TokenExpiredError
 * exactly as before. What the claims do not say (the account disabled, its
 * password reset, its role changed) is still looked up per request by the
 * caller. Bounded: least recently used tokens are dropped first.
 */
export class VerifiedTokens {
  private readonly verified = new Map<string, Readonly<JwtPayload>>();
  private readonly options: jwt.VerifyOptions & { complete?: false };
  private readonly key: ReturnType<typeof jwtKey>;

  constructor(
    config: Pick<AuthConfig, 'jwtSecret' | 'jwtIssuer'>,
    private readonly capacity = DEFAULT_VERIFIED_TOKENS,
  ) {
    this.key = jwtKey(config.jwtSecret);
    this.options = { algorithms: [JWT_ALGORITHM], issuer: config.jwtIssuer };
  }

  /** The token's claims; throws what jsonwebtoken throws for a token it refuses. */
  claimsOf(token: string, nowMs = Date.now()): Readonly<JwtPayload> | string {
    const known = this.verified.get(token);
    // jsonwebtoken's own test: expired once the current whole second reaches exp.
    if (known !== undefined && Math.floor(nowMs / 1000) < (known.exp as number)) {
      // Most recently used last: the first key of the map is the one to drop.
      this.verified.delete(token);
      this.verified.set(token, known);
      return known;
    }
    this.verified.delete(token);
    const claims = jwt.verify(token, this.key, { ...this.options, clockTimestamp: Math.floor(nowMs / 1000) });
    // A payload that is not a JSON object is no access token; the caller refuses it.
    if (typeof claims === 'string') return claims;
    const frozen = Object.freeze(claims);
    // Without an expiry there is no moment to forget it at; not-before means "not yet valid" may change.
    if (typeof frozen.exp === 'number' && frozen.nbf === undefined) this.remember(token, frozen);
    return frozen;
  }

  get size(): number {
    return this.verified.size;
  }

  private remember(token: string, claims: Readonly<JwtPayload>): void {
    if (this.verified.size >= this.capacity) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, claims);
  }
}
