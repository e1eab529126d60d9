import { expectClean, expectFound } from './helpers';

describe("detector: a subject's initials on a trial or safety form (issue 49, 36th round)", () => {
  it('finds dotted initials after "Subject initials:"', () => {
    expectFound('CRF page 2   Subject initials: T.W.H.   Visit: week 12', 'T.W.H.', 'name');
  });

  it('finds hyphenated initials with a space after "Patient initials"', () => {
    expectFound('MedWatch 3500   Patient initials S-J K   Weight: 71 kg', 'S-J K', 'name');
  });

  it('finds run-together capitals after "Participant initials -"', () => {
    expectFound('Participant initials - BDF; randomised to arm B.', 'BDF', 'name');
  });

  it("finds bracketed initials after a narrative's age and sex", () => {
    expectFound('SUSAR narrative: A 61-year-old woman (PQL) developed a rash after the second dose.', 'PQL', 'name');
  });

  it('leaves the word "initials" before ordinary words and a clinical abbreviation after age and sex', () => {
    expectClean('Initials only on the label. A 52-year-old woman (PMB) was scanned and initials checked.');
  });

  it('leaves a clinical abbreviation in brackets after age and sex in a trial narrative', () => {
    expectClean('Study narrative: a 57-year-old woman (HRT user) and a 60-year-old woman (BMI 31) were withdrawn.');
  });

  it('leaves initials in lower case words and brackets after an age that are no person', () => {
    expectClean('Staff initials missing on page 4. A 49-year-old woman (G3P2) attended for review.');
  });
});
