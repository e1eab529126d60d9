import { parseArgs } from 'node:util';
import { createUser } from '../auth/create-user';
import { FileUserStore } from '../auth/file-user-store';
import { hashPassword } from '../auth/passwords';
import type { User } from '../auth/user-store';
import { resolvedPaths } from '../config/config';
import { parseSettings } from '../config/parse-settings';
import { ROLES, type Role, isRole } from '../shared/roles';
import { readPassword } from './read-password';
import { COMMAND_HELP, commandHelp, overview } from './users-help';
import { errorMessage } from '../shared/error-message';

const EMAIL = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 12;

/** A mistake in how the command was called: exit code 2 and a pointer to the help. */
class UsageError extends Error {}

type Options = { email?: string; role?: string; org?: string };

const store = (): FileUserStore => new FileUserStore(resolvedPaths(parseSettings(process.env)).usersFile);
/** The cost of new password hashes, as the service is configured. */
const passwordLogN = (): number => parseSettings(process.env).PASSWORD_HASH_LOG_N;
const say = (text: string): boolean => process.stdout.write(`${text}\n`);

function email(options: Options): string {
  if (!options.email || !EMAIL.test(options.email)) throw new UsageError('--email must be an email address');
  return options.email;
}

function role(options: Options): Role {
  if (!options.role || !isRole(options.role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  return options.role;
}

async function newPassword(): Promise<string> {
  const password = await readPassword('Password');
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  return password;
}

async function existing(users: FileUserStore, options: Options): Promise<User> {
  const address = email(options);
  const user = await users.findByEmail(address);
  if (!user) throw new Error(`no account with email ${address} (see: npm run users -- list)`);
  return user;
}

async function change(options: Options, edit: (user: User) => User | Promise<User>, done: string): Promise<void> {
  const users = store();
  const user = await existing(users, options);
  await users.replace(await edit(user));
  say(`${done}: ${user.email}`);
}

function list(users: User[]): void {
  if (users.length === 0)
    return void say('no accounts yet; create the first admin with: npm run users -- add --email E --role admin');
  const rows = users.map((u) => [
    u.email,
    u.role,
    u.organizationId,
    u.disabled ? 'disabled' : 'active',
    u.createdAt,
    u.id,
  ]);
  const table = [['EMAIL', 'ROLE', 'ORGANIZATION', 'STATUS', 'CREATED', 'ID'], ...rows];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  for (const row of table)
    say(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
}

async function run(command: string, options: Options): Promise<void> {
  switch (command) {
    case 'add': {
      const input = { email: email(options), role: role(options), organizationId: options.org ?? 'default' };
      const user = await createUser(store(), { ...input, password: await newPassword() }, passwordLogN());
      return void say(`created ${user.role} ${user.email} (${user.id}) in organization ${user.organizationId}`);
    }
    case 'list':
      return list(await store().list());
    case 'disable':
      return change(options, (user) => ({ ...user, disabled: true }), 'disabled');
    case 'enable':
      return change(options, (user) => ({ ...user, disabled: false }), 'enabled');
    case 'set-role': {
      const next = role(options);
      return change(options, (user) => ({ ...user, role: next }), `role set to ${next}`);
    }
    case 'reset-password': {
      const users = store();
      const user = await existing(users, options);
      const passwordHash = await hashPassword(await newPassword(), passwordLogN());
      await users.replace({ ...user, passwordHash, passwordChangedAt: new Date().toISOString() });
      return void say(`password reset: ${user.email}`);
    }
    case 'remove': {
      const users = store();
      const user = await existing(users, options);
      await users.remove(user.id);
      return void say(`removed: ${user.email}`);
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'a command is required');
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    strict: false,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      org: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command = ''] = positionals;
  if (values.help === true || command === 'help') {
    const topic = command === 'help' ? (positionals[1] ?? '') : command;
    return void process.stdout.write(Object.hasOwn(COMMAND_HELP, topic) ? commandHelp(topic) : overview());
  }
  const unknown = Object.keys(values).filter((name) => !['email', 'role', 'org'].includes(name));
  if (unknown.includes('password')) {
    throw new UsageError(
      '--password is not accepted: the password is asked for without echo, or read from standard input',
    );
  }
  if (unknown.length > 0) throw new UsageError(`unknown option --${unknown[0]}`);
  const text = (value: string | boolean | undefined): string | undefined =>
    typeof value === 'string' ? value : undefined;
  await run(command, { email: text(values.email), role: text(values.role), org: text(values.org) });
}

main().catch((error: unknown) => {
  const message = errorMessage(error);
  process.stderr.write(`users: ${message}\n`);
  if (error instanceof UsageError)
    process.stderr.write('Run `npm run users -- --help` for the commands and their options.\n');
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
