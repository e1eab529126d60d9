import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** SPEC section 8's request-rate tiers; an organization without an entry is `standard`. */
export const TIERS = ['standard', 'premium', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}

export interface TierLookup {
  tierOf(organizationId: string): Tier;
}

/**
 * Each organization's tier in one JSON file (`{ "org": "premium" }`), shared
 * by every API process and the orgs CLI and re-read when it changes, like
 * the users file; a change applies within a quarter of a second.
 */
export class FileOrganizationTiers implements TierLookup {
  private cache: { mtimeMs: number; tiers: Record<string, Tier> } | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly path: string,
    private readonly recheckMs = 250,
  ) {}

  private read(): Record<string, Tier> {
    const now = Date.now();
    if (this.cache && now - this.checkedAt < this.recheckMs) return this.cache.tiers;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.path).mtimeMs;
    } catch {
      return {};
    }
    this.checkedAt = now;
    if (this.cache?.mtimeMs !== mtimeMs) {
      this.cache = { mtimeMs, tiers: JSON.parse(readFileSync(this.path, 'utf8')) as Record<string, Tier> };
    }
    return this.cache.tiers;
  }

  tierOf(organizationId: string): Tier {
    const tier = Object.hasOwn(this.read(), organizationId) ? this.read()[organizationId] : undefined;
    return tier !== undefined && isTier(tier) ? tier : 'standard';
  }

  list(): Record<string, Tier> {
    this.checkedAt = Number.NEGATIVE_INFINITY;
    return { ...this.read() };
  }

  setTier(organizationId: string, tier: Tier): void {
    const tiers = { ...this.list(), [organizationId]: tier };
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(tiers, null, 2), { mode: 0o600 });
    renameSync(temporary, this.path);
    this.cache = null;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }
}
