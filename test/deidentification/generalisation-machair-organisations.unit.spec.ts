import { expectClean, expectFound } from './helpers';

describe('detector: a department or ministry of health after its jurisdiction (issue 49, 36th round)', () => {
  it('keeps a province named in English words before its department of health clean', () => {
    expectClean('Screening targets were set by the Western Cape Department of Health for this year.');
    expectClean('Consent forms translated by the Eastern Cape Department of Health were used in clinic.');
  });

  it('keeps a country before its ministry of health clean, as on the base', () => {
    expectClean('The Jamaica Ministry of Health leaflet on hot flushes was given to her.');
  });

  it('still finds a person run on into the department without a comma', () => {
    expectFound('Letter from Thandi Moyo Department of Health about the audit.', 'Thandi Moyo');
  });

  it('still finds a titled clinician before the department', () => {
    expectFound('Dr Khumalo Department of Health phoned about the results.', 'Khumalo');
  });

  it('still finds the town she lives in beside the department', () => {
    expectFound('She moved to Gqeberha last year; the Eastern Cape Department of Health holds her file.', 'Gqeberha');
  });
});

describe("detector: a body's name in other words, glossing its acronym in brackets (issue 49, 36th round)", () => {
  it("keeps a foreign insurer's full name after its acronym clean", () => {
    expectClean('Her claims go through the ZUS (Zakład Ubezpieczeń Społecznych) office in her home town.');
    expectClean('Rehabilitation was approved by the DRV (Deutsche Rentenversicherung) last month.');
    expectClean('Her cover comes from the SVB (Sociale Verzekeringsbank) while she lives abroad.');
  });

  it('still finds a hospital named in the brackets after its acronym', () => {
    expectFound('Seen at RDH (Royal Derby Hospital) last week.', 'Royal Derby Hospital');
  });

  it('still finds a town in a service named in the brackets', () => {
    expectFound('Referred to LMS (Leeds Menopause Service) for review.', 'Leeds');
  });

  it('still finds a person named beside the glossed body', () => {
    expectFound('Her GP is Dr Kowalska; NFZ (Narodowy Fundusz Zdrowia) covers the scan.', 'Kowalska');
  });
});

describe("detector: a service's office in a signature is a group, not a person (issue 49, 36th round)", () => {
  it('keeps a bookings team signing off for a clinic clean, as on the base', () => {
    expectClean('Kind regards,\nGynaecology Clinic Bookings Team\nPlease do not reply to this address.');
  });

  it("keeps a service's admin team signing off clean", () => {
    expectClean('Many thanks,\nOsteoporosis Service Admin Team');
  });

  it('still finds the person who signs above the team', () => {
    expectFound('Kind regards,\nJoanna Pike\nMenopause Service Admin Team', 'Joanna Pike');
  });

  it('still finds a town that names the service', () => {
    expectFound('Kind regards,\nLeeds Menopause Service Admin Team', 'Leeds');
  });
});

describe('detector: a body named in English, then in its own language in brackets (issue 49, 36th round)', () => {
  it("keeps a national insurer's own name in brackets clean", () => {
    expectClean('Covered by National Health Insurance (Kokumin Kenko Hoken) at thirty per cent.');
    expectClean('Rehab through the German pension insurance (Deutsche Rentenversicherung) approved.');
  });

  it('still finds a nurse named in brackets after a service', () => {
    expectFound('Seen by the community nursing service (Chiamaka Okonkwo) at home.', 'Chiamaka');
    expectFound('Seen by the community nursing service (Nurse Okonkwo) at home.', 'Okonkwo');
  });

  it('still finds a town in brackets after a service', () => {
    expectFound('Seen by the district nursing service (Sister Okafor, Leeds) at home.', 'Leeds');
  });
});
