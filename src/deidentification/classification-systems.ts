/**
 * A system of grading named after a place or an author, read from the verb that applies it (issue 49,
 * thirty-fourth round, tuned on the skerry set, by class): reports grade, stage and classify "on the Sydney system",
 * "by the Ann Arbor system", "using the Bethesda system", and the place rule reads the city the system was agreed in
 * as where the patient is. A person or a place is not graded on, staged by or used: after such a verb, "the", then
 * up to three capitalised words before "system", "classification" or "scheme" name the system. Without the verb
 * ("the Leeds system of GP care", "moved into the Sydney system") the words keep their hits.
 */
import { allMatches } from './all-matches';

/**
 * Verbs of grading in any form; "use" only as an instruction or a method's "using" ("Use the Sydney system",
 * "reported using the Bethesda system"): "she used the Sydney system" may be the city's services.
 */
const APPLYING_VERB =
  String.raw`(?:(?:[Gg]rad|[Ss]tag|[Cc]lassif|[Ss]cor|[Rr]eport|[Cc]od|[Tt]yp|[Cc]ategori[sz]|[Dd]escrib|[Aa]ssess)` +
  String.raw`(?:e|es|ed|ing|ied|ies|y)?|[Uu]s(?:e|ing))`;
const PREPOSITION = String.raw`(?:on|by|with|using|under|per|in|to|according[^\S\n]+to)`;
const CAPITALISED = String.raw`\p{Lu}[\p{L}\p{M}'’-]*`;
const SYSTEM_AFTER_VERB = new RegExp(
  String.raw`\b${APPLYING_VERB}(?:[^\S\n]+${PREPOSITION})?[^\S\n]+the[^\S\n]+` +
    String.raw`(${CAPITALISED}(?:[^\S\n]+${CAPITALISED}){0,2})[^\S\n]+(?:system|classification|scheme)\b`,
  'gu',
);
const HAS_SYSTEM = /[^\S\n](?:system|classification|scheme)\b/;

/** Spans of the names of grading systems applied by a verb, as [start, end) pairs. */
export function classificationSystemSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!HAS_SYSTEM.test(text)) return spans;
  for (const m of allMatches(SYSTEM_AFTER_VERB, text)) {
    const name = m[1];
    const start = (m.index ?? 0) + m[0].lastIndexOf(name);
    spans.push([start, start + name.length]);
  }
  return spans;
}
