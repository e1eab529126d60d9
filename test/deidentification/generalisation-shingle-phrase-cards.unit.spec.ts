import { expectClean, expectFound } from './helpers';

describe('detector: phrase cards and language tallies (issue 49, 29th round, shingle)', () => {
  it("reads a card's dash-glossed items and its labelled number words as another language's words", () => {
    expectClean(
      'Velmoran words for the ward card\nTorvesh - hello. Kalumbe - thank you. Nerasso - medicine. ' +
        'Bim orath? - Are you in pain?',
    );
    expectClean('Useful words (Quessan)\nmirot ala - hot flush; duvin - sleep.\nCounts: esk, varo, tilm, oska, pend.');
    expectClean('Drelvan Okari language card\nSelu - peace. Vanta - water. Orimba - good morning.');
  });

  it('keeps a person glossed by a post, a phone on the card, and a card with one glossed item', () => {
    expectFound('Velmoran words for the ward card\nTorvesh - hello. Kalumbe Marris - nurse.', 'Kalumbe Marris', 'name');
    expectFound(
      'Velmoran words for the ward card\nTorvesh - hello. Kalumbe - thank you. Ring Orlande Pesk on 07700 900 318.',
      '07700 900 318',
      'phone',
    );
    expectFound('Velmoran words\nTorvesh Ambley - our volunteer.', 'Torvesh Ambley', 'name');
  });

  it("reads a language beside a sibling in no name list either way round, and in a tally's counts", () => {
    expectClean('Seen: Dinka 31, Chichewa 5.');
    expectClean('Dinka and Nuer were both spoken.');
    expectFound('Seen: Dan 74, Shona 31.', 'Dan', 'name');
  });
});
