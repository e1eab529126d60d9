import { FileOrganizationTiers, TIERS, isTier } from '../auth/organization-tiers';
import { resolvedPaths } from '../config/config';
import { parseSettings } from '../config/parse-settings';

const USAGE = `Usage: npm run orgs -- COMMAND
  set-tier ORG TIER   sets an organization's request-rate tier: ${TIERS.join(', ')}
  list                organizations with a tier set (every other one is standard)
Tiers live in ORGANIZATIONS_FILE (default DATA_DIR/organizations.json), shared with the running service.
`;

const say = (text: string): boolean => process.stdout.write(`${text}\n`);

function main(args: string[]): number {
  const tiers = new FileOrganizationTiers(resolvedPaths(parseSettings(process.env)).organizationsFile);
  const [command, org, tier] = args;
  if (command === 'set-tier') {
    if (!org || !/^\S{1,100}$/.test(org) || !tier || !isTier(tier) || args.length !== 3) {
      process.stderr.write(`orgs: set-tier needs an organization and one of ${TIERS.join(', ')}\n${USAGE}`);
      return 2;
    }
    tiers.setTier(org, tier);
    say(`organization ${org}: tier ${tier}`);
    return 0;
  }
  if (command === 'list' && args.length === 1) {
    const entries = Object.entries(tiers.list());
    if (entries.length === 0) say('no tiers set: every organization is standard');
    for (const [name, value] of entries) say(`${name}  ${value}`);
    return 0;
  }
  process.stdout.write(USAGE);
  return command === undefined || command === '--help' || command === 'help' ? 0 : 2;
}

process.exitCode = main(process.argv.slice(2));
