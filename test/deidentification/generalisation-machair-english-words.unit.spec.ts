import { expectClean, expectFound } from './helpers';

describe("detector: a speaker's turn in a chat is what was said, not a name field (issue 49, 36th round)", () => {
  it('keeps an interjection after the patient speaker clean', () => {
    expectClean('Patient: ok thanks, the patches are working\nClinician: great, keep going with them.');
  });

  it('keeps a contraction after the clinician speaker clean', () => {
    expectClean("Nurse: we can't post it abroad\nPatient: fine, my sister will collect");
  });

  it('still finds a lower-case name in the label of a form that is no dialogue', () => {
    expectFound('Patient: zhang, meiling\nDOB: 12/03/1971', 'meiling');
  });

  it('still finds a listed given name said in the chat', () => {
    expectFound('Patient: sunita here, about my refill\nClinician: hi, which one?', 'sunita');
    expectFound('Patient: priya\nClinician: thanks priya, what can I do?', 'priya');
  });
});
