/**
 * Generates src/deidentification/drug-lexicon.json: drug words (brands and generic names in several languages)
 * that the name rules read as drugs rather than as unknown names. Source: the drug dictionary of the PyPI package
 * drug-named-entity-recognition (MIT; data from DrugBank's open vocabulary (CC0), MeSH, MedlinePlus, the NHS and
 * Wikipedia), read by scripts/deid-python/drug_dictionary.py in the venv of scripts/deid-venv.sh.
 *
 * The words are filtered with the detector's own lexicon, so the list never swallows a person or a place; the
 * counts of each filter are printed and recorded in generated-lists.ts and docs/deidentification-rounds.md ("Drug names
 * from a published dictionary").
 * Run: npx tsx scripts/build-drug-lexicon.ts (DEID_PYTHON names another interpreter than .deid-venv's).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getLexicon } from '../src/deidentification/lexicon';
import { DRUG_STEM, HORMONE_BRAND } from '../src/deidentification/product-lexicons';
import { WordClasses } from '../src/deidentification/word-classes';
import { deidPython } from './deid-sets';

const ROOT = join(__dirname, '..');

interface Dictionary {
  version: string;
  variants: [string, boolean | null][];
}

/** The detector's word shape (tokens.ts), without the possessive. */
const WORD = /\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*/gu;
/** Wiki markup that the dictionary kept from Wikipedia ("&lt;ref name=…", "{{cite web"): no drug name. */
const MARKUP = /[&<>{}=|[\]]/;
/** One word in Latin letters, no hyphen: the detector reads hyphenated and other-script words by rules of their own. */
const LATIN_WORD = /^\p{Script=Latin}+$/u;
/**
 * Salts, dosage forms, release and strength words: a variant made of a word and only these ("cipro xr",
 * "x hydrochloride", "x tablets") shows the word is a drug's.
 */
const SALT_OR_DOSAGE = new RegExp(
  '^(?:hcl|hydrochloride|hydrobromide|sodium|potassium|calcium|magnesium|sulfate|sulphate|acetate|maleate|' +
    'mesylate|tartrate|citrate|phosphate|succinate|fumarate|besylate|bromide|chloride|tablets?|capsules?|cream|' +
    'gel|injection|injectable|solution|suspension|syrup|ointment|patch|spray|drops|inhaler|oral|topical|nasal|' +
    'ophthalmic|otic|vaginal|rectal|suppository|lotion|elixir|xr|er|sr|cr|la|xl|dr|od|mr|odt|forte|retard|depot|' +
    'mg|mcg|ml)$',
);
/**
 * A stem of five letters or more after a root of three or more: shorter stems end given names too ("April" for
 * -pril, "Nate" for -ate), and a stem with a letter or two before it is the whole word ("Lapine", a town).
 */
const MIN_STEM_EVIDENCE = 5;
/** Words this short are drugs only as variants of their own; inside longer ones they are gene and protein symbols. */
const MAX_FRAGMENT = 5;
const MIN_ROOT = 3;

function readDictionary(): Dictionary {
  const python = deidPython();
  if (!python) throw new Error('no Python venv: run scripts/deid-venv.sh, or set DEID_PYTHON');
  const script = join(ROOT, 'scripts', 'deid-python', 'drug_dictionary.py');
  const out = execFileSync(python, [script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out) as Dictionary;
}

const dictionary = readDictionary();
const lex = getLexicon();
const words = new WordClasses(lex);
const generated = JSON.parse(readFileSync(join(ROOT, 'src', 'deidentification', 'lexicon-data.json'), 'utf8')) as {
  firstNames: string[];
  lastNames: string[];
};
const listedNames = new Set([...generated.firstNames, ...generated.lastNames]);

/** Every word of the dictionary with the variants it occurs in. */
const variantsOf = new Map<string, string[][]>();
const wholeVariants = new Set<string>();
let markup = 0;
for (const [variant] of dictionary.variants) {
  if (MARKUP.test(variant)) {
    markup++;
    continue;
  }
  const parts = variant.match(WORD) ?? [];
  if (parts.length === 1 && parts[0] === variant) wholeVariants.add(variant);
  for (const w of new Set(parts)) {
    const list = variantsOf.get(w) ?? [];
    list.push(parts);
    variantsOf.set(w, list);
  }
}

/** A drug stem of its own, or a variant that is this word with salts or dosage words only. */
function drugEvidence(word: string): boolean {
  const stem = DRUG_STEM.exec(word);
  if (stem !== null && stem.index >= MIN_ROOT && word.length - stem.index >= MIN_STEM_EVIDENCE) return true;
  return (variantsOf.get(word) ?? []).some(
    (parts) => parts.length > 1 && parts[0] === word && parts.slice(1).every((p) => SALT_OR_DOSAGE.test(p)),
  );
}

const dropped: Record<string, string[]> = {
  'not one word in Latin letters (hyphenated, Greek)': [],
  'under 4 letters': [],
  'a common English word (SCOWL 10-50)': [],
  'of 5 letters or fewer and only inside longer variants (gene and protein symbols: "cath" of "cath 1 protein")': [],
  'a listed first or last name, no drug evidence of its own': [],
  'in the big name list only, and only inside longer variants (makers, eponyms)': [],
  'a town or city': [],
  'already allowed vocabulary': [],
  'already read as a drug by its stem': [],
};
const [notLatin, short, common, fragment, listedName, bigNameInside, place, allowed, stemmed] = Object.values(dropped);
const kept: string[] = [];
const keptNames: string[] = [];
for (const w of variantsOf.keys()) {
  if (!LATIN_WORD.test(w)) notLatin.push(w);
  else if (w.length < 4) short.push(w);
  else if (lex.commonWords.has(w)) common.push(w);
  else if (w.length <= MAX_FRAGMENT && !wholeVariants.has(w)) fragment.push(w);
  else if (listedNames.has(w) && !drugEvidence(w)) listedName.push(w);
  else if (lex.names.has(w) && !listedNames.has(w) && !wholeVariants.has(w) && !drugEvidence(w)) bigNameInside.push(w);
  else if (lex.places.has(w) && !drugEvidence(w)) place.push(w);
  else if (words.isAllowed(w)) allowed.push(w);
  else if (!lex.names.has(w) && (DRUG_STEM.test(w) || HORMONE_BRAND.test(w))) stemmed.push(w);
  else {
    kept.push(w);
    if (lex.names.has(w)) keptNames.push(w);
  }
}
kept.sort();
writeFileSync(join(ROOT, 'src', 'deidentification', 'drug-lexicon.json'), JSON.stringify(kept) + '\n');

console.log(`drug-named-entity-recognition ${dictionary.version}: ${dictionary.variants.length} variants`);
console.log(`variants dropped as wiki markup: ${markup}; distinct words: ${variantsOf.size}`);
for (const [why, list] of Object.entries(dropped)) console.log(`dropped, ${why}: ${list.length}`);
console.log(`kept: ${kept.length}, of them in a name list with drug evidence or as a drug alone: ${keptNames.length}`);
console.log(`kept that are also rarer English words (SCOWL 55-70): ${kept.filter((w) => lex.rareWords.has(w)).length}`);
