/**
 * Brands, makers and publishers from a registry (issue 49, twenty-fifth round): notes name the firms behind their
 * feeds, kits and sequencers ("Elsevier and Wolters Kluwer feeds", "NGS on an Illumina MiSeq"), no list of the
 * detector's holds most of them, and the name rule reads each as an unknown name. brand-registry.json holds the
 * brand titles and aliases of simple-icons (CC0-1.0) and the companies of presidio-evaluator (MIT), written by
 * scripts/build-brand-registry.ts.
 *
 * A brand is a person's or a town's name as often as not ("Ford", "Dell", "Paul Mitchell", "Tredegar"), so:
 * - a registry name with no given name, surname or place of the lexicon in it (`plain`) is a brand wherever it is
 *   written in capitals, with a model after it taken in too ("Illumina MiSeq", "Capintec CRC-55tR");
 * - one with such a word in it (`cued`) is a brand only with a product's cue: a model after it, ® or ™, a legal form
 *   ("Bayer AG"), a product noun ("Bayer patch"), or a plain registry brand beside it in a list ("Elsevier and
 *   Wolters Kluwer"); one opening with a given name ("Ines", "Paul Mitchell") only with ® or ™ or a legal form, as
 *   a person's surname looks like a model or a brand's neighbour;
 * - never after a title ("Mrs Heineken"), a given name ("Ruth Bayer") or a word that puts a place next
 *   ("living in Tredegar", "from Whitby"), nor on an address's line ("3 Mill Row, Tredegar", "Tredegar NP22 4AB"):
 *   those stay a person's or a place's.
 * Returns spans in which a hit is dropped, asked after every other allowlist rule, only while a hit is left.
 */
import { builtOnce, generatedLists, type ListSets } from './generated-lists';
import { PRODUCT_NOUNS } from './product-lexicons';
import { titleBefore } from './titles-before';
import { adjacent, tokenize, type Token } from './tokens';
import { nextWord } from './word-scan';
import type { WordClasses } from './word-classes';

/**
 * `plain` and `cued` registry names; `gate`, one word of each name that is no English or clinical word, of four
 * letters or more, a surname's only when the name has no other ("kluwer" of "Wolters Kluwer"): a note with none of
 * them opening with a capital is passed over without being cut into tokens. Read on the first note with a hit left for
 * it; read, not required, so its strings go with the sets.
 */
type Registry = ListSets<'plain' | 'cued' | 'gate'>;

const loadRegistry = generatedLists<'plain' | 'cued' | 'gate'>('brand-registry.json');

const UPPER = /^\p{Lu}/u;

/**
 * Whether a word opening with a capital is a gate word: the tokens' own word scan (word-scan.ts), with no token
 * made, and a pattern only for a word opening past ASCII.
 */
function hasGateWord(text: string, gate: ReadonlySet<string>): boolean {
  const span = { start: 0, end: 0 };
  for (let from = 0; nextWord(text, from, span); from = span.end) {
    const c = text.charCodeAt(span.start);
    if (c < 0x80 ? c < 0x41 || c > 0x5a : !UPPER.test(text[span.start])) continue;
    let word = text.slice(span.start, span.end).toLowerCase();
    if (word.endsWith("'s") || word.endsWith('’s')) word = word.slice(0, -2);
    else if (word.endsWith("'") || word.endsWith('’')) word = word.slice(0, -1);
    if (gate.has(word)) return true;
  }
  return false;
}

/** Words a registry name runs to at most, as the build script keeps them. */
const MAX_WORDS = 4;
/**
 * A model after the maker: a word in mixed case with a capital after a lower-case letter, two capitals or a digit
 * ("MiSeq", "QIAcube", "CRC-55tR"). A word in capitals alone ("NHS", "YO21") or with digits alone ("3R80") is left,
 * as postcodes and record numbers look the same; so is a double-barrelled name ("Garrido-Vela"), and a listed name
 * or a Gaelic one ("McAllister", "MacLeod") is no model either.
 */
const MODEL = /[^\S\n]+(?=[\p{L}\d-]*\p{Ll})(?=[\p{L}\d-]*(?:\p{Ll}\p{Lu}|\p{Lu}\p{Lu}|\d))\p{Lu}[\p{L}\d-]*/uy;
const GAELIC = /^(?:Mc|Mac|Fitz)\p{Lu}/u;
const MARK = /[®™]/y;
const LEGAL_FORM = /,?[^\S\n]+(?:Inc|Ltd|plc|PLC|GmbH|AG|LLC|Corporation|Corp|N\.V|S\.A)\b/y;
const NEXT_WORD = /[^\S\n]+(\p{L}+)/uy;
/** Words after which a capitalised word is where someone is or goes. */
const LOCATIVE = /\b(?:in|at|from|near|to|of|around|outside|via|[Ll]ives?|[Ll]iving|[Mm]oved|[Bb]orn)[^\S\n]+$/;
/** An address's line: a comma just before, and a house number before a capitalised word earlier ("3 Mill Row, "). */
const COMMA_BEFORE = /,[^\S\n]*$/;
const HOUSE_NUMBER = /\b\d+[A-Za-z]?[^\S\n]+\p{Lu}/u;
/** A postcode or ZIP code after the name ("Tredegar NP22 4AB"). */
const POSTCODE_AFTER = /,?[^\S\n]+(?:\p{Lu}{1,2}\d[\p{Lu}\d]?[^\S\n]*\d\p{Lu}{2}|\d{5}(?:-\d{4})?)(?![\p{L}\d])/uy;
/** How far back a title or a locative word is looked for. */
const REACH = 12;
/** Between two brands of one list. */
const LIST_GAP = /^(?:[^\S\n]*[,/][^\S\n]*|[^\S\n]+(?:and|or|&)[^\S\n]+)$/;

