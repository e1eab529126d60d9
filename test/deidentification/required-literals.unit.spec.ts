/**
 * The required-literal prefilter: the literals read from a pattern's syntax tree, and the one property that
 * matters, that a text the gate turns away holds no match (every committed case, its view and random texts of
 * awkward pieces, the case variants the engine folds under flags i and u among them).
 */
import { expect } from 'chai';
import { mayMatch } from '../../src/deidentification/literal-gates';
import { foldForLiterals, requiredLiterals } from '../../src/deidentification/required-literals';
import { casesAndRandomTexts } from './support/awkward-texts';

const literalsOf = (pattern: RegExp): string[] | null => {
  const read = requiredLiterals(pattern);
  return read === null ? null : [...read.literals].sort();
};

describe('requiredLiterals', () => {
  it('reads the literal between two open parts', () => {
    expect(literalsOf(/(?<![\p{L}])(\p{Lu}\p{Ll}+) via (\p{Lu}\p{Ll}+)/u)).to.deep.equal([' via ']);
  });

  it('multiplies out short alternations and optional characters', () => {
    expect(literalsOf(/colou?r chart/)).to.deep.equal(['color chart', 'colour chart']);
    expect(literalsOf(/\b(?:Mrs?|Dr)\.? [A-Z]/)).to.deep.equal(['Dr ', 'Dr. ', 'Mr ', 'Mr. ', 'Mrs ', 'Mrs. ']);
  });

  it('folds a case-insensitive pattern and asks the folded text', () => {
    const read = requiredLiterals(/postcode[:\s]+\d/iu);
    expect(read).to.deep.equal({ folded: true, literals: ['postcode'] });
    expect(foldForLiterals('PostCode: 4')).to.include('postcode');
  });

  it('keeps the longest requirement of a sequence and drops literals that hold another', () => {
    expect(literalsOf(/(?:ward|unit) \d+ bed/)).to.deep.equal(['unit ', 'ward ']);
    expect(literalsOf(/(?:w|u) \d+ bed/)).to.deep.equal([' bed']);
    expect(literalsOf(/(?:ab|abc)d/)).to.deep.equal(['abcd', 'abd']);
    expect(literalsOf(/x(?:ab|abc)/)).to.deep.equal(['xab']);
  });

  it('reads what a positive lookaround needs, not what a negative one forbids', () => {
    expect(literalsOf(/(?=[^\n]*@)[\w.]+/)).to.deep.equal(['@']);
    expect(literalsOf(/(?!clinic)\p{L}+ room/u)).to.deep.equal([' room']);
  });

  it('gives nothing for patterns any text may match or whose parts are too wide', () => {
    expect(requiredLiterals(/\d+/)).to.equal(null);
    expect(requiredLiterals(/x*/)).to.equal(null);
    expect(requiredLiterals(/\p{Lu}\p{Ll}+/u)).to.equal(null);
    expect(requiredLiterals(/(\w)\1/)).to.equal(null);
  });

  it('takes the engine’s case variants past ASCII: the long s, the Kelvin sign, Greek sigma', () => {
    for (const [pattern, text] of [
      [/strasse/iu, 'STRAſSE'],
      [/kelvin/iu, '\u212Aelvin'],
      [/σοφία/iu, 'ΣΟΦΊΑ'],
      [/ἀγάπη/iu, 'ἈΓΆΠΗ'],
      [/μg/iu, 'µg'],
    ] as const) {
      expect(pattern.test(text), `${pattern} matches ${text}`).to.equal(true);
      expect(mayMatch(new RegExp(pattern.source, 'giu'), text), `${pattern} on ${text}`).to.equal(true);
    }
  });
});

describe('mayMatch', () => {
  const PATTERNS: readonly RegExp[] = [
    /(?<![\p{L}])(\p{Lu}\p{Ll}+) via (\p{Lu}\p{Ll}+)/gu,
    /\b(?:Mrs?|Dr)\.? [A-Z]/g,
    /postcode[:\s]+\d/giu,
    /(?:ward|unit) \d+ bed/gi,
    /(?=[^\n]*@)[\w.]+/g,
    /(?<=\p{Ll}), (\p{Ll}+)/gu,
    /\b(?:seen|met) (?:by|with)\b/gi,
    /[\p{L}\p{N}]-\n[\p{L}\p{N}]/giu,
    /#\s?(\d{3,})/g,
    /\d[ \t]*=[ \t]*[a-z]/g,
    /straße|strasse/giu,
    /ÉCOLE|école/gi,
    /(?<![\p{L}])kö(?:ln|penick)/giu,
    /ſt\b|st\b/giu,
  ];
  const PIECES = [
    'seen by',
    'SEEN BY',
    'Dr. Ames',
    'Mrs Bell',
    'ward 4 bed',
    'Unit 12 BED',
    'via',
    ' via ',
    'Ana',
    'Köln',
    'KÖLN',
    'kö',
    'Strasse',
    'STRAſSE',
    'STRASSE',
    'Straße',
    'STRAẞE',
    'école',
    'ÉCOLE',
    'ÉCOle',
    'a@b.org',
    '@',
    '#12345',
    '# 99',
    'x = y',
    '3=a',
    '3 = b',
    'post-\ncode',
    'A-\nB',
    'postcode: 1',
    'POSTCODE 9',
    'ſt',
    'ST',
    ', lee',
    'e, mo',
    'İ',
    'ı',
    'Σ',
    'ς',
    '\u212A',
    'ǅ',
    '’',
    '\u0301',
    '😀',
    '\uD800',
    'é',
    'e\u0301',
  ];
  const texts = casesAndRandomTexts(PIECES, { seed: 36, spaceChance: 0.4, count: 4000 });

  it('turns away only texts the pattern cannot match', () => {
    let turned = 0;
    for (const pattern of PATTERNS)
      for (const text of texts) {
        if (mayMatch(pattern, text)) continue;
        turned++;
        pattern.lastIndex = 0;
        expect(pattern.test(text), `${pattern} on ${JSON.stringify(text)}`).to.equal(false);
        pattern.lastIndex = 0;
      }
    expect(turned).to.be.greaterThan(texts.length);
  });
});
