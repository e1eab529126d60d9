import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { type SpawnedService, spawnService } from '../batch/spawned-service';

const ROOT = join(__dirname, '..', '..');

/** Runs `src/main.ts` to its end: the exit code and what it wrote to stderr. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

function plainGet(port: number, path: string): Promise<{ status: number; location: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: 'evil.example' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('environments at start-up (e2e, src/main.ts)', function () {
  this.timeout(120_000);
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'deid-env-e2e-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('production with development conveniences does not start, and says which and how to allow them', async () => {
    const { code, stderr } = await runToExit({
      DATA_DIR: dataDir,
      APP_ENV: 'production',
      PUBLIC_BASE_URL: 'https://api.example.org/v1',
      LOG_LEVEL: 'debug',
    });
    expect(code).to.equal(1);
    expect(stderr).to.include('startup failed: invalid configuration');
    for (const name of ['generated-tls-certificate', 'generated-jwt-secret', 'debug-logging'])
      expect(stderr).to.include(`\`${name}\` in ALLOW_IN_PRODUCTION`);
    expect(existsSync(join(dataDir, 'jwt-secret')), 'nothing generated').to.equal(false);
    expect(existsSync(join(dataDir, 'tls')), 'no CA generated').to.equal(false);
  });

  it('staging without a public base URL does not start', async () => {
    const { code, stderr } = await runToExit({ DATA_DIR: dataDir, APP_ENV: 'staging' });
    expect(code).to.equal(1);
    expect(stderr).to.include('APP_ENV=staging needs PUBLIC_BASE_URL');
  });

  describe('staging with its base URL', () => {
    let service: SpawnedService;
    let own: string;
    before(async () => {
      own = mkdtempSync(join(tmpdir(), 'deid-env-e2e-'));
      service = await spawnService(own, {
        DATA_DIR: own,
        APP_ENV: 'staging',
        PUBLIC_BASE_URL: 'https://staging.example.org/clinical/v1',
      });
    });
    after(async () => {
      await service?.kill('SIGTERM');
      rmSync(own, { recursive: true, force: true });
    });

    it('redirects plain HTTP to the public base URL, not to the Host it was sent', async () => {
      const redirect = await plainGet(service.httpPort, '/v1/patients?limit=2');
      expect(redirect.status).to.equal(308);
      expect(redirect.location).to.equal('https://staging.example.org/clinical/v1/patients?limit=2');
      const health = (await (await fetch(`${service.baseUrl}/health`)).json()) as { data: { environment: string } };
      expect(health.data.environment).to.equal('staging');
    });
  });
});
