import type { Collection, Db } from 'mongodb';
import { DEFAULT_LEASE_TTL_MS, type ProjectorLease, newHolderId } from './projector-lease';

/** One document per term of a lease: `<projection>#<term>`. */
interface LeaseTerm {
  _id: string;
  projection: string;
  term: number;
  holder: string;
  expires_at: Date;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown }).code === 11000;
}

const termId = (projection: string, term: number): string => `${projection}#${term}`;

/**
 * A lease as a sequence of terms. Taking a free or expired lease means
 * inserting the next term's document, and an insert of an existing _id fails
 * atomically on every MongoDB-compatible server, so exactly one contender
 * wins. (A conditional upsert would be enough on MongoDB, but FerretDB v1
 * evaluates an update's filter and write separately, and several contenders
 * then all "matched" an expired lease.)
 *
 * Expiry uses this process's clock (FerretDB v1 has no `$$NOW` in filters),
 * so the ttl must dwarf the clock skew between hosts. Like every lease this
 * is not a fence: the read models' position guards keep a late writer harmless.
 */
export class MongoProjectorLease implements ProjectorLease {
  private readonly myTerms = new Map<string, number>();

  private constructor(
    private readonly terms: Collection<LeaseTerm>,
    readonly holder: string,
    readonly ttlMs: number,
  ) {}

  static async open(db: Db, options: { holder?: string; ttlMs?: number } = {}): Promise<MongoProjectorLease> {
    return new MongoProjectorLease(
      db.collection<LeaseTerm>('projector_lease_terms'),
      options.holder ?? newHolderId(),
      options.ttlMs ?? DEFAULT_LEASE_TTL_MS,
    );
  }

  private async latest(projection: string): Promise<LeaseTerm | null> {
    return this.terms.find({ projection }).sort({ term: -1 }).limit(1).next();
  }

  async acquire(projection: string): Promise<boolean> {
    const current = await this.latest(projection);
    const now = Date.now();
    if (current && current.holder === this.holder && current.expires_at.getTime() > now) return this.renew(projection);
    if (current && current.expires_at.getTime() > now) return false;
    const term = (current?.term ?? 0) + 1;
    try {
      await this.terms.insertOne({
        _id: termId(projection, term),
        projection,
        term,
        holder: this.holder,
        expires_at: new Date(now + this.ttlMs),
      });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    this.myTerms.set(projection, term);
    // Older terms only tell history; keep the collection small.
    await this.terms.deleteMany({ projection, term: { $lt: term - 1 } });
    return true;
  }

  async renew(projection: string): Promise<boolean> {
    const term = this.myTerms.get(projection);
    if (term === undefined) return false;
    const result = await this.terms.updateOne(
      { _id: termId(projection, term), holder: this.holder },
      { $set: { expires_at: new Date(Date.now() + this.ttlMs) } },
    );
    const superseded = (await this.terms.countDocuments({ projection, term: { $gt: term } })) > 0;
    if (result.matchedCount !== 1 || superseded) {
      this.myTerms.delete(projection);
      return false;
    }
    return true;
  }

  async release(projection: string): Promise<void> {
    const term = this.myTerms.get(projection);
    if (term === undefined) return;
    this.myTerms.delete(projection);
    // Expire the term now so the next contender need not wait out the ttl.
    await this.terms.updateOne(
      { _id: termId(projection, term), holder: this.holder },
      { $set: { expires_at: new Date(0) } },
    );
  }

  async close(): Promise<void> {
    // The client belongs to the MongoConnection, shared with the read store.
  }
}
