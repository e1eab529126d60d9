import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set (issue 49, 36th round): Italian nouns that the name lists hold too
// ("nonna", a given name and "grandmother"), written in lower case after an article in an Italian clause. Italian gives
// a noun its article and a given name none, so such a word is read as the clause's noun.
describe('detector: Italian nouns after an article that are names too (issue 49, 36th)', () => {
  it('reads a listed name after an Italian article, in lower case in an Italian clause, as no name', () => {
    expectClean('Usa ancora i rimedi della nonna per le vampate, e prende la salvia due volte al mese.');
    expectClean('La paziente riferisce che la figlia le porta le tisane della nonna ogni settimana.');
  });

  it('still finds a name after a title or a word of kin, and a capitalised name after a noun with its article', () => {
    expectFound('ha parlato con la signora rosa della terapia, la paziente sta bene e prende il gel.', 'rosa', 'name');
    expectFound('la paziente vive con la nipote giulia e prende la terapia da un anno, senza vampate.', 'giulia');
    expectFound('Ha parlato con la signora Rossi della terapia, e la nonna Maria viene con lei.', 'Maria', 'name');
    expectFound('Ha parlato con la signora Rossi della terapia, e la nonna Maria viene con lei.', 'Rossi', 'name');
  });
});
