/**
 * Round 35 rewrote the patterns `regexp/no-super-linear-backtracking` found in src/ (they were in the lint baseline,
 * eslint-suppressions.json) so that a run of spaces, digits or letters has one way to be cut between two quantifiers.
 * Each pattern here is held to the one it replaced, rebuilt from its source with the old piece put back, over the
 * tuned-on committed cases (whole, or sliced where a hit's neighbour is read), a sample of every disguise of the bypass
 * fuzzer, and random texts of spaces, tabs, line breaks, punctuation and the pattern's own words: the same matches,
 * indices and groups. The attack texts at the end took the old patterns from hundreds of milliseconds to seconds.
 */
import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { asWas, BASE, CASES } from './linear-backtracking-cases';
import { answersOf, disguised, expectSameAnswers, generated, tunedSets, windows } from './scan-corpus';

/** Every suffix (after) or prefix (before) of each random text, as a hit's neighbour would be sliced. */
function slices(texts: readonly string[], side: 'after' | 'before'): string[] {
  return texts.flatMap((t) =>
    Array.from({ length: t.length + 1 }, (_, k) => (side === 'after' ? t.slice(k) : t.slice(0, k))),
  );
}

describe('patterns rewritten so no run is cut in every way: the same answers as before', function () {
  this.timeout(120_000);
  const sets = tunedSets();
  const caseTexts = sets.flatMap((s) => s.cases.map((c) => c.text));
  const corpus = [...caseTexts, ...disguised(undefined, sets)];
  const sliced = { after: windows(caseTexts, 'after', 80, 40_000), before: windows(caseTexts, 'before', 80, 40_000) };

  CASES.forEach((c, k) => {
    it(c.name, () => {
      const was = asWas(c.now, c.pieces);
      const random = generated([...BASE, ...c.words, ...c.words, ...c.words], c.side ? 3000 : 20_000, 49350 + k);
      const given = [...(c.side ? [...sliced[c.side], ...slices(random, c.side)] : [...corpus, ...random])].map(
        c.only ?? ((t) => t),
      );
      let matched: number;
      if (c.answer) {
        const answer = c.answer;
        matched = 0;
        for (const text of given) {
          expect(answer(c.now, text), JSON.stringify(text)).to.equal(answer(was, text));
          if (!['-1', 'false'].includes(answer(was, text))) matched++;
        }
      } else matched = expectSameAnswers(c.now, was, given);
      expect(matched, 'texts the old pattern matched').to.be.at.least(c.least);
    });
  });
});

/** The best of three reads, in milliseconds: the first read of a pattern compiles it. */
function fastest(read: () => unknown): number {
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const started = performance.now();
    read();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('patterns rewritten so no run is cut in every way: a crafted note of 1,000 characters is read at once', () => {
  for (const c of CASES)
    it(c.name, () => {
      const text = c.only ? c.only(c.attack) : c.attack;
      expect(fastest(() => answersOf(c.now, text))).to.be.lessThan(50);
    });

  // The old plate pattern cut a run of spaces three ways (around an optional hyphen, then before the digits): cubic,
  // about a second for one such note on the whole detector.
  it("reads a vehicle label, a plate's letters and a thousand spaces at once, and still finds a plate", () => {
    const text = `Car AB${' '.repeat(990)}x 1`;
    expect(fastest(() => detectIdentifiers(text))).to.be.lessThan(250);
    const plate = 'Car reg: AB 1234 seen';
    const found = detectIdentifiers(plate).map((h) => plate.slice(h.start, h.end));
    expect(found).to.include('AB 1234');
  });
});
