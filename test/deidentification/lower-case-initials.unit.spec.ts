import { expectClean, expectFound } from './helpers';

describe('detector: a lower-case surname after a title and an initial', () => {
  it('reads the surname after "Dr" or an honorific and a one-letter initial, dotted or not', () => {
    expectFound('Operated on by Dr. k. ramaswamy and team.', 'ramaswamy', 'name');
    expectFound('GP Dr j. de villiers, Kloof Surgery.', 'de villiers');
    expectFound('Letter from Mrs t okonjo today.', 'okonjo', 'name');
  });

  it("reads two listed names before a clinician's degree, everyday words or not", () => {
    expectFound('dictated by rose hill, M.D. on the ward', 'rose hill', 'name');
    expectFound('Reviewed with amber stone, MRCOG.', 'amber stone', 'name');
  });

  it('leaves organisms and clinical words after a dotted letter alone', () => {
    expectClean('Dr. s. aureus was grown from the wound swab.');
    expectClean('Seen for bright light therapy, MD review; the new grey, RN said.');
  });
});
