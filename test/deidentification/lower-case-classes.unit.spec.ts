import { expectClean, expectFound } from './helpers';

/** Identifiers in lower case read by a class of evidence other than capitals (issue 49, lower-case disguise). */
describe('detector: lower-case identifiers by class', () => {
  it('reads a listed first name before a surname no list knows as a full name', () => {
    expectFound('Letter copied to peter kortig in error.', 'peter kortig', 'name');
    expectFound('Pre-op call, nurse shona mcilwraith', 'shona mcilwraith', 'name');
    expectFound('The booking was under gail tennant.', 'gail tennant', 'name');
    expectFound('Re: yasmin haddad-pryce, 19 Orchard Mews', 'yasmin haddad-pryce', 'name');
    expectFound('precious mahlangu-rowe attends for review.', 'precious mahlangu-rowe', 'name');
  });

  it('leaves a first-name word before a clinical term, a drug or an everyday word alone', () => {
    expectClean('zoledronic acid considered if intolerant to oral bisphosphonates.');
    expectClean('started yasmin pill, then switched; grace period for the refill.');
    expectClean('may need evorel conti patches; will review.');
    expectClean('hope regimen continues; major haemorrhage protocol not needed.');
  });
});
