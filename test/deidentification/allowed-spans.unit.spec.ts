import { expect } from 'chai';
import {
  dropAllowed,
  dropAllowedOnLines,
  type AllowedSpanRule,
  type AskedSpans,
} from '../../src/deidentification/allowed-spans';
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

describe('dropAllowedOnLines', () => {
  /** Allows every "kit" word and the word after it, positions into the text it is given. */
  const kitRule: AllowedSpanRule = (text) =>
    [...text.matchAll(/kit \w+/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  const at = (text: string, word: string): IdentifierHit => hit(text.indexOf(word), text.indexOf(word) + word.length);

  it('judges each hit on its own lines and hands back the hits as given, in their positions', () => {
    const text = 'first line\nkit AB12 here\nplain CD34\nthird kit EF56';
    const hits = [at(text, 'AB12'), at(text, 'CD34'), at(text, 'EF56')];
    const kept = dropAllowedOnLines(hits, text, [kitRule]);
    expect(kept).to.have.members([hits[1]]);
    expect(dropAllowed(hits, text, [kitRule])).to.deep.equal(kept);
  });

  it('gives a rule only the lines that hold a hit, a hit across a line break reading both lines', () => {
    const seen: string[] = [];
    const spy: AllowedSpanRule = (text) => {
      seen.push(text);
      return [];
    };
    const text = 'alpha\nbeta GH\n12 gamma\ndelta\nepsilon JK99';
    const across = hit(text.indexOf('GH'), text.indexOf('12') + 2);
    dropAllowedOnLines([at(text, 'JK99'), across], text, [spy]);
    expect(seen).to.deep.equal(['beta GH\n12 gamma', 'epsilon JK99']);
  });

  it("reads a rule that looks past the hit's lines no further than them", () => {
    // A rule allowing every code of a text that opens with a header: only the first line is such a header.
    const headed: AllowedSpanRule = (text) => (text.startsWith('CODES') ? [[0, text.length]] : []);
    const text = 'CODES\nXY77';
    expect(dropAllowed([at(text, 'XY77')], text, [headed])).to.deep.equal([]);
    expect(dropAllowedOnLines([at(text, 'XY77')], text, [headed])).to.have.length(1);
  });
});
