import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectClean, expectFound, expectNoHitOn } from './helpers';

// Fresh sentences, none from any evaluation set (issue 49, 36th round): German and Dutch clauses, which the name rules
// read as names, now read by their function words (stopwords-iso, MIT) and Dutch by its spelling dictionary
// (OpenTaal's, BSD-3-Clause); German has no dictionary the repository can take, so its capitalised nouns stay hits.
describe('detector: German and Dutch clauses (issue 49, 36th)', () => {
  it('reads German clauses of function words as no name', () => {
    expectClean('Seit wann ist das so? Es wird immer schlimmer, aber sie möchte keine Hormone nehmen.');
    expectNoHitOn('Die Beschwerden haben seit dem Frühjahr zugenommen, sie schläft schlecht.', 'haben seit dem');
  });

  it('reads Dutch words of the dictionary and Dutch function words as no name', () => {
    expectClean("Zij slaapt slecht en heeft veel last van opvliegers, vooral 's nachts.");
    expectClean('Mevrouw heeft sinds de zomer last van opvliegers en slaapt slecht door het nachtzweten.');
    expectNoHitOn('Mevrouw gebruikt sinds vorige maand een vaginale crème, zij is tevreden.', [
      'gebruikt sinds',
      'vorige maand',
    ]);
  });

  it('still finds German and Dutch names, towns and dates after their cues', () => {
    expectFound('Herr de Vries kommt am Montag zur Kontrolle, seine Frau begleitet ihn.', 'de Vries', 'name');
    expectFound('Sie wurde von Frau Dr. Albrecht überwiesen, die Praxis liegt in Hildesheim.', 'Albrecht', 'name');
    expectFound('Sie wurde von Frau Dr. Albrecht überwiesen, die Praxis liegt in Hildesheim.', 'Hildesheim');
    expectFound('Patientin ist am 4. März 1968 geboren und wohnt seit Jahren in Göttingen.', '4. März 1968', 'date');
    expectFound('Patientin ist am 4. März 1968 geboren und wohnt seit Jahren in Göttingen.', 'Göttingen');
    expectFound('Mevrouw Hendriks woont sinds kort in Utrecht en heeft opvliegers.', 'Hendriks', 'name');
    expectFound('Mevrouw Hendriks woont sinds kort in Utrecht en heeft opvliegers.', 'Utrecht');
    expectFound('Overleg gehad met dhr. van Leeuwen, de huisarts van mevrouw, over de uitslag.', 'Leeuwen', 'name');
  });

  it('holds the Dutch words sorted and free of the ligature "ĳ", and no title among the function words', () => {
    const dir = join(__dirname, '..', '..', 'src', 'deidentification');
    const words = JSON.parse(readFileSync(join(dir, 'other-language-words.json'), 'utf8')) as Record<string, string>;
    const dutch = words.nl.split(' ');
    expect(dutch.length).to.be.greaterThan(100_000);
    expect(dutch.every((w, i) => i === 0 || dutch[i - 1] < w)).to.equal(true);
    expect(words.nl).to.not.include('\u0133');
    const functionWords = JSON.parse(readFileSync(join(dir, 'other-language-function-words.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    for (const language of ['de', 'nl'])
      expect(functionWords[language].filter((w) => ['dhr', 'mevr', 'mw', 'mr', 'mrs', 'herr', 'frau'].includes(w))).to
        .be.empty;
  });
});
