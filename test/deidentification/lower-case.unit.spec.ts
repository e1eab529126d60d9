import { expectClean, expectFound } from './helpers';

describe('detector: names and places where case says nothing', () => {
  it('finds lower-case names after a cue phrase or an honorific', () => {
    expectFound('my name is oluwaseun adebayo and i need a refill', 'oluwaseun adebayo', 'name');
    expectFound('mrs. ng asked about stopping the patch.', 'ng', 'name');
    expectFound('seen by dr. lee last spring.', 'lee', 'name');
    expectFound('Pt says her maiden name is kowalczyk', 'kowalczyk', 'name');
  });

  it('finds lower-case first names by the verb or relation around them', () => {
    expectFound('hope reports the night sweats are better.', 'hope', 'name');
    expectFound('Her sister joy thinks she is low.', 'joy', 'name');
    expectFound('wanjiru called to move the visit.', 'wanjiru', 'name');
  });

  it('finds full names no dictionary knows, and shouted names amid lower case', () => {
    expectFound('The note was copied to ingrid kristensen by mistake.', 'ingrid kristensen', 'name');
    expectFound('Results were sent to OLSEN by mistake.', 'OLSEN', 'name');
  });

  it('finds lower-case facilities, counties and cued places', () => {
    expectFound('DEXA done at lakeside womens imaging center last year.', 'lakeside womens imaging center', 'location');
    expectFound('Lives in orange county with her partner.', 'orange county', 'location');
    expectFound('She grew up in flint and moved later.', 'flint', 'location');
    expectFound('Records were faxed from mount sinai.', 'mount sinai', 'location');
    expectFound('mail to psc 2322, box 6025 please', 'psc 2322, box 6025', 'location');
  });

  it('leaves lower-case clinical prose alone', () => {
    expectClean('pt reports hot flashes; her sister thinks it is stress.');
    expectClean('seen at the community health center and at urgent care last week.');
    expectClean('follow up with cardiology; she lives in a small town near the coast.');
    expectClean('mother reports the new clinic is closer. patient declined HT.');
    expectClean("SJÖGREN'S with dry eyes; HASHIMOTO'S stable on levothyroxine.");
    expectClean('Plan: physical therapy for pelvic floor, and a prayer group on sundays.');
  });

  it('takes one listed word without a cue for no name: a file name, a word cut short', () => {
    expectClean('kafka-fault.csv');
    expectClean('Joint pain in knees, mild; continues walking 30 minutes dail');
  });
});

describe('detector: numbers with dots for separators', () => {
  it('reads dotted phone numbers and two-digit-year dates', () => {
    expectFound('Call pt at .617. 555.0142 with results.', '617. 555.0142', 'phone');
    expectFound('Seen in ED on 6.14.24 for chest pain.', '6.14.24', 'date');
  });

  it('reads dates with spaces for separators after a dictation or period label', () => {
    expectFound('DT: 04 15 69 transcribed', '04 15 69', 'date');
    expectFound('LMP 3 14, cycles irregular', '3 14', 'date');
  });

  it('leaves decimals and versions alone', () => {
    expectClean('HbA1c 5.6, TSH 2.45, estradiol patch 0.05 mg; app version 1.2.3 updated.');
  });
});
