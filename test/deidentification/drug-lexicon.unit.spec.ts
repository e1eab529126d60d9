import { expect } from 'chai';
import { loadDrugWords } from '../../src/deidentification/generated-lists';
import { getLexicon } from '../../src/deidentification/lexicon';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49 (drug names from a published dictionary): sentences of their own, none of them in an
// evaluation set. Each drug word is a brand or another language's generic name of drug-lexicon.json that the
// base read as a surname; the same words stay names where a person's cue stands beside them.

describe('detector: drug names from a published dictionary (issue 49)', () => {
  it('reads a brand with no dose or form as a drug', () => {
    expectClean('Cough settled after the Biaxin course; chest clear on review.');
    expectClean('Her neurologist added Trileptal, and the seizure diary is now blank.');
    expectClean('Menopause clinic: vasomotor symptoms better, Atacand unchanged for blood pressure.');
    expectClean('Sleep poor since Tofranil was tapered off in the spring.');
    expectClean('Hot flushes worse; Sabril and Banzel continue per epilepsy team.');
    expectClean('She keeps a Kytril strip in her bag for chemotherapy days.');
    expectClean('Rheumatology switched her to Orencia after the Rituxan infusions.');
    expectClean('Osteoporosis: Fragmin stopped post-op, calcium and vitamin D continue.');
  });

  it('reads generic names of other languages as drugs', () => {
    expectClean('Italian GP letter: Lamotrigina 100 mg, Cetirizina as needed.');
    expectClean('Transferred from a Swiss clinic on Novalgin drops and Movalis.');
    expectClean('French letter: Lévothyrox 100 µg, Témesta 1 mg at night.');
    expectClean('German discharge: Valproinsäure reduced, tremor improved.');
    expectClean('Spanish prescription for Tolmetina found in her handbag.');
  });

  it('reads a list with dictionary drugs in it as drugs, an unlisted brand among them too', () => {
    // Quorvenix and Tolvexa are coined for this test: the dictionary drugs around them make the list one of drugs.
    expectClean('Takes Trileptal, Quorvenix and Banzel each morning.');
    expectClean('Medications: Fragmin, Tolvexa, Lamotrigina.');
  });

  it("keeps the same words as a person's name or a place beside a person's or a place's cue", () => {
    expectFound('Dr Trileptal reviewed the seizure diary today.', 'Trileptal', 'name');
    expectFound('Letter from Mrs Orencia Fairweather about the hot flushes.', 'Orencia', 'name');
    expectFound('Seen by Kytril in the chemotherapy day unit.', 'Kytril', 'name');
    expectFound('Her daughter Banzel phoned about the appointment.', 'Banzel', 'name');
    expectFound('Movalis reports worse flushing since Monday.', 'Movalis', 'name');
    expectFound('Spoke to Atacand about her blood results.', 'Atacand', 'name');
    expectFound('Anna Tofranil was admitted overnight.', 'Anna Tofranil', 'name');
    expectFound('Next of kin: Orencia, Beatrice (sister), same address.', 'Orencia', 'name');
    // A place's cue keeps the word for the place rules.
    expectFound('Her family moved from Banzel to Leeds in 2010.', 'Banzel', 'location');
    expectFound('Born in Movalis, came to the UK as a child.', 'Movalis', 'location');
    // A cue at one mention names the person at the others.
    expectFound('Her name is Kytril Adeyemi; Kytril is worried about the cost.', 'Kytril is worried', 'name');
  });
});

describe('drug lexicon: what the generator kept out (issue 49)', () => {
  const drugs = new Set(loadDrugWords());

  it('holds no listed given name or surname that the dictionary also lists as a drug', () => {
    // Variants of the dictionary that are people's names too: no drug evidence of their own, so dropped.
    for (const name of ['allegra', 'timothy', 'bruno', 'april', 'clara', 'johnson', 'wilson']) {
      expect(drugs.has(name), name).to.equal(false);
    }
  });

  it('holds no town, no common English word and no word under four letters', () => {
    const lex = getLexicon();
    for (const w of drugs) {
      if (w.length < 4 || lex.commonWords.has(w) || lex.places.has(w)) expect.fail(`${w} should have been dropped`);
    }
  });
});
