import { expectClean, expectFound } from './helpers';

describe('detector: insurers and payers in a list headed by their kind are no people (issue 49, 34th round)', () => {
  it('keeps a list of medical aids clean', () => {
    expectClean('Medical aids accepted at reception: Fedhealth, Bonitas, Medshield and Bestmed. Bring your card.');
  });

  it('keeps a list of insurers clean, a given name among them included', () => {
    expectClean('Insurers seen this month: Aviva, Bupa, Simplyhealth and Saga. Self-pay patients are billed directly.');
  });

  it('keeps a list of payers that wraps onto the next line clean', () => {
    expectClean('Payers on the denial report: Molina, Centene,\nHumana, AXA Health. Appeals go out on the form.');
  });

  it('still finds the person a policy holder label names', () => {
    expectFound('Insurance policy holder: Okafor. Renewal is due before the next visit.', 'Okafor');
  });

  it('still finds a given name alone after the insurer label', () => {
    expectFound('Insurer: Grace rang about the claim and will call back.', 'Grace');
  });

  it('still finds a titled person and a clause after the list', () => {
    const text = 'Medical aid: Bonitas, Discovery; Mrs Lerato Naidoo asked to switch.';
    expectFound(text, 'Naidoo');
  });

  it('still finds a full name written as an item', () => {
    expectFound('Insurers to copy: Aviva, Bupa, Aviva Okafor (case manager).', 'Aviva Okafor');
  });
});
