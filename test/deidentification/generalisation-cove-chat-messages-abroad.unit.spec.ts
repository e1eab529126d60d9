import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the cove set: another language's words opening a chat message (issue 49, 32nd round).
describe("detector: a chat speaker's label after a time stamp is no cue for its message's words (issue 49)", () => {
  it("reads the message's words of another language as a phrase, not as the speaker's name", () => {
    expectClean('[14:20] Patient: mwili unauma, jasho linatoka usiku\n[14:21] Nurse: How long?');
    expectClean('[14:20] Patient: daktari nisaidie, jasho linatoka usiku\n[14:21] Nurse: Since when?');
  });

  it('still reads a name right after a speaker label with no time stamp, or a named person in the message', () => {
    expectFound('Patient: thandiwe mokoena, DOB on file, requesting refill', 'thandiwe mokoena');
    expectFound('[14:20] Patient: this is thandiwe mokoena again, pills finished', 'thandiwe mokoena');
  });
});
