import { expectClean, expectFound } from './helpers';

describe('detector: a lower-case place before a capitalised head (issue 49, 27th round, lower case)', () => {
  it('reads the place with its head', () => {
    expectFound('Coil fitted at keighley District in 2009.', 'keighley', 'location');
    expectFound('She lives on penhallow Street now.', 'penhallow', 'location');
  });

  it('keeps everyday, clinical and drug words before a head, and a sentence ending before one', () => {
    expectClean('Ring the Surgery or the local Hospital; gynae Clinic next week.');
    expectClean('Started utrogestan. Clinic review in June.');
    expectClean('Her menopause Clinic slot moved.');
  });
});
