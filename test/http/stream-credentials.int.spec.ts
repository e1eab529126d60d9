import { expect } from 'chai';
import type { FileApiKeyStore } from '../../src/auth/api-keys';
import { SseClient } from '../support/sse-client';
import { type TestService, startTestService } from '../support/test-service';

/**
 * A live tail re-checks the credential it was opened with (here every 100 ms,
 * 30 s by default) and at its expiry, and ends with a last event saying why.
 */
describe('live tails end when their credential no longer holds', function () {
  this.timeout(30_000);
  let service: TestService;
  const clients: SseClient[] = [];

  before(async () => {
    service = await startTestService({ ACCESS_TOKEN_TTL_SECONDS: '3' }, (deps) => ({
      ...deps,
      eventStream: { heartbeatMs: 300, pollMs: 50, credentialRecheckMs: 100 },
    }));
  });
  afterEach(() => clients.splice(0).forEach((client) => client.close()));
  after(async () => service?.stop());

  async function tail(headers: Record<string, string>): Promise<SseClient> {
    const client = await SseClient.connect(`${service.baseUrl}/events/stream`, headers);
    clients.push(client);
    expect(client.status).to.equal(200);
    return client;
  }

  async function endReason(client: SseClient, timeoutMs: number): Promise<string> {
    await client.until(() => client.frames.some((frame) => frame.event === 'end'), timeoutMs);
    const last = client.frames[client.frames.length - 1];
    expect(last.event).to.equal('end');
    return (JSON.parse(last.data ?? '{}') as { stream_end: { reason: string } }).stream_end.reason;
  }

  it('ends at the access token expiry', async () => {
    const { token } = await service.login('readonly');
    const client = await tail({ Authorization: `Bearer ${token}` });
    expect(await endReason(client, 6000)).to.equal('expired');
  });

  it('ends soon after the account is disabled', async () => {
    const { token, userId } = await service.login('readonly');
    const client = await tail({ Authorization: `Bearer ${token}` });
    const users = service.runtime.auth.users;
    const user = await users.findById(userId);
    await users.replace({ ...user!, disabled: true });
    expect(await endReason(client, 1500)).to.equal('disabled');
  });

  it('ends soon after its API key is revoked', async () => {
    const keys = service.runtime.appDeps().apiKeys as FileApiKeyStore;
    const { key, record } = keys.create({
      organizationId: 'org-test',
      role: 'readonly',
      name: 'stream test',
      expiresAt: new Date(Date.now() + 3600_000),
      now: new Date(),
    });
    const client = await tail({ 'X-API-Key': key });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      client.frames.some((frame) => frame.event === 'end'),
      'still open while the key holds',
    ).to.equal(false);
    keys.revoke(record.id, new Date());
    expect(await endReason(client, 1500)).to.equal('revoked');
  });
});
