import { expectClean, expectFound } from './helpers';

describe('detector: a clinic named by the condition it treats (issue 49, 27th round, foreshore)', () => {
  it("reads a condition's short form or name before a service word as a kind of service", () => {
    expectClean('Survey of IBD clinic attenders, spring round.');
    expectClean('Review of CKD clinic letters for the audit.');
  });

  it('keeps a place or name before the service', () => {
    expectFound('Review of Harrogate CKD clinic letters.', 'Harrogate');
    expectFound('Survey of IBD clinic attenders sent by Ms Oyelowo-Brandt.', 'Oyelowo-Brandt', 'name');
  });
});
