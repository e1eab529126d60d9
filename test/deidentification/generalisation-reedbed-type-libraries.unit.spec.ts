import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the reedbed set, in words of its own
// (none of these sentences is in the set).

describe('detector: references to COM type libraries (issue 49, 28th round)', () => {
  it('reads a library named after a version number as a reference', () => {
    expectClean("' References: Microsoft Excel 16.0 Object Library; Microsoft Forms 2.0 Object Library");
    expectClean("' Tools > References: Microsoft Visual Basic for Applications Extensibility 5.3 Type Library");
  });

  it('keeps the place and the person beside a reference', () => {
    expectFound(
      "' Written by Agnes Pickersgill; needs Microsoft Word 16.0 Object Library",
      'Agnes Pickersgill',
      'name',
    );
    expectFound(
      'Macro course at 27 Larkspur Road, Halifax; bring Excel 16.0 Object Library notes.',
      '27 Larkspur Road',
    );
  });
});
