import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the cove set: a prescriber's shorthand after each medicine of a list (issue 49, 32nd).
describe("detector: a medicines list in the prescriber's shorthand (issue 49, 32nd round)", () => {
  it('reads unknown brands among listed medicines with doses, schedules, forms and joined second medicines', () => {
    expectClean('Current: Sandrena 1 sachet mane, Utrogestan 200mg nocte, Laxido c Senna prn, Movicol 1 sachet prn.');
    expectClean('Rx: Oestrogel 2 pumps OD, Prometrium 100mg nocte,\nAdcal D3 1 tab BD, Dulvaxol c Fybogel prn.');
    expectClean('Rx: Oestrogel 2 pumps OD, Prometrium 100mg nocte, Dulvaxol with Senna prn.');
  });

  it('still reads a given name among the items as a person', () => {
    expectFound('Current: Sandrena 1 sachet mane, Utrogestan 200mg nocte, Joanna 2 BD prn, Movicol prn.', 'Joanna');
    expectFound('Current: Sandrena 1 sachet mane, Utrogestan 200mg nocte. Seen with Harriet Okoro.', 'Harriet Okoro');
  });
});
