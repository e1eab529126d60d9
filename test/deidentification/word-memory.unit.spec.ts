/**
 * Word-list answers remembered from one call to the next must be the answers
 * the lists give: the same word asked in a later text, in another case, with
 * questions asked in another order, and after the memory is full.
 */
import { expect } from 'chai';
import { tokenize, type Token } from '../../src/deidentification/tokens';
import { WordClasses } from '../../src/deidentification/word-classes';
import { committedSets } from '../../scripts/deid-sets';

type Question = [name: string, ask: (w: WordClasses, t: Token | string) => boolean];
const QUESTIONS: Question[] = [
  ['name', (w, t) => w.isName(t)],
  ['first name', (w, t) => w.isFirstName(t)],
  ['last name', (w, t) => w.isLastName(t)],
  ['common word', (w, t) => w.isCommonWord(t)],
  ['core word', (w, t) => w.isCoreWord(t)],
  ['any English word', (w, t) => w.isAnyEnglishWord(t)],
  ['distinctive name', (w, t) => w.isDistinctiveName(t)],
  ['function word', (w, t) => w.isFunctionWord(t)],
  ['allowed', (w, t) => w.isAllowed(t)],
  ['title', (w, t) => w.isTitle(t)],
];

describe('word answers remembered across calls', () => {
  it('are the answers for the word itself, whatever was asked before', () => {
    const words = new WordClasses();
    const texts = committedSets().flatMap((set) => set.cases.map((c) => c.text));
    const differences: string[] = [];
    let asked = 0;
    // Three passes over the same texts, each asking the questions in another order, then the words in capitals.
    for (let pass = 0; pass < 3; pass++) {
      const order = pass === 1 ? [...QUESTIONS].reverse() : QUESTIONS;
      for (const text of pass === 2 ? texts.map((t) => t.toUpperCase()) : texts)
        for (const t of tokenize(text))
          for (const [name, ask] of order.filter((_, k) => (k + t.index + pass) % 3 !== 0)) {
            asked++;
            if (ask(words, t) !== ask(words, t.lower)) differences.push(`${name}(${t.lower}) in pass ${pass}`);
          }
    }
    expect(differences.slice(0, 20)).to.deep.equal([]);
    expect(asked).to.be.greaterThan(100_000);
  });
});
