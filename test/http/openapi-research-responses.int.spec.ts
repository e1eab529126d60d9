import { expect } from 'chai';
import { expectComponentMatches, expectResponseMatches } from '../support/openapi-validator';
import { SseClient } from '../support/sse-client';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

/** The research endpoints' real answers checked against the OpenAPI document, every media type they send. */
describe('research responses match the OpenAPI document', function () {
  let service: TestService;
  let provider: string;
  let readonly: string;
  let auditor: string;

  before(async () => {
    service = await startTestService();
    provider = (await service.login('provider')).token;
    readonly = (await service.login('readonly')).token;
    auditor = (await service.login('auditor')).token;
    const patient = await service.request('POST', '/patients', { token: provider, body: validPatient() });
    await service.request('POST', '/visits', { token: provider, body: validVisit(patient.body.data.id) });
  });
  after(async () => service?.stop());

  async function call(template: string, path: string, expected: number, token?: string): Promise<unknown> {
    const response = await service.request('GET', path, { token });
    expect(response.status, `${path}: ${JSON.stringify(response.body)}`).to.equal(expected);
    expectResponseMatches('GET', template, response.status, response.body);
    return response.body;
  }

  it('GET /events: pages, NDJSON lines and errors', async () => {
    await call('/events', '/events?limit=5', 200, readonly);
    await call('/events', '/events?type=VisitRecorded', 200, auditor);
    await call('/events', '/events?limit=0', 422, readonly);
    await call('/events', '/events?type=Nope', 422, readonly);
    await call('/events', '/events', 403, provider);
    await call('/events', '/events', 401);
    const response = await fetch(`${service.baseUrl}/events`, {
      headers: { Authorization: `Bearer ${readonly}`, Accept: 'application/x-ndjson' },
    });
    const lines = (await response.text()).trimEnd().split('\n');
    expect(lines.length).to.be.at.least(2);
    for (const line of lines) expectComponentMatches('FeedEvent', JSON.parse(line));
  });

  it('GET /events/stream: messages and errors', async () => {
    const client = await SseClient.connect(`${service.baseUrl}/events/stream?after=0`, {
      Authorization: `Bearer ${readonly}`,
    });
    try {
      await client.until(() => client.messages().length >= 2);
      for (const { event } of client.messages()) expectComponentMatches('FeedEvent', event);
    } finally {
      client.close();
    }
    await call('/events/stream', '/events/stream?after=x', 422, readonly);
    await call('/events/stream', '/events/stream', 403, provider);
  });

  it('GET /datasets/snapshot: the manifest and errors', async () => {
    await call('/datasets/snapshot', '/datasets/snapshot', 200, readonly);
    await call('/datasets/snapshot', '/datasets/snapshot?format=ndjson&as_of_position=1', 200, auditor);
    await call('/datasets/snapshot', '/datasets/snapshot?as_of_position=4503599627370496', 422, readonly);
    await call('/datasets/snapshot', '/datasets/snapshot?table=x', 422, readonly);
    await call('/datasets/snapshot', '/datasets/snapshot', 403, provider);
  });
});
