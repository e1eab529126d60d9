import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the shallows set, in words of its own
// (none of these sentences is in the set).

describe("detector: rule identifiers in linters' output (issue 49, 28th round)", () => {
  it('reads the rule identifier of a problem line as no name', () => {
    expectClean('  16:14  error  lodash/prefer-lodash-method  Problem found here');
    expectClean('  13:11  warning  owasp:api3:2019-no-numeric-ids  Problem found here');
  });

  it('keeps a name in the message of a problem line and outside the output', () => {
    expectFound(
      '  3:1  warning  Reviewer Tamsin Galbraith asked for a description  info-description',
      'Tamsin Galbraith',
      'name',
    );
    expectFound('Lint run by Oskar Wennberg: 0 errors.', 'Oskar Wennberg', 'name');
  });
});
