/**
 * Surnames medicine has made into signs, scores, classifications, procedures and rules, read as such only with
 * evidence around them (issue 49, twelfth round, tuned on the crossroads set, by class). Many are common surnames
 * ("Horner", "Burch", "Fitzpatrick"), so the word alone proves nothing: "Mrs Horner" and "Horner rang" stay names.
 * Evidence, any one of:
 * - a measure or a grade right after ("Beighton 6/9", "Karnofsky (AKPS) 30", "Sokolow-Lyon 36 mm", "Fitzpatrick
 *   type V"), taken only when the word is no first name and the number no age ("Marshall 72 yo");
 * - the possessive before a lower-case word, a number or the end of a clause ("Wickham's striae", "Schober's 5 cm",
 *   "No Horner's."), unless a relation or a person's noun follows ("Horner's daughter");
 * - a lower-case clinical word after it that is no verb or function word ("Burch colposuspension", "Ottawa ankle
 *   rules", "Kussmaul breathing");
 * - a negation before it ("no Kussmaul", "negative Romberg"), or a score and its value ("CAC score 0 Agatston");
 * - brackets right after a scale, score, grading, model or classification word ("Clinical Frailty Scale (Rockwood) 5",
 *   "Embryo grading (Gardner)", "ABC model (Ellis)").
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { eponymByKindSpans } from './eponyms-by-kind';
import type { WordClasses } from './word-classes';
import { wordSet } from './word-set';

/** Signs, scores, classifications, procedures and rules named after people, lower case, hyphen parts apart. */
export const MEDICAL_EPONYMS: ReadonlySet<string> = wordSet(`
karnofsky beighton agatston rockwood westgard sokolow ferriman gallwey savin breslow fitzpatrick kussmaul cheyne
stokes wickham schober horner trousseau chvostek kernig brudzinski rovsing homans hoffmann lasegue lasègue
nikolsky koebner köbner auspitz darier cullen kehr courvoisier troisier lhermitte uhthoff argyll adie hutchinson
janeway quincke corrigan duroziez traube biot bezold jarisch adson spurling yergason thessaly gaenslen schirmer
rinne hallpike semont daroff unterberger hennebert tullio burch fothergill marchetti krantz stamey pereyra
moschcowitz halban mccall hartmann billroth bassini shouldice lichtenstein stoppa maylard cherney misgav ladach
shirodkar wertheim schauta latzko bricker mitrofanoff boari millin mohs broome westergren wintrobe friedewald
levey wilcoxon kruskal mcnemar fleiss spearman kupperman greene blatt ranson alvarado rockall blatchford killip
bosniak bethesda tirads birads astler coller elston gleason figo kellgren outerbridge gartland schatzker frykman
galeazzi mallampati cormack lehane epworth barthel braden waterlow tinetti lawton folstein zung asberg åsberg
likert caprini khorana charlson framingham apgar dubowitz finnegan sarnat mobitz wenckebach brugada wolff
parkinson osborn cabrera sgarbossa centor mcisaac feverpain balthazar seldinger finkelstein tinel phalen durkan
froment wartenberg simmonds matles ober faber trendelenburg lachman mcmurray apley obrien o'brien hornblower
yocum bragard slump babinski romberg fukuda schwabach dix-hallpike valsalva mueller müller queckenstedt tromner
trömner chaddock oppenheim hering breuer virchow trélat trelat sjögren pappenheimer döhle dohle pelger huët huet
lewy schiller rokitansky küster kuster hauser herlyn wunderlich nabothian skene bartholin asherman sheehan
kallmann swyer manning karvonen borg naughton balke gardner ellis veeck
`);

/** Any listed eponym with its capital, anywhere: one scan that spares most notes the word-by-word reading. */
const ANY_EPONYM = new RegExp(
  `(?:${[...MEDICAL_EPONYMS].map((w) => w[0].toUpperCase() + w.slice(1).replace(/[-']/g, '.')).join('|')})`,
);

/** Verbs and function-like words after which the capitalised word is a person doing or being something. */
const PERSON_AFTER =
  /^(?:said|says|say|told|tells|asked|asks|rang|rings|called|calls|came|comes|went|goes|is|was|has|had|will|would|can|could|and|or|to|from|who|at|in|on|of|for|with)$/;
