/**
 * Drug names of the published dictionary (drug-lexicon.json) read as drugs: a capitalised brand or foreign generic
 * name ("stopped Cardura", "Valproinsäure im Arztbrief", "Témesta at night") is no one's name unless a person's
 * cue says so. An allowlist rule (allowed-spans.ts): a span holds the word alone, so a hit that reaches past it
 * ("Lyrica Okonkwo", a full address) is kept whole.
 *
 * A person's cue, any one of:
 * - a title, a role or a relation just before ("Dr Cardura", "Sister Lyrica", "her son Ebixa");
 * - a phrase of meeting, writing or referral before ("seen by", "spoke to", "letter from", "discussed with");
 * - a listed name beside it that is no drug or everyday word ("Lyrica Jones", "Anna Cardura"), or a given name
 *   after a comma ("Cardura, Anna");
 * - a verb only a person does right after ("Lyrica rang", "Cardura reports"), or a relation after its possessive
 *   ("Cardura's husband"). Verbs a drug takes too ("was stopped", "has helped") are no cue;
 * - a cue at another mention of the same word in the text.
 * A place's cue keeps the word for the place rules likewise: the strong cue they read (residence-cues.ts: "lives
 * in Intal", "moved from Orencia", "near Banzel"), or a state or region after a comma ("Orencia, MA").
 */
import { REPORTING_VERBS } from './reporting-verbs';
import { residenceCue, STRONG } from './residence-cues';
import type { WordClasses } from './word-classes';
import { wordSet } from './word-set';

/**
 * A capitalised word of four letters or more (the lexicon holds no shorter one). Its edges are checked apart: a
 * look-behind in the pattern cost twice the scan.
 */
