import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { type TestService, startTestService, validPatient, validVisit } from '../support/test-service';

interface FeedEventBody {
  position: number;
  stream_id: string;
  revision: number;
  event_type: string;
  recorded_at: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

describe('event feed GET /events', function () {
  let service: TestService;
  let provider: { token: string; userId: string };
  let readonly: string;
  let admin: string;
  let auditor: string;
  let patientId: string;

  before(async () => {
    service = await startTestService();
    provider = await service.login('provider');
    readonly = (await service.login('readonly')).token;
    admin = (await service.login('admin')).token;
    auditor = (await service.login('auditor')).token;
    const patient = await service.request('POST', '/patients', { token: provider.token, body: validPatient() });
    patientId = patient.body.data.id;
    const visit = await service.request('POST', '/visits', { token: provider.token, body: validVisit(patientId) });
    await service.request('PUT', `/visits/${visit.body.data.id}`, {
      token: provider.token,
      body: { provider_notes: 'Stable.' },
    });
    await service.request('PUT', `/patients/${patientId}`, { token: provider.token, body: { bmi: 25.5 } });
  });
  after(async () => service?.stop());

  async function page(query: string, token = readonly): Promise<{ events: FeedEventBody[]; next_after: number }> {
    const response = await service.request('GET', `/events${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body.data;
  }

  async function everything(token = readonly, query = ''): Promise<FeedEventBody[]> {
    const all: FeedEventBody[] = [];
    let after = 0;
    for (;;) {
      const next = await page(`?after=${after}&limit=2${query}`, token);
      all.push(...next.events);
      if (next.next_after === after) return all;
      after = next.next_after;
    }
  }

  it('lists events in position order with their envelope and schema version', async () => {
    const events = await everything();
    const ours = events.filter((event) => event.stream_id.endsWith(patientId) || event.data.patient_id === patientId);
    expect(ours.map((event) => event.event_type)).to.deep.equal([
      'PatientRegistered',
      'VisitRecorded',
      'VisitUpdated',
      'PatientUpdated',
    ]);
    const positions = events.map((event) => event.position);
    expect(positions).to.deep.equal([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).to.equal(positions.length);
    const recorded = ours[1];
    expect(recorded.schema_version).to.equal(2);
    expect(recorded.data.patient_id).to.equal(patientId);
    expect(ours[0].schema_version).to.equal(1);
    expect(ours[0].revision).to.equal(0);
    expect(ours[3].revision).to.equal(1);
    expect(recorded.recorded_at).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Object.keys(recorded.metadata).sort()).to.deep.equal(
      ['actor_role', 'actor_user_id', 'occurred_at', 'organization_id', 'request_id'].sort(),
    );
  });

  it('pseudonymizes actors for the readonly role only, stably per user', async () => {
    const forReadonly = (await everything(readonly)).filter((event) => event.metadata.actor_role === 'provider');
    const forAdmin = (await everything(admin)).filter((event) => event.metadata.actor_role === 'provider');
    const forAuditor = (await everything(auditor)).filter((event) => event.metadata.actor_role === 'provider');
    expect(forAdmin.every((event) => event.metadata.actor_user_id === provider.userId)).to.equal(true);
    expect(forAuditor.every((event) => event.metadata.actor_user_id === provider.userId)).to.equal(true);
    const shown = new Set(forReadonly.map((event) => event.metadata.actor_user_id));
    expect(shown.size).to.equal(1);
    const [pseudonym] = shown;
    expect(pseudonym).to.match(/^anon-/);
    expect(JSON.stringify(forReadonly)).not.to.contain(provider.userId);
    expect(JSON.stringify(forReadonly)).not.to.contain('@');
  });

  it('pages with next_after and filters by type', async () => {
    const first = await page('?limit=1');
    expect(first.events).to.have.length(1);
    const second = await page(`?after=${first.next_after}&limit=1`);
    expect(second.events[0].position).to.be.greaterThan(first.events[0].position);
    const visits = await everything(readonly, '&type=VisitRecorded,VisitUpdated');
    expect(visits.length).to.be.greaterThan(1);
    expect(visits.every((event) => event.event_type.startsWith('Visit'))).to.equal(true);
    const repeated = await everything(readonly, '&type=VisitRecorded&type=PatientUpdated');
    expect(new Set(repeated.map((event) => event.event_type))).to.deep.equal(
      new Set(['VisitRecorded', 'PatientUpdated']),
    );
    const end = await page(`?after=${(await everything()).at(-1)?.position}`);
    expect(end.events).to.deep.equal([]);
  });

  it('leaves out rejected import rows and security events', async () => {
    const { stored } = service.runtime.eventStore as unknown as { stored: typeof service.runtime.eventStore };
    const metadata = {
      actor_user_id: provider.userId,
      actor_role: 'provider',
      organization_id: 'org-test',
      request_id: 'req_feed',
      occurred_at: new Date().toISOString(),
    };
    const batchId = `batch_${randomUUID().slice(0, 8)}`;
    await stored.append(
      `batchrow-${batchId}-1`,
      [
        {
          id: randomUUID(),
          event: {
            type: 'BatchRowRejected',
            data: { batch_id: batchId, row_number: 1, errors: [], rejected_at: metadata.occurred_at },
          },
          metadata,
        },
      ],
      'no_stream',
    );
    // A security event as the audit trail writes them (its own streams, beside the clinical ones).
    await stored.append(
      `audit-${randomUUID()}`,
      [
        {
          id: randomUUID(),
          event: {
            type: 'BatchUploadStarted',
            data: { batch_id: batchId, file_name: 'x.csv', started_at: metadata.occurred_at },
          },
          metadata,
        },
      ],
      'no_stream',
    );
    for (const token of [readonly, admin, auditor]) {
      const events = await everything(token);
      expect(events.some((event) => event.event_type === 'BatchRowRejected')).to.equal(false);
      expect(events.some((event) => /^(batchrow|audit)-/.test(event.stream_id))).to.equal(false);
    }
    const lines = await ndjson('');
    expect(lines.some((event) => /^(batchrow|audit)-/.test(event.stream_id))).to.equal(false);
  });

  async function ndjson(query: string, token = readonly): Promise<FeedEventBody[]> {
    const response = await fetch(`${service.baseUrl}/events${query}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/x-ndjson' },
    });
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^application\/x-ndjson/);
    const text = await response.text();
    expect(text.endsWith('\n') || text === '').to.equal(true);
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as FeedEventBody);
  }

  it('streams everything after the cursor as NDJSON, the same events as the pages', async () => {
    const paged = await everything();
    expect(await ndjson('')).to.deep.equal(paged);
    const cursor = paged[1].position;
    expect(await ndjson(`?after=${cursor}`)).to.deep.equal(paged.slice(2));
    expect(await ndjson('?type=PatientRegistered')).to.deep.equal(
      paged.filter((event) => event.event_type === 'PatientRegistered'),
    );
  });

  it('refuses providers and bad parameters in the error envelope', async () => {
    const forbidden = await service.request('GET', '/events', { token: provider.token });
    expect(forbidden.status).to.equal(403);
    expect(forbidden.body.code).to.equal('FORBIDDEN');
    expect((await service.request('GET', '/events')).status).to.equal(401);
    for (const query of ['?limit=0', '?limit=1001', '?limit=x', '?after=-1', '?after=1.5', '?after=abc']) {
      const response = await service.request('GET', `/events${query}`, { token: readonly });
      expect(response.status, query).to.equal(422);
      expect(response.body.code, query).to.equal('VALIDATION_ERROR');
      expect(response.body.details[0].field).to.be.oneOf(['limit', 'after']);
    }
    const unknownType = await service.request('GET', '/events?type=BatchRowRejected', { token: readonly });
    expect(unknownType.status).to.equal(422);
    expect(unknownType.body.code).to.equal('INVALID_ENUM_VALUE');
    expect(unknownType.body.details.valid_values).not.to.include('BatchRowRejected');
  });
});
