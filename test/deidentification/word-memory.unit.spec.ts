/**
 * Word-list answers remembered from one call to the next must be the answers
 * the lists give: the same word asked in a later text, in another case, with
 * questions asked in another order, and after the memory is full. The reference
 * is a word list with no memory, asked about a fresh copy of the same token: a
 * capitalised word may read otherwise than its lower case ("Québec" is a place
 * folded to its English spelling, "québec" is read as it stands), and the memory,
 * keyed by the lower-case word, must not carry one reading to the other.
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
    const reference = new WordClasses(undefined, 0);
    const fresh = (t: Token): Token => ({ ...t, vocab: -1, known: 0, answers: 0 });
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
            if (ask(words, t) !== ask(reference, fresh(t))) differences.push(`${name}(${t.text}) in pass ${pass}`);
          }
    }
    expect(differences.slice(0, 20)).to.deep.equal([]);
    // A lower-case word asked first and remembered must not take the capitalised form's fold, nor give it its own.
    const inTurn = new WordClasses();
    expect(inTurn.isAllowed(fresh(tokenize('québec')[0]))).to.equal(false);
    expect(inTurn.isAllowed(fresh(tokenize('Québec')[0]))).to.equal(true);
    expect(inTurn.isAllowed(fresh(tokenize('québec')[0]))).to.equal(false);
    expect(asked).to.be.greaterThan(100_000);
  });
});
