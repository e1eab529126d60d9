/**
 * Scans rewritten for speed must answer exactly as the patterns they replace: a yes/no pattern tested
 * alternative by alternative, the look-alike-digit check read from the digits, and the word tokens found by
 * a scan instead of a regex. Compared over every committed case, every disguise of the bypass fuzzer and
 * random text with awkward Unicode (surrogate pairs, lone surrogates, combining marks, other scripts).
 */
import { expect } from 'chai';
import { allMatches } from '../../src/deidentification/all-matches';
import { anyAlternative, topLevelAlternatives } from '../../src/deidentification/alternatives';
import { LEET_DIGIT_NEXT_TO_LETTER, leetDigitNextToLetter } from '../../src/deidentification/leet-runs';
import { SHAPE_ONCE } from '../../src/deidentification/number-words';
import { MAY_BE_DEFANGED, MAY_HAVE_BROKEN_LINE } from '../../src/deidentification/rejoin';
import { tokenize, WORD } from '../../src/deidentification/tokens';
import { nextWord } from '../../src/deidentification/word-scan';
import { committedSets } from '../../scripts/deid-sets';
import { disguised, generated } from './scan-corpus';

const PIECES = [
  ..."aZs0134579 +@-.\n/:()[]{}#'’_",
  'one',
  'twenty',
  'oh',
  'apt',
  'no.',
  'june',
  'Dec',
  'of',
  'hxxp',
  'http',
  'www ',
  ' com',
  'dot',
  'é',
  'e\u0301',
  'ß',
  'Ж',
  '٣',
  '²',
  '𝐀',
  '🙂',
  '\u00A0',
  '\uD800',
  '\uDC00',
];

const TEXTS = [
  'four/10/1956, 1.eighty-five, Apt twelve, fourteen Feb, Nov eighteen, aptone, #two',
  'hxxps://x[.]com, maria (at) mail [dot] com, x com, @ab c',
  'sun-\nita, 555-12\n3-4567, BCX44\n100293, 𝐀-\n𝐁',
  "O'Connor's, dogs', Al-Khatib, Hye-jin, -x, a--b, 's, e\u0301te\u0301, 𝐀𝐁c'𝐀",
  ...committedSets().flatMap((set) => set.cases.map((c) => c.text)),
  ...disguised(),
  ...generated(PIECES, 6000, 23),
];

/** Counts of texts where the pattern matched and did not, so each comparison saw both answers. */
function compare(name: string, fast: (t: string) => boolean, pattern: RegExp): void {
  let yes = 0;
  for (const text of TEXTS) {
    const expected = pattern.test(text);
    expect(fast(text), `${name} on ${JSON.stringify(text)}`).to.equal(expected);
    if (expected) yes++;
  }
  expect(yes, `${name} must match some texts`).to.be.greaterThan(20);
  expect(TEXTS.length - yes, `${name} must miss some texts`).to.be.greaterThan(20);
}

describe('scans rewritten for speed', function () {
  // One test timed out at 30 s in a CI run when the corpus held every disguise of every identifier.
  this.timeout(120_000);
  it('split a pattern at its top-level bars only', () => {
    expect(topLevelAlternatives(String.raw`a|(b|c)|[|(]|\|d|(?<=x|y)e`)).to.deep.equal([
      'a',
      '(b|c)',
      '[|(]',
      String.raw`\|d`,
      '(?<=x|y)e',
    ]);
    expect(() => anyAlternative(/(a)\1|b/)).to.throw(TypeError);
    expect(() => anyAlternative(/a|b/g)).to.throw(TypeError);
  });

  it('test a pattern alternative by alternative as the whole pattern does', () => {
    compare('number word in a shape', anyAlternative(SHAPE_ONCE), SHAPE_ONCE);
    compare('defanged', anyAlternative(MAY_BE_DEFANGED), MAY_BE_DEFANGED);
    compare('broken line', anyAlternative(MAY_HAVE_BROKEN_LINE), MAY_HAVE_BROKEN_LINE);
    // Leaving out an alternative changes answers: the comparison can fail.
    const [, ...rest] = topLevelAlternatives(MAY_BE_DEFANGED.source);
    const narrowed = new RegExp(rest.join('|'), MAY_BE_DEFANGED.flags);
    expect(TEXTS.some((t) => anyAlternative(narrowed)(t) !== MAY_BE_DEFANGED.test(t))).to.equal(true);
  });

  it('find a look-alike digit beside a letter where the pattern does', () => {
    compare('leet digit beside a letter', leetDigitNextToLetter, LEET_DIGIT_NEXT_TO_LETTER);
  });

  it('find the same word spans as the word pattern', () => {
    let words = 0;
    for (const text of TEXTS) {
      const expected = allMatches(WORD, text).map((m) => [m.index, m.index + m[0].length]);
      const found: number[][] = [];
      const span = { start: 0, end: 0 };
      for (let from = 0; nextWord(text, from, span); from = span.end) found.push([span.start, span.end]);
      expect(found, JSON.stringify(text)).to.deep.equal(expected);
      expect(
        tokenize(text).map((t) => t.start),
        JSON.stringify(text),
      ).to.deep.equal(expected.map(([start]) => start));
      words += expected.length;
    }
    expect(words).to.be.greaterThan(10000);
  });
});
