/**
 * A maker before a model code (issue 49, thirty-fourth round, from the low tuned sets' refused inventories, device
 * logs and quality-control notes): one or two capitalised words right before a code of one to four capitals and up
 * to four digits, maybe a hyphen between and a short suffix after ("Behringer X32", "Quectel EC25-E", "Brady
 * B-492", "Capintec CRC-55tR"). Kit is named by maker and model code; a person is not followed by such a code.
 * The maker's name is no list's: the code beside it is the evidence. Only the maker's words are released; a code
 * of five digits or more, or with digits after its letters' suffix, is a serial or a record number and no model.
 *
 * Stood down where the code could belong to a person or a place: a title or a person's cue before the words
 * ("Mrs Holloway HS8", "Patient: Brannigan B12", "Signed: …"), a residence cue before them ("lives in Barnsley
 * S70"), a place or a given name as the maker (a town before its postcode district, "Sarah B2"), a code followed
 * by a postcode's inward half ("S70 2TA", "H2X 3K8"), and a code whose capitals are a record's label ("MRN1234",
 * "NHS…").
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { personCueBefore } from './person-cues-before';
import { STRONG_CUE } from './residence-cues';
import { titleBefore } from './titles-before';
import type { WordClasses } from './word-classes';

const MAKER = String.raw`\p{Lu}[\p{Ll}\p{M}]+(?:[^\S\n]+\p{Lu}[\p{Ll}\p{M}]+)?`;
const CODE = String.raw`[A-Z]{1,4}-?\d{1,4}[A-Za-z]{0,3}(?:-[A-Z][A-Z\d]{0,2})?`;
const MADE_MODEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’.@/-])(${MAKER})[^\S\n]+(${CODE})(?![\p{L}\p{N}]|[-/.]\p{N}|[^\S\n]+\d[A-Z][A-Z\d]\b)`,
  'gu',
);
/** Every match holds a space then capitals and a digit: the cheap scan before the full pattern. */
const CODE_AFTER_SPACE = /[^\S\n][A-Z]{1,4}-?\d/;
/** Capitals that label a record's number, not a model ("MRN", "NHS", "ID", "DOB", "REF"). */
const RECORD_LABELS = /^(?:MRN|NHS|ID|DOB|REF|URN|UR|CHI|PID|NI|HN|HCN|ACC|ACCT|BED|RM|PT|CASE)$/;
const PERSON_CUE = personCueBefore(['signed', 'by', 'for', 'seen', 'to'], String.raw`[^\S\n]*[:,-]?[^\S\n]*`);

function personOrPlace(maker: string, words: WordClasses): boolean {
  return maker
    .split(/[^\S\n]+/u)
    .some(
      (w) =>
        words.isPlace(w.toLowerCase()) || words.isPersonalFirstName(w.toLowerCase()) || words.isTitle(w.toLowerCase()),
    );
}

export function modelCodeSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!CODE_AFTER_SPACE.test(text)) return spans;
  for (const m of allMatches(MADE_MODEL, text)) {
    const start = m.index ?? 0;
    const letters = /^[A-Z]+/.exec(m[2])?.[0] ?? '';
    if (RECORD_LABELS.test(letters) || personOrPlace(m[1], words)) continue;
    if (titleBefore(text, start, 12)) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    if (PERSON_CUE.test(before) || STRONG_CUE.test(before)) continue;
    // A hyphen before the digits is how subject, vehicle and record numbers are written ("MNP-0417", "LSR-442"):
    // there the maker's words and the code's letters alone are released, and its number keeps any hit of its own.
    const hyphen = m[2].indexOf('-');
    spans.push([start, start + (/^[A-Z]+-\d/.test(m[2]) ? m[0].length - m[2].length + hyphen : m[0].length)]);
  }
  return spans;
}

/**
 * A maker, a model's name and its generation's number after an article or an owner ("a Garmin Venu 2", "her Braun
 * ThermoScan 7", "my Oura Ring 4"; issue 49, thirty-sixth round): kit is named so, and an article or a possessive
 * before a person's full name and a bare number is no way to write of one. The maker may be a listed surname or
 * place (Braun, Garmin): the article and the number beside the model's word are the evidence, where the code of
 * `modelCodeSpans` is. A number of three digits or more, or one that counts or measures something ("2 weeks", "7
 * mg"), is no generation.
 */
const OWNER =
  String.raw`(?<![\p{L}\p{N}'’.-])` +
  String.raw`(?:[aA]n?|[tT]he|[hH]er|[hH]is|[mM]y|[tT]heir|[yY]our|[oO]ur|[nN]ew|[oO]ld|\p{Ll}{2,}['’]s?)`;
const MODEL_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}]+(?:\p{Lu}[\p{Ll}\p{M}]+)?`;
/** What counts or measures: a number before one of these is a quantity, not a model's generation. */
const QUANTITY_AFTER =
  String.raw`[^\S\n]*(?:%|x\b|(?:weeks?|days?|months?|years?|yrs?|hours?|hrs?|mins?|minutes?|times|mg|mcg|ml|kg|g|` +
  String.raw`cm|mm|units?|tablets?|doses?|puffs?|sprays?|pumps?|drops?)\b)`;
const MAKER_MODEL_GENERATION = new RegExp(
  String.raw`${OWNER}[^\S\n]+(${MODEL_WORD}(?:[^\S\n]+${MODEL_WORD}){1,2})[^\S\n]+\d{1,2}` +
    String.raw`(?![\p{L}\p{N}]|[.,:/-]\d|${QUANTITY_AFTER})`,
  'gu',
);
/** Every match holds a capitalised word, a space and a digit: the cheap scan before the full pattern. */
const WORD_THEN_DIGIT = /\p{Lu}[\p{Ll}\p{M}]+[^\S\n]+\d/u;

function personsWord(w: string, words: WordClasses): boolean {
  const lower = w.toLowerCase();
  return words.isRoleWord(lower) || words.isPersonalFirstName(lower);
}

export function modelGenerationSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!WORD_THEN_DIGIT.test(text)) return spans;
  for (const m of allMatches(MAKER_MODEL_GENERATION, text)) {
    const start = (m.index ?? 0) + m[0].indexOf(m[1]);
    // "her Nurse Adaeze 2", "a Mary Jones 2": a role word or a given name among the words is a person's.
    if (m[1].split(/[^\S\n]+/u).some((w) => personsWord(w, words))) continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0);
    if (PERSON_CUE.test(before) || STRONG_CUE.test(before)) continue;
    spans.push([start, (m.index ?? 0) + m[0].length]);
  }
  return spans;
}
