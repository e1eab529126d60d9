import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WordClasses } from '../../src/deidentification/word-classes';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the mudflat set, in words of its own
// (none of these sentences is in the set).

describe('detector: countries named in two words or more, in English or abroad (issue 49, 28th round)', () => {
  it("reads a country's other spelling or its name abroad as no name or place", () => {
    expectClean('Travel cover: Great Britain only; European trips need the GHIC.');
    expectClean('Patches bought in Vereinigtes Königreich and Nueva Zelanda are the same brand.');
  });

  it('keeps a street named after a country and a person beside it', () => {
    expectFound('She lives at 14 Great Britain Street, Ancoats.', '14 Great Britain Street');
    expectFound('Great Britain trip planned by Jordan Pellow next month.', 'Jordan Pellow');
  });

  it('holds no name of one word, and no given name and surname but three countries known by them', () => {
    const names = JSON.parse(
      readFileSync(join(__dirname, '../../src/deidentification/country-names.json'), 'utf8'),
    ) as string[];
    expect(names.filter((n) => !n.includes(' '))).to.deep.equal([]);
    const words = new WordClasses();
    const personShaped = names.filter((n) => {
      const parts = n.split(' ');
      return parts.length === 2 && words.isFirstName(parts[0]) && words.isLastName(parts[1]);
    });
    expect(personShaped).to.deep.equal(['costa rica', 'santa lucia', 'sierra leone']);
  });
});
