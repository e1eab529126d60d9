import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { EventMetadata } from '../../src/events/domain-events';
import { UpcastingEventStore } from '../../src/events/upcasting/upcasting-event-store';
import { visitStream } from '../../src/events/streams';
import { newId } from '../../src/shared/ids';
import { type TestService, startTestService, validPatient } from '../support/test-service';

/**
 * A VisitRecorded written before schema versions existed (version 1: no
 * schema_version in its metadata, the patient only inside `visit`), stored
 * raw through the adapter, is read back in today's shape everywhere.
 */
describe('event schema versions: an old event is read in today shape', function () {
  let service: TestService;
  let provider: { token: string; userId: string };
  let readonly: string;
  let patientId: string;
  const visitId = newId('vis');

  before(async () => {
    service = await startTestService();
    provider = await service.login('provider');
    readonly = (await service.login('readonly')).token;
    patientId = (await service.request('POST', '/patients', { token: provider.token, body: validPatient() })).body.data
      .id;
    const store = service.runtime.eventStore;
    expect(store).to.be.instanceOf(UpcastingEventStore);
    const metadata: EventMetadata = {
      actor_user_id: provider.userId,
      actor_role: 'provider',
      organization_id: 'org-test',
      request_id: 'req_legacy',
      occurred_at: '2024-03-15T10:00:00.000Z',
    };
    const versionOne = {
      type: 'VisitRecorded',
      data: {
        visit_id: visitId,
        visit: { patient_id: patientId, visit_date: '2024-03-15', visit_type: 'follow_up' },
        recorded_at: '2024-03-15T10:00:00.000Z',
      },
    };
    // Written past the command handler on purpose: the old shape no longer type-checks as an event to append.
    await (store as UpcastingEventStore).stored.append(
      visitStream(visitId),
      [{ id: randomUUID(), event: versionOne as never, metadata }],
      'no_stream',
    );
  });
  after(async () => service?.stop());

  it('stays version 1 in the store, as written', async () => {
    const [raw] = await (service.runtime.eventStore as UpcastingEventStore).stored.readStream(visitStream(visitId));
    expect(raw.metadata.schema_version).to.equal(undefined);
    expect(raw.data).not.to.have.property('patient_id');
  });

  it('reads back as version 2 from the stream and the log', async () => {
    const [event] = await service.runtime.eventStore.readStream(visitStream(visitId));
    expect(event.type).to.equal('VisitRecorded');
    expect(event.metadata.schema_version).to.equal(2);
    expect(event.data).to.deep.include({ visit_id: visitId, patient_id: patientId });
    const all = await service.runtime.eventStore.readAll(null, 10_000);
    const fromLog = all.find((recorded) => recorded.streamId === visitStream(visitId));
    expect(fromLog?.data).to.deep.include({ patient_id: patientId });
  });

  it('reaches the feed as version 2', async () => {
    const page = await service.request('GET', '/events?type=VisitRecorded&limit=1000', { token: readonly });
    const event = page.body.data.events.find((item: { stream_id: string }) => item.stream_id === visitStream(visitId));
    expect(event.schema_version).to.equal(2);
    expect(event.data.patient_id).to.equal(patientId);
  });

  it('is folded by the projection and the decider like a new one', async () => {
    const update = await service.request('PUT', `/visits/${visitId}`, {
      token: provider.token,
      body: { provider_notes: 'Stable.' },
    });
    expect(update.status, JSON.stringify(update.body)).to.equal(200);
    expect(update.body.data).to.deep.include({ id: visitId, patient_id: patientId, provider_notes: 'Stable.' });
    // The command handler stamps the version into the stored metadata itself.
    const [, updated] = await (service.runtime.eventStore as UpcastingEventStore).stored.readStream(
      visitStream(visitId),
    );
    expect(updated.metadata.schema_version).to.equal(1);
    const visit = await service.request('POST', '/visits', {
      token: provider.token,
      body: { patient_id: patientId, visit_date: '2024-04-01', visit_type: 'follow_up' },
    });
    const [stored] = await (service.runtime.eventStore as UpcastingEventStore).stored.readStream(
      visitStream(visit.body.data.id),
    );
    expect(stored.metadata.schema_version).to.equal(2);
    expect(stored.data).to.deep.include({ patient_id: patientId });
  });
});
