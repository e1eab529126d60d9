import { expectClean, expectFound } from './helpers';

describe('detector: names and places read from where they sit, whatever their case', () => {
  it('finds a found name again where the text repeats it in another case', () => {
    expectFound('Seen with Odalys Fenwicke today; fenwicke asked about the patch.', 'fenwicke', 'name');
    expectFound('Seen with Odalys Fenwicke today; FENWICKE asked about the patch.', 'FENWICKE', 'name');
  });

  it('finds a name listed with found names, joined by a comma or "and"', () => {
    expectFound('The clinic was set up by Okonkwo, whitfield and Brannigan.', 'whitfield', 'name');
    expectFound('She splits her time between Wetherby and harrogate these days.', 'harrogate');
  });

  it('finds full names of words no dictionary knows, in lower case or capitals amid lower case', () => {
    expectFound('please send the letter to zumrad tashkentova instead', 'zumrad tashkentova', 'name');
    expectFound('please send the letter to ZUMRAD TASHKENTOVA instead', 'ZUMRAD TASHKENTOVA', 'name');
    expectFound('the form was signed by oriol q. bassaganya', 'oriol q. bassaganya', 'name');
    expectFound('bone density checked; r. kowalczyk counselled on calcium.', 'r. kowalczyk', 'name');
  });

  it('finds the town and the addressee of an address laid out one part a line', () => {
    const block = 'ingeborg vasshaug\n\n12 Fjellveien 4\n Apt. 7\n brattvaag\n Norway 6270';
    expectFound(block, 'brattvaag', 'location');
    expectFound(block, 'ingeborg vasshaug', 'name');
    expectFound('Ingeborg Vasshaug\n\nbrattvaag\nNorway', 'brattvaag', 'location');
  });

  it('leaves shorthand, capitals of a header and Latin dosing times alone', () => {
    expectClean('Foley removed post-op d a y 1, voiding well.');
    expectClean('Dispensed: progesterone 100 mg caps, one nocte continuous.');
    expectClean('ISHARES MSCI fund mentioned by the patient as a stressor.');
    expectClean('Zoledronic acid considered if intolerant to oral bisphosphonates.');
  });
});

describe('detector: unlisted places where case says nothing, after a place preposition', () => {
  it('finds a word no list knows after "in", "from" or "city" in lower case or capitals', () => {
    expectFound('we spent the summer in vrelsko before the move', 'vrelsko', 'location');
    expectFound('She grew up in a village, then moved from KORSTAVIK last year.', 'KORSTAVIK', 'location');
  });

  it('leaves clinical terms the lists miss, and re-joined words, alone after a preposition', () => {
    expectClean('Mirabegron 25 mg daily as alternative to anticholinergics.');
    expectClean('Peloton classes at h o m e 4 days a week.');
  });
});
