import { expectClean, expectFound } from './helpers';

describe("detector: a BibTeX entry's journal, publisher and corporate author (issue 49, 27th round, foreshore)", () => {
  it('reads the fields that name works and bodies as such', () => {
    expectClean(
      '@article{menoguide2024,\n  author    = "British Menopause Society Medical Advisory Council",\n' +
        '  title     = "Tibolone: a guide for prescribers",\n  journal   = "Post Reproductive Health",\n' +
        '  year      = 2024,\n}',
    );
  });

  it("keeps a person as author, beside a body, and a note's identifiers", () => {
    expectFound(
      '@misc(case2026,\n  author = "Menopause Study Group and Orla Kerrigan",\n  journal = "Maturitas",\n)',
      'Orla Kerrigan',
      'name',
    );
    expectFound(
      '@misc(case2026,\n  journal = "Maturitas",\n  note   = "Patient Orla Kerrigan, DOB 12/03/1961",\n)',
      '12/03/1961',
      'date',
    );
  });
});
