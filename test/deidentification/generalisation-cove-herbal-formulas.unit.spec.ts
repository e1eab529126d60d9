import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from the cove set: Chinese herbal formulas in pinyin (issue 49, 32nd round).
describe('detector: Chinese herbal formulas named in pinyin (issue 49, 32nd round)', () => {
  it('reads four pinyin syllables or more ending in a dosage form, in a note on Chinese medicine, as a formula', () => {
    expectClean('TCM practitioner started Tian Wang Bu Xin Dan at night for poor sleep.');
    expectClean('Herbal remedies: Zhibai Dihuang Wan twice daily; stop before surgery.');
  });

  it('reads Chinese characters glossed by such a formula, before or after, as its name', () => {
    expectClean('Chinese medicine: 知柏地黄丸 (Zhibai Dihuang Wan) from the herbalist.');
    expectClean('Herbs: Jia Wei Gui Pi Tang (加味归脾汤) since spring, no interaction expected.');
  });

  it('still reads a Chinese name of three syllables or fewer, and a name glossed in pinyin, as a person', () => {
    expectFound('TCM doctor Chen Dan reviewed her herbs.', 'Chen Dan', 'name');
    expectFound('Herbal advice from 李小唐 (Li Xiaotang), her neighbour.', '李小唐', 'name');
  });
});
