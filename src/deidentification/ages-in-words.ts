/**
 * Ages over 89 said in words or in another language's turn of phrase (issue 49, fifteenth round, tuned on the
 * headwaters set, by class), which Safe Harbor covers for anyone named in the text:
 * - an age cue ("aged", "age", "turns", "turned", "is", "was", "now") before a number word from ninety to a hundred
 *   and nineteen, in English, French ("quatre-vingt-treize", "nonante-deux"), German ("dreiundneunzig") or Turkish
 *   ("doksan üç"): "aged ninety", "nana is ninety-four", "turns ninety-three"; a reading ("is ninety over sixty",
 *   "ninety percent") is no age;
 * - a birthday in digits after "turns", "turned", "turning" or "celebrates her/his" ("turns 93 this month");
 * - the French and German way of saying an age in English, "has 93 years", "with 95 years" (from "a 93 ans",
 *   "mit 95 Jahren"), in digits or words, unless "of" follows ("with 95 years of service").
 * From the twenty-fourth round (tuned on the shallows set): Spanish, Ladino and Portuguese number words ("noventa y
 *   un", "noventa i dos"), which English written by their speakers keeps; "am" and "I'm" among the cues ("I'm
 *   ninety-one"), as "is" and "was" are; a number word before another language's word for years ("noventa i dos
 *   anyos", "quatre-vingt-dix ans"), which says an age as "years old" does; an ordinal birthday in digits ("her 93rd
 *   birthday").
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
const TEENS = 'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen';
const ENGLISH =
  String.raw`ninety(?:[-\s](?:${UNITS}))?|` +
  String.raw`(?:a|one)[-\s]hundred(?:(?:[-\s]and)?[-\s](?:${UNITS}|${TEENS}))?`;
const FRENCH_UNITS = 'dix|onze|douze|treize|quatorze|quinze|seize|dix-sept|dix-huit|dix-neuf';
const FRENCH =
  String.raw`quatre-vingts?-(?:${FRENCH_UNITS})|` +
  String.raw`nonante(?:-et-un|-(?:deux|trois|quatre|cinq|six|sept|huit|neuf))?|cent`;
const GERMAN = String.raw`(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)undneunzig|neunzig|hundert`;
const TURKISH = String.raw`doksan(?:[^\S\n]+(?:bir|iki|üç|dört|beş|altı|yedi|sekiz|dokuz))?`;
const IBERIAN_UNITS = 'un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|um|uma|duas|três|quatro|sete|oito|nove';
const IBERIAN = String.raw`noventa(?:[^\S\n]+[yie][^\S\n]+(?:${IBERIAN_UNITS}))?|cien(?:to)?`;
const NUMBER_WORD = String.raw`(?:${ENGLISH}|${FRENCH}|${GERMAN}|${TURKISH}|${IBERIAN})`;
const READING_UNITS = String.raw`over|\/|%|percent|per|mg|kg|bpm|minutes|seconds|degrees|mmHg|ml`;
const NOT_READING = String.raw`(?![\p{L}-]|[^\S\n]*(?:${READING_UNITS})\b)`;
const CUED_WORDS = new RegExp(
  String.raw`\b(?:aged|age|turns|turned|turning|is|was|am|(?<=I['’])m|now|reached)[^\S\n]*(?:[:,][^\S\n]*)?` +
    String.raw`(${NUMBER_WORD})${NOT_READING}`,
  'giu',
);
const BIRTHDAY = new RegExp(
  String.raw`\b(?:turns|turned|turning|celebrat(?:es|ed|ing)[^\S\n]+(?:her|his|their))[^\S\n]+(9\d|1[01]\d)` +
    String.raw`(?:st|nd|rd|th)?(?![\d.,/%]|[^\S\n]*(?:%|percent|mg|kg)\b)`,
  'gi',
);
/** Another language's word for years after the number says an age ("noventa i dos anyos"). */
const OWN_YEARS = new RegExp(
  String.raw`(?<![\p{L}])(${NUMBER_WORD})[^\S\n]+(?:años|anyos|anos|ans|Jahre|yaşında)(?![\p{L}])`,
  'giu',
);
const MAY_OWN_YEARS = /años|anyos|anos|ans\b|Jahre|yaşında/i;
const ORDINAL_BIRTHDAY = /(?<![\d.])(9\d|1[01]\d)(?:st|nd|rd|th)[^\S\n]+birthday/gi;
const YEARS_HAD = new RegExp(
  String.raw`\b(?:has|have|had|with)[^\S\n]+(9\d|1[01]\d|${NUMBER_WORD})[^\S\n]+` +
    String.raw`(?:years|yrs|ans|Jahren?)(?![^\S\n]+of\b)`,
  'giu',
);
/**
 * A number word from ninety on as the whole of a quoted value after a key, an operator or a bracket (`left:
 * "ninety-seven"`, `age = 'ninety one'`, `("a hundred")`): a program's value or a log's field spelt in words is
 * what a person wrote, and a number that size spelt out is an age (28th round, breakwater); English only, since
 * "cent" and "hundert" are words of their own.
 */
/** Between the words: an underscore, a space, or a hyphen with spaces or a line break beside it ("ninety -\nseven"). */
const CODE_JOIN = String.raw`(?:\s*-\s*|[_\s])`;
const ENGLISH_IN_CODE =
  String.raw`ninety(?:${CODE_JOIN}(?:${UNITS}))?|` +
  String.raw`(?:a|one)${CODE_JOIN}hundred(?:(?:${CODE_JOIN}and)?${CODE_JOIN}(?:${UNITS}|${TEENS}))?`;
const QUOTED_VALUE = new RegExp(
  String.raw`(?:[:=(,\[])[^\S\n]*["'\u201C\u2018](${ENGLISH_IN_CODE})["'\u201D\u2019]` +
    String.raw`(?![^\S\n]*(?:${READING_UNITS})\b)`,
  'giu',
);
const MAY_QUOTE = /["'\u201C\u2018]/;
const MAY_AGE =
  /ninety|hundred|quatre-vingt|nonante|cent|neunzig|hundert|doksan|noventa|cien|turn|celebrat|years|ans|Jahre|birthday/i;

export function findAgesInWords(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_AGE.test(text)) return hits;
  const patterns = [CUED_WORDS, BIRTHDAY, YEARS_HAD];
  if (MAY_OWN_YEARS.test(text)) patterns.push(OWN_YEARS);
  if (/birthday/i.test(text)) patterns.push(ORDINAL_BIRTHDAY);
  if (MAY_QUOTE.test(text)) patterns.push(QUOTED_VALUE);
  for (const re of patterns)
    for (const m of allMatches(re, text)) {
      const start = (m.index ?? 0) + m[0].lastIndexOf(m[1]);
      hits.push(hit('date', start, start + m[1].length, WARNINGS.date));
    }
  return hits;
}
