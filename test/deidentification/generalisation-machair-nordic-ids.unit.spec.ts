import { expectClean, expectFound } from './helpers';

describe('detector: Nordic personal numbers in their plain form, by their checks (issue 49, 36th round)', () => {
  it('finds a Swedish personnummer after a short label the register lists do not hold', () => {
    expectFound(
      'Remiss: Birgitta Holm, pnr 710814-3277, önskar samtal om klimakteriet.',
      '710814-3277',
      'other_identifier',
    );
  });

  it('finds a Finnish henkilötunnus with a letter for its check', () => {
    expectFound('Lähete: Aino Virtanen (150472-318R), kuumia aaltoja.', '150472-318R', 'other_identifier');
  });

  it('finds a Finnish henkilötunnus after "hetu" with a digit for its check', () => {
    expectFound('Potilaan hetu 240570-3318, soittopyyntö iltapäivällä.', '240570-3318', 'other_identifier');
  });

  it('finds a Norwegian fødselsnummer with a space after the date and no label', () => {
    expectFound('Melding fra pasient, nr. 120764 33168, om hetetokter.', '120764 33168', 'other_identifier');
  });

  it('leaves numbers of the same shape whose checks fail', () => {
    expectClean('Batch 710814-3278 was logged; order 120764 33169 was shipped, run 240570-3319 repeated.');
  });

  it('leaves reference numbers that hold no date', () => {
    expectClean('Reagent lot 994512-7731 was used; catalogue item 554433-2210 is out of stock.');
  });
});
