import { expect } from 'chai';
import { WordClasses } from '../../src/deidentification/word-classes';
import { MEDICINES_SOLD_ABROAD } from '../../src/deidentification/medicines-sold-abroad';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 27th round: a class of false refusal studied on the lagoon set, in words of its own
// (none of these sentences is in the set).

describe('detector: medicines sold abroad and travel vaccines (issue 49, 27th round)', () => {
  it('reads Nordic, Baltic, East European and Latin American brands without a dose as products', () => {
    expectClean('Brought from Sweden: Ipren and Panodil; her gynaecologist there gave Estrodose.');
    expectClean('She still buys Valocordin and Klimaktoplan when visiting Latvia.');
    expectClean('From Colombia she used Climaterix, later Premelle; now wants UK HRT.');
  });

  it('reads the travel vaccines of a pre-travel visit and the two-word brands as products', () => {
    expectClean('Given today: Vivotif course, Stamaril certificate, Qdenga dose 1; Havrix due later.');
    expectClean('Takes Magne-B6 for cramps; Typhim Vi given in 2024.');
  });

  it('keeps the person and the date beside them', () => {
    expectFound('Klimadynon stopped by Dr Ingrida Vaitkeviciute on 03/02/2026.', 'Ingrida Vaitkeviciute', 'name');
    expectFound('Dukoral given 03/02/2026.', '03/02/2026', 'date');
    expectFound('Magne Solberg takes Femanest.', 'Magne Solberg', 'name');
  });

  it('holds no given name or surname', () => {
    const words = new WordClasses();
    expect([...MEDICINES_SOLD_ABROAD].filter((w) => words.isName(w) || words.isFirstName(w))).to.deep.equal([]);
  });
});
