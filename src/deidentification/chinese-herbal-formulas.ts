/**
 * Chinese herbal formulas named in pinyin (issue 49, thirty-second round, tuned on the cove set, by class): "Liuwei
 * Dihuang Wan", "Jia Wei Xiao Yao San", "Er Xian Tang", "Kun Bao Wan", "Tian Wang Bu Xin Dan". Chinese-speaking
 * patients and their clinicians write the formula they take from a TCM practitioner as the Chinese Pharmacopoeia
 * names it: its words in pinyin, the last one the dosage form (wan pill, san powder, tang decoction, dan pellet, gao
 * paste, yin drink, pian tablet, jiaonang capsule, keli or chongji granules, koufuye oral liquid). A person's Chinese
 * name is written in pinyin too and may end in such a syllable ("Chen Dan", "Li Xiao Tang"), but a name has at most
 * three syllables and the formula four or more, so a formula is read only:
 * - in a text that speaks of Chinese or herbal medicine (TCM, Chinese medicine, herbs, herbal, formula, decoction);
 * - as one to five capitalised words, every one made of pinyin syllables alone, four syllables or more in all, the
 *   last word a dosage form.
 * The Chinese characters right before it with the formula in brackets ("六味地黃丸 (Liuwei Dihuang Wan)") are its
 * name in Chinese, which other-script-glosses.ts drops with it.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const CUE = /\bTCM\b|\bChinese[^\S\n]+(?:herbal[^\S\n]+)?medicine|\bherb(?:s|al)\b|\bformula\b|\bdecoction\b/i;
const INITIAL = '(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?';
const FINAL =
  '(?:iang|iong|uang|ueng|ang|eng|ing|ong|iao|ian|uai|uan|van|ai|ei|ao|ou|an|en|in|un|vn|ia|ie|iu|ua|uo|ui|ve|er|' +
  'a|o|e|i|u|v|ü)';
const SYLLABLE = new RegExp(`${INITIAL}${FINAL}`, 'gy');
const FORMS = /^(?:wan|san|tang|dan|gao|yin|pian|jiaonang|keli|chongji|koufuye)$/;
const RUN = /(?<![\p{L}])\p{Lu}\p{Ll}+(?:[^\S\n]+\p{Lu}\p{Ll}+){1,5}(?![\p{L}])/gu;

/** The pinyin syllables a word is made of, or 0 when it is no such word. */
function syllables(word: string): number {
  const lower = word.toLowerCase();
  SYLLABLE.lastIndex = 0;
  let count = 0;
  while (SYLLABLE.lastIndex < lower.length) {
    const at = SYLLABLE.lastIndex;
    if (SYLLABLE.exec(lower) === null || SYLLABLE.lastIndex === at) return 0;
    count++;
  }
  return count;
}

/** The formula at the end of `phrase`, as [start, end] within it, or undefined. */
export function pinyinFormulaIn(phrase: string): Span | undefined {
  for (const m of allMatches(RUN, phrase)) {
    const words = [...m[0].matchAll(/\p{L}+/gu)];
    const last = words[words.length - 1];
    if (!FORMS.test(last[0].toLowerCase())) continue;
    // The formula is the longest tail of pinyin words that ends with its form ("take Liuwei Dihuang Wan").
    let first = words.length - 1;
    let count = syllables(last[0]);
    while (first > 0 && syllables(words[first - 1][0]) > 0) count += syllables(words[--first][0]);
    if (count >= 4 && first < words.length - 1) return [m.index + words[first].index, m.index + m[0].length];
  }
  return undefined;
}

export function chineseHerbalFormulaSpans(text: string): Span[] {
  if (!CUE.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(RUN, text)) {
    const inside = pinyinFormulaIn(m[0]);
    if (inside) spans.push([m.index + inside[0], m.index + inside[1]]);
  }
  return spans;
}
