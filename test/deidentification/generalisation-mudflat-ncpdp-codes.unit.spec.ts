import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the mudflat set, in words of its own
// (none of these sentences is in the set).

describe('detector: coded values of NCPDP SCRIPT messages (issue 49, 28th round)', () => {
  it('reads the product code and the unit code as no identifiers', () => {
    expectClean(
      '<DrugCoded><ProductCode><Code>00378-3512-77</Code><Qualifier>ND</Qualifier></ProductCode></DrugCoded>',
    );
    expectClean(
      '<Quantity><Value>30</Value><QuantityUnitOfMeasure><Code>C28254</Code></QuantityUnitOfMeasure></Quantity>',
    );
  });

  it("keeps a phone and a prescriber's NPI beside the codes", () => {
    expectFound(
      '<PrimaryTelephone><Number>5035550147</Number></PrimaryTelephone> call 503-555-0147',
      '503-555-0147',
      'phone',
    );
    expectFound('<Prescriber><NPI>1497758544</NPI></Prescriber> NPI 1497758544', '1497758544');
  });
});
