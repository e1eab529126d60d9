import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { openAsBlob } from 'node:fs';
import { createServer } from 'node:net';
import { basename, resolve } from 'node:path';
import { reapOnExit, reapServingOnExit } from '../support/child-reaper';
import { serviceCaFile, trustServiceCa } from '../support/tls-trust';

const ROOT = resolve(__dirname, '../..');
const TSX = resolve(ROOT, 'node_modules/.bin/tsx');

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Adds a user with the project's CLI (scrypt hash into DATA_DIR/users.json). */
export function addUserWithCli(dataDir: string, email: string, password: string, role: string): void {
  execFileSync(TSX, ['src/cli/users.ts', 'add', '--email', email, '--role', role, '--org', 'org-bench'], {
    cwd: ROOT,
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
}

/**
 * How `npm start` runs the build (package.json): the environment it sets and
 * the options it gives node, e.g. `MALLOC_ARENA_MAX=2 exec node --opt dist/src/main.js`.
 * A compiled service spawned here gets the same, so benchmarks measure the process users run.
 */
export function npmStartCommand(root = ROOT): { env: Record<string, string>; nodeOptions: string[] } {
  const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = manifest.scripts.start.trim().split(/\s+/);
  const node = words.indexOf('node');
  const main = words.indexOf('dist/src/main.js');
  if (node < 0 || main < node)
    throw new Error(`npm start does not run node dist/src/main.js: ${manifest.scripts.start}`);
  const env: Record<string, string> = {};
  for (const word of words.slice(0, node)) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (assignment) env[assignment[1]] = assignment[2];
  }
  return { env, nodeOptions: words.slice(node + 1, main) };
}

export interface SpawnedService {
  child: ChildProcess;
  /** The process that serves (under tsx, its node child, not the wrapper). */
  pid: number;
  /** https://127.0.0.1:<port>/v1; this process's fetch trusts the service's generated CA. */
  baseUrl: string;
  /** The local CA the service generated in DATA_DIR/tls (for curl --cacert and the like). */
  caFile: string;
  /** The plain-HTTP port that redirects to HTTPS. */
  httpPort: number;
  /** Peak resident set size (VmHWM) in MB, read from /proc. */
  peakRssMb(): number;
  /**
   * CPU seconds (user + system) the process has used so far, its main thread apart from the others
   * (worker threads, libuv's pool, V8's helpers), read from /proc: figures that hold on a busy machine.
   */
  cpuSeconds(): { main: number; others: number };
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The service as a child process on its own port, speaking HTTPS with the
 * CA it generates in DATA_DIR/tls (trusted by this process's fetch); resolves
 * once /openapi.json answers.
 * `tsx src/main.ts` by default; `compiled` runs `node dist/src/main.js` as `npm start` does, with its node
 * options and environment (build first), which is what benchmarks should measure. `root`: another
 * checkout to run instead of this one (a benchmark's base side). `gcTrace`: the compiled service runs with
 * `--trace-gc` and its output (V8 writes it to stdout) is handed over as it comes.
 */
export async function spawnService(
  dataDir: string,
  env: Record<string, string> = {},
  options: { compiled?: boolean; root?: string; gcTrace?: (lines: string) => void } = {},
): Promise<SpawnedService> {
  const port = await freePort();
  const httpPort = await freePort();
  // BENCH_CPU_PROF_DIR=dir: the compiled service writes a V8 CPU profile there when it exits (benchmarks).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const root = options.root ? resolve(options.root) : ROOT;
  const start = npmStartCommand(root);
  const [command, args] = options.compiled
    ? [
        process.execPath,
        [...start.nodeOptions, ...profile, ...(options.gcTrace ? ['--trace-gc'] : []), 'dist/src/main.js'],
      ]
    : [TSX, ['src/main.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      ...(options.compiled ? start.env : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      HTTP_PORT: String(httpPort),
      RATE_LIMIT_PER_HOUR: '10000000',
      RATE_LIMIT_BURST_PER_MINUTE: '10000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', options.gcTrace ? 'pipe' : 'ignore', 'pipe'],
  });
  reapOnExit(child);
  if (options.gcTrace) child.stdout?.on('data', (chunk: Buffer) => options.gcTrace?.(chunk.toString()));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const baseUrl = `https://127.0.0.1:${port}/v1`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`service exited: ${stderr}`);
    try {
      // The CA appears on the first start in this DATA_DIR, before the listener opens.
      trustServiceCa(env.DATA_DIR ?? dataDir);
      const response = await fetch(`${baseUrl}/openapi.json`);
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`service did not start: ${stderr}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  // tsx runs the service in a child node process: measure the process that actually serves.
  const servingPid = (): number => {
    if (options.compiled) return child.pid as number;
    try {
      // tsx may have other children (its esbuild service): pick the one running our entry point,
      // or a SIGKILL meant for the server leaves it orphaned, still holding DATA_DIR.
      const children = execFileSync('pgrep', ['-P', String(child.pid)])
        .toString()
        .trim()
        .split('\n')
        .filter(Boolean);
      const server = children.find((candidate) =>
        readFileSync(`/proc/${candidate}/cmdline`, 'utf8').includes('src/main.ts'),
      );
      return server ? Number(server) : (child.pid as number);
    } catch {
      return child.pid as number;
    }
  };
  const pid = servingPid();
  if (pid !== child.pid) reapServingOnExit(pid);
  return {
    child,
    pid,
    baseUrl,
    caFile: serviceCaFile(env.DATA_DIR ?? dataDir),
    httpPort,
    peakRssMb() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const match = /VmHWM:\s+(\d+) kB/.exec(status);
      return match ? Number(match[1]) / 1024 : NaN;
    },
    cpuSeconds() {
      const ticks = (statFile: string): number => {
        // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14, 15.
        const fields = readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
        return Number(fields[11]) + Number(fields[12]);
      };
      const TICKS_PER_SECOND = 100;
      const main = ticks(`/proc/${pid}/task/${pid}/stat`);
      return { main: main / TICKS_PER_SECOND, others: (ticks(`/proc/${pid}/stat`) - main) / TICKS_PER_SECOND };
    },
    async kill(signal) {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      // SIGKILL must reach the serving process itself, not only tsx's wrapper.
      try {
        process.kill(pid, signal);
      } catch {
        // already gone
      }
      if (pid !== child.pid) child.kill(signal);
      await exited;
      // Killed with its tsx wrapper, the server is a zombie until PID 1 reaps it, and the embedded
      // store's lock counts a zombie as alive: a restart in that window would be refused.
      for (let waited = 0; existsSync(`/proc/${pid}`) && waited < 10_000; waited += 50) {
        await new Promise((done) => setTimeout(done, 50));
      }
    },
  };
}

export async function loginAt(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { access_token: string } };
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

/** Uploads a CSV file from disk as multipart form data (the file is streamed, not read whole). */
/** `query`: e.g. '?allow_duplicate=true' (a benchmark uploading the same generated file again). */
export async function uploadFile(
  baseUrl: string,
  token: string,
  path: string,
  query = '',
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), basename(path));
  const response = await fetch(`${baseUrl}/patients/batch${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

export async function getJson(url: string, token: string): Promise<{ status: number; body: any }> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}
