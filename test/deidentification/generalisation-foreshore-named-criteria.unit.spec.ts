import { expectClean, expectFound } from './helpers';

describe("detector: liver grades and a consensus's edition in brackets (issue 49, 27th round, foreshore)", () => {
  it('reads a listed rule before "grades" and alone in brackets with its edition', () => {
    expectClean('IBS (Rome IV) and varices (Baveno VI).');
    expectClean('Encephalopathy (West Haven grades 1-2) noted.');
    // Another tool's code joined by "and" before the head.
    expectClean('We compared the Reynolds and QRISK3 scores.');
  });

  it('keeps a title before the name and a town after a residence cue', () => {
    expectFound('Referred by Dr Lille on 12/03/2026', 'Lille', 'name');
    expectFound(
      'Encephalopathy (West Haven grades 1-2); she lives in West Haven.',
      'she lives in West Haven',
      'location',
    );
  });
});
