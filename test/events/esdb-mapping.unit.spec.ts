import { expect } from 'chai';
import { ANY, NO_STREAM, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import {
  DOMAIN_EVENT_TYPE_REGEX,
  appendPosition,
  eventPosition,
  fromEsdbRevision,
  isOurEvent,
  toEsdbExpectedRevision,
  toEsdbPosition,
  toEventData,
  toRecordedEvent,
} from '../../src/events/esdb/esdb-mapping';
import { DOMAIN_EVENT_TYPES } from '../../src/events/domain-events';
import { testEvent, testMetadata } from '../contracts/support/events';

function stored(overrides: Partial<EsdbRecordedEvent> = {}): EsdbRecordedEvent {
  const source = testEvent('stored', testMetadata({ row_number: 3 }));
  return {
    streamId: 'batch-1',
    id: source.id,
    isJson: true,
    revision: 4n,
    type: source.event.type,
    created: new Date('2024-05-01T10:00:00.123Z'),
    data: { ...source.event.data },
    metadata: { ...source.metadata },
    position: { commit: 1234n, prepare: 1234n },
    ...overrides,
  } as EsdbRecordedEvent;
}

describe('EventStoreDB mapping', () => {
  it('maps expected revisions: no_stream, any, zero-based numbers as bigint', () => {
    expect(toEsdbExpectedRevision('no_stream')).to.equal(NO_STREAM);
    expect(toEsdbExpectedRevision('any')).to.equal(ANY);
    expect(toEsdbExpectedRevision(0)).to.equal(0n);
    expect(toEsdbExpectedRevision(41)).to.equal(41n);
    expect(() => toEsdbExpectedRevision(-1)).to.throw(RangeError);
    expect(() => toEsdbExpectedRevision(1.5)).to.throw(RangeError);
  });

  it('maps the actual revision of a conflict back to number | null', () => {
    expect(fromEsdbRevision(NO_STREAM)).to.equal(null);
    expect(fromEsdbRevision(0n)).to.equal(0);
    expect(fromEsdbRevision(17n)).to.equal(17);
    expect(() => fromEsdbRevision(2n ** 60n)).to.throw(RangeError);
  });

  it('maps an event position to its commit offset and back to the same pair', () => {
    expect(eventPosition({ commit: 98765n, prepare: 98765n })).to.equal(98765);
    expect(toEsdbPosition(98765)).to.deep.equal({ commit: 98765n, prepare: 98765n });
    const max = BigInt(Number.MAX_SAFE_INTEGER);
    expect(eventPosition({ commit: max, prepare: max })).to.equal(Number.MAX_SAFE_INTEGER);
    expect(() => eventPosition({ commit: max + 1n, prepare: max + 1n })).to.throw(RangeError);
  });

  it('refuses positions of explicit transactions (commit != prepare) instead of guessing', () => {
    expect(() => eventPosition({ commit: 500n, prepare: 300n })).to.throw(/explicit transaction/);
  });

  it('takes the commit offset of an append result (the last event written)', () => {
    expect(appendPosition({ commit: 700n, prepare: 500n })).to.equal(700);
  });

  it('rejects positions that are not non-negative safe integers', () => {
    expect(() => toEsdbPosition(-1)).to.throw(RangeError);
    expect(() => toEsdbPosition(0.5)).to.throw(RangeError);
  });

  it('serializes an event with our id, type, JSON data and metadata', () => {
    const source = testEvent('x', testMetadata({ batch_id: 'batch_1', row_number: 2 }));
    const data = toEventData(source);
    expect(data).to.deep.include({ id: source.id, type: 'BatchUploadStarted', contentType: 'application/json' });
    expect(data.data).to.deep.equal(source.event.data);
    expect(data.metadata).to.deep.equal(source.metadata);
  });

  it('deserializes a stored event into the port RecordedEvent', () => {
    const event = stored();
    expect(toRecordedEvent(event, 1234)).to.deep.equal({
      id: event.id,
      streamId: 'batch-1',
      revision: 4,
      position: 1234,
      type: 'BatchUploadStarted',
      data: event.data,
      metadata: event.metadata,
      recordedAt: '2024-05-01T10:00:00.123Z',
    });
  });

  it('recognises only our JSON domain events outside system streams', () => {
    expect(isOurEvent(stored())).to.equal(true);
    expect(isOurEvent(stored({ type: '$statsCollected' } as Partial<EsdbRecordedEvent>))).to.equal(false);
    expect(isOurEvent(stored({ streamId: '$stats-127.0.0.1:2113' }))).to.equal(false);
    expect(isOurEvent(stored({ type: 'PatientRegisteredV2' } as Partial<EsdbRecordedEvent>))).to.equal(false);
    expect(() => toRecordedEvent(stored({ type: '$metadata' } as Partial<EsdbRecordedEvent>), 1)).to.throw(
      /not a domain event/,
    );
  });

  it('builds an exact-match type regex for a server-side filter', () => {
    const regex = new RegExp(DOMAIN_EVENT_TYPE_REGEX);
    for (const type of DOMAIN_EVENT_TYPES) expect(regex.test(type)).to.equal(true);
    expect(regex.test('PatientRegisteredV2')).to.equal(false);
    expect(regex.test('$>')).to.equal(false);
  });
});
