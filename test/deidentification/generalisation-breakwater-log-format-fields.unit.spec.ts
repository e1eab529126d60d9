import { expectClean, expectFound } from './helpers';

describe("detector: machine formats' field names and keywords (issue 49, 28th round, breakwater)", () => {
  it("reads an ADIF tag's name, an SMTP size limit and SQL clause keywords by the format's syntax", () => {
    expectClean('<ADIF_VER:5>3.1.4 <PROGRAMID:6>WSJT-X <EOH>\n<BAND:3>20m <MODE:3>FT8 <EOR>');
    expectClean('S: 250-SIZE 35882577\nS: 250 HELP');
    expectClean('SELECT age_band, avg(score) FROM mrs PARTITION BY site ORDER BY age_band;');
  });

  it("keeps the values a person's data fills", () => {
    expectFound('<CALL:6>G4XYZ <NAME:13>BRENDA HOLLIS <EOR>', 'BRENDA HOLLIS', 'name');
    expectFound('C: MAIL FROM:<jo.pettigrew@example.org> SIZE=48213', 'jo.pettigrew@example.org', 'email');
  });
});
