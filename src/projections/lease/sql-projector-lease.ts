import { migrate } from '../../storage/migrations';
import type { SqlClient } from '../../storage/sql-client';
import { DEFAULT_LEASE_TTL_MS, type ProjectorLease, newHolderId } from './projector-lease';

/** Advisory lock key for this schema; distinct from the keys in storage/migrations.ts (7201-7205). */
const LEASE_SCHEMA_LOCK = 7290;

// Not one of the read-model tables: reset() and rebuilds must not drop who holds the lease.
const LEASE_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS projector_leases (
     projection TEXT PRIMARY KEY,
     holder TEXT NOT NULL,
     expires_at TIMESTAMPTZ NOT NULL
   )`,
];

/**
 * Lease rows on PostgreSQL. Expiry uses the database clock, so the
 * clocks of the competing processes never matter.
 */
export class SqlProjectorLease implements ProjectorLease {
  private constructor(
    private readonly sql: SqlClient,
    readonly holder: string,
    readonly ttlMs: number,
  ) {}

  static async open(sql: SqlClient, options: { holder?: string; ttlMs?: number } = {}): Promise<SqlProjectorLease> {
    await migrate(sql, LEASE_SCHEMA_LOCK, LEASE_SCHEMA);
    return new SqlProjectorLease(sql, options.holder ?? newHolderId(), options.ttlMs ?? DEFAULT_LEASE_TTL_MS);
  }

  async acquire(projection: string): Promise<boolean> {
    // The row lock taken by ON CONFLICT serialises competitors: exactly one sees the old row and wins.
    const rows = await this.sql.query<{ holder: string }>(
      `INSERT INTO projector_leases (projection, holder, expires_at)
       VALUES ($1, $2, now() + $3 * interval '1 millisecond')
       ON CONFLICT (projection) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE projector_leases.expires_at < now() OR projector_leases.holder = EXCLUDED.holder
       RETURNING holder`,
      [projection, this.holder, this.ttlMs],
    );
    return rows.length === 1;
  }

  async renew(projection: string): Promise<boolean> {
    // Still ours even if it ran out: nobody else took it, so nobody else applied events meanwhile.
    const rows = await this.sql.query<{ holder: string }>(
      `UPDATE projector_leases SET expires_at = now() + $3 * interval '1 millisecond'
       WHERE projection = $1 AND holder = $2 RETURNING holder`,
      [projection, this.holder, this.ttlMs],
    );
    return rows.length === 1;
  }

  async release(projection: string): Promise<void> {
    await this.sql.query('DELETE FROM projector_leases WHERE projection = $1 AND holder = $2', [
      projection,
      this.holder,
    ]);
  }

  async close(): Promise<void> {
    // The SQL client is shared and closed by its owner.
  }
}
