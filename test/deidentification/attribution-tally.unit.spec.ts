import { expect } from 'chai';
import { addTallies, rankedRows, tallyCase, type Tallies } from '../../scripts/deid-attribution-tally';
import type { GoldSpan } from '../../scripts/deid-metrics';

const name = (start: number, end: number): GoldSpan => ({ kind: 'name', start, end });

describe('deid attribution tally (issue 49, twenty-eighth round)', () => {
  it('counts a clean text as refused by a rule alone only when every surviving hit is that rule’s', () => {
    const t: Tallies = new Map();
    tallyCase(
      t,
      [],
      [
        { rule: 'fallback', start: 0, end: 4 },
        { rule: 'fallback', start: 9, end: 12 },
      ],
    );
    tallyCase(
      t,
      [],
      [
        { rule: 'fallback', start: 0, end: 4 },
        { rule: 'places', start: 6, end: 8 },
      ],
    );
    tallyCase(t, [], []);
    expect(t.get('fallback')).to.include({ cleanAlone: 1, cleanWithOthers: 1, textsAlone: 0, spansAlone: 0 });
    expect(t.get('places')).to.include({ cleanAlone: 0, cleanWithOthers: 1 });
  });

  it('counts a text with identifiers as caught alone by the one rule whose hits all are, and spans by overlap', () => {
    const t: Tallies = new Map();
    // Two gold names: the first covered by two rules, the second by the title rule only; a stray place hit too.
    tallyCase(
      t,
      [name(0, 5), name(20, 25)],
      [
        { rule: 'title', start: 0, end: 5 },
        { rule: 'listed', start: 3, end: 8 },
        { rule: 'title', start: 22, end: 30 },
        { rule: 'places', start: 40, end: 44 },
      ],
    );
    tallyCase(t, [name(0, 5)], [{ rule: 'title', start: 0, end: 5 }]);
    expect(t.get('title')).to.include({ textsAlone: 1, textsWithOthers: 1, spansAlone: 2, spansWithOthers: 1 });
    expect(t.get('listed')).to.include({ textsAlone: 0, textsWithOthers: 1, spansAlone: 0, spansWithOthers: 1 });
    // A hit that overlaps no gold span counts for the text, never for a span.
    expect(t.get('places')).to.include({ textsWithOthers: 1, spansAlone: 0, spansWithOthers: 0 });
  });

  it('a hit touching a span end to end does not cover it (ends are exclusive)', () => {
    const t: Tallies = new Map();
    tallyCase(
      t,
      [name(5, 9)],
      [
        { rule: 'dates', start: 0, end: 5 },
        { rule: 'dates', start: 9, end: 12 },
      ],
    );
    expect(t.get('dates')).to.include({ textsAlone: 1, spansAlone: 0, spansWithOthers: 0 });
  });

  it('sums tallies rule by rule and ranks first the rule refusing most per identifier text it alone catches', () => {
    const a: Tallies = new Map();
    tallyCase(a, [], [{ rule: 'fallback', start: 0, end: 3 }]);
    tallyCase(a, [name(0, 3)], [{ rule: 'title', start: 0, end: 3 }]);
    const b: Tallies = new Map();
    tallyCase(b, [], [{ rule: 'fallback', start: 0, end: 3 }]);
    tallyCase(b, [], [{ rule: 'title', start: 0, end: 3 }]);
    const sum: Tallies = new Map();
    addTallies(sum, a);
    addTallies(sum, b);
    expect(sum.get('fallback')).to.include({ cleanAlone: 2 });
    expect(sum.get('title')).to.include({ cleanAlone: 1, textsAlone: 1, spansAlone: 1 });
    expect(rankedRows(sum).map(([rule]) => rule)).to.deep.equal(['fallback', 'title']);
  });
});
