import { parseArgs } from 'node:util';
import { FileUserStore } from '../auth/file-user-store';
import { createUser } from '../auth/create-user';
import { loadConfig } from '../config/config';
import { ROLES, isRole } from '../shared/roles';

const USAGE = `Usage:
  npm run users -- add --email E --password P --role provider|readonly|admin [--org O]
  npm run users -- list
Honors DATA_DIR (and USERS_FILE) like the server.`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 12;

async function add(values: Record<string, string | undefined>): Promise<void> {
  const { email, password, role, org } = values;
  if (!email || !EMAIL.test(email)) throw new Error('--email must be an email address');
  if (!password || password.length < MIN_PASSWORD_LENGTH) throw new Error(`--password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  if (!role || !isRole(role)) throw new Error(`--role must be one of ${ROLES.join(', ')}`);
  const config = loadConfig();
  const user = await createUser(new FileUserStore(config.usersFile), { email, password, role, organizationId: org ?? 'default' });
  process.stdout.write(`created ${user.role} ${user.email} (${user.id}) in organization ${user.organizationId}\n`);
}

async function list(): Promise<void> {
  const store = new FileUserStore(loadConfig().usersFile);
  for (const user of await store.list()) process.stdout.write(`${user.id}\t${user.email}\t${user.role}\t${user.organizationId}\n`);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, org: { type: 'string' } },
  });
  switch (positionals[0]) {
    case 'add':
      return add(values);
    case 'list':
      return list();
    default:
      process.stderr.write(`${USAGE}\n`);
      process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`users: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
