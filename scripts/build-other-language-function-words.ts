/**
 * Generates src/deidentification/other-language-function-words.json: the function words (articles, prepositions,
 * pronouns, auxiliaries, conjunctions, particles) of languages that no spelling dictionary this repository can take
 * covers, read by other-language-function-words.ts (issue 49, thirty-fifth round). Italian, Tagalog and Hindi-Urdu in
 * Latin letters ("Hinglish") notes put clauses of their language beside the English ("Rimedi della nonna", "hindi po
 * ako makatulog", "garmi bahut lagti hai"), and the name rules read two of their words in a row as a name.
 *
 * Sources and licences (kept in the generated file's header):
 * - Italian and Tagalog: the stopword lists of the npm package stopwords-iso 1.1.0 (MIT); German and Dutch from the
 *   same package since the thirty-sixth round (German Arztbriefe and Dutch huisarts letters: "sich vom", "pflegt sie",
 *   "geen vervolg"), less the titles and the words the name lists hold. German's Hunspell dictionary (dictionary-de)
 *   is GPL only, and its other word lists on the registries are LGPL (cspell's) or derived from CC BY-SA text.
 *   Italian's own Hunspell dictionaries (dictionary-it, Debian's witalian) and Tagalog's (Debian's myspell-tl) are
 *   offered under the GPL only, which this repository cannot take; word-frequency lists such as wordfreq's data are
 *   CC BY-SA, whose share-alike term would bind the generated file, so they were not used either.
 * - Hindi-Urdu in Latin letters: no permissively licensed romanised word list was found (the PyPI stopword packages
 *   checked ship no list or a proprietary licence), so HINDUSTANI below is written here from the closed classes of the
 *   grammar (R. S. McGregor, Outline of Hindi Grammar, 3rd ed., Oxford 1995: the copula and auxiliaries, postpositions,
 *   pronouns and their possessives, the negatives, conjunctions and emphatic particles, the light verbs of compound
 *   and modal verbs), in the common romanised spellings of each (hai / hain, nahi / nahin, mein / me, woh / wo / vo).
 *
 * Run: npx tsx scripts/build-other-language-function-words.ts DIR, where DIR holds the unpacked package (for example
 * the node_modules of `npm install stopwords-iso@1.1.0` in a scratch folder). The package is not a dependency of the
 * service: only the generated file is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The closed classes of Hindi-Urdu grammar, romanised as Hinglish writes them (see the header for the source). */
const HINDUSTANI: readonly string[] = [
  // The copula and its past, in the spellings people type.
  ...['hai', 'hain', 'hoon', 'hun', 'hu', 'ho', 'hoga', 'hogi', 'honge', 'tha', 'thi', 'the', 'thay', 'thin'],
  // Negatives and the answer words.
  ...['nahi', 'nahin', 'nai', 'na', 'mat', 'haan', 'han', 'ji'],
  // Postpositions, simple and compound.
  ...['ka', 'ki', 'ke', 'ko', 'se', 'mein', 'mei', 'me', 'par', 'pe', 'tak', 'liye', 'lie', 'saath', 'sath'],
  ...['baad', 'pehle', 'pahle', 'paas', 'bina', 'andar', 'upar', 'neeche', 'wala', 'wali', 'wale', 'waala', 'waali'],
  // Personal, demonstrative and interrogative pronouns and their possessives.
  ...['main', 'mujhe', 'mujhko', 'mera', 'meri', 'mere', 'hum', 'hamara', 'hamari', 'hamare', 'humein', 'hume'],
  ...['aap', 'aapka', 'aapki', 'aapke', 'aapko', 'tum', 'tumhara', 'tumhari', 'tumhe', 'tu', 'tera', 'teri'],
  ...['yeh', 'ye', 'woh', 'wo', 'vo', 'voh', 'is', 'us', 'iska', 'iski', 'iske', 'uska', 'uski', 'uske', 'unka'],
  ...['unki', 'unke', 'inka', 'inki', 'isko', 'usko', 'unko', 'inko', 'unhe', 'inhe', 'apna', 'apni', 'apne'],
  ...['koi', 'kuch', 'kuchh', 'sab', 'kaun', 'kya', 'kyun', 'kyon', 'kab', 'kahan', 'kaise', 'kitna', 'kitni'],
  ...['jo', 'jab', 'tab', 'jaise', 'agar', 'toh', 'to'],
  // Conjunctions and particles.
  ...['aur', 'ya', 'lekin', 'magar', 'bhi', 'hi', 'sirf', 'bas', 'phir', 'fir', 'abhi', 'kabhi', 'bahut', 'bohot'],
  ...['thoda', 'thodi', 'zyada', 'jyada', 'kam', 'theek', 'thik', 'accha', 'acha'],
  // The light verbs of compound, progressive and modal verbs, in their common forms.
  ...['raha', 'rahi', 'rahe', 'sakta', 'sakti', 'sakte', 'gaya', 'gayi', 'gaye', 'chahiye', 'karna', 'karke', 'kar'],
  ...['karta', 'karti', 'karte', 'hota', 'hoti', 'hote', 'lagta', 'lagti', 'lagte', 'jaata', 'jaati', 'jaate'],
  ...['jata', 'jati', 'jate', 'aata', 'aati', 'aate', 'ata', 'ati', 'diya', 'di', 'de', 'dena', 'lena', 'liya'],
  ...['li', 'le', 'lo', 'hua', 'hui', 'hue'],
];

