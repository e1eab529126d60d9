import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectClean, expectFound, expectNoHitOn } from './helpers';

// Fresh sentences, none from any evaluation set (issue 49, 35th round): the inflected forms of Spanish, Portuguese and
// French words (participles, the other gender of adjectives the French dictionary lists), and clauses of Italian,
// Tagalog and Hindi-Urdu in Latin letters, which the name rules read as names.
describe('detector: inflected forms and function words of other languages (issue 49, 35th)', () => {
  it('reads French adjectives and words opening a sentence, and Portuguese participles, as no name', () => {
    expectClean('Scanner du col fémoral sans anomalie. Début de la tibolone demain.');
    expectClean('Usuária refere fogachos; tolerância relatada sem queixas ao gel.');
  });

  it('reads clauses of Hindi-Urdu in Latin letters as no name', () => {
    expectClean('Raat ko neend nahi aati aur pasina bahut hota hai. Kya dawai badalni chahiye?');
    expectClean('Subah se sir dard ho raha hai aur thakaan bhi hai. Kya main patch laga sakti hoon?');
  });

  it('reads clauses of Italian as no name', () => {
    expectClean('Ho chiesto alla farmacista della zona; nessuna controindicazione alla terapia.');
    expectClean('La signora riferisce vampate notturne da circa un anno e chiede se può continuare la terapia.');
  });

  it('reads clauses of Tagalog as no name', () => {
    const text = 'Sabi niya hindi siya makatulog sa gabi at mainit ang pakiramdam niya.';
    for (const fragment of ['Sabi', 'siya makatulog', 'pakiramdam niya']) expectNoHitOn(text, fragment);
  });

  it('still finds a name after a word of kin, before an honorific, or after a title of these languages', () => {
    expectFound('Meri beti Sunita ko garmi lagti hai, woh bhi dawai le rahi hai.', 'Sunita', 'name');
    expectFound('Gupta ji ko bata diya hai ki dawai roz leni hai aur patch bhi lagana hai.', 'Gupta', 'name');
    expectFound('Kya aap Jasmeet ko bata sakte hain ki clinic kal band hai?', 'Jasmeet', 'name');
    expectFound('Consegnato alla sig.ra Bianchi; nessuna controindicazione alla terapia da un anno.', 'Bianchi');
    expectFound('Kasama niya si Rowena Bautista ngayon; hindi siya makatulog sa gabi.', 'Rowena Bautista', 'name');
  });

  it('still finds a date beside such a clause', () => {
    expectFound('Agla appointment 12 March ko hai, neend nahi aati aur pasina bahut hota hai.', '12 March', 'date');
  });

  it('keeps the function-word lists free of their languages number words that the number list holds', () => {
    const dir = join(__dirname, '..', '..', 'src', 'deidentification');
    const numbers = new Set(JSON.parse(readFileSync(join(dir, 'number-words-by-language.json'), 'utf8')) as string[]);
    const lists = JSON.parse(readFileSync(join(dir, 'other-language-function-words.json'), 'utf8')) as Record<
      string,
      string[] | string
    >;
    for (const language of ['it', 'tl']) {
      const list = lists[language];
      expect(Array.isArray(list), language).to.equal(true);
      expect(
        (list as string[]).filter((w) => numbers.has(w)),
        language,
      ).to.deep.equal([]);
    }
  });
});
