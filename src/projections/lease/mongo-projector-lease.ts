import type { Collection, Db } from 'mongodb';
import { DEFAULT_LEASE_TTL_MS, type ProjectorLease, newHolderId } from './projector-lease';

interface LeaseDoc {
  _id: string;
  holder: string;
  expires_at: Date;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown }).code === 11000;
}

/**
 * One document per projection in `projector_leases`. A single-document
 * update is atomic, which is all a lease needs: no transactions.
 *
 * Expiry uses this process's clock (FerretDB v1 has no `$$NOW` in update
 * filters), so the ttl must dwarf the clock skew between hosts; with NTP it
 * is milliseconds against a 10 s ttl.
 */
export class MongoProjectorLease implements ProjectorLease {
  private constructor(
    private readonly leases: Collection<LeaseDoc>,
    readonly holder: string,
    readonly ttlMs: number,
  ) {}

  static async open(db: Db, options: { holder?: string; ttlMs?: number } = {}): Promise<MongoProjectorLease> {
    return new MongoProjectorLease(db.collection<LeaseDoc>('projector_leases'), options.holder ?? newHolderId(), options.ttlMs ?? DEFAULT_LEASE_TTL_MS);
  }

  async acquire(projection: string): Promise<boolean> {
    const now = new Date();
    try {
      // Matches a lease that ran out or is ours; when a live lease of someone else exists the
      // filter misses, the upsert tries to insert the same _id and fails: not acquired.
      const result = await this.leases.updateOne(
        { _id: projection, $or: [{ expires_at: { $lt: now } }, { holder: this.holder }] },
        { $set: { holder: this.holder, expires_at: new Date(now.getTime() + this.ttlMs) } },
        { upsert: true },
      );
      return result.matchedCount + result.upsertedCount === 1;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async renew(projection: string): Promise<boolean> {
    const result = await this.leases.updateOne(
      { _id: projection, holder: this.holder },
      { $set: { expires_at: new Date(Date.now() + this.ttlMs) } },
    );
    return result.matchedCount === 1;
  }

  async release(projection: string): Promise<void> {
    await this.leases.deleteOne({ _id: projection, holder: this.holder });
  }

  async close(): Promise<void> {
    // The client belongs to the MongoConnection, shared with the read store.
  }
}
