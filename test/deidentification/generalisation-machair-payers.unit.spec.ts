import { expectClean, expectFound } from './helpers';

describe('detector: insurers and funders named as what covers a test or a treatment (issue 49, 36th round)', () => {
  it('keeps an insurer after "covered by" clean', () => {
    expectClean('Bone density scan covered by Menzis under her basic policy.');
  });

  it('keeps a list of payers after "covered ... by" clean', () => {
    expectClean('Pessaries usually covered for this indication by Vhi, Laya and Irish Life; check the plan.');
  });

  it('still finds a covering clinician with a title or a given name', () => {
    expectFound('Clinic covered by Dr Okafor this week.', 'Okafor');
    expectFound('Clinic covered by Sarah Jones this week.', 'Sarah Jones');
  });

  it('still finds a relative who paid, named after a lower-case word', () => {
    expectFound('Taxi paid for by her son Tunde.', 'Tunde');
  });
});
