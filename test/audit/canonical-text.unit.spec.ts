import { expect } from 'chai';
import { isCanonicalText } from '../../src/audit/merkle/canonical-text';
import { leafBytes, storedLeafBytes } from '../../src/audit/merkle/merkle-hash';
import { canonicalJson } from '../../src/events/canonical-json';

/** The scanner may say "not sure" (false) for canonical text, never "canonical" for text that is not. */
const sound = (text: string): void => {
  if (isCanonicalText(text)) expect(canonicalJson(JSON.parse(text)), text).to.equal(text);
};

describe('isCanonicalText: stored JSON text used as leaf bytes only when it is its own canonical form', () => {
  it('accepts what the command handler stores: sorted keys, JSON.stringify spelling', () => {
    const values: unknown[] = [
      { a: 1, b: [true, false, null, 'x'], c: { d: -1.5, e: 1e21, f: 'é\u2028\u2029"\\\n\t' } },
      { '10': 'index-like keys sorted as text', '9': 0, a: 'b' },
      [],
      {},
      'plain',
      0,
      123456789012345,
      { emoji: '😀 surrogate pair', nested: [[{ a: [] }]] },
    ];
    for (const value of values) {
      const text = canonicalJson(value);
      expect(isCanonicalText(text), text).to.equal(true);
      sound(text);
    }
  });

  it('refuses text whose canonical form differs: order, spaces, spellings, escapes, duplicates', () => {
    const notCanonical = [
      '{"b":1,"a":2}',
      '{"a":1,"a":2}',
      '{"a": 1}',
      ' {"a":1}',
      '{"a":1.0}',
      '{"a":1E5}',
      '{"a":-0}',
      '{"a":007}',
      '{"a":"\\u00e9"}',
      '{"a":"\\/"}',
      '{"\\u0061":1}',
      '["\uD800"]',
      '{"a":1}x',
      '{"a":tru}',
      '[1,]',
      '{"a":1,}',
      '',
    ];
    for (const text of notCanonical) expect(isCanonicalText(text), text).to.equal(false);
  });

  it('is sound over many random values and their reformatted variants', () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const keys = ['a', 'b', 'B', '0', '1', '10', 'é', 'zz', 'a b', '😀'];
    const leaf = (): unknown => {
      const pick = random();
      if (pick < 0.2) return Math.round((random() - 0.5) * 1e6) / (random() < 0.5 ? 1 : 1000);
      if (pick < 0.4) return keys[Math.floor(random() * keys.length)] + '\n"\\\u2028';
      if (pick < 0.5) return random() < 0.5;
      if (pick < 0.6) return null;
      return 1 / (random() - 0.5);
    };
    const build = (depth: number): unknown => {
      if (depth > 3 || random() < 0.3) return leaf();
      if (random() < 0.4) return Array.from({ length: Math.floor(random() * 4) }, () => build(depth + 1));
      const record: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 5); i > 0; i -= 1)
        record[keys[Math.floor(random() * keys.length)]] = build(depth + 1);
      return record;
    };
    for (let round = 0; round < 2000; round += 1) {
      const value = build(0);
      const canonical = canonicalJson(value);
      expect(isCanonicalText(canonical), canonical).to.equal(true);
      sound(JSON.stringify(value));
      sound(JSON.stringify(value, null, 1));
    }
  });

  it('gives the stored row the same leaf bytes as the parsed event, canonical or not', () => {
    const envelope = {
      position: 7,
      id: 'evt_1',
      streamId: 'patient-1',
      revision: 0,
      type: 'PatientRegistered',
      recordedAt: '2026-01-01T00:00:00.000Z',
    };
    const data = { b: { y: 1, x: [2, 'é'] }, a: 'note' };
    const metadata = { request_id: 'req', actor_role: 'provider' };
    const expected = leafBytes({
      position: 7,
      event_id: 'evt_1',
      stream_id: 'patient-1',
      revision: 0,
      event_type: 'PatientRegistered',
      recorded_at: envelope.recordedAt,
      data,
      metadata,
    });
    for (const [dataText, metadataText] of [
      [canonicalJson(data), canonicalJson(metadata)],
      [JSON.stringify(data), JSON.stringify(metadata, null, 2)],
    ]) {
      expect(storedLeafBytes({ ...envelope, data: dataText, metadata: metadataText })).to.equal(expected);
    }
  });
});
