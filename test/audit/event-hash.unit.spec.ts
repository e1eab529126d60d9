import { expect } from 'chai';
import { canonicalJson, inCanonicalOrder, withKeyInOrder, withSortedKeys } from '../../src/events/canonical-json';
import { GENESIS_HASH, eventHash, eventHashOfText } from '../../src/events/event-hash';
import type { EventMetadata } from '../../src/events/domain-events';
import { fieldChanges } from '../../src/queries/field-changes';

const metadata: EventMetadata = {
  actor_user_id: 'usr_1',
  actor_role: 'provider',
  organization_id: 'org-1',
  request_id: 'req-1',
  occurred_at: '2026-01-01T00:00:00.000Z',
};
const event = {
  id: 'e1',
  streamId: 'patient-pat_1',
  revision: 0,
  type: 'PatientUpdated',
  data: { patient_id: 'pat_1', changes: { bmi: 24.5, notes: 'a "quoted" note' } },
  metadata,
};

describe('event hashes and canonical JSON', () => {
  it('one text per value, whatever the key order (JSONB reorders keys)', () => {
    const reordered = { changes: { notes: 'a "quoted" note', bmi: 24.5 }, patient_id: 'pat_1' };
    expect(canonicalJson(reordered)).to.equal(canonicalJson(event.data));
    expect(canonicalJson(event.data)).to.equal(JSON.stringify(withSortedKeys(event.data)));
    expect(canonicalJson({ b: [1, { d: null, c: true }], a: 'x' })).to.equal('{"a":"x","b":[1,{"c":true,"d":null}]}');
  });

  it('hashing the canonical text the writer stores gives the hash of the event itself', () => {
    const data = withSortedKeys(event.data);
    const sortedMetadata = withSortedKeys(metadata);
    expect(inCanonicalOrder(data) && inCanonicalOrder(sortedMetadata)).to.equal(true);
    const fromText = eventHashOfText(GENESIS_HASH, event, JSON.stringify(data), JSON.stringify(sortedMetadata));
    expect(fromText).to.equal(eventHash(GENESIS_HASH, event));
    // Index-like keys are enumerated first whatever the order they were added in: not canonical as is.
    expect(inCanonicalOrder(withSortedKeys({ b: 1, 10: 'x', 9: 'y' }))).to.equal(false);
    expect(inCanonicalOrder([1, undefined])).to.equal(false);
  });

  it('orders keys as Array#sort does, for few keys and for many, whatever their characters', () => {
    const reference = (value: unknown): string => {
      if (value === null || typeof value !== 'object') return JSON.stringify(value);
      const record = value as Record<string, unknown>;
      return `{${Object.keys(record)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${reference(record[key])}`)
        .join(',')}}`;
    };
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = ['a', 'B', 'z', '_', '-', '0', '9', 'é', 'Ω', '\u{1F600}', '\uFF21', ' ', 'aa', 'A'];
    const key = (): string =>
      Array.from({ length: 1 + Math.floor(random() * 4) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        '',
      );
    for (const size of [0, 1, 2, 5, 12, 31, 32, 33, 80]) {
      const value: Record<string, unknown> = {};
      for (let index = 0; index < size; index += 1) value[`k${key()}`] = { [key()]: index, [key()]: -index };
      expect(canonicalJson(value)).to.equal(reference(value));
      // Index-like keys ("0") are enumerated first whatever the order: only the canonical text is compared.
      expect(canonicalJson(withSortedKeys(value))).to.equal(reference(value));
      expect(Object.keys(withSortedKeys(value))).to.deep.equal(Object.keys(value).sort());
    }
  });

  it('adds a key at its place in an object whose keys are in order, or replaces it', () => {
    const sorted = { b: 1, d: 2 };
    expect(JSON.stringify(withKeyInOrder(sorted, 'c', 3))).to.equal('{"b":1,"c":3,"d":2}');
    expect(JSON.stringify(withKeyInOrder(sorted, 'a', 0))).to.equal('{"a":0,"b":1,"d":2}');
    expect(JSON.stringify(withKeyInOrder(sorted, 'e', 4))).to.equal('{"b":1,"d":2,"e":4}');
    expect(JSON.stringify(withKeyInOrder(sorted, 'd', 5))).to.equal('{"b":1,"d":5}');
    expect(JSON.stringify(withKeyInOrder({}, 'hash', 'x'))).to.equal('{"hash":"x"}');
    expect(sorted).to.deep.equal({ b: 1, d: 2 });
  });

  it('sorting keys copies only what is out of order and drops undefined values', () => {
    const sorted = { a: 1, b: { c: [1, { d: 2, e: 3 }], f: 'x' } };
    expect(withSortedKeys(sorted)).to.equal(sorted);
    const outOfOrder = { z: 1, a: sorted.b, m: { y: 2, x: undefined } };
    const copy = withSortedKeys(outOfOrder);
    expect(JSON.stringify(copy)).to.equal('{"a":{"c":[1,{"d":2,"e":3}],"f":"x"},"m":{"y":2},"z":1}');
    expect(copy.a).to.equal(sorted.b);
    expect(Object.keys(outOfOrder)).to.deep.equal(['z', 'a', 'm']);
    expect(Object.keys(outOfOrder.m)).to.deep.equal(['y', 'x']);
  });

  it('the hash commits to content, place and predecessor, not to key order or to the hash field', () => {
    const hash = eventHash(GENESIS_HASH, event);
    expect(hash).to.match(/^[0-9a-f]{64}$/);
    expect(eventHash(GENESIS_HASH, { ...event, metadata: { ...metadata, hash } })).to.equal(hash);
    expect(eventHash(GENESIS_HASH, { ...event, data: withSortedKeys(event.data) })).to.equal(hash);
    expect(eventHash(GENESIS_HASH, { ...event, revision: 1 })).not.to.equal(hash);
    expect(eventHash(GENESIS_HASH, { ...event, streamId: 'patient-pat_2' })).not.to.equal(hash);
    expect(eventHash(hash, event)).not.to.equal(hash);
    const changed = { ...event, data: { ...event.data, changes: { bmi: 24.6, notes: 'a "quoted" note' } } };
    expect(eventHash(GENESIS_HASH, changed)).not.to.equal(hash);
    expect(eventHash(GENESIS_HASH, { ...event, metadata: { ...metadata, actor_user_id: 'usr_2' } })).not.to.equal(hash);
  });

  it('field changes name dotted paths with from and to', () => {
    const before = { bmi: 24.5, symptoms: { hot_flashes: 'mild' }, medications: [{ name: 'A' }] };
    const after = { bmi: 24.5, symptoms: { hot_flashes: 'severe' }, medications: [{ name: 'A' }, { name: 'B' }] };
    expect(fieldChanges(before, after)).to.deep.equal([
      { path: 'symptoms.hot_flashes', from: 'mild', to: 'severe' },
      { path: 'medications.1.name', from: null, to: 'B' },
    ]);
    expect(fieldChanges(null, { bmi: 20 })).to.deep.equal([{ path: 'bmi', from: null, to: 20 }]);
  });
});
