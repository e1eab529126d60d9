import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's 28th round: a class of false refusal studied on the mudflat set, in words of its own
// (none of these sentences is in the set).

describe("detector: a language group's name, named alone beside a cue of language (issue 49, 28th round)", () => {
  it('reads a group that ISO 639-3 names only qualified as a language', () => {
    expectClean('Consent forms were translated into Karen, Thai and Burmese for the clinic.');
    expectClean('Leaflets in Nepali and Karen are kept at reception.');
  });

  it('keeps a person of the same name with no cue of language', () => {
    expectFound('Karen Hollowell will print more leaflets.', 'Karen Hollowell', 'name');
    expectFound('Seen with her sister Karen on Tuesday.', 'Karen', 'name');
  });
});
