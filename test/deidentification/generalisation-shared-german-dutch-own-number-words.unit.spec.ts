import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectClean, expectFound, expectNoHitOn } from './helpers';

// Fresh sentences, none from any evaluation set (issue 49, 36th round, k36): German and Dutch function words that
// another language's spellout rules write as a number ("sie" is six in Venetian, "is" a Dutch copula) were left off
// these languages' lists, so "pflegt sie" kept its hit as a date's words and Dutch "is" read as an English cue.
describe("detector: German and Dutch function words are no other language's numbers (issue 49, 36th, k36)", () => {
  it('reads a Dutch clause after "is" as no name', () => {
    expectClean('Gisteren is zij naar de huisarts geweest, geen klachten meer.');
    expectClean('Vorige week is hij naar de fysiotherapeut gegaan, het gaat beter.');
  });

  it('reads German "sie" and "über" beside a verb as no name', () => {
    expectNoHitOn('Seit dem Frühjahr pflegt sie ihre Mutter und klagt über Hitzewallungen.', ['pflegt sie', 'klagt']);
  });

  it('still finds names, places and dates after strong cues', () => {
    expectFound('Mevrouw is vandaag met mevrouw Hendriks naar Utrecht gereisd.', 'Hendriks', 'name');
    expectFound('Zij woont in Zwolle bij haar dochter Femke de Boer.', 'Femke de Boer', 'name');
    expectFound('Frau Albrecht war am 4. März 1968 in Göttingen.', '4. März 1968', 'date');
    expectFound('Sinds maart is zij bij dhr. van Leeuwen onder behandeling.', 'Leeuwen', 'name');
  });

  it("leaves out each language's own number words, and those only", () => {
    const file = join(__dirname, '..', '..', 'src', 'deidentification', 'other-language-function-words.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { de: string[]; nl: string[] };
    expect(data.de).to.include.members(['sie', 'um', 'hat']);
    expect(data.nl).to.include.members(['is', 'te', 'er']);
    expect(data.de).to.not.include.members(['drei', 'und', 'ein', 'sechsten']);
    expect(data.nl).to.not.include.members(['twee', 'een', 'en', 'de']);
  });
});
