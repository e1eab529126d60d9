import { expectClean, expectFound } from './helpers';

describe("detector: a lower-case facility's name ends with its sentence (issue 49, 27th round, foreshore)", () => {
  it('reads a capitalised head after a full stop as opening the next sentence', () => {
    expectClean('Leaflet in Hausa: a tambayi likita kafin ki sha magani. Clinic hours are on the back.');
    expectClean('Poster in Swahili: uliza muuguzi kuhusu dawa za mzunguko. Hospital transport leaves at noon.');
  });

  it('keeps a lower-case name before its head in one sentence, and a cued place before the full stop', () => {
    expectFound('She was reviewed at ferncombe Clinic on Tuesday.', 'ferncombe Clinic', 'location');
    expectFound('Booked with tregarthen surgery. She will ring.', 'tregarthen surgery', 'location');
    expectFound('Seen at tregarthen. Surgery was booked for March.', 'tregarthen', 'location');
  });
});
