import { expectClean, expectFound } from './helpers';

describe("detector: a language's name before a qualified noun of language (issue 49, 27th round, foreshore)", () => {
  it('reads "X health words" and "X clinic phrases" as the language', () => {
    expectClean('Mende health words for the interpreter');
    expectClean('Bambara clinic words for the new leaflet');
  });

  it('keeps the person who checked them', () => {
    expectFound('Bambara clinic words, checked by Adama Keita', 'Adama Keita', 'name');
    expectFound('Shona medical phrases, checked by Shona Mutasa', 'Mutasa', 'name');
  });
});
