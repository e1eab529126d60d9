import { parseArgs } from 'node:util';
import { API_KEY_ROLES, FileApiKeyStore, isApiKeyRole } from '../auth/api-keys';
import { resolvedPaths } from '../config/config';
import { parseSettings } from '../config/parse-settings';
import { isRealIsoDate } from '../shared/time';
import { errorMessage } from '../shared/error-message';

const USAGE = `Usage: npm run keys -- COMMAND [options]
  create --org O --role ${API_KEY_ROLES.join('|')} [--name N] [--expires YYYY-MM-DD]
                 makes an API key and prints it once; only its hash is stored. Every key expires:
                 without --expires after API_KEY_DEFAULT_DAYS, never later than API_KEY_MAX_DAYS
  list           the keys: id, name, organization, role, status, created, expires
  revoke --id key_...
                 the key is refused from the next request on (401 INVALID_API_KEY)
Keys live in API_KEYS_FILE (default DATA_DIR/api-keys.json), shared with the running service.
A request sends the key as "X-API-Key: <key>" without an Authorization header.
`;

/** A mistake in how the command was called: exit code 2 and the usage. */
class UsageError extends Error {}

const say = (text: string): boolean => process.stdout.write(`${text}\n`);
function store(): FileApiKeyStore {
  const settings = parseSettings(process.env);
  const lifetime = { defaultDays: settings.API_KEY_DEFAULT_DAYS, maxDays: settings.API_KEY_MAX_DAYS };
  return new FileApiKeyStore(resolvedPaths(settings).apiKeysFile, undefined, lifetime);
}

function table(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    say(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
}

function expiry(value: string | undefined, now: Date): Date | null {
  if (value === undefined) return null;
  if (!isRealIsoDate(value))
    throw new UsageError('--expires must be a date, YYYY-MM-DD (the key ends at its start, UTC)');
  const date = new Date(`${value}T00:00:00.000Z`);
  if (date.getTime() <= now.getTime()) throw new UsageError('--expires must be in the future');
  return date;
}

function run(command: string, options: Record<string, string | undefined>): void {
  const now = new Date();
  switch (command) {
    case 'create': {
      if (!options.org || !/^\S{1,100}$/.test(options.org)) throw new UsageError('--org must name an organization');
      if (!options.role || !isApiKeyRole(options.role))
        throw new UsageError(`--role must be one of ${API_KEY_ROLES.join(', ')}`);
      const { key, record } = store().create({
        organizationId: options.org,
        role: options.role,
        name: options.name ?? `${options.role} key`,
        expiresAt: expiry(options.expires, now),
        now,
      });
      say(`created ${record.id} (${record.role} in organization ${record.organizationId}); the key, shown only now:`);
      return void say(key);
    }
    case 'list': {
      const keys = store().list();
      if (keys.length === 0) return void say('no API keys yet');
      const status = (revokedAt: string | null, expiresAt: string | null): string =>
        revokedAt ? 'revoked' : expiresAt && Date.parse(expiresAt) <= now.getTime() ? 'expired' : 'active';
      return table([
        ['ID', 'NAME', 'ORGANIZATION', 'ROLE', 'STATUS', 'CREATED', 'EXPIRES'],
        ...keys.map((k) => [
          k.id,
          k.name,
          k.organizationId,
          k.role,
          status(k.revokedAt, k.expiresAt),
          k.createdAt,
          k.expiresAt ?? '-',
        ]),
      ]);
    }
    case 'revoke': {
      if (!options.id) throw new UsageError('--id must name a key (see: npm run keys -- list)');
      const revoked = store().revoke(options.id, now);
      if (!revoked) throw new Error(`no key with id ${options.id} (see: npm run keys -- list)`);
      return void say(`revoked: ${revoked.id}`);
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'a command is required');
  }
}

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      org: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      expires: { type: 'string' },
      id: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals[0] === 'help') process.stdout.write(USAGE);
  else run(positionals[0] ?? '', values as Record<string, string | undefined>);
} catch (error) {
  const message = errorMessage(error);
  process.stderr.write(`keys: ${message}\n`);
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  process.exit(1);
}
