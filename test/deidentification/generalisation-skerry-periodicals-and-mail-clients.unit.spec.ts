import { expectClean, expectFound } from './helpers';

describe('detector: periodicals and mail clients that hold a place word (issue 49, 34th round)', () => {
  it("keeps a journal named after a country's field clean", () => {
    expectClean('Evidence summary: see the Canadian Journal of Public Health review of vitamin D in 2021.');
  });

  it('keeps two journals named after countries and regions clean', () => {
    expectClean('Reading list: the Irish Journal of Medical Science and the Ulster Medical Journal.');
  });

  it("keeps a mail app's signature line clean", () => {
    expectClean('Thanks, I will bring the diary on the day.\nSent from Outlook for Android');
  });

  it('still finds the town a journal is edited in', () => {
    expectFound('She worked for the Journal of Midwifery in Dundee until 2019.', 'Dundee');
  });

  it('still finds a town something was sent from', () => {
    expectFound('Sent from Whitby on Monday by courier, the samples arrived warm.', 'Whitby');
    expectFound('Sent from my home in Harrogate on Monday.', 'Harrogate');
  });
});
