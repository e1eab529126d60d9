/**
 * Word classes behind the product and grammar vetoes of issue 49's eighth round (tuned on clinics):
 * - drug-name stems and hormone-brand openings, shared by the name rule and the bracketed-brand context;
 * - product nouns, after which a bracketed capitalised word is a brand ("grip strength (Jamar)");
 * - word prefixes before a hyphen ("Anti-Müllerian", "non-Hodgkin");
 * - reporting verbs that are also plural nouns ("Daily notes", "Annual reports"), no evidence after an
 *   everyday word, unless an object or a clause follows ("Hope notes that").
 */
import type { WordClasses } from './word-classes';
import { wordSet } from './word-set';
import { withoutMarks } from './language-register';

/** Generic drug-name stems (USAN): an unlisted "Atenolol" or "Hydroxychloroquine" is a drug, not a name. */
export const DRUG_STEM = new RegExp(
  String.raw`(?:olol|pril|sartan|statin|quine|sone|olone|mab|nib|azole|cillin|mycin|cycline|floxacin|vir|dipine|` +
    String.raw`tidine|prazole|oxetine|afil|gliptin|gliflozin|glitazone|parin|xaban|triptan|setron|caine|azepam|` +
    String.raw`azolam|profen|fenac|coxib|terol|tropium|sonide|dronate|formin|thiazide|semide|lukast|tadine|` +
    String.raw`azine|amine|idine|oxacin|platin|taxel|rubicin|tinib|zumab|ximab|umab|lamide|pam|barbital|` +
    String.raw`estradiol|estrogen|gestrel|ogestrel|sterone|trel|ide|ate|ium|` +
    // WHO INN stems (issue 49, eleventh round): mirtazapine, solifenacin, tamsulosin, sertraline, venlafaxine...
    String.raw`apine|fenacin|osin|traline|faxine|pramine|triptyline|peridol|gabalin|pentin|egron|pidem|tinoin|` +
    String.raw`fibrate|relin|golix|relix|grastim|glutide|zolid|oxicam|orphine|poetin|vudine|lutamide|` +
    // Issue 49, twelfth round: gepants and ditans (migraine), vaptans, PARP and CDK inhibitors, echinocandins.
    String.raw`gepant|ditan|vaptan|parib|ciclib|fungin)$`,
);
/** Hormone brands are built on the hormone's name ("Estradot", "Estrogel", "Progestan", "Testim"). */
export const HORMONE_BRAND = /^(?:estr|oestr|progest|testo|androg|thyro|levoth)/;
/** More endings of generic names (SERMs, hormones, vitamins): "ospemifene", "melatonin", "fezolinetant". */
const MORE_DRUG_ENDINGS = /(?:ifene|oxifene|tonin|etant|calciferol|caine|amide|olol|ine|ene|ol)$/;

/** Dosage forms, devices and measures after which a bracketed capitalised word is the product's brand. */
export const PRODUCT_NOUNS: ReadonlySet<string> = wordSet(`
cream gel patch patches tablet tablets capsule capsules pessary pessaries spray ring coil implant injection
lubricant moisturiser moisturizer dilator dilators device app sensor monitor pump inhaler drops ointment
bulking filler strength dynamometer trainer stockings supplement supplements vitamin hormone insert inserts
pants pad pads liners briefs sheath sheaths foam shampoo wash rinse mouthwash toothpaste paste varnish lozenge lozenges
substitute substitutes sunscreen emollient balm serum wipes sachet sachets granules powder solution suspension lotion
`);

/** A drug of the dictionary, by its stem or ending, or of the clinical lists; never a listed name or relation. */
export function isDrugLike(lower: string, words: WordClasses): boolean {
  if (words.isRelation(lower) || words.isTitle(lower) || words.isFunctionWord(lower)) return false;
  // A drug of the published dictionary (drug-lexicon.json), which keeps out listed names without drug evidence.
  if (words.isDrugWord(lower)) return true;
  if (DRUG_STEM.test(lower) || HORMONE_BRAND.test(lower) || MORE_DRUG_ENDINGS.test(lower)) return !words.isName(lower);
  return words.isAllowed(lower) && !words.isName(lower);
}

/** Prefixes that make a new word of an allowed one ("Anti-Müllerian", "Non-Hodgkin", "Post-Addisonian"). */
export const WORD_PREFIXES: ReadonlySet<string> = wordSet(`
anti non pre post peri para pseudo sub super supra inter intra trans semi hemi hyper hypo neo mid
`);

/** A hyphenated word whose last part is allowed and whose other parts are prefixes. */
export function isPrefixedAllowed(lower: string, words: WordClasses): boolean {
  const parts = lower.split('-');
  if (parts.length < 2) return false;
  const last = parts[parts.length - 1];
  const allowed = words.isAllowed(last) || words.isAllowed(withoutMarks(last));
  return allowed && parts.slice(0, -1).every((p) => WORD_PREFIXES.has(p));
}

/** Reporting verbs that are also plural nouns: after an everyday word they are its noun ("Daily notes"). */
export const NOUN_LIKE_VERBS: ReadonlySet<string> = wordSet('notes states returns presents calls');
/** Words after which those forms are verbs after all ("Hope notes that", "Joy presents her diary"). */
export const VERB_OBJECTS: ReadonlySet<string> = wordSet('that her his she he the a an no some feeling being with');

/** Combining forms that open coined brand names ("Endocatch", "MyoPlus", "Uromune"). */
const BRAND_OPENINGS =
  /^(?:endo|myo|neuro|uro|gyn[oa]?|derm[ao]?|cardio|osteo|pelvi|femi|meno|gluco|lacto|bio|hydro|thermo|vagi|sleep)/;
/** Endings of coined product names: "Instillagel", "Vagicare", "Replens". */
const PRODUCT_ENDINGS = /(?:gel|care|lube|tabs|caps|vit|spray|patch|pads?|fix|cal)$/;

/**
 * A word in no list that reads as a coined brand: two everyday words run together ("Sleepstation"), a
 * combining form then an everyday word ("Endocatch"), or a product ending ("Instillagel"). Names in no list
 * seldom have these shapes; listed names never reach this question.
 */
export function isCoinedBrand(lower: string, words: WordClasses): boolean {
  if (lower.length < 6 || !/^[a-z]+$/.test(lower)) return false;
  if (PRODUCT_ENDINGS.test(lower)) return true;
  const opening = BRAND_OPENINGS.exec(lower);
  if (opening && words.isCommonWord(lower.slice(opening[0].length))) return true;
  return runOfWords(lower, words, 2);
}

/** Everyday words of three letters or more run together, at most `depth` + 1 of them ("hotflashbook"). */
function runOfWords(lower: string, words: WordClasses, depth: number): boolean {
  for (let k = 3; k <= lower.length - 3; k++) {
    if (!words.isCommonWord(lower.slice(0, k))) continue;
    const rest = lower.slice(k);
    if (words.isCommonWord(rest) || (depth > 1 && runOfWords(rest, words, depth - 1))) return true;
  }
  return false;
}

/** A hyphenated compound of everyday words ("double-checked", "follow-up"): a word, not a name. */
export function isWordCompound(lower: string, words: WordClasses): boolean {
  return lower.includes('-') && lower.split('-').every((p) => p.length > 0 && words.isAnyEnglishWord(p));
}
