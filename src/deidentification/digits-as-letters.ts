/**
 * Digits standing for letters inside a word, read as the letters they stand for ("M4ria G0nzalez"): the last
 * step of the normalized view (normalize.ts), which finds the words.
 */
import { getLexicon } from './lexicon';
import { wordSet } from './word-set';

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/**
 * Reads digits as letters in a word that is mostly letters ("G0nzalez", "M4r14", "t0l3d0"), never in lab
 * names ("B12", "T4", "CA125", "BRCA1"), doses or ordinals ("5mg", "1st"): no 2, 6, 8 or 9, at least two
 * letters and at most one digit more, no leading digits before letters alone, and a trailing digit only
 * after lower-case letters.
 */
/**
 * The clinical shorthand in "x" (Dx diagnosis, Rx prescription, Hx history, Tx treatment, Sx symptoms, Fx
 * fracture, Px prognosis, Ix investigation, Mx management, Cx complication) with a number after it is a code
 * ("Dx11", a 111 disposition), never a word with digits for letters (issue 49, sixteenth round).
 */
const X_ABBREVIATION_CODE = /^[DRHTSFPIMC]x[0-9]+$/;
/**
 * An integer in C's notation, which every language after it took ("0x4d4d", "0b0110", "0o755"): its digits are
 * digits (thirty-sixth round, shingle). A name in look-alike digits has letters past the hexadecimal ones ("0x4n4").
 */
const C_INTEGER_LITERAL = /^0(?:[xX][0-9a-fA-F]+|[bB][01]+|[oO][0-7]+)$/;
/** A vowel, or the letters Welsh and others write vowels with ("Cwm", "Llwyd"), of any case and mark. */
const VOWEL = /[aeiouyw]/i;

export function readDigitsAsLetters(match: string, before = ''): string | undefined {
  if (/[2689]/.test(match) || C_INTEGER_LITERAL.test(match)) return undefined;
  const upper = match === match.toUpperCase();
  const letters = match.replace(/[0-9]/g, '').length;
  const digits = match.length - letters;
  // A leading digit of a word mostly in lower-case letters, after a capitalised word or a title or relation,
  // starts a name: "Gr4c3 0k4f0r" -> "Grace Okafor", "Nurs3 0duy4" -> "Nurse Oduya".
  const capital = /\p{Ll}/u.test(match) && letters >= digits && NAME_BEFORE.test(before);
  const read = match.replace(/[013457]/g, (d, at: number) =>
    upper || (at === 0 && capital) ? LEET[d].toUpperCase() : LEET[d],
  );
  // Short words of dates and addresses and number words read whatever their shape: "J4n", "0f", "B0x", "0n3".
  if (SHORT_CONTEXT_WORDS.has(read.toLowerCase())) return read;
  // "at" and "dot" of an address spelt out in lower case ("jo 4t sh4w d0t c4", "(4t)"), and the end of an
  // address after its dot ("cuv0x.d3", "y4h00 . 3s", "(d0t) c0").
  if (
    (/^(?:at|dot)$/.test(read) && match === match.toLowerCase()) ||
    (/^\p{Ll}{2,3}$/u.test(read) && !ORDINAL_DIGITS.test(match) && TLD_BEFORE.test(before))
  )
    return read;
  // "5mg", "1st", "5am": a number and its unit, even where the letters would make a name ("sam").
  if (/^[0-9]+\p{L}+$/u.test(match)) return undefined;
  // A reading with no vowel is no word of any language: the digit stands among consonants, as in a model code
  // ("SM7B" would read "SMTB"), where one hiding a word writes its vowels as digits ("SM1TH").
  if (!VOWEL.test(read)) return undefined;
  // Few letters; three-character lab names with a capital ("A1c", "C1q", where "b0b" and "J0y" are names); a
  // trailing digit after capitals ("BRCA1", "MLH1"). A first name read so stays one ("K1m", "4m4", "W31").
  const labLike =
    letters < 2 ||
    digits > letters + 1 ||
    /^(?=.*\p{Lu})\p{L}[1-9]\p{L}$/u.test(match) ||
    (/[0-9]$/.test(match) && !/\p{Ll}/u.test(match)) ||
    X_ABBREVIATION_CODE.test(match);
  return !labLike || isFirstName(read) ? read : undefined;
}

/**
 * After an address's dot, spaced or spelt ("x.", "x . ", "(d0t) ", "dot "): its top-level domain follows. Not
 * an ordinal ("twenty.1st", where "first" was read as digits).
 */
const ORDINAL_DIGITS = /^\d+(?:st|nd|rd|th)$/i;
const TLD_BEFORE = /(?:\p{L}[\p{L}\p{N}]* ?\. ?|\bd[o0]t[\])]? ?)$/iu;

/** A listed first name of three letters or more that is no frequent English word ("Kim", "Iain", not "Tea"). */
function isFirstName(read: string): boolean {
  const word = read.toLowerCase();
  const lex = getLexicon();
  return word.length >= 3 && lex.firstNames.has(word) && !lex.commonWords.has(word) && !lex.coreWords.has(word);
}

/** What comes before a name: a capitalised word (digits allowed, "Gr4c3"), a title or a relation word. */
const NAME_BEFORE =
  /(?:(?<![\p{L}\p{N}])\p{Lu}[\p{L}0-9'’-]*|\b(?:[Dd]r|[Mm]rs?|[Mm]s|[Nn]urs[e3]|sister|brother|daughter|son|husband|wife|partner)\.?)[^\S\n]+$/u;

/**
 * Month names and the short words around dates and addresses, and number words, ordinals and months in full
 * ("0n3", "31ght", "4ugust"), read through look-alike digits however short or digit-led.
 */
const SHORT_CONTEXT_WORDS =
  wordSet(`jan feb mar apr may jun jul aug sep sept oct nov dec the of on age aged apt box unit po apo dpo fpo psc
  suite ste st ave rd dr ln blvd room zero oh one two three four five six seven eight nine ten eleven twelve
  thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty
  ninety hundred double treble first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth
  thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth january
  february march april june july august september october november december mon tue tues wed weds thu thur
  thurs fri sat sun monday tuesday wednesday thursday friday saturday sunday`);
