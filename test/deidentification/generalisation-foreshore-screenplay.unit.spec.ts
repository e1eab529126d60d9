import { expectClean, expectFound } from './helpers';

describe('detector: screenplay elements (issue 49, 27th round, foreshore)', () => {
  it("reads a scene heading's setting of everyday words as a kind of place", () => {
    expectClean('INT. WAITING ROOM - NIGHT\n\nA fan turns slowly. Posters about bone health.');
    expectClean('EXT. SURGERY CAR PARK - MORNING\n\nA WOMAN (60s) checks her phone.');
    expectClean('INT./EXT. AMBULANCE - CONTINUOUS\n\nThe crew talk about the heat.');
  });

  it("reads a speaker's cue of role words and its extension as the format's own", () => {
    expectClean(
      "INT. KITCHEN - DAY\n\nRECEPTIONIST (O.S.)\nYour blood test is booked.\n\nDAUGHTER (CONT'D)\nMum, sit down.",
    );
    expectClean('EXT. GARDEN - DAY\n\nPHYSIO (V.O.)\nThree sets of ten, every other day.');
  });

  it('keeps a named place in a heading and a named speaker', () => {
    expectFound('INT. BRADFORD ROYAL INFIRMARY - NIGHT\n\nA corridor.', 'BRADFORD ROYAL INFIRMARY', 'location');
    expectFound("EXT. ST OSWALD'S - DAY\n\nRain.\n\nMRS ADEBAYO (V.O.)\nI waited an hour.", 'ADEBAYO', 'name');
  });
});
