import { expectClean, expectFound } from './helpers';

/**
 * Two readings of lower case from the bypass fuzzer's lower-case disguise (issue 49, thirty-fifth round): a city of
 * the detector's own place lists that is no name and no English word, in lower case with no frame around it, and a
 * word shaped like a name that no list knows right after a relation word. Capitalised, both were found. Every
 * sentence is written for this spec; each was missed on 09f6ae7d.
 */
describe('detector: a listed city alone, an unlisted name after a relation, lower case (issue 49, 35th round)', () => {
  it('finds a listed city in lower case with no frame', () => {
    expectFound('the stockport walk raised funds.', 'stockport', 'location');
    expectFound('the maribor team sent the results.', 'maribor', 'location');
  });

  it('leaves a city that names a criterion', () => {
    expectClean('meets the rotterdam criteria for pcos.');
  });

  it('still finds a listed city in lower case after a place preposition', () => {
    expectFound('She is flying to limassol next week.', 'limassol', 'location');
  });

  it('finds an unlisted name shaped like a name after a relation word', () => {
    expectFound('Lives with her grandson ardit near the park.', 'ardit', 'name');
    expectFound('mama achieng came with her mother-in-law.', 'achieng', 'name');
  });

  it('leaves clinical words and everyday words after a relation word', () => {
    expectClean('her daughter perimenopausal too.');
    expectClean('husband unwell since monday.');
    expectClean('Her mother unwell, daughter well-known to the team.');
  });

  it('leaves a Spanish word after "son", which is "are" in Spanish', () => {
    expectClean('Dice que los sudores son horribles por la noche y no duerme.');
  });
});
