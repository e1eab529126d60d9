import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { addUserWithCli, loginAt, spawnService } from '../batch/spawned-service';
import { SseClient } from '../support/sse-client';

/** An open live tail must not hold up a shutdown: the stream ends and the process exits promptly. */
describe('live tail and shutdown (e2e)', function () {
  this.timeout(120_000);
  let dataDir: string;
  before(() => (dataDir = mkdtempSync(join(tmpdir(), 'deid-tail-stop-'))));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('ends open event streams on SIGTERM and exits well within the shutdown timeout', async () => {
    addUserWithCli(dataDir, 'reader@example.test', 'reader-password-1234', 'readonly');
    const service = await spawnService(dataDir, { SHUTDOWN_TIMEOUT_MS: '20000' });
    const token = await loginAt(service.baseUrl, 'reader@example.test', 'reader-password-1234');
    const client = await SseClient.connect(`${service.baseUrl}/events/stream`, { Authorization: `Bearer ${token}` });
    try {
      await client.until(() => client.frames.length > 0);
      const exited = new Promise<number | null>((resolve) => service.child.once('exit', resolve));
      const started = Date.now();
      await service.kill('SIGTERM');
      expect(await exited).to.equal(0);
      // Without the stream ending, the process would wait out SHUTDOWN_TIMEOUT_MS (20 s) and exit with 1.
      expect(Date.now() - started).to.be.lessThan(8000);
      await client.until(() => client.ended, 2000);
    } finally {
      client.close();
    }
  });
});
