import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectIdentifiers } from '../../src/deidentification';
import { expectClean, expectFound, expectNoHitOn } from './helpers';

/** The words of each hit, as written. */
function hitWords(text: string): string[] {
  return detectIdentifiers(text).map((h) => text.slice(h.start, h.end));
}

// Fresh sentences, none from any evaluation set (issue 49, 36th round, k36): Tagalog notes whose function words
// stopwords-iso's list lacks, Spanish notes that its Spanish words made read as Tagalog, and Hinglish clauses whose
// time words and postpositions were read as, or into, a name.
describe('detector: Tagalog and Hinglish clause probes (issue 49, 36th, k36)', () => {
  it("finds a lower-case name after Tagalog's personal article in a note of the grammar's words", () => {
    expectFound('Sinabi ni lorelie na mahapdi ang tiyan niya kahapon.', 'lorelie', 'name');
    expectFound('Kinausap ko kanina si josefina, masakit daw ang likod niya.', 'josefina', 'name');
  });

  it('hits the name alone, not the postposition or article around it', () => {
    expect(hitWords('Parson papa ne bola ki gurinder ko bulao, woh bahut thaki hui hai.')).to.deep.equal(['gurinder']);
    expect(hitWords('Kinausap ko kanina si josefina, masakit daw ang likod niya.')).to.deep.equal(['josefina']);
  });

  it("reads no Tagalog word of kin or of the clinic's people after the personal article as a name", () => {
    expectClean('Nag-follow up po si nanay, okay na daw ang pawis pero may ubo pa rin.');
    expectClean('Dumating po si lola kanina, wala na daw ang sakit ng ulo niya.');
    expectNoHitOn('Kinausap ko po si pasyente, hindi pa rin siya makatulog sa gabi.', 'pasyente');
    expectFound('Dumating po si lorelie kanina, wala na daw ang sakit ng ulo niya.', 'lorelie', 'name');
    expectFound('Tumawag si Lola Reyes kahapon, hindi raw siya makatulog.', 'Lola Reyes', 'name');
  });

  it('reads no Hinglish time word opening a sentence as a name', () => {
    expectNoHitOn('Kal papa ne bola ki neend nahi aati, pasina bhi bahut hai.', 'Kal');
    expectClean('Aaj bhi garmi bahut lag rahi hai, kya patch badalna chahiye?');
  });

  it('reads no Spanish note as Tagalog for the words the two share', () => {
    expectClean('No sé si kakao le ayuda, pero para el sofoco lo mismo da, sino que ya veremos.');
  });

  it('still finds names after strong cues in these notes', () => {
    expectFound('Tumawag si Marilou Santos kahapon, hindi raw siya makatulog.', 'Marilou Santos', 'name');
    expectFound('Kal Harpreet Kaur ne bataya ki usko neend nahi aati.', 'Harpreet Kaur', 'name');
    expectFound('Hablé con la señora Carmen Delgado, pero para el sofoco lo mismo da.', 'Carmen Delgado', 'name');
  });

  it('keeps the Tagalog words Spanish or Portuguese write out of the evidence, and those only', () => {
    const file = join(__dirname, '..', '..', 'src', 'deidentification', 'other-language-function-words.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { tl: string[]; _tlNoEvidence: string[] };
    expect(data._tlNoEvidence).to.include.members(['para', 'pero', 'si']);
    expect(data._tlNoEvidence).to.not.include.members(['ang', 'ng', 'niya', 'ni']);
    for (const w of data._tlNoEvidence) expect(data.tl).to.include(w);
  });
});
