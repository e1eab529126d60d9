import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the rockpool set: the abbreviated parts of a publication before their number (issue 49,
// thirty-third round).
describe("detector: a publication's volume, supplement or chapter before its number (issue 49, 33rd round)", () => {
  it('reads an abbreviated part before an Arabic or Roman number as a reference', () => {
    expectClean('See the Army Health Manual Vol 2, section 4.');
    expectClean('Reference: BNF Vol 86, p. 412.');
    expectClean('As in Fig 4 and Suppl 2 of the trial report.');
    expectClean('Chap. IV of the handbook covers HRT.');
  });

  it('still reads a name after a title, or a surname beside the abbreviation, as a name', () => {
    expectFound('Dr Vol saw her 2 days ago.', 'Vol', 'name');
    expectFound('Vol Petrov reports hot flushes.', 'Petrov', 'name');
    expectFound('Letter from Mrs Suppl 3 weeks ago.', 'Suppl', 'name');
  });
});
