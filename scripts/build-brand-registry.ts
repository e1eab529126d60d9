/**
 * Generates src/deidentification/brand-registry.json: names of brands, makers, publishers and other companies that
 * notes name and that the name rules read as unknown names. Two sources, both under permissive terms:
 * - the brand titles and their aliases of the npm package simple-icons (CC0-1.0): some 3,600 brands of software,
 *   services, publishers, devices and consumer goods ("Elsevier", "Zotero", "Philips");
 * - the list of some 22,000 companies and organisations of the PyPI package presidio-evaluator (MIT), read by
 *   scripts/deid-python/company_names.py in the venv of scripts/deid-venv.sh ("Wolters Kluwer", "Illumina Inc.").
 *   The presidio set's generator draws its organisations from that list; organisations are clean text there, and
 *   this reading only drops hits, so that set's recall is what it can lose.
 *
 * A legal form at the end ("Inc.", "plc", "N.V.", "GmbH", "Holdings") is dropped, and so is a name the detector's
 * tokens cannot spell (digits, "&" alone, brackets). A name made only of English words or of the detector's own
 * vocabulary ("Apple", "Continental", "United Health") is left out: the name rules read no hit there; so is one whose
 * other words are all shorter than four letters ("ABC", "GP Co"), mostly initials and codes. A name with a
 * given name, a surname or a place of the detector's lexicon in it ("Bayer", "John Lewis", "Tredegar Industries") is
 * written apart, as `cued`: registry-brands.ts reads it as a brand only with a product's cue.
 * Run: npx tsx scripts/build-brand-registry.ts (DEID_PYTHON names another interpreter than .deid-venv's).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { getLexicon } from '../src/deidentification/lexicon';
import { WordClasses } from '../src/deidentification/word-classes';
import { deidPython } from './deid-sets';

const ROOT = join(__dirname, '..');

interface SimpleIcon {
  title: string;
  aliases?: { aka?: string[]; dup?: Array<{ title: string }>; loc?: Record<string, string> };
}

/** A legal form or a holding's word closing a company's name. */
const LEGAL_FORM =
  /[,\s]+(?:inc|incorporated|corp|corporation|co|company|plc|ltd|limited|llc|lp|l\.p|n\.v|nv|s\.a|sa|ag|se|asa|oyj|ab|spa|s\.p\.a|gmbh|holdings?|group|bancorp)\.?$/i;
/** A word as the detector's tokens spell it (tokens.ts), without the possessive. */
const TOKEN = /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*$/u;
/**
 * A name needs a word of this many letters or more that is no English or clinical word (its gate word, by which
 * registry-brands.ts passes over notes that name none): shorter ones are initials, units and codes far more often.
 */
const MIN_GATE_LENGTH = 4;
const MAX_WORDS = 4;

/** The package exports its icons only; its data file, with the aliases, is read from beside its entry. */
const SIMPLE_ICONS = dirname(require.resolve('simple-icons'));

function simpleIconsNames(): string[] {
  const icons = JSON.parse(readFileSync(join(SIMPLE_ICONS, 'data', 'simple-icons.json'), 'utf8')) as SimpleIcon[];
  return icons.flatMap((i) => [
    i.title,
    ...(i.aliases?.aka ?? []),
    ...(i.aliases?.dup ?? []).map((d) => d.title),
    ...Object.values(i.aliases?.loc ?? {}),
  ]);
}

function presidioCompanies(): { version: string; names: string[] } {
  const python = deidPython();
  if (!python) throw new Error('no Python venv: run scripts/deid-venv.sh, or set DEID_PYTHON');
  const script = join(ROOT, 'scripts', 'deid-python', 'company_names.py');
  return JSON.parse(execFileSync(python, [script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as {
    version: string;
    names: string[];
  };
}

const lex = getLexicon();
const words = new WordClasses(lex);
const personOrPlace = (w: string): boolean =>
  words.isFirstName(w) || words.isLastName(w) || words.isName(w) || lex.places.has(w);

const icons = simpleIconsNames();
const companies = presidioCompanies();
const plain = new Set<string>();
const cued = new Set<string>();
const gate = new Set<string>();
const left = { unspelt: 0, short: 0, english: 0, common: 0 };
/** Words for a firm or a fund that are no English word, written inside names as often as at their end. */
const FIRM_WORDS = new Set(['corp', 'bancorp', 'bancshares', 'bros', 'tech', 'etfs', 'intl', 'realty', 'pharma']);
const distinctive = (w: string): boolean =>
  w.length >= MIN_GATE_LENGTH && !FIRM_WORDS.has(w) && !words.isAnyEnglishWord(w) && !words.isVocabulary(w);
for (const name of [...icons, ...companies.names]) {
  let s = name.normalize('NFC').trim();
  for (let k = 0; k < 3; k++) s = s.replace(LEGAL_FORM, '').trim();
  const parts = s.split(/\s+/);
  if (parts.length > MAX_WORDS || !parts.every((p) => TOKEN.test(p))) {
    left.unspelt++;
    continue;
  }
  const key = parts.join(' ').toLowerCase();
  const lower = key.split(' ');
  // The gate word: one no English or clinical word, a surname's only when the name has no other ("Hardie" of "James
  // Hardie", "Bayer"). A name whose own words are all given names, places or words for a firm ("James River",
  // "Manchester United", "First Bancorp") is left out: it would be read only with a cue, and notes write those
  // words far more often than they name the firm.
  const gateWord =
    lower.find((w) => distinctive(w) && !personOrPlace(w)) ??
    lower.find((w) => distinctive(w) && !words.isFirstName(w) && !lex.places.has(w));
  if (gateWord === undefined) {
    if (lower.every((w) => words.isAnyEnglishWord(w) || words.isVocabulary(w))) left.english++;
    else if (lower.some(distinctive)) left.common++;
    else left.short++;
    continue;
  }
  if (lower.some(personOrPlace) || lex.places.has(key)) cued.add(key);
  else plain.add(key);
  gate.add(gateWord);
}
for (const key of cued) plain.delete(key);

const version = (JSON.parse(readFileSync(join(SIMPLE_ICONS, 'package.json'), 'utf8')) as { version: string }).version;
const out = {
  source:
    `simple-icons ${version} (CC0-1.0) and presidio-evaluator ${companies.version} (MIT), ` +
    'by scripts/build-brand-registry.ts',
  plain: [...plain].sort(),
  cued: [...cued].sort(),
  gate: [...gate].sort(),
};
writeFileSync(join(ROOT, 'src', 'deidentification', 'brand-registry.json'), JSON.stringify(out) + '\n');
console.log(
  `simple-icons ${version}: ${icons.length} titles and aliases; presidio-evaluator: ${companies.names.length}`,
);
console.log(
  `left out: ${left.unspelt} not spelt as tokens or over ${MAX_WORDS} words, ${left.english} only English or ` +
    `clinical words, ${left.short} with no other word of ${MIN_GATE_LENGTH} letters or more, ${left.common} whose ` +
    'other words are given names, places or words for a firm',
);
console.log(
  `written: ${plain.size} plain, ${cued.size} with a name or place in them (read with a cue), ${gate.size} gate words`,
);
