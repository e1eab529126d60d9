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
 * vocabulary ("Apple", "Continental", "United Health") is left out: the name rules read no hit there. A name with a
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
/** Names no shorter than this: two letters are initials, units and codes far more often. */
const MIN_LENGTH = 3;
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
const left = { unspelt: 0, short: 0, english: 0 };
for (const name of [...icons, ...companies.names]) {
  let s = name.normalize('NFC').trim();
  for (let k = 0; k < 3; k++) s = s.replace(LEGAL_FORM, '').trim();
  const parts = s.split(/\s+/);
  if (parts.length > MAX_WORDS || !parts.every((p) => TOKEN.test(p))) {
    left.unspelt++;
    continue;
  }
  const key = parts.join(' ').toLowerCase();
  if (key.length < MIN_LENGTH) {
    left.short++;
    continue;
  }
  const lower = key.split(' ');
  if (lower.every((w) => words.isAnyEnglishWord(w) || words.isVocabulary(w))) {
    left.english++;
    continue;
  }
  if (lower.some(personOrPlace) || lex.places.has(key)) cued.add(key);
  else plain.add(key);
}
for (const key of cued) plain.delete(key);

const version = (JSON.parse(readFileSync(join(SIMPLE_ICONS, 'package.json'), 'utf8')) as { version: string }).version;
const out = {
  source:
    `simple-icons ${version} (CC0-1.0) and presidio-evaluator ${companies.version} (MIT), ` +
    'by scripts/build-brand-registry.ts',
  plain: [...plain].sort(),
  cued: [...cued].sort(),
};
writeFileSync(join(ROOT, 'src', 'deidentification', 'brand-registry.json'), JSON.stringify(out) + '\n');
console.log(
  `simple-icons ${version}: ${icons.length} titles and aliases; presidio-evaluator: ${companies.names.length}`,
);
console.log(
  `left out: ${left.unspelt} not spelt as tokens or over ${MAX_WORDS} words, ${left.short} under ${MIN_LENGTH} ` +
    `letters, ${left.english} only English or clinical words`,
);
console.log(`written: ${plain.size} plain, ${cued.size} with a name or place in them (read with a cue)`);
