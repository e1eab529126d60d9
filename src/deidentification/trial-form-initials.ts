/**
 * A subject's initials on a clinical-trial or safety form (issue 49, thirty-sixth round, machair): case report,
 * adverse-event and CIOMS forms and SAE narratives name the patient by initials only, in capitals, written with dots,
 * hyphens, a space or nothing between them ("M.K.P.", "R-M-K", "A-L B", "JRD"). Read only where the form says whose
 * initials they are:
 * - after the word "initials" and maybe its colon or dash ("Subject initials: M.K.P.", "Patient initials A-L B");
 * - in brackets right after a narrative's age and sex ("A 61-year-old woman (PQL) was hospitalised"), in a text
 *   that is a trial's or safety report's (SAE, adverse event, CIOMS, MedWatch, protocol, subject, study), unless the
 *   letters are a clinical abbreviation ("a 52-year-old woman (HRT) in the study"); in a clinic's letter the
 *   brackets hold a finding's abbreviation as often ("a 52-year-old woman (PMB)").
 * Two to four capitals; letters in lower case after the word "initials" are lower-case-cues.ts's to read.
 */
import { allMatches } from './all-matches';
import { ABBREVIATIONS } from './allowlist-medical';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const S = String.raw`[^\S\n]`;
/** Two to four capitals, each but the first maybe after a dot, a hyphen or one space, maybe a last dot. */
const INITIALS = String.raw`\p{Lu}(?:(?:\.|-|\.-|\.?${S})?\p{Lu}){1,3}\.?`;
const AFTER_LABEL = new RegExp(
  String.raw`(?<![\p{L}\d])[Ii]nitials${S}*(?:[:-]${S}*|${S})(${INITIALS})(?![\p{L}\d])`,
  'dgu',
);
const AFTER_AGE_AND_SEX = new RegExp(
  String.raw`(?<![\p{L}\d])\d{1,3}(?:-|${S})years?(?:-|${S})old${S}+` +
    String.raw`(?:female|male|woman|man|lady|gentleman|patient|subject|participant)${S}*\((${INITIALS})\)`,
  'dgu',
);

/** The words of a trial's or safety report's form, which a narrative's bracketed capitals need. */
const SAFETY_REPORT =
  /(?<![\p{L}\d])(?:SAE|SUSAR|AE|[Aa]dverse|CIOMS|MedWatch|[Pp]rotocol|[Ss]ubject|[Ss]tudy|[Tt]rial|[Nn]arrative)(?![\p{L}\d])/u;

export function findTrialFormInitials(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  const cued = text.includes('nitials');
  if (!cued && !text.includes('old')) return hits;
  const report = SAFETY_REPORT.test(text);
  if (!cued && !report) return hits;
  for (const re of [...(cued ? [AFTER_LABEL] : []), ...(report ? [AFTER_AGE_AND_SEX] : [])])
    for (const m of allMatches(re, text)) {
      const span = m.indices?.[1];
      if (!span) continue;
      if (re === AFTER_AGE_AND_SEX && ABBREVIATIONS.has(m[1].replace(/[^\p{L}]/gu, '').toLowerCase())) continue;
      hits.push(hit('name', span[0], span[1], WARNINGS.name));
    }
  return hits;
}
