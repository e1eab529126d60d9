/**
 * Names placed by a note's layout rather than its sentences: header and
 * signature lines ("Attending: YBARRA", "Dictated by: FILBERT BRIGHT, M.D.",
 * "Name: Yosef Villegas") and a name before a professional degree
 * ("Owen M Gallagher, M.D."). Any case is accepted: the label says it is a name.
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import type { Prerequisite } from './prerequisites';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { allMatches } from './all-matches';
import { WORD_START } from './word-start';
import { isPostWord } from './posts-after-titles';

const LABEL =
  String.raw`(?:attending|pcp|(?:patient\s+|pt\s+)?name|dictated\s+by|(?:electronically\s+)?signed(?:\s+by)?|` +
  String.raw`cc|provider|resident|fellow|author|physician|surgeon|referring(?:\s+(?:physician|provider))?|` +
  String.raw`transcribed\s+by|reviewed\s+by|seen\s+by|interpreter|contact|emergency\s+contact|nok)`;
const WORD = String.raw`\p{L}[\p{L}'’-]*`;
export const LABELLED_NAME = new RegExp(
  String.raw`${WORD_START}${LABEL}[^\S\n]*[:#-][^\S\n]*(${WORD}(?:,?[^\S\n]+(?:\p{Lu}\.?[^\S\n]+)?${WORD}){0,2})`,
  'dgiu',
);
/** "says Brown.", "according to Okafor", "my name is Smith", "last name? Smith", "named him José". */
const CUED_NAME = new RegExp(
  String.raw`\b(?:says|said|asked|according\s+to|name\s+is|name\?|named(?:\s+(?:him|her|them))?|calls\s+me|` +
    String.raw`call\s+me|signed|regards,|sincerely,)[^\S\n]+(\p{Lu}[\p{L}'’-]+(?:[^\S\n]+\p{Lu}[\p{L}'’-]+)?)`,
  'dgu',
);
/** Direct address at the start of a sentence: "Sue, can I please speak to your boss?". */
const VOCATIVE = /(?:^|[.!?\n]\s*)(\p{Lu}\p{Ll}+),\s+(?:can|could|would|will|please|thank)\b/dgu;
/** Dictation initials and user names: "GPP/church/olinger", "XGT:holmes". */
const DICTATION_INITIALS = /\b[A-Z]{2,4}(?:\/[a-z]{2,}){2}\b|\b[A-Z]{2,4}:[a-z]{3,}\b/dg;
const DEGREE = String.raw`(?:M\.?D\.?|D\.?O\.?|R\.?N\.?|N\.?P\.?|PA-C|Ph\.?D\.?|MBBS|FACOG|DNP|CNM|APRN|FNP|MSN)`;
const NAME_BEFORE_DEGREE = new RegExp(
  String.raw`(\p{Lu}[\p{L}'’-]+(?:[^\S\n]+\p{Lu}\.?)?(?:[^\S\n]+\p{Lu}[\p{L}'’-]+)?),[^\S\n]*${DEGREE}(?![\p{L}])`,
  'dgu',
);

/** Initials signing a note at the end of a line, after a dash or a full stop: "... LFTs due. -KM RN", "— JS, NP". */
const SIGNING_INITIALS = new RegExp(
  String.raw`(?:^|[.;!?][^\S\n]+|[^\S\n][-–—~]+[^\S\n]*|^[-–—~]+[^\S\n]*)(\p{Lu}{2,3})[,/]?[^\S\n]+` +
    String.raw`(?:RN|LPN|LVN|NP|MD|DO|PA-C|PA|CNM|RPh|PharmD|CMA|HCA|RD|LCSW|RM)\.?[^\S\n]*$`,
  'dgmu',
);
const CREDENTIAL_AT_LINE_END = /[A-Z]\.?[^\S\n]*$/m;

/**
 * What each pattern cannot match without, found by a scan far cheaper than the pattern: the label's
 * separator, the comma and degree, the comma before the request, the initials' slash or colon.
 */
const LABEL_SEPARATOR = /[:#-]/;
const COMMA_DEGREE = new RegExp(String.raw`,[^\S\n]*${DEGREE}(?![\p{L}])`, 'u');
const COMMA_REQUEST = /,\s+(?:can|could|would|will|please|thank)\b/u;
const DICTATION_SEPARATOR = /[A-Z][/:][a-z]/;

/** Pattern and prerequisite pairs, for the test that holds them to their promise (see prerequisites.ts). */
export const LAID_OUT_PREREQUISITES: readonly Prerequisite[] = [
  [LABELLED_NAME, LABEL_SEPARATOR],
  [NAME_BEFORE_DEGREE, COMMA_DEGREE],
  [VOCATIVE, COMMA_REQUEST],
  [DICTATION_INITIALS, DICTATION_SEPARATOR],
  [SIGNING_INITIALS, CREDENTIAL_AT_LINE_END],
];
/** The patterns whose span is trimmed to its name, each with its prerequisite or null. */
const LAID_OUT: ReadonlyArray<readonly [RegExp, RegExp | null]> = [
  [LABELLED_NAME, LABEL_SEPARATOR],
  [NAME_BEFORE_DEGREE, COMMA_DEGREE],
  [CUED_NAME, null],
  [VOCATIVE, COMMA_REQUEST],
];

export function findLaidOutNames(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  // "LanguageLine", "SystmOne": English words run together under an inner capital name a service, not a person.
  const runTogether = (w: string): boolean =>
    /\p{Ll}\p{Lu}/u.test(w) && w.split(/(?<=\p{Ll})(?=\p{Lu})/u).every((p) => words.isAnyEnglishWord(p.toLowerCase()));
  const plausible = (span: string): boolean =>
    span
      .split(/[\s,]+/)
      .some(
        (w) =>
          w.length > 1 &&
          !words.isFunctionWord(w.toLowerCase()) &&
          !words.isAllowed(w.toLowerCase()) &&
          !runTogether(w),
      );
  if (DICTATION_SEPARATOR.test(text))
    for (const m of allMatches(DICTATION_INITIALS, text)) {
      const start = m.index ?? 0;
      hits.push(hit('name', start, start + m[0].length, WARNINGS.name));
    }
  if (CREDENTIAL_AT_LINE_END.test(text))
    for (const m of allMatches(SIGNING_INITIALS, text)) {
      const span = m.indices?.[1];
      if (span && !words.isAllowed(m[1].toLowerCase())) hits.push(hit('name', span[0], span[1], WARNINGS.name));
    }
  for (const [re, prerequisite] of LAID_OUT) {
    if (prerequisite && !prerequisite.test(text)) continue;
    for (const m of allMatches(re, text)) {
      const span = m.indices?.[1];
      if (!span) continue;
      // Keep the words up to the first function word: "Name: Yosef Villegas was seen" -> "Yosef Villegas".
      let end = span[0];
      for (const w of m[1].split(/(?<=[\s,])/)) {
        const bare = w.replace(/[\s,.]+$/, '').toLowerCase();
        // A post names no one ("cc: GP", "cc: Practice nurse"; thirtieth round, dunes); a title or a relation
        // ("contact: husband Milan") opens the name the label is followed by, as before.
        const everyday = words.isCommonWord(bare) && !words.isName(bare);
        const post = isPostWord(bare, words) && !words.isTitle(bare) && !words.isRelation(bare);
        if (words.isFunctionWord(bare) || everyday || post) break;
        end += w.length;
      }
      const found = text.slice(span[0], end).replace(/[\s,.]+$/, '');
      if (found && plausible(found)) hits.push(hit('name', span[0], span[0] + found.length, WARNINGS.name));
    }
  }
  return hits;
}