/**
 * Tagalog's closed classes that stopwords-iso's list lacks, from its grammar (P. Schachter and F. T. Otanes, Tagalog
 * Reference Grammar, University of California Press 1972): the case markers and personal articles, the linker, the
 * enclitic particles, the short pronouns, and the deictic adverbs of time. Without them a Tagalog sentence such as
 * "Sinabi ni marites na masakit ang ulo niya kahapon" held only two of the list's words and was not read as Tagalog.
 */
const TAGALOG: readonly string[] = [
  ...['sa', 'si', 'ni', 'kay', 'sina', 'nina', 'kina', 'na', 'nang'],
  ...['ba', 'daw', 'raw', 'rin', 'po', 'ho', 'lang', 'naman', 'nga', 'kasi', 'yata', 'pala', 'muna'],
  ...['ka', 'mo', 'kayo', 'ninyo', 'natin', 'niyo'],
  // The existentials and the answer words.
  ...['wala', 'meron', 'oo', 'opo'],
  ...['kahapon', 'kanina', 'mamaya', 'bukas'],
];

/**
 * Hindi-Urdu's deictic adverbs of time ("kal", yesterday or tomorrow; "aaj", today; "parson"), which open many a
 * Hinglish sentence and were read there as a capitalised name ("Kal mummy ne bola ...").
 */
const HINDUSTANI_TIME: readonly string[] = ['aaj', 'kal', 'parson', 'ab'];

const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;
/** Titles that stopwords-iso's German and Dutch lists hold: a person's cue, never a clause's function word. */
const TITLES: readonly string[] = ['dhr', 'mevr', 'mw', 'mr', 'mrs', 'miss', 'herr', 'frau'];

