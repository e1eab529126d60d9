import { expectClean, expectFound } from './helpers';

describe('detector: lists under a head that names a kind no person is (issue 49, 28th round, breakwater)', () => {
  it('reads the items after brands, languages, dialects, games and honorifics as things of that kind', () => {
    expectClean('Lymphoedema garments; brands Lohmann, Mölnlycke, Urgo, Haddenham and Thuasne.');
    expectClean('Languages offered: Tigrinya, Darija, Wolof, Lingala and Tamazight.');
    expectClean('Dialects heard: Gheg, Tosk, Arbëresh.');
    expectClean('Games on the app: Starburst, Rainbow Riches, Fluffy Favourites, Cleopatra.');
    expectClean('Honorifics used in the letters (Oga, Madam, Alhaji, Baba) are respect, not names.');
  });

  it("reads a spelling alphabet's words, and the word that qualifies the alphabet, under its head", () => {
    expectClean('NATO alphabet: Hotel, India, Juliett, Kilo, Lima, Mike, November.');
    expectClean('Spelling alphabet: Alfa, Bravo, Charlie, Delta, Echo, Foxtrot.');
  });

  it('keeps a person named in such a list, a titled name, and the same words outside a list', () => {
    expectFound('Languages: French, Amina Haddad to interpret.', 'Amina Haddad', 'name');
    expectFound('Titles: Dr Oyelaran-Finch, Prof Castellanos.', 'Castellanos', 'name');
    expectFound('Brands: Jobst, Sigvaris; ring Mrs Pemberton on 01632 960 118.', '01632 960 118', 'phone');
    expectFound('Charlie, Mike and Victor came to the clinic.', 'Charlie', 'name');
  });
});
