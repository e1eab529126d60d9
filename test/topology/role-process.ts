import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { reapOnExit } from '../support/child-reaper';
import { trustServiceCa } from '../support/tls-trust';

const ROOT = resolve(__dirname, '../..');

/** The log line the import worker writes per committed group (src/import/import-worker.ts). */
const GROUP_COMMITTED = 'import group committed';

export interface RoleProcess {
  name: string;
  child: ChildProcess;
  /** Where GET {base}/health answers: the API port, or HEALTH_PORT for the other roles. */
  healthUrl: string;
  /** Rows whose outcome this process wrote, summed from its "import group committed" log lines. */
  importedRows(): number;
  /** The last log lines (stdout and stderr), for failure messages. */
  tail(): string;
  exited(): boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Makes this process's fetch trust the CA an API process generated in its DATA_DIR (once it exists). */
  trustTls(): void;
}

/**
 * One service process (`node --import tsx src/main.ts`, node itself and not
 * the tsx wrapper, so SIGKILL hits the process that holds the queue lease or
 * the Kafka partition). Its JSON log lines are read as they come.
 */
export function spawnRole(name: string, env: Record<string, string>, healthPort: number): RoleProcess {
  const isApi = (env.ROLES ?? 'api').split(',').includes('api');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    // HTTP_PORT off: PORT+1 may be another process's port in this topology.
    env: { ...process.env, HTTP_PORT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  reapOnExit(child);
  const lines: string[] = [];
  let rows = 0;
  const keep = (line: string): void => {
    lines.push(line);
    if (lines.length > 40) lines.shift();
  };
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    keep(line);
    if (!line.includes(GROUP_COMMITTED)) return;
    try {
      const entry = JSON.parse(line) as { msg?: string; rows?: number };
      if (entry.msg === GROUP_COMMITTED && typeof entry.rows === 'number') rows += entry.rows;
    } catch {
      // not a JSON log line
    }
  });
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', keep);
  const exit = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    name,
    child,
    // The API speaks HTTPS (its DATA_DIR's CA is trusted once it exists); HEALTH_PORT is plain HTTP.
    healthUrl: `${isApi ? 'https' : 'http'}://127.0.0.1:${healthPort}/v1/health`,
    importedRows: () => rows,
    trustTls: () => void (env.DATA_DIR && trustServiceCa(env.DATA_DIR)),
    tail: () =>
      `--- ${name} (pid ${child.pid}, exit ${child.exitCode ?? child.signalCode ?? 'running'}) ` +
      `---\n${lines.join('\n')}`,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exit;
    },
  };
}

/** Resolves once the process answers its health check; fails fast if it exits. */
export async function waitHealthy(role: RoleProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (role.exited()) throw new Error(`${role.name} exited during startup\n${role.tail()}`);
    try {
      role.trustTls();
      const response = await fetch(role.healthUrl);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${role.name} not healthy after ${timeoutMs} ms\n${role.tail()}`);
}

/** SIGTERM, and SIGKILL whatever is still running after the grace period. */
export async function stopAll(roles: RoleProcess[], graceMs = 10_000): Promise<void> {
  await Promise.all(
    roles.map(async (role) => {
      if (role.exited()) return;
      const timer = setTimeout(() => role.child.kill('SIGKILL'), graceMs);
      await role.kill('SIGTERM');
      clearTimeout(timer);
    }),
  );
}