/** The words a language's own spellout rules write for numbers below a million (cldr-rbnf, as the number list). */
function ownNumberWords(language: string): Set<string> {
  const syntax = /[→←]{1,3}(?:%{1,2}[\w-]+[→←]{1,3})?|=[^=]*=|[[\]();]/gu;
  const file = join(dirname(require.resolve('cldr-rbnf/package.json')), 'rbnf', `${language}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    rbnf: { rbnf: { SpelloutRules?: Record<string, [string, string][] | string> } };
  };
  const out = new Set<string>();
  for (const [name, rules] of Object.entries(data.rbnf.rbnf.SpelloutRules ?? {})) {
    if (!Array.isArray(rules) || name.includes('lenient')) continue;
    for (const [base, body] of rules) {
      const value = Number(base.split('/')[0]);
      if (!Number.isInteger(value) || value < 0 || value >= 1_000_000) continue;
      for (const m of body.replace(syntax, ' ').matchAll(/[\p{L}\p{M}]{2,}/gu))
        out.add(m[0].toLowerCase().normalize('NFC'));
    }
  }
  return out;
}

function cleaned(words: readonly string[], numberWords: ReadonlySet<string> = new Set()): string[] {
  const out = new Set<string>();
  for (const w of words) {
    const lower = w.toLowerCase().normalize('NFC');
    if (lower.length >= 2 && LETTERS_ONLY.test(lower) && !numberWords.has(lower)) out.add(lower);
  }
  return [...out].sort();
}

function main(): void {
  const dir = process.argv[2];
  if (!dir)
    throw new Error('usage: npx tsx scripts/build-other-language-function-words.ts DIR (holding stopwords-iso)');
  const pkg = join(dir, 'stopwords-iso');
  const meta = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string; license: string };
  const iso = JSON.parse(readFileSync(join(pkg, 'stopwords-iso.json'), 'utf8')) as Record<string, string[]>;
  // The stopword lists hold the cardinals ("isa", "lima", "tre"): left out, so that a number word beside a hit keeps
  // its reading as a date's or an age's (other-language-dictionary-words.ts reads the words around a hit for that).
  const numberWords = new Set(
    JSON.parse(
      readFileSync(join(__dirname, '..', 'src', 'deidentification', 'number-words-by-language.json'), 'utf8'),
    ) as string[],
  );
  // German's and Dutch's lists hold titles ("mevr", "dhr", "mr") and nouns that are names too ("ernst", "mann"): a
  // title is a person's cue and a listed name must stay one, so both are left out of these two languages' lists.
  const lexicon = JSON.parse(
    readFileSync(join(__dirname, '..', 'src', 'deidentification', 'lexicon-data.json'), 'utf8'),
  ) as { firstNames: string[]; lastNames: string[] };
  // Their number words are the language's own (cldr-rbnf's German and Dutch spellout rules: "drei", "twee", "und"
  // of "einundzwanzig"), not every language's: Venetian's "sie" (six) and Irish's "is" (and) are German's "sie" and
  // Dutch's "is", whose absence from these lists kept "pflegt sie" a date's words and "is zij naar" a name after a cue.
  const names = [...lexicon.firstNames, ...lexicon.lastNames].map((n) => n.toLowerCase());
  // An inflected ordinal the rules build from a stem ("sechsten", "tiende") is the language's number word too.
  const notFunctionWordsOf = (language: string): Set<string> => {
    const own = ownNumberWords(language);
    const stems = [...own].filter((n) => n.length >= 4);
    const inflected = [...numberWords].filter((w) => stems.some((n) => w.startsWith(n)));
    return new Set([...own, ...inflected, ...TITLES, ...names]);
  };
  const lists: Record<string, string[]> = {
    it: cleaned(iso.it ?? [], numberWords),
    tl: cleaned([...(iso.tl ?? []), ...TAGALOG], numberWords),
    'hi-Latn': cleaned([...HINDUSTANI, ...HINDUSTANI_TIME]),
    de: cleaned(iso.de ?? [], notFunctionWordsOf('de')),
    nl: cleaned(iso.nl ?? [], notFunctionWordsOf('nl')),
  };
  // stopwords-iso's Tagalog list holds Spanish words ("para", "pero", "mismo"), and the grammar's articles are
  // Spanish and Portuguese ones too ("si", "ni", "na"): these are Tagalog's words, but no evidence that a note writes
  // Tagalog, or a Spanish note would be read as Tagalog and "si" (if) before a word as a personal article.
  const iberian = new Set([...(iso.es ?? []), ...(iso.pt ?? [])].map((w) => w.toLowerCase().normalize('NFC')));
  const tagalogSharedWithIberian = lists.tl.filter((w) => iberian.has(w));
  const header =
    `Function words of other languages; generated by scripts/build-other-language-function-words.ts. it, tl: ` +
    `stopwords-iso ${meta.version} (${meta.license}), ${lists.it.length} and ${lists.tl.length} words, less number ` +
    `words; de, nl: stopwords-iso ${meta.version} (${meta.license}), ${lists.de.length} and ${lists.nl.length} ` +
    `words, less their own number words (cldr-rbnf), titles and words the given-name and surname lists hold; ` +
    `hi-Latn: ${lists['hi-Latn'].length} words of the closed classes of Hindi-Urdu grammar (R. S. McGregor, ` +
    `Outline of Hindi Grammar, Oxford 1995), romanised as written in Hinglish, listed in the build script; tl adds ` +
    `${TAGALOG.length} words of Tagalog's closed classes (Schachter and Otanes, Tagalog Reference Grammar, 1972), ` +
    `listed in the build script; _tlNoEvidence: the Tagalog words that stopwords-iso's Spanish or Portuguese list ` +
    `holds, which do not count as evidence of Tagalog.`;
  console.log(header);
  const file = join(__dirname, '..', 'src', 'deidentification', 'other-language-function-words.json');
  writeFileSync(
    file,
    `${JSON.stringify({ _source: header, ...lists, _tlNoEvidence: tagalogSharedWithIberian }, null, 1)}\n`,
  );
}

main();
