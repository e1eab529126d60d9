import { expect } from 'chai';
import { isPersonPredicate, isTransposedWord } from '../../src/deidentification/person-predicates';
import { expectClean, expectFound } from './helpers';

// The surnames are made up, so no list knows them: a mood or a choice said of the word after it at the head of a
// sentence or clause is what makes it a person (person-predicates.ts, issue 49, twenty-ninth round).
describe('detector: an unlisted surname heading a sentence before a predicate only a person takes', () => {
  it('refuses the word before an adjective of mood, wish or attitude', () => {
    expectFound('Drovanecki keen on trying the patch.', 'Drovanecki', 'name');
    expectFound('Ilvarsson-Teague happy with the gel.', 'Ilvarsson-Teague', 'name');
    expectFound('Seen in clinic. Mbarowe reluctant to start HRT.', 'Mbarowe', 'name');
    expectFound('Reviewed; Quillabrand worried about breast cancer risk.', 'Quillabrand', 'name');
    expectFound('Tashkovar not keen on tablets', 'Tashkovar', 'name');
    expectFound('Verlundqvist is anxious about weight gain.', 'Verlundqvist', 'name');
  });

  it('refuses the word before a verb of choice, consent or account in a note', () => {
    expectFound('Obrenkowe-Hale declines HRT today.', 'Obrenkowe-Hale', 'name');
    expectFound('Sandravek agrees to review in 3 months.', 'Sandravek', 'name');
    expectFound('Pellorini opted for the coil.', 'Pellorini', 'name');
    expectFound('Kastrovel now understands the risks.', 'Kastrovel', 'name');
  });

  it('reads the lower-case and telegraphic forms the same way', () => {
    expectFound('drovanecki keen on patch', 'drovanecki', 'name');
    expectFound('obrenkowe declines hrt, wants to think', 'obrenkowe', 'name');
    expectFound('seen today. mbarowe reluctant re tablets', 'mbarowe', 'name');
  });

  it('lets through a thing, a role or a slip of typing in that place', () => {
    expectClean('Kigelia reduced her flushes.');
    expectClean('Evorel patches changed twice weekly.');
    expectClean('Utrogestan nightly with the gel.');
    expectClean('partner keen on her trying the patch.');
    expectClean('pt declines hrt.');
    expectClean('pateint keen on patch.');
    expectClean('Audit: bone-density requests on HRT');
  });

  it('reads the classes by form, not word by word', () => {
    expect(['keen', 'reluctant', 'declines', 'refuses', 'opted', 'chose', 'agreed'].every(isPersonPredicate)).to.equal(
      true,
    );
    expect(['similar', 'available', 'low', 'content', 'patches', 'reduced'].some(isPersonPredicate)).to.equal(false);
    const known = new Set(['patient', 'husband']);
    expect(isTransposedWord('pateint', (w) => known.has(w))).to.equal(true);
    expect(isTransposedWord('okwuosa', (w) => known.has(w))).to.equal(false);
  });
});
