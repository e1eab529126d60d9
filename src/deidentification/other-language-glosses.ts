/**
 * Words of another language in Latin letters that the text itself glosses (issue 49, twenty-first round, tuned on the
 * sandbar and lagoon sets, by class). Bilingual notes, leaflets and letters from abroad write clinical words, signs
 * and scheme names in Irish, Gaelic, Portuguese, Latvian or Serbian with their English beside them; the name rules read
 * such a word in no list ("taomanna teasa", "Lèirmheas", "Scéim Teanga") as an unknown name. The evidence is the
 * layout of a gloss, read as other-script-glosses.ts reads it for other scripts, asked only of a text with a Latin
 * letter past ASCII and only of hits of names and places (a phone or a date in another language's words stays):
 * - a run of up to five words before "(English)", "= English" or "/ English", maybe with its acronym between
 *   ("Teiripe athsholáthair hormóin (TAH) = hormone replacement therapy", "Fáilte / Welcome"), or quoted before
 *   the brackets ('"karstuma viļņi" (Latvian, hot flushes)'); English words that lead the run are not part of it;
 * - a run in brackets or quotes after English words ("the Language Plan (Plana Teanga)", `progesterone,
 *   "próigeastarón"`), the last of them no function word ("seen by (…)" is no gloss).
 * The English side is read with the detector's dictionaries: every word English, clinical, a drug or an acronym, one
 * of three letters or more, none a title, relation, post or name. The run must look like another language's (a letter
 * past ASCII, or a lower-case word no English dictionary holds), hold no given name or surname (but a word of three
 * letters in a lower-case phrase of three or more, "ann" of Gaelic "ann an trì mìosan"), follow no person's cue, and,
 * capitalised, start a line, a sentence, a list item or a label's value: "Seán (husband)", "writes that Jurgita
 * Kazlauskaitė (a.k. 4710…)", "Dr Müller (GP)" and "maire (deceased)" keep their hits.
 */
import type { IdentifierHit } from './detector';
import type { WordClasses } from './word-classes';
import { personCueBefore } from './person-cues-before';
import { LATIN_PAST_ASCII, withoutMarks } from './language-register';

type Span = readonly [number, number];

const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;
const RUN_WORD = String.raw`\p{L}[\p{L}\p{M}'’]*`;
/** Up to five words joined by single spaces or hyphens, ending where the gloss starts. */
const RUN_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}\p{M}'’-])(${RUN_WORD}(?:(?:[ \-]|\n(?!\n))${RUN_WORD}){0,4})$`,
  'u',
);
/** The gloss after a run: "(English)", "= English", "/ English", maybe past the run's acronym "(TAH)". */
const GLOSS_AFTER =
  /^(?:[^\S\n]*\([A-Z]{2,6}\))?[^\S\n]*(?:\(([^()\n]{1,48})\)|=[^\S\n]*([^\n.;:()=/]{1,48})|\/[^\S\n]+([^\n.,;:()=/]{1,48}))/u;