interface Brand {
  start: number;
  end: number;
  /** Its registry name holds a given name, surname or place. */
  cued: boolean;
  /** Its registry name opens with a given name: only a mark or a legal form makes it a brand. */
  givenFirst: boolean;
  /** A model or a product noun follows. */
  productCue: boolean;
  /** ®, ™ or a legal form follows. */
  markCue: boolean;
}

function stickyAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

/** The longest registry name that opens at token i, as the index of its last token and whether it is cued. */
function longestName(text: string, tokens: Token[], i: number, reg: Registry): { last: number; cued: boolean } | null {
  let key = '';
  let found: { last: number; cued: boolean } | null = null;
  for (let n = 0; n < MAX_WORDS && i + n < tokens.length; n++) {
    const t = tokens[i + n];
    if (n > 0 && (tokens[i + n - 1].possessive || !adjacent(text, tokens[i + n - 1], t))) break;
    key = n === 0 ? t.lower : `${key} ${t.lower}`;
    if (reg.plain.has(key)) found = { last: i + n, cued: false };
    else if (reg.cued.has(key)) found = { last: i + n, cued: true };
  }
  return found;
}

export function registryBrandSpans(text: string, words: WordClasses): Array<[number, number]> {
  const reg = loadRegistry();
  if (!hasGateWord(text, reg.gate)) return [];
  const tokens = tokenize(text);
  const brands: Brand[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t.capitalised) continue;
    const name = longestName(text, tokens, i, reg);
    if (!name) continue;
    const before = text.slice(Math.max(0, t.start - REACH), t.start);
    const prev = tokens[i - 1] as Token | undefined;
    const givenBefore =
      prev !== undefined && prev.capitalised && adjacent(text, prev, t) && words.isPersonalFirstName(prev);
    const line = text.slice(text.lastIndexOf('\n', t.start - 1) + 1, t.start);
    let end = tokens[name.last].end;
    const address =
      (COMMA_BEFORE.test(line) && HOUSE_NUMBER.test(line)) || stickyAt(POSTCODE_AFTER, text, end) !== null;
    if (!titleBefore(text, t.start, REACH) && !LOCATIVE.test(before) && !givenBefore && !address) {
      let productCue = false;
      let markCue = false;
      for (let k = 0, m = stickyAt(MODEL, text, end); k < 2 && m; k++, m = stickyAt(MODEL, text, end)) {
        const model = m[0].trimStart();
        if (GAELIC.test(model) || words.isName(model.toLowerCase())) break;
        end += m[0].length;
        productCue = true;
      }
      if (stickyAt(MARK, text, end)) {
        end += 1;
        markCue = true;
      }
      const legal = stickyAt(LEGAL_FORM, text, end);
      if (legal) {
        end += legal[0].length;
        markCue = true;
      }
      const noun = stickyAt(NEXT_WORD, text, end);
      if (noun && PRODUCT_NOUNS.has(noun[1].toLowerCase())) productCue = true;
      const givenFirst = words.isPersonalFirstName(t);
      brands.push({ start: t.start, end, cued: name.cued, givenFirst, productCue, markCue });
    }
    i = name.last;
  }
  const spans: Array<[number, number]> = [];
  brands.forEach((b, k) => {
    const read = !b.cued || b.markCue || (!b.givenFirst && (b.productCue || besidePlainBrand(text, brands, k)));
    if (read) spans.push([b.start, b.end]);
  });
  return spans;
}

/** A plain registry brand next to brand k in a list ("Elsevier and Wolters Kluwer"). */
function besidePlainBrand(text: string, brands: Brand[], k: number): boolean {
  const b = brands[k];
  const prev = brands[k - 1] as Brand | undefined;
  const next = brands[k + 1] as Brand | undefined;
  return (
    (prev !== undefined && !prev.cued && LIST_GAP.test(text.slice(prev.end, b.start))) ||
    (next !== undefined && !next.cued && LIST_GAP.test(text.slice(b.end, next.start)))
  );
}

/** Every brand, maker and publisher of the registry, lower case, whatever cue it needs (hit-readings.ts). */
export const registryNames = builtOnce((): ReadonlySet<string> => {
  const reg = loadRegistry();
  return new Set([...reg.plain, ...reg.cued]);
});
