import { expectFound } from './helpers';

/**
 * A form of address decides that the next word is a person, whatever town shares the name and whatever place cue
 * stands before the title (issue 49, thirty-sixth round, from the review's "to Mlle Girard"): the French and German
 * titles were no titles, so after "to" the title and the name were read as an unknown town, and an English title
 * did not keep a surname that is also a US town ("Hughes") from the place rule. Every sentence is written for this
 * spec; each was read as a place, not a name, on 65222628.
 */
describe('detector: a title before a word decides a name, not a place (issue 49, 36th round)', () => {
  it('reads the name after a French or German title as a name after "to" and "with"', () => {
    expectFound('The discharge summary went to Mlle Girard on Friday.', 'Girard', 'name');
    expectFound('She asked to be booked in with Mlle Rousseau again.', 'Rousseau', 'name');
    expectFound('Results were posted to Herr Baumann last week.', 'Baumann', 'name');
  });

  it('reads a surname that is also a town as a name after an English title', () => {
    expectFound('Care was handed over to Mr Hughes at noon.', 'Hughes', 'name');
    expectFound('She prefers to talk things through with Mrs Denton.', 'Denton', 'name');
  });

  it('still finds the town after a place cue with no title', () => {
    expectFound('She moved to Denton after the divorce.', 'Denton', 'location');
    expectFound('Her sister drove her to Hughes Springs for the weekend.', 'Hughes Springs', 'location');
  });
});
