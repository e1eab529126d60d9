import { createHmac } from 'node:crypto';
import type { Role } from '../shared/roles';

/**
 * Research readers see who acted only as a pseudonym: stable per user (so a
 * reader can group one person's changes), never the id or email, and not
 * reversible without the secret. A keyed hash, not a plain one, because user
 * ids are few enough to guess by trying them all.
 */
export class ActorPseudonyms {
  private readonly cache = new Map<string, string>();

  constructor(private readonly secret: string) {}

  of(userId: string): string {
    let pseudonym = this.cache.get(userId);
    if (pseudonym === undefined) {
      pseudonym = `anon-${createHmac('sha256', this.secret).update(userId).digest('base64url').slice(0, 22)}`;
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(userId, pseudonym);
    }
    return pseudonym;
  }

  /** The user id a reader of this role may see: research (readonly) readers get the pseudonym. */
  shownTo(readerRole: Role, userId: string): string {
    return readerRole === 'readonly' ? this.of(userId) : userId;
  }
}
