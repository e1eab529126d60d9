import { expect } from 'chai';
import { WordClasses } from '../../src/deidentification/word-classes';
import { HEALTH_SYSTEM_WORDS_ABROAD } from '../../src/deidentification/health-system-words-abroad';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 27th round: a class of false refusal studied on the lagoon set, in words of its own
// (none of these sentences is in the set).

describe('detector: words of health systems abroad in translated notes (issue 49, 27th round)', () => {
  it('reads Spanish, Swedish, Lithuanian and Serbo-Croatian words of that kind as no names', () => {
    expectClean('Report from Peru: Mamografía BI-RADS 2; Ecografía transvaginal normal; Citología negativa.');
    expectClean('Certificate from her Vårdcentralen: Sjukskrivning 50 % for 4 weeks, then review.');
    expectClean('Her Šeimos gydytojas in Lithuania stopped the patches; Apoteka in Serbia sold Klimaks tea.');
  });

  it('reads the Swedish exercise association as one phrase', () => {
    expectClean('Exercise: Friskis & Svettis twice weekly.');
  });

  it('keeps the person, the town and the date beside them', () => {
    expectFound('Densitometría done by Dra. Ximena Valderrama Rojas.', 'Ximena Valderrama Rojas', 'name');
    expectFound('Försäkringskassan letter dated 12/01/2026.', '12/01/2026', 'date');
    expectFound('Spoke to Dulce Seguro about the Terapia hormonal.', 'Dulce Seguro');
  });

  it('holds no given name or surname', () => {
    const words = new WordClasses();
    expect([...HEALTH_SYSTEM_WORDS_ABROAD].filter((w) => words.isName(w) || words.isFirstName(w))).to.deep.equal([]);
  });
});
