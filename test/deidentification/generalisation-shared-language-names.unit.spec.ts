import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: CLDR's names of languages (German and Dutch names, autonyms) after
// a cue of language, and a list after a verb of speaking of English, German or Dutch that holds a language no
// register names; the tuned sets refused such clean texts as names (issue 49, 36th).
describe('detector: names of languages from CLDR and lists of languages spoken (issue 49, 36th)', () => {
  it("reads CLDR's German and Dutch names of languages after a cue of language", () => {
    expectClean('GP letter (Dutch): spreekt Sranantongo.');
    expectClean('Leaflet printed in Niederdeutsch for her mother.');
    expectClean('He speaks Amharisch und Tigrinisch.');
  });

  it('reads every item of a list after a verb of speaking when one item is a known language', () => {
    expectClean('She speaks Bhojpuri, Sarnami and Dutch at home; prefers written advice in Dutch.');
    expectClean('Referral letter (German): spricht Plattdeutsch und Russisch.');
    expectClean('Speaks Russisch and Plattdeutsch at home; her daughter translates.');
  });

  it('reads the language a consultation is held in through an interpreter, even one no register holds', () => {
    expectClean('Reviewed in Hassaniya through an interpreter, all questions answered.');
    expectClean('Follow-up held in Darija via a telephone interpreter.');
  });

  it('still finds a town a consultation is held in and a person who interprets', () => {
    expectFound('Seen in Kirkburton with an interpreter.', 'Kirkburton');
    expectFound('Seen in clinic with Amina, interpreter from the agency.', 'Amina');
  });

  it('still finds a person written into a list, a person named like a language, and a town', () => {
    expectFound('She speaks Urdu and Rukhsana translates for her.', 'Rukhsana');
    expectFound('Letter copied to Ayla Tatar, who speaks Turkish and English.', 'Ayla Tatar', 'name');
    expectFound('Mrs Tatar reviewed today; follow-up in six weeks.', 'Tatar');
    expectFound('Speaks Russisch and Plattdeutsch; daughter Irina Volkova attends.', 'Irina Volkova', 'name');
    expectFound('Mevrouw spreekt Papiamentu en Sarnami; woont in Zoetermeer.', 'Zoetermeer');
  });
});
