/**
 * Three notations of clinical measurement whose shapes the name and date rules take (issue 49, nineteenth round,
 * tuned on the saltmarsh set, by class), each read by its published form and a cue of its kind:
 * - WHO/IUIS Allergen Nomenclature: a component is the first three or four letters of the source's genus, the
 *   first one or two of its species and a number ("Bet v 1", "Der p 23", "Pru p 3"); read as one where the text
 *   holds two such components or a word of specific IgE testing (IgE, kU/L, ISAC, component, allergen). The
 *   allergen sources of the same nomenclature (house-dust and storage mites, moulds, insects, pollens) are read
 *   by genus with a lower-case species epithet after it ("Dermatophagoides farinae"). Both only in a text about
 *   allergy testing (IgE, kU, allergy, sensitisation, prick tests, mites...). A capitalised word before an
 *   initial and a number with no such cue keeps every rule ("Ara h 2" alone, "Eva d 3 visited").
 * - Dose-volume metrics of radiotherapy plans (ICRU Report 83, QUANTEC): D with max, min, mean or a volume
 *   ("Dmax", "Dmean", "D2cc"), and V with a dose ("V20Gy"), before a comparison or a dose.
 * - A gestation written over 40 weeks ("12/40", "28+3/40", "24-28/40"): 4 to 42 over 40, in a text about a
 *   pregnancy (gravida and para, "gestation", "antenatal", "booking", "pregnan...", "EDD", "LMP", another "/40").
 *   After a date's label ("DOB 12/40", "born 11/40") the date rule stands: a month and a year in the 1940s.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

// The normalized view joins the number to the value after it ("Ara h 2 3.4" as "Ara h23.4").
const COMPONENT = /(?<![\p{L}\d])\p{Lu}\p{Ll}{2,3}[^\S\n]\p{Ll}{1,2}[^\S\n]?\d{1,2}(?:\.\d{1,4})?(?![\p{L}\d])/gu;
/** Words of allergy testing, any one of which a text must hold before components or sources are read. */
const ALLERGY_WORDS = ['IgE', 'kU', 'ISAC', 'ALEX', 'ImmunoCAP', 'llerg', 'omponent', 'ensiti', 'rick', 'SPT', 'mite'];
const IGE_CUE = /\b(?:IgE|kUA?\/[lL]|ISAC|ALEX|ImmunoCAP|allerg\w*|components?|sensiti[sz]\w*)\b/;
/** Genera of the nomenclature's sources that a name list may hold, or that look like a name. */
const SOURCE =
  /\b(?:Dermatophagoides|Blomia|Lepidoglyphus|Tyrophagus|Acarus|Glycyphagus|Euroglyphus|Alternaria|Cladosporium|Aspergillus|Penicillium|Blattella|Periplaneta|Ambrosia|Artemisia|Parietaria|Phleum|Lolium|Dactylis|Cynodon|Betula|Corylus|Alnus|Olea|Cupressus|Cryptomeria|Platanus|Plantago|Chenopodium|Salsola|Apis|Vespula|Polistes|Felis|Canis|Equus|Arachis|Anisakis|Malassezia)[^\S\n]+\p{Ll}{4,}(?![\p{L}])/gu;
const DOSE_METRIC =
  /(?<![\p{L}\d])(?:D(?:max|min|mean|med|median|\d{1,2}(?:\.\d)?(?:%|cc)?)|V\d{1,2}(?:\.\d)?[^\S\n]?Gy)(?![\p{L}\d])(?=[^\S\n]*(?:[<>≤≥=:]|\d+(?:\.\d+)?[^\S\n]*c?Gy))/gu;
const GESTATION = /(?<![\d/.-])(?:\d{1,2}[-–])?(\d{1,2})(?:\+[0-6])?\/40(?![\d/]|\.\d)/g;
const PREGNANCY_CUE =
  /\b(?:[GP]\d{1,2}[^\S\n]?P\d{1,2}|gravida|para|gestation\w*|antenatal|antenatally|booking|pregnan\w*|EDD|LMP|obstetric\w*|midwi\w+|fetal|foetal|fundal|trimester)\b/i;
/** A preposition of a plan's time before it: "until 12/40", "from 16/40"; a date would take "on" or a label. */
const PLAN_BEFORE = /\b(?:until|till|from|by|at|after|before|beyond|to)[^\S\n]*$/i;
const DATE_LABEL_BEFORE = /\b(?:DOB|D\.O\.B\.?|born|birth|dob|date|dated|on|since|in)[^\S\n]*(?:[:.][^\S\n]*)?$/i;

function push(spans: Array<[number, number]>, m: RegExpExecArray): void {
  const start = m.index ?? 0;
  spans.push([start, start + m[0].length]);
}

export function allergenDoseAndGestationSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  // Both are read only in a text about allergy testing, found by plain substrings before any pattern.
  if (ALLERGY_WORDS.some((w) => text.includes(w))) {
    const components = allMatches(COMPONENT, text);
    if (components.length >= 2 || (components.length === 1 && IGE_CUE.test(text)))
      for (const m of components) push(spans, m);
    for (const m of allMatches(SOURCE, text)) push(spans, m);
  }
  if (text.includes('Gy')) for (const m of allMatches(DOSE_METRIC, text)) push(spans, m);
  if (text.includes('/40')) {
    const gestations = allMatches(GESTATION, text);
    const pregnancy = gestations.length >= 2 || PREGNANCY_CUE.test(text);
    for (const m of gestations) {
      const weeks = Number(m[1]);
      const before = text.slice(Math.max(0, (m.index ?? 0) - 16), m.index);
      const cued = pregnancy || PLAN_BEFORE.test(before);
      if (cued && weeks >= 4 && weeks <= 42 && !DATE_LABEL_BEFORE.test(before)) push(spans, m);
    }
  }
  return spans;
}
