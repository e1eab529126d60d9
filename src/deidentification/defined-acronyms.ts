/**
 * Acronyms the text defines (issue 49, thirtieth round, tuned on the dunes set, by class). Notes name a society, a
 * service or a programme in full once and by its acronym beside it, the acronym in brackets after the full form
 * ("Society for Gynaecology and Obstetrics of Nigeria (SOGON)") or the full form in brackets after the acronym
 * ("SAMS (South African Menopause Society)"); the shouted-name and capital-label rules read an acronym in no word list
 * as a surname in capitals. An acronym whose letters the full form beside it spells is that body's short name, so its
 * hits are dropped wherever it stands in the text. The test is the usual one for defined abbreviations: the acronym's
 * letters are found in the full form in order, read from the end, its first letter at the start of a word, and the
 * full form is no longer than the acronym's letters and five more words, nor twice their count. The full form keeps
 * its own hits: only the acronym is dropped, unless it is in brackets after the acronym and names a body in words no
 * list places ("NFZ (Narodowy Fundusz Zdrowia)", "AEEM (Asociación Española para el Estudio de la Menopausia)": issue
 * 49, thirty-sixth round, tuned on the machair set). There the bracket glosses the acronym, as a note glosses a
 * foreign body's short name, and the words in other languages are read as names; a gloss that holds a town or a
 * facility's word ("RDH (Royal Derby Hospital)", "LMS (Leeds Menopause Service)") keeps its hits.
 * An acronym that opens with a national health service's own (NHS, HSE, VHA) and adds one to four capitals names
 * one of its programmes or bodies, defined or not ("Mammo via NHSBSP", "NHSCSP", "NHSBT", "NHSE").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const WORD = String.raw`[\p{L}][\p{L}'’-]*`;
/** "ACRONYM (Full Form …)": up to ten words in the brackets. */
const ACRONYM_THEN_FORM = new RegExp(
  String.raw`(?<![\p{L}\d])(\p{Lu}{3,8})[^\S\n]*\((${WORD}(?:[^\S\n]+${WORD}){1,9})\)`,
  'gu',
);
/** "Full Form … (ACRONYM)": the words before the bracket on the same line. */
const FORM_THEN_ACRONYM = /\((\p{Lu}{3,8})\)/gu;
const WORDS_BEFORE = new RegExp(String.raw`(?:${WORD}[^\S\n]+){1,13}$`, 'u');
const SERVICE_PROGRAMME = /(?<![\p{L}\d])(?:NHS|HSE|VHA)\p{Lu}{1,4}(?![\p{L}\d])/gu;

/** Whether `form` spells `acronym`: its letters in order from the end, the first at a word's start. */
export function spellsAcronym(acronym: string, form: string): boolean {
  const words = form.split(/[^\S\n]+/).filter((w) => w !== '');
  const letters = acronym.length;
  if (words.length > Math.min(letters + 5, letters * 2)) return false;
  const long = words.join(' ').toLowerCase();
  const short = acronym.toLowerCase();
  let at = long.length - 1;
  for (let i = short.length - 1; i >= 0; i--) {
    const c = short[i];
    while (at >= 0 && (long[at] !== c || (i === 0 && at > 0 && /\p{L}/u.test(long[at - 1])))) at--;
    if (at < 0) return false;
    at--;
  }
  return true;
}

/** The shortest run of words ending before the bracket that opens with the acronym's letter and spells it. */
function spelledBefore(acronym: string, before: string): boolean {
  const words = before.trim().split(/[^\S\n]+/);
  for (let n = 1; n <= words.length; n++) {
    const run = words.slice(words.length - n);
    if (run[0][0]?.toLowerCase() === acronym[0].toLowerCase() && spellsAcronym(acronym, run.join(' '))) return true;
  }
  return false;
}

/**
 * A body's name in English, then its own name in brackets ("National Health Insurance (Kokumin Kenko Hoken)",
 * "the German pension insurance (Deutsche Rentenversicherung)"): the same gloss the other way round, kept as the
 * acronym's is, where the bracket names no place.
 */
const BODY_THEN_OWN_NAME =
  /\b(?:[Ii]nsurance|[Ss]ervice|[Ss]ociety|[Aa]ssociation|[Ff]und|[Aa]gency|[Mm]inistry|[Ii]nstitute|[Aa]uthority|[Ss]cheme)[^\S\n]*\((\p{Lu}[\p{L}'’-]*(?:[^\S\n]+[\p{L}'’-]+){1,7})\)/gu;

/** Words that make a body a place where patients are seen, whose name is a location. */
const FACILITY_WORD =
  /^(?:hospitals?|clinics?|surgery|centre|center|practice|infirmary|hospice|ward|unit|service|pharmacy|practices)$/i;

/**
 * A gloss that names a body and no place nor person: no word of it a town, a facility's word, a given name or a title,
 * nor the run of two a place.
 */
function glossNamesNoPlace(form: string, words: WordClasses): boolean {
  const parts = form.split(/[^\S\n]+/);
  return parts.every(
    (w, i) =>
      !FACILITY_WORD.test(w) &&
      !words.isTown(w.toLowerCase()) &&
      !words.isFirstName(w.toLowerCase()) &&
      !words.isTitle(w.toLowerCase()) &&
      (i === 0 || !words.isPlace(`${parts[i - 1]} ${w}`.toLowerCase())),
  );
}

export function definedAcronymSpans(text: string, words: WordClasses): Span[] {
  const spans: Span[] = [];
  if (/NHS|HSE|VHA/.test(text))
    for (const m of allMatches(SERVICE_PROGRAMME, text)) spans.push([m.index, m.index + m[0].length]);
  if (!text.includes('(')) return spans;
  const defined = new Set<string>();
  for (const m of allMatches(ACRONYM_THEN_FORM, text)) {
    if (!spellsAcronym(m[1], m[2])) continue;
    defined.add(m[1]);
    if (glossNamesNoPlace(m[2], words)) {
      const at = m.index + m[0].indexOf('(') + 1;
      spans.push([at, at + m[2].length]);
    }
  }
  for (const m of allMatches(BODY_THEN_OWN_NAME, text))
    if (glossNamesNoPlace(m[1], words)) {
      const at = m.index + m[0].indexOf('(') + 1;
      spans.push([at, at + m[1].length]);
    }
  for (const m of allMatches(FORM_THEN_ACRONYM, text)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const before = WORDS_BEFORE.exec(text.slice(lineStart, m.index));
    if (before && spelledBefore(m[1], before[0])) defined.add(m[1]);
  }
  for (const acronym of defined) {
    const re = new RegExp(String.raw`(?<![\p{L}\d])${acronym}(?![\p{L}\d])`, 'gu');
    for (const m of allMatches(re, text)) spans.push([m.index, m.index + acronym.length]);
  }
  return spans;
}
