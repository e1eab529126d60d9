import { expectClean, expectFound } from './helpers';

describe('detector: word lists under a heading that says they are words (issue 49, 28th round, breakwater)', () => {
  it("reads a heading's glossed items as another language's words, names or digits in them or not", () => {
    expectClean('Yoruba words used at the clinic: ooru (heat), orun (sleep), ori fifo (headache), nkan osu (period).');
    expectClean("Bislama words: hot skin (hot body), sik blong woman (women's illness), slip (sleep), pikinini.");
    expectClean(
      'Tunisian words in the notes: s7ana (heat), ta3ab (tiredness), ras youja3ni (headache), n3ass (sleep).',
    );
    expectClean('Tok Pisin phrases: bel hevi (sadness), het i pen (headache), skin i guria (shivering).');
  });

  it('reads three or more lower-case items as terms, and the tradition the heading names', () => {
    expectClean('Ayurveda terms: vata, pitta, kapha; abhyanga massage.');
  });

  it('keeps a person glossed by a relation, a number, and a name after the list', () => {
    expectFound('Hausa words: zafi (heat), Amina (daughter), barci (sleep).', 'Amina', 'name');
    expectFound('Key terms: sleep, mood, libido; Dr Okonkwo-Bell to review.', 'Okonkwo-Bell', 'name');
    expectFound('Igbo words: ahụ ọkụ (body heat), ụra (sleep); call 0803 555 0198 if worse.', '0803 555 0198', 'phone');
    expectFound(
      'Useful words: fever (ibà), sleep (orun); Babatunde Okonjo-Weiss will interpret.',
      'Babatunde Okonjo-Weiss',
      'name',
    );
  });
});
