/**
 * Mentions of a term rather than uses of it (issue 49, twenty-seventh round, tuned on the foreshore set, by class).
 * Handbooks, glossaries and group notes quote an expression to talk about it: `"Endo belly" is a phrase members
 * use`, `the term "Tamoxifen fog"`, `"Meno mush" is slang for brain fog`. The quoted words are the expression, not
 * someone's name, though its first word, capitalised, may be a listed name. A hit inside quotes is dropped when the
 * quote holds one to four words with no digit and is called a word, term, phrase, expression, idiom, euphemism or
 * slang right before or after it. A quoted name called anything else (`"Maria" is her sister`, `the name "Gomez"`)
 * and every word outside the quote keep every rule.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const KIND = String.raw`(?:words?|terms?|phrases?|expressions?|idioms?|euphemisms?|slang|sayings?)`;
const QUOTED = String.raw`["“‘']([\p{L}’'-]+(?:[^\S\n]+[\p{L}’'-]+){0,3})["”’']`;
/** `"X" is a (common) phrase`, `"X" is slang for`, `"X" – a term members use`. */
const AFTER = new RegExp(
  QUOTED +
    String.raw`[^\S\n]*(?:,[^\S\n]*|[–—-][^\S\n]*|(?:is|was|are|were)[^\S\n]+)` +
    String.raw`(?:(?:a|an|the|one)[^\S\n]+)?(?:[\p{Ll}-]+[^\S\n]+)?${KIND}\b`,
  'gu',
);
/** `the term "X"`, `the phrase 'X'`, `a word, "X"`. */
const BEFORE = new RegExp(String.raw`\b(?:the|a|this|that)[^\S\n]+${KIND}[,:]?[^\S\n]+${QUOTED}`, 'gu');
const KIND_STEMS = ['word', 'term', 'phrase', 'expression', 'idiom', 'euphemism', 'slang', 'saying'];
const MAY = /\b(?:words?|terms?|phrases?|expressions?|idioms?|euphemisms?|slang|sayings?)\b/;

export function termMentionSpans(text: string): Span[] {
  if (!KIND_STEMS.some((stem) => text.includes(stem)) || !MAY.test(text)) return [];
  const spans: Span[] = [];
  for (const re of [AFTER, BEFORE])
    for (const m of allMatches(re, text)) {
      const at = m.index + m[0].indexOf(m[1]);
      spans.push([at, at + m[1].length]);
    }
  return spans;
}
