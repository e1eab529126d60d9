import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the rockpool set: books of the Bible cited as books (issue 49, thirty-third round).
describe('detector: a book of the Bible after "Book of" or before chapter and verse (issue 49, 33rd round)', () => {
  it('reads a book named after a person as the book', () => {
    expectClean('Reading from the Book of Esther at the ward service.');
    expectClean('Chaplain read Ruth 1:16 with her.');
    expectClean('Requested the reading 1 Corinthians 13:4-7 at the bedside.');
  });

  it('still reads the same names as people, and a name before a time as a name', () => {
    expectFound('Ruth rang about her mother.', 'Ruth', 'name');
    expectFound('Seen by Esther on Monday.', 'Esther', 'name');
    expectFound('Ruth 10:30 appointment confirmed.', 'Ruth', 'name');
  });
});
