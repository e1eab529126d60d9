import { expect } from 'chai';
import { SseClient } from '../support/sse-client';
import { type TestService, startTestService, validPatient } from '../support/test-service';

interface StreamedEvent {
  position: number;
  event_type: string;
  stream_id: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

describe('live tail GET /events/stream (Server-Sent Events)', function () {
  let service: TestService;
  let provider: { token: string; userId: string };
  let readonly: string;
  const openTails: number[] = [];
  const clients: SseClient[] = [];

  before(async () => {
    service = await startTestService({}, (deps) => ({
      ...deps,
      eventStream: { heartbeatMs: 300, pollMs: 50, onSessions: (open) => openTails.push(open) },
    }));
    provider = await service.login('provider');
    readonly = (await service.login('readonly')).token;
  });
  afterEach(() => clients.splice(0).forEach((client) => client.close()));
  after(async () => service?.stop());

  async function tail(headers: Record<string, string> = {}, query = '', token = readonly): Promise<SseClient> {
    const client = await SseClient.connect(`${service.baseUrl}/events/stream${query}`, {
      Authorization: `Bearer ${token}`,
      ...headers,
    });
    clients.push(client);
    return client;
  }

  async function createPatient(): Promise<string> {
    const response = await service.request('POST', '/patients', { token: provider.token, body: validPatient() });
    expect(response.status).to.equal(201);
    return response.body.data.id;
  }

  const registered = (client: SseClient, id: string) =>
    client
      .messages<StreamedEvent>()
      .find(({ event }) => event.event_type === 'PatientRegistered' && event.data.patient_id === id);

  it('sends events appended after connecting, id = position, actors pseudonymized', async () => {
    await createPatient();
    const client = await tail();
    expect(client.status).to.equal(200);
    expect(client.headers.get('content-type')).to.match(/^text\/event-stream/);
    const id = await createPatient();
    await client.until(() => registered(client, id) !== undefined);
    const message = registered(client, id)!;
    expect(message.id).to.equal(String(message.event.position));
    expect(message.event.metadata.actor_user_id).to.match(/^anon-/);
    // It started at the head: nothing from before the connection.
    expect(client.messages<StreamedEvent>()).to.have.length(1);
  });

  it('resumes after Last-Event-ID with exactly the events missed', async () => {
    const first = await tail();
    const a = await createPatient();
    await first.until(() => registered(first, a) !== undefined);
    const lastId = registered(first, a)!.id;
    first.close();
    const missed = [await createPatient(), await createPatient()];
    const second = await tail({ 'Last-Event-ID': lastId }, '?after=0');
    await second.until(() => missed.every((id) => registered(second, id) !== undefined));
    const types = second.messages<StreamedEvent>().map(({ event }) => event.data.patient_id);
    expect(types).to.deep.equal(missed);
    const positions = second.messages<StreamedEvent>().map(({ event }) => event.position);
    expect(positions[0]).to.be.greaterThan(Number(lastId));
  });

  it('replays from a position with ?after and filters by type', async () => {
    const client = await tail({}, '?after=0&type=PatientRegistered');
    const id = await createPatient();
    await client.until(() => registered(client, id) !== undefined);
    const all = client.messages<StreamedEvent>();
    expect(all.length).to.be.greaterThan(3);
    expect(all.every(({ event }) => event.event_type === 'PatientRegistered')).to.equal(true);
  });

  it('sends heart-beats while idle', async () => {
    const client = await tail();
    await client.until(() => client.frames.filter((frame) => frame.comment === 'heartbeat').length >= 2, 3000);
  });

  it('frees a disconnected client at once', async () => {
    const before = openTails.at(-1) ?? 0;
    const client = await tail();
    await client.until(() => client.frames.length > 0);
    expect(openTails.at(-1)).to.equal(before + 1);
    client.close();
    const deadline = Date.now() + 2000;
    while (openTails.at(-1) !== before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(openTails.at(-1)).to.equal(before);
  });

  it('serves the tail of events another API process appends (server profile)', async function () {
    if (service.config.eventStore === 'sqlite') this.skip(); // the embedded log belongs to one process
    const other = await startTestService({
      ROLES: 'api',
      EVENT_STORE: service.config.eventStore,
      POSTGRES_URL: service.config.postgresUrl,
    });
    try {
      const token = (await other.login('readonly')).token;
      const client = await SseClient.connect(`${other.baseUrl}/events/stream`, { Authorization: `Bearer ${token}` });
      clients.push(client);
      await client.until(() => client.frames.length > 0);
      const id = await createPatient();
      await client.until(() => registered(client, id) !== undefined);
      client.close();
    } finally {
      await other.stop();
    }
  });

  it('refuses providers and a bad Last-Event-ID in the error envelope', async () => {
    const forbidden = await service.request('GET', '/events/stream', { token: provider.token });
    expect(forbidden.status).to.equal(403);
    expect(forbidden.body.code).to.equal('FORBIDDEN');
    const bad = await service.request('GET', '/events/stream', {
      token: readonly,
      headers: { 'Last-Event-ID': 'not-a-position' },
    });
    expect(bad.status).to.equal(422);
    expect(bad.body.details[0].field).to.equal('Last-Event-ID');
  });
});
