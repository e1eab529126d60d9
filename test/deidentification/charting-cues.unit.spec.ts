import { expectClean, expectFound } from './helpers';

describe('detector: charting cues and descriptors from the styles set', () => {
  it('reads a facility after "@" or "at" when the word is in no dictionary or lexicon', () => {
    expectFound('f/u mammo @ Baystate - BI-RADS 2.', 'Baystate', 'location');
    expectFound('Labs drawn at Questmore yesterday.', 'Questmore', 'location');
    expectClean('Seen at Bedtime clinic review; dose @ Night only.');
    expectClean('mat aunt br ca @ 44. Tyrer-Cuzick 14%.');
  });

  it('reads a day and month after a weekday as a date', () => {
    expectFound('Labs drawn Tues 11/4, results pending.', '11/4', 'date');
    expectFound('Appt moved to Thursday 6/19.', '6/19', 'date');
    expectClean('Tues: 1/2 tab of the patch dose discussed.');
  });

  it('reads an age over 89 after "she is" or "he turned"', () => {
    expectFound('my mother she is 91 and has bad night sweats', '91', 'date');
    expectFound('Dad lives alone, he turned 90 in spring.', '90', 'date');
    expectClean('she is 95 kg and he was 92 percent adherent');
  });

  it('reads a job or accession number as an identifier', () => {
    expectFound('Transcribed by jlw. Job number 4471902.', '4471902', 'other_identifier');
    expectFound('Dictation 5530912 queued for review.', '5530912', 'other_identifier');
  });

  it('leaves ancestry and nations of any country or people alone', () => {
    expectClean('Ancestry:\nMother - Sephardic\nFather - Irish');
    expectClean('My grandmother was Cherokee and I read that changes osteoporosis risk?');
    expectClean('Father is Icelandic, mother Navajo; maternal side Welsh.');
  });
});
