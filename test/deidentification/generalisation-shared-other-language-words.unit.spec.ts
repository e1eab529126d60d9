import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inSortedList } from '../../src/deidentification/other-language-dictionary-words';
import { expectClean, expectFound, expectNoHitOn } from './helpers';

// Fresh sentences, none from any evaluation set: Spanish and Portuguese words that their spelling dictionaries list
// in lower case only, which the unknown capitalised word and the lower-case name readings took for names in eleven
// low tuned sets (issue 49, 34th round).
describe('detector: words of other languages that a spelling dictionary lists in lower case (issue 49, 34th)', () => {
  it('reads Spanish and Portuguese clinical words, capitalised or not, as no name', () => {
    expectClean('Avaliação: Climatério sintomático; iniciar estradiol transdérmico.');
    expectClean('Plan: Densitometría ósea anual; mantener tibolona.');
    expectClean('Indicaciones: Caminata diaria y calcio; control ginecológico anual.');
    expectClean('Leaflet given in Spanish: Sofocos, sudoración nocturna y sequedad vaginal.');
  });

  it('clears a quoted product word but still finds the town beside it', () => {
    const text = 'Her tía brought "Ginecológica" tablets back from Lima; síndrome climatérico noted.';
    expectNoHitOn(text, 'Ginecológica');
    expectFound(text, 'Lima', 'location');
  });

  it('still finds given names that are also words, after a label, a title or a word of kin', () => {
    expectFound('Paciente: Dolores Fuentes, 54 años, síndrome climatérico, parche transdérmico.', 'Dolores Fuentes');
    expectFound('Mrs Rosa attended; síndrome climatérico, parche transdérmico.', 'Rosa', 'name');
    expectFound('Vive con su hija Soledad; síndrome climatérico y parche transdérmico.', 'Soledad');
  });

  it('still finds a surname the dictionary lists as a word, after a cue or before a reporting verb', () => {
    expectFound('Firmado: Cordeiro, enfermera; síndrome climatérico, parche transdérmico.', 'Cordeiro', 'name');
    expectFound('Cordeiro reports fewer flushes since the parche transdérmico; síndrome climatérico.', 'Cordeiro');
    expectFound('Seen by Dr Palmeira; síndrome climatérico, parche transdérmico.', 'Palmeira', 'name');
    expectFound('Referred to Clínica Palmeira for síndrome climatérico.', 'Clínica Palmeira', 'location');
  });

  it('still finds a date written in words beside such words', () => {
    expectFound('Próxima consulta: veintiocho de noviembre; síndrome climatérico, parche transdérmico.', 'noviembre');
  });

  it('holds each language list sorted as the binary search reads it', () => {
    const file = join(__dirname, '..', '..', 'src', 'deidentification', 'other-language-words.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [language, list] of Object.entries(data)) {
      if (language.startsWith('_')) continue;
      const words = list.split(' ');
      const unsorted = words.findIndex((w, i) => i > 0 && !(words[i - 1] < w));
      expect(unsorted, `${language}: ${words[unsorted]}`).to.equal(-1);
      for (const w of [words[0], words[words.length >> 1], words[words.length - 1]]) {
        expect(inSortedList(list, w)).to.equal(true);
        expect(inSortedList(list, `${w}qz`)).to.equal(false);
      }
    }
  });
});
