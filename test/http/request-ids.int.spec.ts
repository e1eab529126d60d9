import { Writable } from 'node:stream';
import { expect } from 'chai';
import pino from 'pino';
import { type TestService, startTestService, validPatient } from '../support/test-service';

/**
 * The server makes its own unique id for every request; a client's id is
 * logged beside it only when it is a UUID or a ULID, and never reaches the
 * log of events that readers of every organization see.
 */
describe('request ids', function () {
  this.timeout(60_000);
  let service: TestService;
  const lines: Record<string, unknown>[] = [];
  const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const ulid = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

  before(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    service = await startTestService({}, (deps) => ({ ...deps, logger: pino({ level: 'info' }, sink) }));
  });
  after(() => service.stop());

  const accessLine = (requestId: string | null): Record<string, unknown> | undefined =>
    lines.find((line) => line.msg === 'request' && line.request_id === requestId);

  it('makes its own unique id even when the client sends one', async () => {
    const { token } = await service.login('provider');
    const ids = new Set<string | null>();
    for (let i = 0; i < 3; i += 1) {
      const response = await service.request('GET', '/patients', { token, headers: { 'X-Request-ID': uuid } });
      ids.add(response.headers.get('x-request-id'));
    }
    expect(ids.size).to.equal(3);
    for (const id of ids) expect(id).to.match(/^req_[A-Za-z0-9_-]{16,}$/);
  });

  it("logs a UUID or ULID client id beside the server's, and ignores any other shape", async () => {
    const { token } = await service.login('provider');
    const cases: [string, string | undefined][] = [
      [uuid, uuid],
      [ulid, ulid],
      ['jane.doe@example.org', undefined],
      ['MRN:00012345', undefined],
      [`${uuid}x`, undefined],
    ];
    for (const [offered, logged] of cases) {
      const response = await service.request('GET', '/patients', { token, headers: { 'X-Request-ID': offered } });
      const line = accessLine(response.headers.get('x-request-id'));
      expect(line, offered).to.not.equal(undefined);
      expect(line?.client_request_id, offered).to.equal(logged);
      expect(JSON.stringify(lines), 'never logged').to.not.include('jane.doe');
    }
  });

  it("stores only the server's id with the events, for every reader", async () => {
    const { token } = await service.login('provider', 'org-a');
    const created = await service.request('POST', '/patients', {
      token,
      body: validPatient(),
      headers: { 'X-Request-ID': uuid },
    });
    expect(created.status).to.equal(201);
    const [event] = await service.runtime.eventStore.readStream(`patient-${created.body.data.id}`);
    expect(event.metadata.request_id).to.equal(created.headers.get('x-request-id'));
    expect(JSON.stringify(event.metadata)).to.not.include(uuid);
    const research = (await service.login('readonly', 'org-b')).token;
    const feed = await service.request('GET', '/events?limit=100', { token: research });
    expect(JSON.stringify(feed.body)).to.not.include(uuid);
  });
});
