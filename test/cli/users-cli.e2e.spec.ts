import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { verifyPassword } from '../../src/auth/passwords';
import type { User } from '../../src/auth/user-store';

const ROOT = join(__dirname, '..', '..');

describe('users CLI (e2e)', function () {
  this.timeout(60_000);
  let dataDir: string;
  before(() => (dataDir = mkdtempSync(join(tmpdir(), 'deid-users-'))));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const users = (args: string[], input = ''): { status: number | null; stdout: string; stderr: string } => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/users.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      input,
      encoding: 'utf8',
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const stored = (): User[] => JSON.parse(readFileSync(join(dataDir, 'users.json'), 'utf8')) as User[];
  const admin = (): User => stored().find((user) => user.email === 'admin@example.org') as User;

  it('prints help for the tool and for every command, exit 0', () => {
    const overview = users(['--help']);
    expect(overview.status).to.equal(0);
    for (const command of ['add', 'list', 'disable', 'enable', 'remove', 'reset-password', 'set-role']) {
      expect(overview.stdout).to.include(`npm run users -- ${command}`);
      const help = users([command, '--help']);
      expect(help.status, command).to.equal(0);
      expect(help.stdout, command).to.match(new RegExp(`^Usage: npm run users -- ${command}`));
    }
  });

  it('refuses a password on the command line and unknown commands (exit 2)', () => {
    const withPassword = users([
      'add',
      '--email',
      'a@example.org',
      '--password',
      'a-long-password-1',
      '--role',
      'admin',
    ]);
    expect(withPassword.status).to.equal(2);
    expect(withPassword.stderr).to.include('--password is not accepted');
    expect(users(['frobnicate']).status).to.equal(2);
  });

  it('adds a user with the password from standard input, never echoing it', () => {
    const short = users(['add', '--email', 'admin@example.org', '--role', 'admin'], 'short\n');
    expect(short.status).to.equal(1);
    expect(short.stderr).to.include('at least 12 characters');
    const added = users(
      ['add', '--email', 'admin@example.org', '--role', 'admin', '--org', 'unit-1'],
      'a-long-passphrase\n',
    );
    expect(added.status, added.stderr).to.equal(0);
    expect(added.stdout + added.stderr).not.to.include('a-long-passphrase');
    expect(admin()).to.include({ role: 'admin', organizationId: 'unit-1' });
  });

  it('disables, enables, changes the role, resets the password and removes', async () => {
    expect(users(['disable', '--email', 'admin@example.org']).status).to.equal(0);
    expect(users(['list']).stdout).to.match(/admin@example\.org\s+admin\s+unit-1\s+disabled/);
    expect(users(['enable', '--email', 'admin@example.org']).status).to.equal(0);
    expect(users(['list']).stdout).to.match(/admin@example\.org\s+admin\s+unit-1\s+active/);
    expect(users(['set-role', '--email', 'admin@example.org', '--role', 'readonly']).status).to.equal(0);
    expect(admin().role).to.equal('readonly');
    expect(users(['set-role', '--email', 'admin@example.org', '--role', 'root']).status).to.equal(2);
    expect(users(['reset-password', '--email', 'admin@example.org'], 'another-long-passphrase\n').status).to.equal(0);
    expect(await verifyPassword('another-long-passphrase', admin().passwordHash)).to.equal(true);
    expect(admin().passwordChangedAt).to.be.a('string');
    expect(users(['disable', '--email', 'nobody@example.org']).stderr).to.include(
      'no account with email nobody@example.org',
    );
    expect(users(['remove', '--email', 'admin@example.org']).status).to.equal(0);
    expect(stored()).to.deep.equal([]);
  });
});
