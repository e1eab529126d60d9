import { expect } from 'chai';
import { dropAllowed, type AllowedSpanRule, type AskedSpans } from '../../src/deidentification/allowed-spans';
import type { IdentifierHit } from '../../src/deidentification/detector';

const hit = (start: number, end: number): IdentifierHit => ({
  kind: 'name',
  start,
  end,
  warning: 'a name',
});

describe('dropAllowed', () => {
  it('drops a hit held whole by a span of any rule, whatever the order of the rules', () => {
    const hits = [hit(0, 4), hit(10, 14), hit(20, 24), hit(30, 34)];
    const rules: AllowedSpanRule[] = [() => [[9, 15]], () => [], () => [[19, 23]], () => [[28, 40]]];
    const kept = (rs: AllowedSpanRule[]) => dropAllowed(hits, 'text', rs).map((h) => h.start);
    expect(kept(rules)).to.deep.equal([0, 20]);
    expect(kept([...rules].reverse())).to.deep.equal([0, 20]);
  });

  it('asks no further rule once no hit is left', () => {
    const asked: number[] = [];
    const rule =
      (n: number, spans: [number, number][]): AllowedSpanRule =>
      () => {
        asked.push(n);
        return spans;
      };
    expect(dropAllowed([hit(5, 8)], 'text', [rule(1, [[0, 10]]), rule(2, [])])).to.deep.equal([]);
    expect(asked).to.deep.equal([1]);
    expect(dropAllowed([], 'text', [rule(3, [])])).to.deep.equal([]);
    expect(asked).to.deep.equal([1]);
  });

  it('asks each rule once a text when the spans it gave are kept for the next hits', () => {
    const asked: number[] = [];
    const rules: AllowedSpanRule[] = [() => (asked.push(1), [[0, 4]]), () => (asked.push(2), [[10, 14]])];
    const spans: AskedSpans = [];
    expect(dropAllowed([hit(0, 3), hit(20, 24)], 'text', rules, spans).map((h) => h.start)).to.deep.equal([20]);
    expect(dropAllowed([hit(11, 13), hit(30, 34)], 'text', rules, spans).map((h) => h.start)).to.deep.equal([30]);
    expect(asked).to.deep.equal([1, 2]);
  });
});
