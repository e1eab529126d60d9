/**
 * Words whose shape shows they are vocabulary (issue 49, fifteenth round, tuned on the headwaters set, by class):
 * - phrasal compounds of an English word and a particle, in any case ("DROP-IN", "Walk-in", "FOLLOW-UP",
 *   "CHECK-UP", "SIGN-OFF", "Call-back"), as headings and service names write them;
 * - clinical words built on the suffixes of procedures, tests and specialties that no name list holds
 *   ("Spirometry", "Colposcopy", "Hysteroscopy", "Audiometry", "Tympanometry", "Densitometry", "Myomectomy",
 *   "Vaginoplasty", "Hydrotherapy", "Neuropathy"): names are not built so.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import type { Prerequisite } from './prerequisites';
import type { WordClasses } from './word-classes';

const PHRASAL =
  /(?<![\p{L}-])(\p{L}+)-(?:in|out|up|down|on|off|over|back|through|by|away|around|ins|outs|ups)(?![\p{L}-])/giu;
/** The hyphen and particle every PHRASAL match ends with: a scan for "-" first, where most notes have a hyphen. */
const PARTICLE_TAIL = /-(?:in|out|up|down|on|off|over|back|through|by|away|around|ins|outs|ups)(?![\p{L}-])/iu;
const SUFFIXED =
  /(?<![\p{L}])\p{Lu}\p{Ll}{2,}(?:metry|scopy|graphy|ectomy|otomy|ostomy|plasty|pexy|rrhaphy|therapy|pathy|plegia|algia|aemia|uria|ology|iatry)(?![\p{L}])/gu;
const MAY_SUFFIXED =
  /metry|scopy|graphy|ectomy|otomy|ostomy|plasty|pexy|rrhaphy|therapy|pathy|plegia|algia|aemia|uria|ology|iatry/;

export const WORD_SHAPE_PREREQUISITES: readonly Prerequisite[] = [
  [PHRASAL, PARTICLE_TAIL],
  [SUFFIXED, MAY_SUFFIXED],
];

export function wordShapeSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (PARTICLE_TAIL.test(text))
    for (const m of allMatches(PHRASAL, text)) {
      const head = m[1].toLowerCase();
      if (words.isAnyEnglishWord(head) && !words.isPersonalFirstName(head))
        spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    }
  if (MAY_SUFFIXED.test(text))
    for (const m of allMatches(SUFFIXED, text))
      if (!words.isName(m[0].toLowerCase())) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
