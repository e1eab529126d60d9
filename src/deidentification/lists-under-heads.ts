/**
 * Lists under a head that names their kind (issue 49): a head word says what the members of the list after it are
 * (brands, languages, breeds, spelling-alphabet words, reason codes), and none of them is a person, so a hit inside a
 * member is dropped. One reader serves every such list; each list is data: the cheap test of the text, the head's
 * pattern, where the list stands, how one item is read and what a member is. A new list under a kind head is one more
 * `ListUnderHead` and its exported function, added to the detector's span rules (index.ts).
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

/** What an item of the list is: a member (its span kept), no member but the list runs on, or the list's end. */
type Verdict = 'member' | 'skip' | 'end';

/** A list under a head; `W` is what its member test asks (the word classes, or nothing). */
interface ListUnderHead<W = WordClasses> {
  /** The cheap test of the whole text, before the head's pattern is tried. */
  readonly may: (text: string) => boolean;
  /** The head (global): each of its matches opens one list. */
  readonly head: RegExp;
  /**
   * The groups of the head's match of which the first that matched is the list, at the match's end; without them the
   * list starts where the head's match ends and runs on while items follow.
   */
  readonly listGroups?: readonly number[];
  /** A span of the head's own words that names the kind with it ("NATO" of "NATO alphabet"). */
  readonly qualifier?: (head: RegExpExecArray) => Span | undefined;
  /**
   * One item, read where the last one ended (sticky, with indices): group 1 is the item, the rest its joint. Without
   * it the whole list is one span.
   */
  readonly item?: RegExp;
  readonly member?: (item: string, asked: W) => Verdict;
}

