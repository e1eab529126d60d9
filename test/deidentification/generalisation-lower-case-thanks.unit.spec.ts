import { expectClean, expectFound } from './helpers';

describe('detector: a name-shaped unknown word after thanks (issue 49, 27th round, lower case)', () => {
  it('reads the one thanked, as after a greeting', () => {
    expectFound('Great session, thanks ngaio!', 'ngaio', 'name');
    expectFound('"thank you tirion and the team" from the group', 'tirion', 'name');
  });

  it('keeps drugs, clinical words and everyone', () => {
    expectClean('thanks everyone; thank you perimenopausal warriors');
    expectClean('thanks tibolone, my flushes are gone');
  });
});
