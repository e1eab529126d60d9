import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { freePort } from '../batch/spawned-service';
import { validPatient } from '../support/test-service';
import { trustServiceCa } from '../support/tls-trust';

const TSX = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const ROOT = join(__dirname, '..', '..');

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // node itself, not the tsx wrapper: SIGKILL must hit the process that holds the data.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HTTP_PORT: 'off', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
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

describe('embedded profile: keyed writes exactly once across a SIGKILL of the single process', function () {
  this.timeout(400_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'deid-keyed-kill-'));
  const env = { DATA_DIR: dataDir, RATE_LIMIT_PER_HOUR: '100000', RATE_LIMIT_BURST_PER_MINUTE: '100000' };
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers every key retried after the restart with one patient, the same one, and writes none twice', async () => {
    execFileSync(TSX, ['src/cli/users.ts', 'add', '--email', 'keyed@example.test', '--role', 'provider'], {
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
        body: JSON.stringify({ email: 'keyed@example.test', password: 'a-long-password-1' }),
      });
      return ((await response.json()) as { data: { access_token: string } }).data.access_token;
    };
    let token = await login();
    /** Every key sent, with its body and the patient ids its 201s named. */
    const sent = new Map<string, { body: unknown; ids: Set<string> }>();
    const post = async (key: string): Promise<number> => {
      const entry = sent.get(key) as { body: unknown; ids: Set<string> };
      const response = await fetch(`${base}/patients`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
        body: JSON.stringify(entry.body),
      });
      const answer = (await response.json()) as { data?: { id: string } };
      if (response.status === 201 && answer.data) entry.ids.add(answer.data.id);
      return response.status;
    };
    let stop = false;
    const writers = [1, 2, 3].map(async () => {
      while (!stop) {
        const key = randomUUID();
        sent.set(key, { body: validPatient(), ids: new Set() });
        try {
          await post(key);
        } catch {
          return;
        }
      }
    });
    while ([...sent.values()].filter((entry) => entry.ids.size > 0).length < 30)
      await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((resolve) => server.once('exit', resolve));
    server = await startServer(env, port);
    try {
      token = await login();
      // The client's retries: every key again, whether or not it had an answer (late retries included).
      const statuses = [];
      for (const key of sent.keys()) statuses.push(await post(key));
      expect(statuses.filter((status) => status !== 201)).to.deep.equal([]);
      const perKey = [...sent.values()].map((entry) => entry.ids.size);
      expect(
        perKey.filter((ids) => ids !== 1),
        'keys answered with more than one patient',
      ).to.deep.equal([]);
      const list = await fetch(`${base}/patients?limit=1`, { headers: { Authorization: `Bearer ${token}` } });
      const total = ((await list.json()) as { pagination: { total: number } }).pagination.total;
      expect(total, 'one patient per key').to.equal(sent.size);
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  });
});
