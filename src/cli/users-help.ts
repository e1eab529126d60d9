import { ROLES } from '../shared/roles';

const ROLE_LIST = ROLES.join('|');

/** One text per command, printed by `--help`; the first line of each is its synopsis in the overview. */
export const COMMAND_HELP: Record<string, string> = {
  add: `add --email EMAIL --role ${ROLE_LIST} [--org ORGANIZATION]
  Creates an account. The password (at least 12 characters) is asked for
  without echo, or read from the first line of standard input when it is not
  a terminal. --org defaults to "default".`,
  list: `list
  Lists the accounts: email, role, organization, status (active or disabled),
  creation time and id. Password hashes are never shown.`,
  disable: `disable --email EMAIL
  The account can no longer log in or refresh, and its access tokens are
  refused from the next request on. Its data and history stay.`,
  enable: `enable --email EMAIL
  Reverses disable; the user logs in again.`,
  remove: `remove --email EMAIL
  Deletes the account. Events keep its user id as the actor; prefer disable
  when the account may come back.`,
  'reset-password': `reset-password --email EMAIL
  Sets a new password (asked for as in add). Every login made before the
  reset ends: its refresh token is refused and so are its access tokens.`,
  'set-role': `set-role --email EMAIL --role ${ROLE_LIST}
  Changes the role; it applies to the account's next request.`,
};

export function overview(): string {
  const synopses = Object.values(COMMAND_HELP).map((text) => `  npm run users -- ${text.split('\n')[0]}`);
  return `Manage the service's user accounts.

Usage:
${synopses.join('\n')}
  npm run users -- COMMAND --help

Roles: provider (read and write), readonly (read), admin (read and write).
Passwords are never taken on the command line: they are typed at a prompt
without echo, or piped on standard input:
  printf '%s\\n' "$PASSWORD" | npm run users -- add --email a@example.org --role admin
Uses DATA_DIR (or USERS_FILE) like the server, which picks up changes while running.
`;
}

export function commandHelp(command: string): string {
  return `Usage: npm run users -- ${COMMAND_HELP[command]}\n`;
}