/** Ages and person counts after a number: "Marshall 72 yo" is a patient and her age. */
const AGE_UNIT = /^[^\S\n]*(?:y|yo|y\/o|yrs?|years?|yr|months?|m\/o|weeks?)\b/i;
const TITLE_BEFORE = /\b(?:[mM]rs?|MRS?|[mM]s|MS|[mM]iss|[mM]x|[dD]r|DR|[pP]rof|[nN]urse|[sS]ister|RN)\.?[^\S\n]+$/;

/** A capitalised word, or hyphen-joined ones ("Sokolow-Lyon"), with a possessive maybe. */
const CAPITALISED = /(?<![\p{L}'’-])(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*)(['’]s?)?(?![\p{L}-])/gu;

/** What follows the word: a bracketed abbreviation maybe, then a number; "type"/"grade" with a numeral. */
const MEASURE_AFTER =
  /^(?:[^\S\n]+\([\p{Lu}\d-]+\))?[^\S\n]*(?:\d|(?:type|grade|class|stage|level)[^\S\n]+(?:[IVX]+\b|\d))/u;
const POSSESSIVE_CLOSE = /^[^\S\n]*(?:[.,;:)]|$|\d)/;
const LOWER_WORD_AFTER = /^[^\S\n]+(\p{Ll}[\p{Ll}-]{2,})\b/u;
const NEGATION_BEFORE = /\b(?:no|not|nor|without|absent|neg|positive|negative)[^\S\n]+$/i;
/** A score word and its value before the eponym that names the unit ("CAC score 0 Agatston"). */
const SCORE_VALUE_BEFORE = /\b(?:score|scale|index|grade)[^\S\n]*(?::[^\S\n]*)?\d+(?:\.\d+)?[^\S\n]+$/i;
/**
 * A scale's or model's word, or from the thirty-third round (rockpool) an operation's, a test's or a technique's,
 * right before the bracket that names its author ("Manchester repair (Fothergill)", "line technique (Seldinger)").
 */
const SCALE_BRACKET_BEFORE =
  /\b(?:[Ss]cale|[Ss]core|SCALE|SCORE|[Ii]ndex|[Cc]riteria|[Gg]rading|[Mm]odel|[Cc]lassification|[Ss]taging|[Rr]epair|[Oo]peration|[Pp]rocedure|[Tt]echnique|[Mm]ethod|[Mm]anoeuvre|[Mm]aneuver|[Tt]est|[Ii]ncision|[Rr]epairs)[^\S\n]*\($/;

function eponymParts(word: string): string[] {
  return word.toLowerCase().split('-');
}

/** Spans in which a listed medical eponym has evidence of being one, as [start, end) pairs. */
export function medicalEponymSpans(text: string, words: WordClasses): Array<[number, number]> {
  // The eponym lexicon by kind, read with evidence of its own (eponyms-by-kind.ts).
  const spans = eponymByKindSpans(text, words);
  if (!ANY_EPONYM.test(text)) return spans;
  for (const m of allMatches(CAPITALISED, text)) {
    const word = m[1];
    const parts = eponymParts(word);
    if (!parts.some((p) => MEDICAL_EPONYMS.has(p))) continue;
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 30), start);
    if (TITLE_BEFORE.test(before)) continue;
    const after = text.slice(end, end + 40);
    // Two eponyms joined by a hyphen name an instrument, whatever first names they hold ("Sokolow-Lyon").
    const firstName = parts.length === 1 && words.isFirstName(word);
    const lowerAfter = LOWER_WORD_AFTER.exec(after)?.[1];
    let evidence = false;
    if (m[2] !== undefined) {
      evidence =
        POSSESSIVE_CLOSE.test(after) ||
        (lowerAfter !== undefined && !words.isRelation(lowerAfter) && !words.isFunctionWord(lowerAfter));
    } else if (MEASURE_AFTER.test(after)) {
      const numberEnd = after.search(/\d/);
      evidence = !firstName && (numberEnd < 0 || !AGE_UNIT.test(after.slice(numberEnd).replace(/^[\d./-]+/, '')));
    } else if (lowerAfter !== undefined) {
      // "Horner attended", "Burch visits": a verb after the word makes it someone.
      evidence =
        !PERSON_AFTER.test(lowerAfter) &&
        !/(?:ed|[^su]s)$/.test(lowerAfter) &&
        !words.isFunctionWord(lowerAfter) &&
        !words.isRelation(lowerAfter);
    }
    if (!evidence)
      evidence = NEGATION_BEFORE.test(before) || SCALE_BRACKET_BEFORE.test(before) || SCORE_VALUE_BEFORE.test(before);
    if (evidence) spans.push([start, end]);
  }
  return spans;
}
