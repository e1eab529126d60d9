import { expect } from 'chai';
import type { RecordedEvent } from '../../src/events/event-store';
import { DOMAIN_EVENT_TYPES } from '../../src/events/domain-events';
import { CURRENT_SCHEMA_VERSIONS, currentSchemaVersion } from '../../src/events/schema-versions';
import { UPCASTERS, UnknownSchemaVersionError, upcast } from '../../src/events/upcasting/upcasters';

const recorded = (type: string, data: unknown, schemaVersion?: number): RecordedEvent =>
  ({
    id: 'e1',
    streamId: 's-1',
    revision: 0,
    position: 7,
    recordedAt: '2024-01-01T00:00:00.000Z',
    type,
    data,
    metadata: {
      actor_user_id: 'usr_1',
      actor_role: 'provider',
      organization_id: 'org',
      request_id: 'req',
      occurred_at: '2024-01-01T00:00:00.000Z',
      ...(schemaVersion !== undefined && { schema_version: schemaVersion }),
    },
  }) as RecordedEvent;

describe('upcasters (unit)', () => {
  it('has an upcaster for every version below each type current one', () => {
    for (const type of DOMAIN_EVENT_TYPES) {
      for (let from = 1; from < CURRENT_SCHEMA_VERSIONS[type]; from += 1) {
        expect(
          UPCASTERS.some((upcaster) => upcaster.type === type && upcaster.from === from),
          `${type}@${from}`,
        ).to.be.true;
      }
    }
  });

  it('lifts a version-1 VisitRecorded (no schema_version) to version 2', () => {
    const old = recorded('VisitRecorded', { visit_id: 'vis_1', visit: { patient_id: 'pat_1' }, recorded_at: 'x' });
    const today = upcast(old);
    expect(today.metadata.schema_version).to.equal(2);
    expect(today.data).to.deep.equal({
      visit_id: 'vis_1',
      patient_id: 'pat_1',
      visit: { patient_id: 'pat_1' },
      recorded_at: 'x',
    });
    expect(old.data).not.to.have.property('patient_id');
  });

  it('stamps the version on an unversioned event whose shape did not change', () => {
    const event = upcast(recorded('PatientUpdated', { patient_id: 'pat_1', changes: {}, updated_at: 'x' }));
    expect(event.metadata.schema_version).to.equal(1);
  });

  it('returns a current event untouched', () => {
    const event = recorded('VisitRecorded', { visit_id: 'v', patient_id: 'p', visit: {}, recorded_at: 'x' }, 2);
    expect(upcast(event)).to.equal(event);
  });

  it('refuses an event from a newer release instead of misreading it', () => {
    expect(() => upcast(recorded('PatientUpdated', {}, 9))).to.throw(UnknownSchemaVersionError);
  });

  it('leaves types this release does not know at version 1', () => {
    expect(currentSchemaVersion('SomethingNew')).to.equal(1);
    expect(upcast(recorded('SomethingNew', { a: 1 })).data).to.deep.equal({ a: 1 });
  });
});
