/**
 * A leading `\b` written as a lookbehind (word-start.ts) must find what the `\b` form finds: same matches, same
 * order, same groups and indices, over every committed case, every disguise of the bypass fuzzer and random
 * text holding the two non-ASCII word characters of flags i + u ("ſ", the Kelvin sign) beside digits and words.
 */
import { expect } from 'chai';
import { allMatches } from '../../src/deidentification/all-matches';
import { CUED_STREET, NUMBERED_STREET_CI } from '../../src/deidentification/addresses';
import { FIELD_VALUE } from '../../src/deidentification/form-field-places';
import { LABELLED_NAME } from '../../src/deidentification/signatures';
import {
  CASELESS_ABBREVIATED,
  LEADING_FOREIGN_STREET,
  NUMBERED_FOREIGN_STREET,
} from '../../src/deidentification/street-shapes';
import { WORD_START } from '../../src/deidentification/word-start';
import { ORDINAL_DAY } from '../../src/deidentification/ordinal-days';
import { BRACKETED, QUOTED_TERMS } from '../../src/deidentification/product-contexts';
import { committedSets } from '../../scripts/deid-sets';
import { disguised, generated } from './scan-corpus';

const PIECES = [
  ...'aZs0134579 ,:;-.\n#',
  '\u017F',
  '\u212A',
  '_',
  'é',
  '٣',
  '𝐀',
  '12 ',
  '4421 ',
  'n. ',
  'elm ',
  'oak ',
  'st',
  'ave',
  'lane',
  'Street',
  'strasse',
  'weg',
  'rua ',
  'calle ',
  'lives at ',
  'address: ',
  'city: ',
  'town:',
  'signed by: ',
  'name: ',
  'pcp:',
  'Ann ',
  'K. ',
  'the 21st ',
  'Mon ',
  'fourth of next month',
  ' (Circadin)',
  'MR ',
  'terms ',
  '"x" ',
  '-',
];

const TEXTS = [
  'x4421 n. elm ave, ſ12 oak st; K12 oak st, _12 oak st; é12 oak st,',
  'lives at 12 oak st apt 4b; ſlives at 12 oak st; ſignedby: Ann; ſigned by: Ann; Kcity: Leeds',
  ...committedSets().flatMap((set) => set.cases.map((c) => c.text)),
  ...disguised(),
  ...generated(PIECES, 4000, 23),
];

const shape = (matches: RegExpExecArray[]): unknown[] =>
  matches.map((m) => ({ index: m.index, groups: [...m], indices: m.indices }));

/** `pattern` finds what `twin` finds in every text of the corpus, and finds something. */
function expectSameMatches(pattern: RegExp, twin: RegExp): void {
  let matched = 0;
  for (const text of TEXTS) {
    const found = allMatches(pattern, text);
    matched += found.length;
    expect(shape(found), JSON.stringify(text.slice(0, 80))).to.deep.equal(shape(allMatches(twin, text)));
  }
  expect(matched, 'the corpus exercises the pattern').to.be.greaterThan(0);
}

describe('a leading word boundary written as a lookbehind', function () {
  // Every committed text and a sample of each disguise, scanned twice per pattern: slow under load.
  this.timeout(120_000);
  const patterns: [string, RegExp][] = [
    ['numbered street in any case', NUMBERED_STREET_CI],
    ['cued street', CUED_STREET],
    ['form field place', FIELD_VALUE],
    ['labelled name', LABELLED_NAME],
    ['numbered foreign street', NUMBERED_FOREIGN_STREET],
    ['leading foreign street', LEADING_FOREIGN_STREET],
    ['caseless abbreviated street', CASELESS_ABBREVIATED],
    ['ordinal day', ORDINAL_DAY],
    ['quoted terms', QUOTED_TERMS],
  ];
  for (const [name, pattern] of patterns) {
    it(`${name}: same matches as its \\b twin`, () => {
      expect(pattern.source.startsWith(WORD_START)).to.equal(true);
      expect(pattern.flags).to.include('i').and.to.include('u');
      expectSameMatches(pattern, new RegExp(String.raw`\b` + pattern.source.slice(WORD_START.length), pattern.flags));
    });
  }
});

describe('a bracketed brand tried only where a run of letters starts', function () {
  this.timeout(120_000);
  it('same matches as the pattern tried at every letter', () => {
    const START = String.raw`(?<!\p{L})`;
    expect(BRACKETED.source.startsWith(START)).to.equal(true);
    expectSameMatches(BRACKETED, new RegExp(BRACKETED.source.slice(START.length), BRACKETED.flags));
  });
});
