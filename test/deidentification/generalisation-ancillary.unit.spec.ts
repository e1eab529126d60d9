import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's tenth round: each case is a class of evidence studied on the ancillary set, in
// words and eponyms of its own (none of these sentences or test names is in the set).

describe('detector: eponyms in the position of a test, sign or score (issue 49, tenth round)', () => {
  it('reads a surname before a clinical head noun as an eponym', () => {
    expectClean('Glasgow-Blatchford score 0; Rockall grade not needed. Beighton score 6/9.');
    expectClean('The airway was assessed with a Miller 2 blade and a Wilson score of 1.');
    expectClean('She had a Beighton score of 6 and Ferguson grade 2.');
    expectClean('Modified Brandt-Daroff manoeuvres taught. Snellen chart 6/9 both eyes. Friedman grade 2 tongue.');
    expectClean('Airway: Miller 2 blade at hand; Lund-Mackay score 8 on the scan.');
  });

  it('reads an eponymous sign with its result as a sign, but not a person "positive for" something', () => {
    expectClean('Tinel positive at the wrist, Phalen negative. Romberg negative; Trendelenburg positive on the left.');
    expectClean('On testing the ankle was Thompson positive and the knee was Lachman negative.');
    expectClean('Tuning forks showed Bing positive and Schwabach central.');
    expectFound('Contact tracing showed Okonjo positive for influenza A.', 'Okonjo', 'name');
  });

  it('reads a name that "tests positive" as a person with a result, not an eponymous test', () => {
    expectFound('Linda tests positive for covid again.', 'Linda', 'name');
    expectFound('Kowalski tests negative on the repeat swab.', 'Kowalski', 'name');
    expectClean('Weber tests repeated with a 512 Hz fork: central both times.');
  });

  it('reads a negated or queried possessive as a condition', () => {
    expectClean("No Cushing's features. ?Addison's, so a cortisol is booked.");
    expectClean("The abdomen was soft and there was no Rovsing's.");
  });

  it('keeps a title before the head noun: the construct is then a person', () => {
    expectFound('Dr Okonjo review planned; Mrs Halloran score sheet attached.', 'Halloran', 'name');
  });
});

describe('detector: products by their dose, brackets and range words (issue 49, tenth round)', () => {
  it('reads a capitalised word before a dose with its unit as a product, a first name before one as a person', () => {
    expectClean('Calogen Extra Shots 30 mL TDS; Procal Shot 60 mL daily.');
    expectClean('Plan: food first, then Altraplen Compact 125 mL BD.');
    expectClean('Added Aymes Complete 57 g once daily and Calshake 87 g.');
    expectFound('Gave Maureen 10 mg oramorph at 14:00.', 'Maureen', 'name');
  });

  it('reads a word in no list before a bare strength after a verb of taking as a product', () => {
    expectClean('At home I take Tirosint 88 and my sister gave me Lutenyl 5 once.');
    expectFound('Letters to Wołoszyn 14, apartment 3.', 'Wołoszyn');
  });

  it('reads words in no list in brackets as the brand of what comes before', () => {
    expectClean('Barrier cream (Medihoney) and local anaesthetic (Scandonest with Adrenor) used.');
    expectClean('Tonometry with the rebound tonometer (Icare) and pulse oximeter (Nonin).');
    expectFound('Spoke to her sister (Ngozi) about transport.', 'Ngozi', 'name');
  });

  it('reads a device maker then its model as a product, whatever lists hold the model', () => {
    expectClean('Fitted with Oticon More 1 aids; the spare Signia Pure pair is charging.');
    expectFound('Seen with the Dexcom rep, Mary Jones, today.', 'Mary Jones', 'name');
  });

  it('reads a brand variant after a range word as part of the product', () => {
    expectClean('Fresubin Energy Drink 200 mL, or Ensure Plus Fibrenta if preferred.');
    expectClean('Plan: Fresubin Jucy Drink 200 mL BD.');
  });

  it('reads a test with its programme code in brackets, and a score that can be no date, as test results', () => {
    expectClean('Fields full (Octopus G1). Colour vision Hardy 14/15 plates.');
    expectClean('Pupils were brisk, colour vision was Hardy 14/15 and fields were Esterman 120/120.');
    expectClean('Fields full (Humphrey 10-2).');
    expectFound('Seen by Okafor 4/82 after the fall.', '4/82', 'date');
  });
});

describe('detector: abbreviations and kinds of service read as such (issue 49, tenth round)', () => {
  it('reads short capitals and capitals before a noun or a figure as abbreviations, not shouted names', () => {
    expectClean('History of SAH and TIA; on the ESCAPE-pain programme; GLEN course done; VAL 2 for now.');
    expectFound('Results were faxed to HALLORAN by mistake.', 'HALLORAN');
  });

  it('reads two capitals together inside a word as an abbreviation', () => {
    expectClean('Booked MRI IACs; the eGFRs were stable and DoLS renewed.');
  });

  it('reads region and school adjectives as adjectives', () => {
    expectClean('She follows a Nordic diet now, earlier a Caribbean one; the Pythagorean theorem is no help.');
  });

  it('reads a hyphenated compound of everyday words before a facility word as a kind of service', () => {
    expectClean('Suitable for same-day surgery; the drop-in clinic is on Tuesdays.');
  });

  it('reads a facility word before a role as a post and a supplier after "available from" as no residence', () => {
    expectClean('Copied to the Medical Director and the Deputy Medical Examiner.');
    expectClean('Pessaries available from Phoenix and Sigma; gel ordered from Alliance.');
    expectFound('She moved from Bolton in 2019.', 'Bolton', 'location');
  });

  it('finds a screening programme number after its label, letters and spaced groups included', () => {
    expectFound('Retinal screening ID RSP 8812 0043 on the invitation.', 'RSP 8812 0043', 'other_identifier');
    expectClean('Cervical screening 2023 normal; screening no. 2 also normal.');
  });

  it('reads capitals glued to a figure as a code and a letter after a degree sign as a unit', () => {
    expectClean('Fitted to DSL-V5 targets. Stored at 25°C. PIP code on the box.');
    expectClean('Fitted to NAL-NL1 targets.');
  });
});
