import { expectClean, expectFound } from './helpers';

// Issue 49, sixteenth round: classes of clean text the name, place and number rules refused on the outlands and
// crossroads sets, each separated by evidence of its kind. Every sentence here is written fresh, none is in an
// evaluation set.

describe('detector: an operation named after its author (issue 49, sixteenth round)', () => {
  it('reads a name before an operation noun, or in brackets after one, as the eponym', () => {
    expectClean('Booked for Kelly colporrhaphy next month.');
    expectClean('Offered labiaplasty (Harper) or laser therapy.');
  });

  it('keeps a bracketed name after a person or a verb', () => {
    expectFound('Seen by the registrar (Harper) today.', 'Harper');
    expectFound('Kelly reports the colporrhaphy went well.', 'Kelly', 'name');
  });
});

describe('detector: a questionnaire by its number of items (issue 49, sixteenth round)', () => {
  it('reads a capitalised word before "N-item" as the instrument', () => {
    expectClean('Loneliness: Morgan 5-item 14/20 at baseline.');
    expectClean('Screen used: the BRISTOL 6-item this time.');
  });
});

describe('detector: signs and feasts with a religious title (issue 49, sixteenth round)', () => {
  it('reads "Sister ... nodule" as a sign and "St ...\'s Day" as a feast', () => {
    expectClean('Sister Mary Joseph nodules absent on exam.');
    expectClean("Clinic shut for St David's Day and St Andrew's Day.");
  });

  it('keeps a nurse and a hospital named after a saint', () => {
    expectFound('Seen by Sister Mary Jones today.', 'Mary Jones', 'name');
    expectFound("Transferred to St Patrick's Hospital overnight.", "St Patrick's Hospital", 'location');
  });
});

describe('detector: an eponym after a finding or a method variant (issue 49, sixteenth round)', () => {
  it('reads a possessive after "modified", "biplane", "positive" or "negative" as the method or sign', () => {
    expectClean("LVEF 55% by modified Simpson's.");
    expectClean("Ejection fraction 48 % (monoplane Simpson's).");
  });
});

describe('detector: a Roman numeral after the word it grades is no initial (issue 49, sixteenth round)', () => {
  it('ends the sentence at "type V." rather than reading an initial and a surname', () => {
    expectClean('Skin type V. Vitiligo patches stable.');
    expectClean('Hyperlipoproteinaemia type I. Lipaemia retinalis seen.');
  });

  it('keeps an initial and a surname anywhere else', () => {
    expectFound('Letter from V. Kowalczyk about the results.', 'V. Kowalczyk', 'name');
    expectFound('Skin type V. Okafor prefers the cream.', 'Okafor', 'name');
  });
});

describe('detector: the lot of a laboratory consumable is no device of the patient (issue 49, sixteenth round)', () => {
  it('lets a reagent, calibrator or control lot through', () => {
    expectClean('New reagent lot 7741 loaded, QC passed.');
    expectClean('Control lot 22C904 within range; calibrator lot 5518 next.');
  });

  it('keeps the lot of an implant or a pen', () => {
    expectFound('Implant lot 22C904 recorded on the card.', '22C904', 'device_identifier');
    expectFound('Pen lot 7741 used for the first dose.', '7741', 'device_identifier');
  });
});

describe('detector: hyphened capitals of words or short groups are no town (issue 49, sixteenth round)', () => {
  it('lets a compound word or an abbreviation in capitals through after "in", "of"', () => {
    expectClean('BOOKED INTO OUT-PATIENTS FOR 6/12.');
    expectClean('Discussed because of HIV-PEP timing.');
  });

  it('keeps a town in capitals joined by hyphens', () => {
    expectFound('Moved here from STRATFORD-UPON-AVON last year.', 'STRATFORD-UPON-AVON', 'location');
  });
});

describe('detector: clinical shorthand in "x" with a number is a code (issue 49, sixteenth round)', () => {
  it('does not read the digits of "Sx11" or "Hx13" as letters of a name', () => {
    expectClean('Coded as Sx11 and Hx13 on the call log.');
  });

  it('still reads digits as letters in a disguised name', () => {
    expectFound('Seen with G4br13l4 Okafor today.', 'G4br13l4 Okafor', 'name');
  });
});

describe('detector: capitals before a figure and its grade name a score (issue 49, sixteenth round)', () => {
  it('reads "KENDRA 24 (grade III)" as an instrument and its score', () => {
    expectClean('Impact: KENDRA 24 (grade III), HIT-6 60.');
    expectClean('Migraine load: ASHTON 31 (grade IV) this month.');
  });

  it('keeps a shouted name before a figure with no grade', () => {
    expectFound('Note: KENDRA 24 reports flushes.', 'KENDRA', 'name');
  });
});

describe('detector: a note that switches into Welsh (issue 49, sixteenth round)', () => {
  it('reads runs of Welsh words, and a capitalised word after the Welsh article, as words', () => {
    expectClean('Dewis iaith: Cymraeg yw iaith gyntaf y teulu.');
    expectClean('Diolch. Referred to Cymorth y Gwanwyn for the claf and her carer.');
  });

  it('keeps Welsh names outside the runs', () => {
    expectFound('Mae hi yn siarad Cymraeg; daughter Ffion Pritchard visits.', 'Ffion Pritchard', 'name');
    expectFound('Dewis iaith: Cymraeg. Seen with Ceri Gwyn.', 'Ceri Gwyn', 'name');
  });
});

describe('detector: a heading word the note also writes in lower case (issue 49, sixteenth round)', () => {
  it('reads a line-heading English word as that word when the note uses it in lower case', () => {
    expectClean('Bolus: 10 units bolus if over 14.');
  });

  it('keeps a surname heading a line when the note never writes it as a word', () => {
    expectFound('Bolus: 10 units if over 14, reviewed today.', 'Bolus', 'name');
    expectFound('Carter: seen today, carter noted in passing.', 'Carter', 'name');
  });
});

describe('detector: a brand and an everyday word in brackets (issue 49, sixteenth round)', () => {
  it('reads a word in no list and an everyday word after a lower-case noun as a product', () => {
    expectClean('Wrist splint (Dorvan Sleeve) issued.');
  });

  it('keeps a bracketed name whose second word is a name', () => {
    expectFound('Seen with carer (Jane Potts).', 'Jane Potts', 'name');
    expectFound('Seen with carer (Dorvan Okafor).', 'Dorvan Okafor', 'name');
  });
});