function listUnderHeadSpans<W>(text: string, list: ListUnderHead<W>, asked: W): Span[] {
  if (!list.may(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(list.head, text)) {
    const qualifier = list.qualifier?.(m);
    if (qualifier) spans.push(qualifier);
    const end = m.index + m[0].length;
    let from = end;
    let to = text.length;
    if (list.listGroups) {
      const group = list.listGroups.map((g) => m[g]).find((g) => g !== undefined) ?? '';
      from = end - group.length;
      to = end;
    }
    if (!list.item) {
      spans.push([from, to]);
      continue;
    }
    // The items are read in the list alone: the text after a bounded list is no part of its last item.
    const within = to < text.length ? text.slice(0, to) : text;
    for (let at = from; at < to;) {
      list.item.lastIndex = at;
      const item = list.item.exec(within);
      const span = item?.indices?.[1];
      if (!item || !span || item[0] === '') break;
      const verdict = list.member?.(item[1], asked) ?? 'member';
      if (verdict === 'end') break;
      if (verdict === 'member') spans.push(span);
      at = at + item[0].length;
    }
  }
  return spans;
}

/** A sticky pattern with indices, as `item` wants. */
const itemPattern = (source: string, flags = ''): RegExp => new RegExp(source, `${flags}dy`);

/**
 * Lists under a head that names a kind no person is (twenty-eighth round, tuned on the breakwater set, by class).
 * Notes list brands of stockings, languages of a clinic's patients, the words of a spelling alphabet or the titles of
 * a letter after a plural noun that says what they are ("brands Juzo, Medi, Sigvaris", "Languages: Darija, Tamazight,
 * Kabyle", "NATO alphabet reminder: Alfa, Bravo, Charlie", "Titles in the letter (Mama, Aunty, Alhaja)"); the name
 * rules read an item in no word list as a surname, or a spelling word as a given name. The head is the evidence:
 * brands, makers, manufacturers, languages, dialects, alphabets, titles, honorifics or games (from the twenty-ninth
 * round, shingle, also software: tools, apps, libraries or packages, "Tools: PagerDuty, Nagios XI"; from the
 * thirtieth, dunes, the firms a product comes from, a manufacturer, supplier, wholesaler or distributor in the singular
 * too, whose alternatives a stock note sets apart with slashes: "Manufacturer: Organon / Sandoz"), at a line's or a
 * clause's start (up to two capitalised words before it, up to four words after it), then a colon or a bracket and two
 * or more items, or three or more items with neither. An item is up to three capitalised words; a list ends at its
 * first item of another shape, so a lower-case word ("interpreter Amina") ends it. An item of two or more words that
 * opens with a given name or a title is a person ("Languages: French, Amina Haddad", "Titles: Dr Okafor") and keeps
 * its hits. The capitalised words before the head ("NATO") are a span too.
 */
const KIND_HEAD =
  String.raw`(?:[Bb]rands|[Mm]akers|[Mm]anufacturers?|[Ss]uppliers?|[Ww]holesalers?|[Dd]istributors?|` +
  String.raw`[Ll]anguages|[Dd]ialects|[Aa]lphabets?|[Tt]itles|` +
  String.raw`[Hh]onorifics|[Gg]ames|[Tt]ools|[Aa]pps|[Ll]ibraries|[Pp]ackages)`;
const KIND_WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
const KIND_ITEM = String.raw`${KIND_WORD}(?:[^\S\n]+${KIND_WORD}){0,2}`;
const KIND_JOIN = String.raw`(?:,|,?[^\S\n]+(?:and|or)|[^\S\n]*\/)[^\S\n]+`;
const KIND_HEAD_FIRST = new RegExp(String.raw`\b${KIND_HEAD}\b`, 'u');
const KIND_MAY_HEAD =
  /rands|akers|anufacturer|upplier|holesaler|istributor|anguages|ialects|lphabet|itles|onorifics|ames|ools|pps|ibraries|ackages/;

const KIND_HEADED: ListUnderHead = {
  may: (text) => KIND_MAY_HEAD.test(text),
  head: new RegExp(
    String.raw`(?:^|(?<=[.;:!?][^\S\n]+))(?:\p{Lu}[\p{L}-]*[^\S\n]+){0,2}${KIND_HEAD}\b` +
      String.raw`(?:[^\S\n]+[\p{L}-]+){0,4}?` +
      String.raw`(?:[^\S\n]*([:(])[^\S\n]*(${KIND_ITEM}(?:${KIND_JOIN}${KIND_ITEM})+)|` +
      String.raw`[^\S\n]+(${KIND_ITEM}(?:${KIND_JOIN}${KIND_ITEM}){2,}))`,
    'gmu',
  ),
  listGroups: [2, 3],
  // The capitalised words before the head qualify the kind ("NATO alphabet", "Compression brands").
  qualifier: (m) => {
    const head = KIND_HEAD_FIRST.exec(m[0]);
    if (head && head.index > 0 && !/['’]s?\s*$/.test(m[0].slice(0, head.index)))
      return [m.index, m.index + head.index - 1];
    return undefined;
  },
  item: itemPattern(String.raw`(?:${KIND_JOIN})?(${KIND_ITEM})`, 'u'),
  member: (item, words) => {
    const parts = item.split(/[^\S\n]+/);
    const first = parts[0].toLowerCase().replace(/\.$/, '');
    return parts.length > 1 && (words.isPersonalFirstName(first) || words.isTitle(first)) ? 'skip' : 'member';
  },
};

/**
 * Lists of breeds and coat colours after a label that names them (twenty-eighth round, tuned on the shallows set, by
 * class). Veterinary templates and registers list breeds and coat colours ("Breed list includes Cavalier King Charles,
 * Jack Russell, Bernese, Bichon Frise"; "Colour: Blue Merle, Liver, Sable"), and breeds are named after people and
 * places, so the name rules read them as people. The label names the kind of every item: after "breed", "breeds",
 * "breed list" (maybe "includes", "are" or a colon) or "coat", "colour", "color" and a colon, the list's items that
 * open with a capital, joined by commas, "and", "or" or slashes, up to the end of the sentence, are breeds or colours.
 * An item that opens in lower case ends the list ("Breed: Labrador, owner Jack Russell"), and so does a title ("Dr",
 * "Mrs") or a word of a person's part ("owner", "vet").
 */
/** Words of a person's part in an animal's record, beside the titles, relations and posts the word classes know. */
const BREED_KEEPERS = new Set(['mister', 'owner', 'vet']);

const BREED_LABELLED: ListUnderHead = {
  may: (text) => /\b(?:breed|colou?r)/i.test(text),
  head: /\b(?:breeds?(?:[^\S\n]+list)?(?:[^\S\n]+(?:includes?|are|is))?[^\S\n]*:?|(?:coat[^\S\n]+)?colou?rs?[^\S\n]*:)[^\S\n]*/giu,
  item: itemPattern(
    String.raw`(\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,3})(?:[^\S\n]*(?:,|\/|and|or)[^\S\n]*)?`,
    'u',
  ),
  member: (item, words) => {
    const first = item.split(/[^\S\n]/, 1)[0].toLowerCase();
    return words.isRoleWord(first) || BREED_KEEPERS.has(first) ? 'end' : 'member';
  },
};

/**
 * The words of the spelling alphabet where the text names it (twenty-eighth round, tuned on the shallows set, by
 * class). Radio procedures, event control logs and telephony scripts list the ICAO/NATO spelling alphabet ("NATO
 * alphabet: Tango, Hotel, Echo, Lima"), and its words include given names and towns (Charlie, Juliett, Lima, Romeo,
 * Victor). The alphabet is a closed list of 26 code words (ICAO Annex 10, with the common spellings "Alpha" and
 * "Juliet"); its words are read as code words only after a label that names the alphabet ("NATO alphabet", "phonetic
 * alphabet", "spelling alphabet", "ICAO alphabet", "radio alphabet"), in the run of them that follows the label up to
 * the first word that is no code word. "NATO" before "alphabet" is read with it. A name after the run ("…, Lima. Ask
 * Charlie Dunmore") keeps its hit: the run ends at the sentence.
 */
const CODE_WORDS = new Set(
  (
    'alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima mike november oscar papa ' +
    'quebec romeo sierra tango uniform victor whiskey whisky x-ray xray yankee zulu'
  ).split(' '),
);

const SPELLING_ALPHABET: ListUnderHead<void> = {
  may: (text) => /alphabet/i.test(text),
  head: /\b(?:(NATO|ICAO|phonetic|spelling|radio)[^\S\n]+alphabet)\b[^\S\n]*(?:[:=(-]|is|words)?/gi,
  qualifier: (m) => [m.index, m.index + m[1].length],
  item: itemPattern(String.raw`[^\S\n]*[,;/]?[^\S\n]*(?:and[^\S\n]+)?([A-Za-z][A-Za-z-]*)`),
  member: (item) => (CODE_WORDS.has(item.toLowerCase()) ? 'member' : 'end'),
};

/**
 * Lists of short codes after the word "codes" (twenty-second round, tuned on the mudflat set, by class). Rejection
 * messages, claim responses and batch logs list their reason or status codes in capitals ("Reason codes AA, AB, AC"),
 * and two codes joined by a comma were read as a surname and given name in capitals. The list is read by its head:
 * "code" or "codes" (maybe with a colon), then two or more items of one to four capitals or digits, joined by commas,
 * slashes, "and" or "or". An item of five characters or more ends the list, so "Codes: OKAFOR, AB" keeps the name.
 * The whole list is one span.
 */
const CODE_ITEM = String.raw`[A-Z0-9]{1,4}(?![\w-])`;
const CODE_JOIN = String.raw`(?:[^\S\n]*[,/][^\S\n]*|[^\S\n]+(?:and|or)[^\S\n]+)`;

const CODES: ListUnderHead<void> = {
  may: (text) => text.includes('ode'),
  head: new RegExp(String.raw`\b[Cc]odes?:?[^\S\n]+(${CODE_ITEM}(?:${CODE_JOIN}${CODE_ITEM})+)`, 'g'),
  listGroups: [1],
};

export function kindHeadedListSpans(text: string, words: WordClasses): Span[] {
  return listUnderHeadSpans(text, KIND_HEADED, words);
}

export function labelledBreedListSpans(text: string, words: WordClasses): Span[] {
  return listUnderHeadSpans(text, BREED_LABELLED, words);
}

export function spellingAlphabetSpans(text: string): Span[] {
  return listUnderHeadSpans(text, SPELLING_ALPHABET, undefined);
}

export function codeListSpans(text: string): Span[] {
  return listUnderHeadSpans(text, CODES, undefined);
}
