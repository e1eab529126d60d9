/**
 * The brand before its generic (brand-lists.ts) tried only at the word characters before each bracket must find
 * what the pattern finds scanning every position: same matches, same order, same groups.
 */
import { expect } from 'chai';
import { allMatches } from '../../src/deidentification/all-matches';
import { bracketRunOffsets, bracketWordStarts } from '../../src/deidentification/bracket-starts';
import {
  BRAND_BEFORE_BRACKET,
  BRAND_BEFORE_GENERIC,
  BRAND_BEFORE_GENERIC_AT,
} from '../../src/deidentification/brand-lists';
import { matchesFrom } from '../../src/deidentification/matches-at';

const shape = (matches: RegExpExecArray[]): unknown[] => matches.map((m) => ({ index: m.index, groups: [...m] }));

const WRITTEN = [
  'Kliofem (estradiol/norethisterone), Abufène (beta-alanine) and Neo-Mercazole (carbimazole)',
  'co-Femoston (estradiol + dydrogesterone); x-Ray (abc); -Livial (tibolone); é\u0301Abc (def)',
  'Elleste-Duet(estradiol), ELLESTE\u00A0(estradiol)\u2003(x), Ab\n(cd), A (bc), Ab ((cd)), 𝐀𝐁 (ab) 𝐀b (cd)',
  'lower (generic) Upper (Two Words) Upper (a/b/c) Upper ( spaced ) Ж-Жx (yz) ǅx (ab) ßAb (cd)',
];

/** Short texts built from the pieces the pattern reads: capitals after hyphens, marks, pairs, spaces, brackets. */
function generated(count: number): string[] {
  const pieces = [...'aAbZ -(/+)\n', 'Neo', 'Mer', 'carb', '\u0301', 'é', 'É', 'ß', 'Ж', '𝐀', '🙂', '\u00A0', '–'];
  const lone = ['\uD800', '\uDC00'];
  let seed = 11;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    let text = '';
    for (let k = 1 + next(14); k > 0; k--) text += next(20) === 0 ? lone[next(2)] : pieces[next(pieces.length)];
    texts.push(text);
  }
  return texts;
}

describe('bracket runs', () => {
  const texts = [...WRITTEN, ...generated(30000)].flatMap((t) => [t, `${t} \u2019`]);

  it('find the brand before its generic trying only at each character of the word before a bracket', () => {
    let matched = 0;
    for (const text of texts) {
      const expected = shape(allMatches(BRAND_BEFORE_GENERIC, text));
      expect(
        shape(matchesFrom(BRAND_BEFORE_GENERIC_AT, text, bracketRunOffsets(BRAND_BEFORE_BRACKET, text))),
        JSON.stringify(text),
      ).to.deep.equal(expected);
      matched += expected.length;
    }
    expect(matched).to.be.greaterThan(100);
    expect(BRAND_BEFORE_GENERIC_AT.lastIndex).to.equal(0);
  });

  it('would miss a brand whose capital follows a hyphen if tried at the start of the word alone', () => {
    const text = 'and x-Ray (abc) then';
    expect(allMatches(BRAND_BEFORE_GENERIC, text).map((m) => m[1])).to.deep.equal(['Ray']);
    expect(matchesFrom(BRAND_BEFORE_GENERIC_AT, text, bracketWordStarts(BRAND_BEFORE_BRACKET, text))).to.deep.equal([]);
  });
});
