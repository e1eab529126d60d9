/**
 * Case law and the doctrines named after it, in medico-legal letters and consent notes (issue 49, thirteenth
 * round, tuned on the hinterland set, by class):
 * - a reported case, "X v Y" before its law report or neutral citation ("Montgomery v Lanarkshire Health Board
 *   [2015] UKSC 11", "Chester v Afshar [2004] UKHL 41", "Bolitho v City and Hackney HA [1998] AC 232"): the
 *   parties of a published judgment identify no patient of the note;
 * - a doctrine named after a case or its judge, with a legal noun after it ("Gillick competence", "Fraser
 *   guidelines", "Bolam test", "Ogden Tables", "Caldicott principles") or joined to another such doctrine ("Fraser
 *   and Gillick not relevant"). The names are common surnames, so the word alone proves nothing: "Mrs Fraser" and
 *   "Fraser rang" stay names.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { titleBefore } from './titles-before';

/** Law reports and neutral citation courts of the UK, Ireland and the Commonwealth, after the bracketed year. */
const REPORT =
  String.raw`(?:UKSC|UKHL|UKPC|EWCA(?:[^\S\n]+(?:Civ|Crim))?|EWHC|EWCOP|CSOH|CSIH|NICA|NIQB|IESC|IEHC|HCA|SCC|` +
  String.raw`(?:\d{1,2}[^\S\n]*)?(?:WLR|AC|QB|KB|Fam|All[^\S\n]+ER|BMLR|Med[^\S\n]+LR|` +
  String.raw`Lloyd['’]s[^\S\n]+Rep[^\S\n]+Med|PIQR|CLR|SCR))`;
const PARTY = String.raw`\p{Lu}[\p{L}'’.-]*(?:[^\S\n]+(?:(?:and|of|the|for|&)[^\S\n]+)?\p{Lu}[\p{L}'’.-]*){0,7}`;
export const REPORTED_CASE = new RegExp(
  String.raw`(?<![\p{L}])${PARTY}[^\S\n]+v\.?[^\S\n]+${PARTY}[^\S\n]*(?:,[^\S\n]*)?[[(](?:1[89]|20)\d\d[\])][^\S\n]*` +
    String.raw`(?:\d+[^\S\n]+)?${REPORT}(?:[^\S\n]+\d+)?`,
  'gu',
);

/** Doctrines of consent, capacity, confidentiality and damages, named after a case, a judge or a report. */
const DOCTRINE =
  String.raw`(?:Gillick|Fraser|Bolam|Bolitho|Montgomery|Caldicott|Ogden|Sidaway|Bournewood|` +
  String.raw`Cheshire[^\S\n]+West)`;
const LEGAL_NOUN =
  String.raw`(?:competen(?:ce|cy|t)|guidelines?|criteria|test|principles?|tables?|standard|ruling|judgment|` +
  String.raw`guardian|safeguards?)`;
const JOINED = String.raw`[^\S\n]*(?:and|or|&|/)[^\S\n]*`;
const NAMED_DOCTRINE = new RegExp(
  String.raw`(?<![\p{L}])${DOCTRINE}(?:['’]s)?(?:${JOINED}${DOCTRINE}(?:['’]s)?)*[^\S\n]+${LEGAL_NOUN}\b|` +
    String.raw`(?<![\p{L}])${DOCTRINE}(?:${JOINED}${DOCTRINE})+(?![\p{L}])`,
  'giu',
);
const CITED_YEAR = /[[(](?:1[89]|20)\d\d[\])]/;
const MAY_NAME_DOCTRINE = new RegExp(DOCTRINE, 'iu');

export function legalCitationSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (CITED_YEAR.test(text) && / v\.? /.test(text))
    for (const m of allMatches(REPORTED_CASE, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (!MAY_NAME_DOCTRINE.test(text)) return spans;
  for (const m of allMatches(NAMED_DOCTRINE, text)) {
    // The doctrines are written with their capital, and a title makes the word a person ("Mrs Fraser test results").
    const start = m.index ?? 0;
    if (!/^\p{Lu}/u.test(m[0]) || titleBefore(text, start, 8, 'caseless')) continue;
    spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  return spans;
}
