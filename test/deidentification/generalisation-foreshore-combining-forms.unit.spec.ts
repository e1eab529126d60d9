import { expectClean, expectFound } from './helpers';

describe('detector: clinical compounds of a combining form and a word (issue 49, 27th round, foreshore)', () => {
  it('reads such a compound after "in" as a term, not an unknown town', () => {
    expectClean('Risk of decline in cardiorenal syndrome.');
    expectClean('Reflux seen in gastrooesophageal junction disease.');
    expectClean('Stable in musculotendinous strain.');
  });

  it('keeps an unknown town after a residence cue', () => {
    expectFound('She lives in hepworthy now.', 'hepworthy', 'location');
    expectFound('moved from cardington last year', 'cardington', 'location');
  });
});
