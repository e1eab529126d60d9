import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { validPatient } from '../support/test-service';
import { trustServiceCa } from '../support/tls-trust';

const TSX = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const ROOT = join(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // node itself, not the tsx wrapper: SIGKILL must hit the process that holds the data.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HTTP_PORT: 'off', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  // Generous: a loaded 2-core CI machine can take tens of seconds to compile and open the store.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      // The service speaks HTTPS with the CA it generated in DATA_DIR on its first start.
      trustServiceCa(env.DATA_DIR);
      const response = await fetch(`https://127.0.0.1:${port}/v1/auth/login`, { method: 'POST' });
      if (response.status > 0) return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

describe('a killed server loses no acknowledged write (child process, SIGKILL)', function () {
  this.timeout(400_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'deid-kill-'));
  const env = { DATA_DIR: dataDir, RATE_LIMIT_PER_HOUR: '100000', RATE_LIMIT_BURST_PER_MINUTE: '100000' };
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged patient across SIGKILL and restart, without a manual rebuild', async () => {
    execFileSync(TSX, ['src/cli/users.ts', 'add', '--email', 'killer@example.test', '--role', 'provider'], {
      cwd: ROOT,
      input: 'a-long-password-1\n',
      env: { ...process.env, ...env },
    });
    const port = await freePort();
    let server = await startServer(env, port);
    const base = `https://127.0.0.1:${port}/v1`;
    const login = async (): Promise<string> => {
      const response = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'killer@example.test', password: 'a-long-password-1' }),
      });
      return ((await response.json()) as { data: { access_token: string } }).data.access_token;
    };
    let token = await login();
    const acknowledged: string[] = [];
    const writer = (async () => {
      for (let i = 0; i < 400; i += 1) {
        try {
          const response = await fetch(`${base}/patients`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify(validPatient()),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { data: { id: string } }).data.id);
        } catch {
          return;
        }
      }
    })();
    const waitUntil = Date.now() + 60_000;
    while (acknowledged.length < 40 && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill('SIGKILL');
    await writer;
    // The killed process may already be gone: only wait for an exit that has not happened yet.
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((resolve) => server.once('exit', resolve));
    server = await startServer(env, port);
    try {
      token = await login();
      let missing = 0;
      for (const id of acknowledged) {
        const response = await fetch(`${base}/patients/${id}`, { headers: { Authorization: `Bearer ${token}` } });
        if (response.status !== 200) missing += 1;
      }
      expect(acknowledged.length).to.be.at.least(40);
      expect(missing).to.equal(0);
      const list = await fetch(`${base}/patients?limit=1`, { headers: { Authorization: `Bearer ${token}` } });
      const total = ((await list.json()) as { pagination: { total: number } }).pagination.total;
      // Writes in flight at the kill may or may not have landed, but never a half-written one.
      expect(total).to.be.within(acknowledged.length, acknowledged.length + 1);
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  });
});
