/**
 * Blood group systems and rare phenotypes in transfusion text (issue 49, fifteenth round, tuned on the headwaters
 * set, by class): the ISBT names its systems after the people in whom the antibodies were first found ("Kidd",
 * "Duffy", "Lewis", "Lutheran", "Diego", "Dombrock", "Cromer", "Knops", "Scianna", "Colton", "Gerbich",
 * "Landsteiner-Wiener", "John Milton Hagen", "Augustine", "Kanno") and some phenotypes after a place or a family
 * ("Bombay", "Para-Bombay", "McLeod", "Rh-null"). In a text about antigens, antibodies, crossmatching or
 * transfusion these are systems, not people: "Kidd and Duffy antigen-negative units", "anti-Lutheran",
 * "Bombay phenotype", "McLeod syndrome". The same words elsewhere ("Mrs Duffy rang") stay names.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

/** The ISBT's blood group systems named by a word that may also be a name, and phenotypes named so. */
const SYSTEMS =
  String.raw`Kell|Kidd|Duffy|Lewis|Lutheran|Diego|Dombrock|Cromer|Knops|Scianna|Colton|Gerbich|` +
  String.raw`Landsteiner-Wiener|John[^\S\n]+Milton[^\S\n]+Hagen|Augustine|Kanno|Indian|Raph|Vel|Forssman|` +
  String.raw`Ok|Gill|Sid|Globoside|Chido(?:[-/]Rodgers)?|Rodgers|Xg|Yt|Cartwright|Junior|Langereis|` +
  String.raw`Para-Bombay|Bombay|McLeod|Kx|Rh-?null|Cellano|Kpa|Kpb|Jka|Jkb|Fya|Fyb|Lua|Lub|Dia|Dib|Wra`;
const S = String.raw`[^\S\n]*`;
/** What a system or phenotype is said of: its antigens, antibodies, phenotype, typing or the units matched for it. */
const BLOOD_NOUN =
  String.raw`antigens?|antigen-negative|antigen-positive|antibod(?:y|ies)|alloantibod(?:y|ies)|phenotypes?|` +
  String.raw`genotypes?|system|blood${S}groups?|groups?|typing|types?|negative|positive|-negative|-positive|` +
  String.raw`null|syndrome|units?`;
/** "anti-Kidd", or one system or a list of them ("Kidd and Duffy", "Kell, Duffy or Kidd") before such a noun. */
const SYSTEM = new RegExp(
  String.raw`\banti-(?:${SYSTEMS})\b|\b(?:${SYSTEMS})(?:${S}(?:,|/|\band\b|\bor\b)${S}(?:${SYSTEMS}))*` +
    String.raw`(?=${S}(?:${BLOOD_NOUN})\b|-(?:negative|positive|null)\b)`,
  'g',
);
/** Words only transfusion and immunohaematology texts use: the cheap test before the pattern. */
const TRANSFUSION_TEXT =
  /\b(?:antigens?|antigen-negative|antibod(?:y|ies)|anti-[A-Z]\w*|phenotyp(?:e|es|ed|ing)|crossmatch(?:ed|ing)?|transfus(?:ion|ed|ions)|blood[^\S\n]+group|alloantibod(?:y|ies)|Coombs|haemolytic|hemolytic|ISBT|genotyp(?:e|ing))\b/i;

export function bloodGroupSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!TRANSFUSION_TEXT.test(text)) return spans;
  for (const m of allMatches(SYSTEM, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
