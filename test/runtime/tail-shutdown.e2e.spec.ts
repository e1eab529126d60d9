import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { addUserWithCli, freePort, loginAt } from '../batch/spawned-service';
import { SseClient } from '../support/sse-client';
import { trustServiceCa } from '../support/tls-trust';

const ROOT = join(__dirname, '..', '..');

/** An open live tail must not hold up a shutdown: the stream ends and the process exits promptly. */
describe('live tail and shutdown (e2e)', function () {
  this.timeout(120_000);
  let dataDir: string;
  before(() => (dataDir = mkdtempSync(join(tmpdir(), 'deid-tail-stop-'))));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('ends open event streams on SIGTERM and exits 0 well within the shutdown timeout', async () => {
    addUserWithCli(dataDir, 'reader@example.test', 'reader-password-1234', 'readonly');
    const port = await freePort();
    // node itself runs the service (no tsx wrapper), so exactly one SIGTERM reaches it.
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HTTP_PORT: 'off',
        SHUTDOWN_TIMEOUT_MS: '20000',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    const baseUrl = `https://127.0.0.1:${port}/v1`;
    let client: SseClient | null = null;
    try {
      for (let waited = 0; ; waited += 200) {
        if (waited > 60_000) throw new Error('the service did not start');
        // The service writes its local CA on first start; trust it once it is there.
        const up =
          trustServiceCa(dataDir) &&
          (await fetch(`${baseUrl}/health`).then(
            (response) => response.ok,
            () => false,
          ));
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const token = await loginAt(baseUrl, 'reader@example.test', 'reader-password-1234');
      client = await SseClient.connect(`${baseUrl}/events/stream`, { Authorization: `Bearer ${token}` });
      await client.until(() => client!.frames.length > 0);
      const started = Date.now();
      server.kill('SIGTERM');
      // Without the stream ending, the process would wait out SHUTDOWN_TIMEOUT_MS (20 s) and exit with 1.
      expect(await exited).to.equal(0);
      expect(Date.now() - started).to.be.lessThan(8000);
      await client.until(() => client!.ended, 2000);
    } finally {
      client?.close();
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  });
});
