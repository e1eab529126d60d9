import { expectClean, expectFound } from './helpers';

// Issue 49, fifteenth round: the recognisers that refused clean text most often across the tuned sets, each made
// to ask for more evidence. Every sentence here is written fresh, none is in an evaluation set.

describe('detector: a name before the head noun of a thing names the thing (issue 49, fifteenth round)', () => {
  it('reads a capitalised word with no title or relation before a scale, report, advice or device as eponym', () => {
    expectClean('Flushes rated on the Tolvaney symptom questionnaire each week.');
    expectClean('Mesh use paused after the Harkness review of 2020.');
    expectClean('Night-time dry eye eased with a Brennick mask and lid wipes.');
    expectClean('Exercise advice follows the Whitcombe guidance for bone health.');
    expectClean('The Ledbury Care Pathway was used in the last days of life.');
  });

  it('still reads the same words as names with a title, a relation or a verb, or with nothing after them', () => {
    expectFound('Dr Tolvaney review booked for March.', 'Tolvaney', 'name');
    expectFound('Her sister Brennick mask-fitted her at home.', 'Brennick', 'name');
    expectFound('Tolvaney reports fewer flushes since the patch.', 'Tolvaney', 'name');
    expectFound('Spoke with Ngozi Adebayo about the symptom score.', 'Ngozi Adebayo', 'name');
    expectFound('Reviewed Tolvaney pain score 4 today.', 'Tolvaney', 'name');
  });
});

describe('detector: a product by how often it is taken, or a partner before a head noun (issue 49, 15th round)', () => {
  it('reads a word before a dosing frequency, or joined by a slash to a word before a head noun, as no person', () => {
    expectClean('Also takes Kalimbo Moja PRN for back pain.');
    expectClean('Voiding study: good Pabd/Pura traces throughout.');
  });

  it('keeps the same words as a name where no frequency or head noun follows', () => {
    expectFound('Also saw Kalimbo Moja at the pharmacy.', 'Kalimbo', 'name');
    expectFound('Good news from Pabd about the traces.', 'Pabd');
  });
});

describe('detector: what the neighbours of a capitalised word say (issue 49, fifteenth round)', () => {
  it('reads an unlisted word listed after an item with its dose, or between everyday words, as a term', () => {
    expectClean('Other options are Lacrivisc 0.3% and Kumbaro, both private.');
    expectClean('Portal tabs: Booking, Consenting, Deblinding, Site Closeout.');
  });

  it('reads a listed name in capitals joined to an abbreviation as one more abbreviation', () => {
    expectClean('Short-lasting headaches: SUNCT and NADIA excluded on history.');
    expectClean('Refer ZARA GP if the rash persists.');
  });

  it('keeps names listed with names or after places, and a shouted name alone', () => {
    expectFound('Present: Rose, Ngozi Adebayo and Amber.', 'Ngozi', 'name');
    expectFound('Drops from Lacrivisc 0.3% and saw Ngozi about them.', 'Ngozi', 'name');
    expectFound('Harbourside Pharmacy, Portishead', 'Portishead');
    expectFound('she said NADIA was with her at the time', 'NADIA', 'name');
  });
});

describe('detector: a laid-out value made of English words run together (issue 49, fifteenth round)', () => {
  it('reads words run together under an inner capital after a label as a service, not a person', () => {
    expectClean('Interpreter: Polish, TalkBridge.');
    expectClean('Seen by: CareLine.');
  });

  it('keeps names after the label, with inner capitals of their own', () => {
    expectFound('Interpreter: Polish, Agnieszka Nowak.', 'Agnieszka Nowak', 'name');
    expectFound('Contact: DeShawn MacLeod, husband.', 'MacLeod', 'name');
    expectFound('Interpreter: Goldapple.', 'Goldapple', 'name');
  });
});
