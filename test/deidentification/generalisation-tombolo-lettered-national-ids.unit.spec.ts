import { expectClean, expectFound } from './helpers';

describe('detector: the codice fiscale, the Indian PAN and the Qatari ID by structure (issue 49, 35th round)', () => {
  it('finds a codice fiscale whose check letter is right, with no label', () => {
    expectFound(
      'Paziente: Maria Bianchi, BNCMRA80A41F205H, medico di base a Monza.',
      'BNCMRA80A41F205H',
      'other_identifier',
    );
  });

  it('finds a codice fiscale in a line of its own', () => {
    expectFound('Dati aggiornati dal CUP:\nVRDLCU75M55L219K\nesenzione E02', 'VRDLCU75M55L219K', 'other_identifier');
  });

  it('finds a PAN after its label, its digits never read as letters', () => {
    expectFound('For the reimbursement please quote PAN ALWPG5809L on the claim.', 'ALWPG5809L', 'other_identifier');
  });

  it('finds a Qatari ID after its label', () => {
    expectFound('Referral from Al Wakra: QID 28436512907, appointment to follow.', '28436512907', 'other_identifier');
  });

  it('leaves a code of the same shape whose check letter is wrong', () => {
    expectClean('Batch BNCMRA80A41F205Q was released by quality assurance.');
  });

  it('leaves four-times-a-day dosing and polyarteritis nodosa alone', () => {
    expectClean('Paracetamol 1 g QID for 5 days; PAN excluded, ANCA negative.');
  });
});