const CAPITALISED = /\p{Lu}[\p{Ll}\p{M}]{3,}/gu;
/** A character that joins a word to its neighbour: "McDonald", "Ortho-Novum", "O'Brien", "Fosamax70". */
const JOINING = /[\p{L}\p{N}'’-]/u;
const POSSESSIVE = /^['’]s?(?![\p{L}\p{N}-])/u;
const TITLE_BEFORE =
  /\b(?:[mM]rs?|MRS?|[mM]s|MS|[mM]iss|[mM]x|[dD]r|DR|[pP]rof|[nN]urse|[sS]ister|[sS]r|[rR]ev|[fF]r|[sS]ir|[lL]ady|[dD]ame|[lL]ord|RN)\.?[^\S\n]+$/;
/** Phrases after which the next word is someone met, written to or referred by. */
const PERSON_BEFORE = new RegExp(
  String.raw`\b(?:(?:seen|reviewed|referred|examined|assessed|signed|dictated|written|authored|verified|visited|` +
    String.raw`accompanied|brought|collected|driven|supervised|consented|covered)[^\S\n]+by|` +
    String.raw`(?:spoke|spoken|speak|talked|talk|wrote|write|letter|message|reply|replied|introduced|explained)` +
    String.raw`[^\S\n]+to|(?:discussed|spoke|spoken|talked|met|meeting|appointment|session|call|chat)[^\S\n]+with|` +
    String.raw`(?:letter|call|message|email|visit|referral|text|phone[^\S\n]*call)[^\S\n]+from|` +
    String.raw`(?:name|names)[^\S\n]+(?:is|was)|calls?[^\S\n]+me|called[^\S\n]+me|` +
    String.raw`cc|attn|dear|thanks|thank[^\S\n]+you|phoned|rang|informed|contacted)(?:[^\S\n]*[:,-])?[^\S\n]+$`,
  'i',
);
/** Past and other forms of living and moving the place rules' strong cue lacks ("has lived in", "settled in"). */
const LIVED_BEFORE =
  /\b(?:lived|resided|stayed|settled|emigrated|immigrated|holidayed|came|comes|flew)[^\S\n]+(?:in|to|from|near|at)[^\S\n]+$/i;
/** A comma, then a state code or a country or region after the word: "Orencia, MA", "Intal, Ontario". */
const REGION_AFTER = /^,[^\S\n]*([A-Z]{2}\b|\p{Lu}\p{Ll}+(?:[^\S\n]\p{Lu}\p{Ll}+)?)/u;
const PREVIOUS_WORD = /(?<![\p{L}'’-])([\p{L}][\p{L}'’-]*)[^\S\n]+$/u;
const NEXT_WORD = /^[^\S\n]+([\p{L}][\p{L}'’-]*)/u;
/** Verbs only a person does, besides the reporting verbs: a drug is stopped, helps or is taken, it never rings. */
const PERSON_VERBS = wordSet(`
rang rings phoned phones texted emailed wrote writes spoke speaks attended attends visited visits arrived arrives
came comes went goes lives lived works worked told tells walked walks drove drives answered replied replies
`);

/** The word's own cue of a person or a place, before or after it. */
function cueOfPersonOrPlace(
  text: string,
  start: number,
  end: number,
  possessive: boolean,
  words: WordClasses,
): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  if (TITLE_BEFORE.test(before) || PERSON_BEFORE.test(before)) return true;
  // The place rules' own strong cue: a verb of living or moving and its preposition, or a bare "from" or "near".
  if (residenceCue(text, start) === STRONG || LIVED_BEFORE.test(before)) return true;
  const prev = PREVIOUS_WORD.exec(before)?.[1];
  if (prev !== undefined) {
    const lower = prev.toLowerCase();
    if (words.isRoleWord(lower) || (/^\p{Lu}/u.test(prev) && personalName(lower, words))) return true;
  }
  const region = REGION_AFTER.exec(text.slice(end, end + 30))?.[1];
  if (region !== undefined) {
    const lower = region.toLowerCase();
    if (region.length === 2 || words.lex.broadGeography.has(lower)) return true;
    // A surname, then the given name ("Cardura, Anna").
    if (words.isPersonalFirstName(lower) && !words.isAllowed(lower) && !words.isDrugWord(lower)) return true;
  }
  const next = NEXT_WORD.exec(text.slice(end, end + 40))?.[1];
  if (next === undefined) return false;
  const lower = next.toLowerCase();
  if (possessive) return words.isRelation(lower);
  if (REPORTING_VERBS.has(lower) || PERSON_VERBS.has(lower)) return true;
  return /^\p{Lu}\p{Ll}/u.test(next) && personalName(lower, words);
}

/** A listed name that is not also an everyday word, a clinical word or a drug ("Jones", not "Grace" or "Mark"). */
function personalName(lower: string, words: WordClasses): boolean {
  return words.isName(lower) && !words.isCommonWord(lower) && !words.isAllowed(lower) && !words.isDrugWord(lower);
}

/**
 * Spans of capitalised drug words with no person's cue, as [start, end) pairs. A word one mention of which has a
 * cue is someone's name in the whole text ("My name is Calan … everyone calls her Calan" read once as a person).
 */
export function drugNameSpans(text: string, words: WordClasses): Array<[number, number]> {
  const mentions: Array<[string, number, number]> = [];
  const people = new Set<string>();
  CAPITALISED.lastIndex = 0;
  for (let m = CAPITALISED.exec(text); m !== null; m = CAPITALISED.exec(text)) {
    const start = m.index;
    let end = start + m[0].length;
    if (start > 0 && JOINING.test(text[start - 1])) continue;
    const lower = m[0].toLowerCase();
    if (!words.isDrugWord(lower)) continue;
    const after = text[end];
    let possessive = false;
    if (after === "'" || after === '’') {
      const mark = POSSESSIVE.exec(text.slice(end, end + 3));
      if (mark === null) continue;
      possessive = true;
      end += mark[0].length;
    } else if (after !== undefined && JOINING.test(after)) continue;
    if (cueOfPersonOrPlace(text, start, end, possessive, words)) people.add(lower);
    else mentions.push([lower, start, end]);
  }
  return mentions.filter(([lower]) => !people.has(lower)).map(([, start, end]): [number, number] => [start, end]);
}
