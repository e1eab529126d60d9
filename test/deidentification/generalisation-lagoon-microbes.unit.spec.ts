import { expect } from 'chai';
import { WordClasses } from '../../src/deidentification/word-classes';
import { MICROBES_AND_INFECTION_CONTROL } from '../../src/deidentification/microbes-and-infection-control';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 27th round: a class of false refusal studied on the lagoon set, in words of its own
// (none of these sentences is in the set).

describe('detector: genera of microbiology reports and infection-control products (issue 49, 27th round)', () => {
  it('reads genera, with their species and typing words, as no names', () => {
    expectClean('Sputum: Stenotrophomonas maltophilia and Achromobacter xylosoxidans, co-trimoxazole S.');
    expectClean('gentamicin S.\nElizabethkingia meningoseptica grown from the line tip.');
    expectClean('Stool: Clostridioides difficile ribotype 027; Salmonella serovar not typed.');
  });

  it('reads the products of infection control as no names', () => {
    expectClean('Fit test failed with Bitrex; wipes changed from Clinell to Tristel, Hibiscrub for hands.');
  });

  it('keeps the person and the place beside them, and a genus that is a given name', () => {
    expectFound('Burkholderia isolate phoned to Siobhan Mulrennan, IPC nurse.', 'Siobhan Mulrennan', 'name');
    expectFound('Legionella sampling at 22 Quarry Bank Road, Ilkley.', '22 Quarry Bank Road');
    expectFound('Seen with Candida Whitlock today.', 'Candida Whitlock', 'name');
  });

  it('holds no given name or surname', () => {
    const words = new WordClasses();
    expect([...MICROBES_AND_INFECTION_CONTROL].filter((w) => words.isName(w) || words.isFirstName(w))).to.deep.equal(
      [],
    );
  });
});
