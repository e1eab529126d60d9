import type { JwtPayload } from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';

/** Enough for every token of a busy deployment's 15-minute window; the oldest are dropped beyond it. */
export const DEFAULT_REMEMBERED_TOKENS = 10_000;

/**
 * The claims of bearer tokens koa-jwt has verified, keyed by the whole token,
 * kept until the token's own `exp`: a client sends the same token with every
 * request for its lifetime, and decoding plus an HMAC per request was a tenth
 * of the main thread under read load. Only verified claims are handed in, so
 * an altered, foreign or malformed token is never found here and is verified
 * (and refused) every time; a token at or past its `exp` is not found either,
 * so koa-jwt refuses it as expired exactly as before. What the claims do not
 * say (the account disabled, its password reset) is still looked up per
 * request by the caller. Bounded: least recently used tokens are dropped first.
 */
export class RememberedClaims {
  private readonly claims: LRUCache<string, Readonly<JwtPayload>>;

  constructor(capacity = DEFAULT_REMEMBERED_TOKENS) {
    this.claims = new LRUCache({ max: capacity });
  }

  /** The claims remembered for this exact token while it is unexpired, else undefined. */
  recall(token: string, nowMs = Date.now()): Readonly<JwtPayload> | undefined {
    const known = this.claims.get(token);
    if (known === undefined) return undefined;
    // jsonwebtoken's own test: expired once the current whole second reaches exp.
    if (Math.floor(nowMs / 1000) < (known.exp as number)) return known;
    this.claims.delete(token);
    return undefined;
  }

  /** Keeps what a verification returned; tokens without an expiry or with a not-before are not kept. */
  remember(token: string, verified: unknown): void {
    if (typeof verified !== 'object' || verified === null) return;
    const claims = verified as JwtPayload;
    if (typeof claims.exp !== 'number' || claims.nbf !== undefined) return;
    this.claims.set(token, Object.freeze({ ...claims }));
  }

  get size(): number {
    return this.claims.size;
  }
}