/** English words, then the run in brackets or quotes: "the Language Plan (Plana Teanga)", `estradiol, "…"`. */
const GLOSS_BEFORE = /([\p{L}'’-]+(?:[^\S\n]+[\p{L}'’-]+){0,3})[^\S\n]*(?:\(|,[^\S\n]*["“])$/u;
const WHOLE_RUN = new RegExp(String.raw`^${RUN_WORD}(?:[ \-]${RUN_WORD}){0,4}$`, 'u');
/** Where a run of capitalised words may start: a line, a sentence, a list item or a label's value. */
const SEGMENT_START = /(?:^|\n|[.;:,/=]|[.;:,/=][^\S\n]+)$/;
/** A letter outside the Latin script. */
const MIXED_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;
/** Where a gloss or a glossed run may start. */
const ANCHOR = /[(=/"“]/g;
const ENCLOSED = /^["”]|^\)/;
const PERSON_CUE_BEFORE = personCueBefore(['mx', 'prof', 'called'], String.raw`[^\S\n]*[:,.]?[^\S\n]*["“(]?`);

export function dropGlossedOtherLanguages(text: string, hits: IdentifierHit[], words: WordClasses): IdentifierHit[] {
  if (!LATIN_PAST_ASCII.test(text) || !hits.some(isNameOrPlace)) return hits;
  const spans = otherLanguageGlossSpans(text, words);
  if (spans.length === 0) return hits;
  return hits.filter((h) => !isNameOrPlace(h) || !spans.some(([s, e]) => s <= h.start && h.end <= e));
}

/** The spans read as glossed words of another language. */
export function otherLanguageGlossSpans(text: string, words: WordClasses): Span[] {
  if (!LATIN_PAST_ASCII.test(text)) return [];
  return glossedRuns(text, words);
}

/**
 * The hits a gloss in another language can drop: only a list holding one is read for glosses, and each hit of it is
 * then kept or dropped on its own (index.ts relies on both).
 */
export function isNameOrPlace(h: IdentifierHit): boolean {
  return h.kind === 'name' || h.kind === 'location';
}

function glossedRuns(text: string, words: WordClasses): Span[] {
  const spans: Span[] = [];
  for (const anchor of text.matchAll(ANCHOR)) {
    const at = anchor.index;
    const c = anchor[0];
    // The run before a gloss: the gloss is read first, the run back from it only when the gloss is plain English.
    if (c !== '"' && c !== '“' && (c !== '/' || text[at + 1] === ' ')) {
      let end = at;
      while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
      // Past the run's acronym in brackets before "=": "hormóin (TAH) = …".
      const acronym = c === '=' ? /\([A-Z]{2,6}\)[^\S\n]*$/.exec(text.slice(Math.max(0, end - 12), end)) : null;
      if (acronym !== null) end -= acronym[0].length;
      while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
      const gloss = GLOSS_AFTER.exec(text.slice(end, end + 64));
      if (gloss !== null && plainGloss(gloss[1] ?? gloss[2] ?? gloss[3], words)) {
        // A quoted run: '"karstuma viļņi" (Latvian, hot flushes)'.
        const quoted = text[end - 1] === '"' || text[end - 1] === '”';
        const runEnd = quoted ? end - 1 : end;
        const run = RUN_BEFORE.exec(text.slice(Math.max(0, runEnd - 80), runEnd));
        if (run !== null) {
          const words0 = leadingEnglishTrimmed(run[1], words);
          const start = runEnd - words0.length;
          if (
            words0 !== '' &&
            foreignRun(words0, words) &&
            !personBefore(text, start) &&
            (/^\p{Ll}/u.test(words0) || SEGMENT_START.test(text.slice(Math.max(0, start - 3), start)))
          )
            spans.push([start, runEnd]);
        }
      }
    }
    // The run after English words, in brackets or quotes: the run is read first, the English words after.
    if (c === '(' || c === '"' || c === '“') {
      const close = c === '(' ? text.indexOf(')', at) : text.slice(at + 1).search(/["”]/) + at + 1;
      if (close <= at || close - at > 60 || text.slice(at, close).includes('\n')) continue;
      const inner = text.slice(at + 1, close);
      if (!WHOLE_RUN.test(inner) || !foreignRun(inner, words)) continue;
      const before = GLOSS_BEFORE.exec(text.slice(Math.max(0, at - 48), at + 1));
      if (before === null || !ENCLOSED.test(text.slice(close, close + 1))) continue;
      const head = text.slice(Math.max(0, at - before[0].length - 16), at - before[0].length + 1);
      const lastGlossWord = /[\p{L}'’-]+$/u.exec(before[1])?.[0] ?? '';
      if (
        plainGloss(before[1], words) &&
        !words.isFunctionWord(lastGlossWord.toLowerCase()) &&
        !PERSON_CUE_BEFORE.test(head)
      )
        spans.push([at + 1, close]);
    }
  }
  return spans;
}

/** A run that looks like another language's: a letter past ASCII, or a lower-case word no dictionary holds. */
function foreignRun(run: string, words: WordClasses): boolean {
  const found = run.match(WORD);
  if (found === null || found.length > 5) return false;
  // A letter of another script among Latin ones is a look-alike disguise ("Mаrguerite"), not another language; a run
  // opening with an English function word ("not by …") is English.
  if (MIXED_SCRIPT.test(run) || words.isFunctionWord(found[0].toLowerCase())) return false;
  let foreign = false;
  for (const w of found) {
    const lower = w.toLowerCase();
    // A given name or surname keeps the hit, but for a short lower-case word in a phrase of three or more ("ann" of
    // Gaelic "ann an trì mìosan"): such a phrase is no person's name.
    const named =
      words.isFirstName(lower) || words.isFirstName(withoutMarks(lower)) || words.isLastName(withoutMarks(lower));
    if (named && (w !== lower || found.length < 3 || lower.length > 3)) return false;
    if (LATIN_PAST_ASCII.test(w)) foreign = true;
    else if (w === lower && !words.isAnyEnglishWord(lower) && !words.isAllowed(lower) && !words.isDrugWord(lower))
      foreign = true;
  }
  return foreign;
}

/** Every word an English, clinical or drug word or an acronym, none a person's title, relation, post or name. */
function plainGloss(gloss: string, words: WordClasses): boolean {
  const found = gloss.match(WORD);
  if (found === null || found.length > 6 || LATIN_PAST_ASCII.test(gloss)) return false;
  if (!found.some((w) => w.length >= 3 && words.isAnyEnglishWord(w.toLowerCase()))) return false;
  for (const w of found) {
    const lower = w.toLowerCase();
    if (words.isRoleWord(lower) || words.isTitle(lower) || words.isRelation(lower)) return false;
    const known = words.isAnyEnglishWord(lower) || words.isAllowed(lower) || words.isDrugWord(lower);
    if (/^[A-Z]{2,6}$/.test(w) && !words.isFirstName(lower)) continue;
    if (!known || (words.isName(lower) && !known)) return false;
  }
  return true;
}

/** The run without the English words that lead it ("many women use Sremski čaj" → "Sremski čaj"). */
function leadingEnglishTrimmed(run: string, words: WordClasses): string {
  let rest = run;
  for (;;) {
    const m = /^(\p{Ll}[\p{L}\p{M}'’]*)\s+/u.exec(rest);
    if (
      m === null ||
      LATIN_PAST_ASCII.test(m[1]) ||
      !(words.isAnyEnglishWord(m[1]) || words.isAllowed(m[1]) || words.isFunctionWord(m[1]))
    )
      return rest;
    rest = rest.slice(m[0].length);
  }
}

function personBefore(text: string, start: number): boolean {
  return PERSON_CUE_BEFORE.test(text.slice(Math.max(0, start - 24), start));
}
