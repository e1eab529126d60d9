import { expectClean, expectFound } from './helpers';

describe('detector: numbers whose separators were swapped for dots or spaces', () => {
  it('finds phone numbers in dotted groups, with a dot for the plus or their role after them', () => {
    expectFound('Daughter abroad, reach her on .33.6.12.48.77.90 evenings.', '.33.6.12.48.77.90', 'phone');
    expectFound('Contacts:\n612.448.907 office\n', '612.448.907', 'phone');
  });

  it('finds IPv6 addresses split by spaces and IPv4 addresses after a network word in code', () => {
    expectFound('portal login from 2a02 c8f 4e26 9b08 5d2 8c6e', '2a02 c8f 4e26 9b08 5d2 8c6e', 'ip_address');
    expectFound('log: remote_ip=%20172 16 40 9 refused', '172 16 40 9', 'ip_address');
  });

  it('finds the date of a timestamp written with dots throughout', () => {
    expectFound('Consent signed 2024.03.19.14.22.05 by the patient.', '2024.03.19', 'date');
  });

  it('leaves doses, scores, versions and short dotted values alone', () => {
    expectClean('E2 patch 0.05 mg, P4 100 mg; T-score -2.6 at L1.2.3 per report.');
    expectClean('App version 4.12.3 installed; BP 128 82 HR 71 RR 16.');
    expectClean('Ferritin 45, Hb 12.8, TSH 2.41, vitamin D 38.');
  });
});
