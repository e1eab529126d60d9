import { expectClean, expectFound } from './helpers';

/**
 * Number words said alone and numbers dialled with dots (issue 49, digit-words and dot-separators disguises,
 * branch issue-49l15). Every example is new: none is taken from an evaluation set.
 */
describe('detector: lone ordinal days, a lone "ninety" and dotted dialled numbers', () => {
  it('reads an ordinal day said alone after "the" as a date, as its digits are read', () => {
    expectFound('Stitches out on the twenty-second, then review.', 'twenty-second', 'date');
    expectFound('Letter typed the twelfth, posted late.', 'twelfth', 'date');
    expectFound('Fell at home on the night of the sixth.', 'sixth', 'date');
  });

  it('leaves ordinals before a noun they count, and "first" and "second"', () => {
    expectClean('Seen for the third time; the fifth metatarsal is tender; the third trimester was uneventful.');
    expectClean('Asked for the second opinion; the first dose was tolerated; the tenth percentile for age.');
  });

  it('reads "ninety" alone as the age it says after what introduces an age', () => {
    expectFound('Her uncle, who is ninety, lives with them.', 'ninety', 'date');
    expectFound('Carer is her aunt, aged ninety.', 'ninety', 'date');
    expectClean('Ninety minutes of physiotherapy; ninety percent adherence; walked ninety metres.');
  });

  it('reads a number dialled from a trunk zero with dots for separators as a phone number', () => {
    expectFound('Ring the ward on 01632.96.0447 after six.', '01632.96.0447', 'phone');
    expectFound('Mobile 07700.900.318 preferred.', '07700.900.318', 'phone');
    expectClean('Dose 0.5 mg; ratio 0.0012345; version 0.12.3; pH 7.35.');
  });
});

describe('detector: codes whose hyphens were written as dots', () => {
  it('reads a code in capitals and digits with dots between its groups as the code', () => {
    expectFound('Specimen QX31.88204 received unlabelled.', 'QX31.88204');
    expectFound('Claim ref AV.NHS.2024.0077125 closed.', 'AV.NHS.2024.0077125');
    expectClean('Coded N95.1 and E11.65; guideline NG23 section 1.4.2; software v2.10.3; pH 7.35; MCV 66.1.');
  });
});
