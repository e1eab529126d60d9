import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the rockpool set: words of scripts that write vowels as marks, and quoted words of
// another script with their English after the closing quote (issue 49, thirty-third round).
describe('detector: other-script words with their marks and glosses after a quote (issue 49, 33rd round)', () => {
  it('reads a word with vowel marks as one word, so its gloss in brackets covers it', () => {
    expectClean('Thai card: ร้อนวูบวาบ (hot flushes) and นอนไม่หลับ (insomnia) are listed.');
    expectClean('Hindi handout: गर्मी लगना (hot flushes), नींद न आना (insomnia).');
  });

  it('reads English words right after a quoted run as its gloss', () => {
    expectClean('Farsi words: "گرگرفتگی" hot flushes, "یائسگی" menopause.');
    expectClean('Urdu card: "بے خوابی" insomnia; "تھکن" tiredness.');
  });

  it('still refuses a quoted name, or one after a person cue, in another script', () => {
    expectFound('Her daughter "प्रिया" (Priya) came with her.', 'प्रिया', 'name');
    expectFound('Seen with her sister "فاطمة" today.', 'فاطمة', 'name');
    expectFound('Called her "ليلى" hot flushes nurse.', 'ليلى', 'name');
  });

  it('covers the whole name with its vowel marks, not the letters up to the first mark', () => {
    const text = 'Her name in Thai is สมศรี and she is 52.';
    const start = text.indexOf('สมศรี');
    const covering = detectIdentifiers(text).filter((h) => h.start <= start && h.end >= start + 'สมศรี'.length);
    expect(covering, 'a hit over the whole name').to.have.length.greaterThan(0);
  });
});
