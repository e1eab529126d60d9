/**
 * Word sources that a build script (scripts/build-*.ts) wrote beside the detector's modules as JSON, and the one way
 * they are read: from the file, not required (a required JSON module would keep its strings alive for the life of the
 * process), and on the first note that asks, as most notes never need them. A module reading a source names its file
 * here and builds its own index from what comes back.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ListSets<K extends string> = Readonly<Record<K, ReadonlySet<string>>>;

/** The parsed content of a word source beside this module; the caller says what shape its build script wrote. */
export function readGenerated<T>(file: string): T {
  return JSON.parse(readFileSync(join(__dirname, file), 'utf8')) as T;
}

/** A builder called once, on the first call; later calls get what it built (and their arguments are not read). */
export function builtOnce<A extends unknown[], T>(build: (...args: A) => T): (...args: A) => T {
  let built: { value: T } | undefined;
  return (...args) => (built ??= { value: build(...args) }).value;
}

/** A reader of the named file's lists (an object of string arrays), which reads the file once, on its first call. */
export function generatedLists<K extends string>(file: string): () => ListSets<K> {
  return builtOnce(() => {
    const data = readGenerated<Record<K, string[]>>(file);
    const read = {} as Record<K, ReadonlySet<string>>;
    for (const key of Object.keys(data) as K[]) read[key] = new Set(data[key]);
    return read;
  });
}

/**
 * drug-lexicon.json: drug names of many languages and brands, from a published dictionary: the PyPI package
 * drug-named-entity-recognition 2.0.9 (MIT; its data from DrugBank's open vocabulary (CC0), MeSH, MedlinePlus,
 * the NHS and Wikipedia). scripts/build-drug-lexicon.ts writes drug-lexicon.json from it (issue 49): notes name
 * brands and foreign generic names with no dose or form beside them ("stopped Cardura", "Valproinsäure in the
 * German letter"), and the name rule took such a capitalised word in no list for a surname.
 *
 * What the generator keeps and drops, of the dictionary's 107,360 variants (52,697 distinct words), each filter
 * counting what the ones before it left:
 * - 160 variants of Wikipedia markup ("&lt;ref name=…") are skipped;
 * - 8,813 words not wholly in Latin letters (hyphenated compounds, Greek letters; no Cyrillic is in the
 *   dictionary) and 1,817 words under 4 letters (abbreviations the rules read on their own);
 * - 2,523 common English words (SCOWL 10-50: "relief"), no name to the rules anyway;
 * - 1,803 words of 5 letters or fewer found only inside longer variants: gene and protein symbols ("cath" of
 *   "cath 1 protein", a given name too) and fragments, a drug only where the dictionary lists them alone;
 * - 102 listed first or last names (lexicon-data.json) with no drug evidence of their own ("Allegra", "Timothy",
 *   "Bruno"): the evidence is a drug stem of five letters or more after a root of three or more, or a variant
 *   that is the word with salts or dosage words only;
 * - 139 words of the big name list (humannames) found only inside longer variants: makers and eponyms
 *   ("Boehringer", "Burkitt"); those that are a variant on their own stay ("Afrin", "Intal");
 * - 37 towns and cities ("Epsom", "Newcastle");
 * - 336 words already allowed vocabulary and 7,152 already read as drugs by their stem (DRUG_STEM).
 * 29,975 words are kept, 105 of them also in a name list ("Orencia", "Fragmin"): 400 kB of JSON, which costs
 * about 12 ms of CPU once to parse into a Set of its own (word-classes.ts).
 *
 * A drug word is no name on its own, but a person's cue still wins (drug-name-spans.ts): a title ("Dr Cardura"),
 * a relation, a phrase of meeting, a person's verb or a name beside it keep it a name.
 */
export function loadDrugWords(): string[] {
  return readGenerated<string[]>('drug-lexicon.json');
}
