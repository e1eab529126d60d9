import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the rockpool set: a listed medical eponym in brackets after the operation, test or
// technique it names (issue 49, thirty-third round).
describe("detector: an operation's or a test's eponym in brackets after it (issue 49, 33rd round)", () => {
  it('reads the eponym in brackets right after an operation, test or technique noun as the eponym', () => {
    expectClean('Vaginal repair (Fothergill) planned for the spring list.');
    expectClean('Provocation test (Adson) negative on the left.');
  });

  it('still reads a title, a bracket after another word, or an unlisted surname as a person', () => {
    expectFound('Sling procedure (Mr Fothergill) booked.', 'Fothergill', 'name');
    expectFound('Repair done (Fothergill) and she went home.', 'Fothergill', 'name');
    expectFound('Procedure (Okafor) booked for Monday.', 'Okafor', 'name');
  });
});
