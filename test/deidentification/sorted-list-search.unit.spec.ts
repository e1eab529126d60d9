/**
 * `inSortedList` finds a word in a sorted, space-joined list by comparing each probed word in place (round 35): it
 * must answer as a Set of the same words does, for every listed word, its prefixes and extensions, and words sorting
 * before the first and after the last, in code-unit order with letters past ASCII.
 */
import { expect } from 'chai';
import { inSortedList } from '../../src/deidentification/other-language-dictionary-words';
import { seededRandom } from './support/awkward-texts';

const LETTERS = ['a', 'b', 'c', 'n', 'ñ', 'á', 'ç', 'ã', 'z', 'é', 'ó'];

describe('deidentification: the sorted-list search of the other-language dictionary', () => {
  it('answers as a set of the same words does', () => {
    const next = seededRandom(35);
    const word = (): string => {
      let w = '';
      const length = 1 + Math.floor(next() * 6);
      for (let i = 0; i < length; i++) w += LETTERS[Math.floor(next() * LETTERS.length)];
      return w;
    };
    for (let round = 0; round < 40; round++) {
      const listed = [...new Set(Array.from({ length: 1 + Math.floor(next() * 300) }, word))].sort();
      const list = listed.join(' ');
      const set = new Set(listed);
      const asked = [...listed, ...listed.map((w) => w.slice(0, -1)), ...listed.map((w) => `${w}a`)];
      for (let i = 0; i < 300; i++) asked.push(word());
      asked.push('', ' ', '0', '\uffff', 'aaaaaaaaaaaaaaaaaaaaaa');
      for (const w of asked) expect(inSortedList(list, w), `${w} in ${list.slice(0, 40)}`).to.equal(set.has(w));
    }
  });

  it('finds the first and the last word of a list and of a list of one', () => {
    expect(inSortedList('abuela casa síndrome', 'abuela')).to.equal(true);
    expect(inSortedList('abuela casa síndrome', 'síndrome')).to.equal(true);
    expect(inSortedList('abuela casa síndrome', 'sindrome')).to.equal(false);
    expect(inSortedList('mente', 'mente')).to.equal(true);
    expect(inSortedList('mente', 'ment')).to.equal(false);
  });
});
