import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Role } from '../shared/roles';
import { WatchedJsonFile } from '../shared/watched-json-file';

/** Roles a machine credential may have: research pipelines read, integrations also write. */
export const API_KEY_ROLES = ['readonly', 'provider'] as const satisfies readonly Role[];
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

/** What is stored: never the key itself, only its SHA-256. */
export interface ApiKeyRecord {
  id: string;
  name: string;
  organizationId: string;
  role: ApiKeyRole;
  /** Hex SHA-256 of the whole key. A key is 32 random bytes, so a fast hash cannot be searched back. */
  hash: string;
  createdAt: string;
  /** ISO time after which the key is refused; null only in files written before every key had one. */
  expiresAt: string | null;
  revokedAt: string | null;
}

export type ApiKeyCheck =
  { status: 'valid'; key: ApiKeyRecord } | { status: 'unknown' | 'revoked' | 'expired'; keyId: string | null };

/** `mdk_<id>_<secret>`: the id part finds the record without comparing against every hash. */
const KEY_FORMAT = /^mdk_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

/** How long keys live: `defaultDays` when none is asked for, never more than `maxDays`. */
export interface ApiKeyLifetime {
  defaultDays: number;
  maxDays: number;
}

export const DEFAULT_API_KEY_LIFETIME: ApiKeyLifetime = { defaultDays: 90, maxDays: 365 };

const DAY_MS = 24 * 3600 * 1000;

/** An expiry asked for beyond the longest lifetime. */
export class ApiKeyLifetimeError extends Error {}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export function isApiKeyRole(value: string): value is ApiKeyRole {
  return (API_KEY_ROLES as readonly string[]).includes(value);
}

/**
 * API keys in one JSON file (mode 600) shared by every API process and the
 * keys CLI, re-read when it changes, like the users file.
 */
export class FileApiKeyStore {
  private readonly file: WatchedJsonFile<ApiKeyRecord[]>;

  constructor(
    private readonly path: string,
    recheckMs?: number,
    private readonly lifetime: ApiKeyLifetime = DEFAULT_API_KEY_LIFETIME,
  ) {
    this.file = new WatchedJsonFile(
      path,
      (text) => JSON.parse(text) as ApiKeyRecord[],
      () => [],
      recheckMs,
    );
  }

  private read(): ApiKeyRecord[] {
    return this.file.read();
  }

  private write(keys: ApiKeyRecord[]): void {
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(keys, null, 2), { mode: 0o600 });
    renameSync(temporary, this.path);
    this.file.forget();
  }

  list(): ApiKeyRecord[] {
    return [...this.file.fresh()];
  }

  /**
   * Creates a key and returns it with its record: the only time the key itself exists outside the caller.
   * Every key expires: without `expiresAt` after the default lifetime; one asked past the longest is refused.
   */
  create(input: { organizationId: string; role: ApiKeyRole; name: string; expiresAt: Date | null; now: Date }): {
    key: string;
    record: ApiKeyRecord;
  } {
    const longest = input.now.getTime() + this.lifetime.maxDays * DAY_MS;
    if (input.expiresAt && input.expiresAt.getTime() > longest)
      throw new ApiKeyLifetimeError(`An API key may live at most ${this.lifetime.maxDays} days`);
    const expiresAt = input.expiresAt ?? new Date(input.now.getTime() + this.lifetime.defaultDays * DAY_MS);
    const id = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').slice(0, 12);
    const key = `mdk_${id}_${randomBytes(32).toString('base64url')}`;
    const record: ApiKeyRecord = {
      id: `key_${id}`,
      name: input.name,
      organizationId: input.organizationId,
      role: input.role,
      hash: sha256(key),
      createdAt: input.now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      revokedAt: null,
    };
    this.write([...this.list(), record]);
    return { key, record };
  }

  revoke(id: string, now: Date): ApiKeyRecord | null {
    const keys = this.list();
    const found = keys.find((key) => key.id === id);
    if (!found) return null;
    const revoked = { ...found, revokedAt: found.revokedAt ?? now.toISOString() };
    this.write(keys.map((key) => (key.id === id ? revoked : key)));
    return revoked;
  }

  /** Checks a presented key: constant-time hash comparison, then revocation and expiry. */
  check(presented: string, now: Date): ApiKeyCheck {
    const match = KEY_FORMAT.exec(presented);
    if (!match) return { status: 'unknown', keyId: null };
    const record = this.read().find((key) => key.id === `key_${match[1]}`);
    const expected = Buffer.from(record?.hash ?? sha256('no such key'), 'hex');
    const same = timingSafeEqual(expected, Buffer.from(sha256(presented), 'hex'));
    if (!record || !same) return { status: 'unknown', keyId: null };
    if (record.revokedAt !== null) return { status: 'revoked', keyId: record.id };
    if (this.expiryOf(record) <= now.getTime()) return { status: 'expired', keyId: record.id };
    return { status: 'valid', key: record };
  }

  /** A key from before every key had an expiry lives the longest lifetime from its creation. */
  private expiryOf(record: ApiKeyRecord): number {
    if (record.expiresAt !== null) return Date.parse(record.expiresAt);
    return Date.parse(record.createdAt) + this.lifetime.maxDays * DAY_MS;
  }
}
