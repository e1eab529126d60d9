import { expect } from 'chai';
import { WordClasses } from '../../src/deidentification/word-classes';
import { ARCTIC_PEOPLES_AND_LANGUAGES } from '../../src/deidentification/arctic-peoples-and-languages';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 27th round: a class of false refusal studied on the reedbed set, in words of its own
// (none of these sentences is in the set).

describe('detector: peoples, languages and lands of the Arctic and North Atlantic (issue 49, 27th round)', () => {
  it('reads them in English and in their own words as no names', () => {
    expectClean('Interpreter booked for Inuktitut; the leaflet is also printed in Kalaallisut and Faroese.');
    expectClean('Menopause group for Sámi women, held across Sápmi by video; Meänkieli speakers welcome.');
    expectClean('Survey of Greenlanders and Nenets women living in Denmark: HRT use was low.');
  });

  it('keeps the person and the date beside them, and Sami as a given name', () => {
    expectFound('Sámi interpreter Inga-Britt Somby booked for the visit.', 'Inga-Britt Somby', 'name');
    expectFound('Faroese leaflet given on 14/03/2026.', '14/03/2026', 'date');
    expectFound('Spoke to Sami Haddad about patches.', 'Sami Haddad', 'name');
  });

  it('holds no given name or surname', () => {
    const words = new WordClasses();
    expect([...ARCTIC_PEOPLES_AND_LANGUAGES].filter((w) => words.isName(w) || words.isFirstName(w))).to.deep.equal([]);
  });
});
