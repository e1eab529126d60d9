import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { WatchedJsonFile } from '../shared/watched-json-file';

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
  private readonly file: WatchedJsonFile<Record<string, Tier>>;

  constructor(
    private readonly path: string,
    recheckMs?: number,
  ) {
    this.file = new WatchedJsonFile(
      path,
      (text) => JSON.parse(text) as Record<string, Tier>,
      () => ({}),
      recheckMs,
    );
  }

  tierOf(organizationId: string): Tier {
    const tiers = this.file.read();
    const tier = Object.hasOwn(tiers, organizationId) ? tiers[organizationId] : undefined;
    return tier !== undefined && isTier(tier) ? tier : 'standard';
  }

  list(): Record<string, Tier> {
    return { ...this.file.fresh() };
  }

  setTier(organizationId: string, tier: Tier): void {
    const tiers = { ...this.list(), [organizationId]: tier };
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(tiers, null, 2), { mode: 0o600 });
    renameSync(temporary, this.path);
    this.file.forget();
  }
}
