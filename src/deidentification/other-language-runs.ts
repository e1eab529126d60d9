/**
 * Phrases of another language that the text does not gloss (issue 49, twenty-fifth round, tuned on the reedbed set,
 * by class). Health talks, pharmacy labels, posters and interpreters' phrase lists written by isiZulu, Sesotho,
 * Bosnian, Macedonian, Telugu, Kannada, Malayalam, Sámi or Welsh speakers put whole clauses of their language beside
 * the English ("Batla thuso tliliniking.", "Phuza iphilisi elilodwa kanye ngosuku", "Дали пушите?"), and the name
 * rules read two such words in a row as a name. The gloss readings (other-language-glosses.ts,
 * other-script-glosses.ts) reach only a run with its English beside it, and the one of Latin letters only a text
 * with a letter past ASCII, which isiZulu and Sesotho never write.
 *
 * The word source is the detector's own: a word that no English dictionary (SCOWL levels, compromise), clinical or
 * drug list, name list (faker's locales, the stdlib datasets, humannames) and gazetteer holds is the other
 * language's. Unknown names and spoken numbers are such words too, so the reading rests on structural cues:
 * - the text's: four or more distinct such words written in lower case as plain words of prose (not inside a
 *   link, an address or a code: "hxxps", "kukac"); a name is written with its capital, the words of a phrase are
 *   not; a lower-case word of a script with capitals (Cyrillic, Greek) counts alike;
 * - the hit's: plain words of that kind, in lower case or opening a sentence, a line, a bracket or a label's value,
 *   in a run of such words joined by single spaces that holds a word in no name list (words of up to three letters
 *   that are no everyday English word, as often another language's function words, "ya", "ke", "je", join a run,
 *   and so does a drug's name in lower case). A lower-case word alone is read when its neighbour in a list is such a
 *   word too ("еден, два, три") or a gloss in brackets follows it; a capitalised one when the text writes it in lower
 *   case elsewhere ("Menopos: …", "y menopos").
 * What keeps a hit whatever the run: a capital inside it past its first word ("noNomsa Dlamini"); a single word of the
 * curated given-name or surname lists, or a listed given name before another word or a surname after one ("helga
 * thorsteinsdóttir", "máire" alone); a person's, a place's or a contact's cue before it, across a line break or a
 * name's particle ("daughter\nYusimí", "in\nGdańsk", "Dr ní chonchúir", "call восемь семь"), a strong one anywhere
 * in its clause ("lives at Ty Gwyn, llanfair caereinion"), a contact's after it ("tünde (tel …)"); a number just
 * before the run that is no count of a unit ("9 heol y bryn", not "30 minuta"), a code or an age just after it
 * ("yeovil BA21", "…voahangy, 49"); one or two months or weekdays of any language, or two number words of any
 * language, in the words around it (calendar-and-unit-words.ts, number-words-by-language.json: "srijeda, 21.
 * siječnja", "a náid a hocht"); a table's field; letters a disguise wrote (full-width, spaced out one by one, ASCII
 * letters beside look-alikes).
 * Only hits of names and places are dropped: a date, a phone or a number in the other language's words stays.
 */
import type { IdentifierHit } from './detector';
import type { WordClasses } from './word-classes';
import { isMonthName, isUnitWord, isWeekdayName } from './calendar-and-unit-words';
import { withoutMarks } from './language-register';
import { foldConfusable } from './confusables';
import { builtOnce, readGenerated } from './generated-lists';
import { WORD_WITH_APOSTROPHES, wordSpans } from './word-spans';

/** A word with a capital past its first letter: an acronym or a code, no word of a phrase. */
const INNER_CAPITAL = /^.[\p{L}\p{M}'’]*\p{Lu}/u;
const LOWER_START = /^\p{Ll}/u;
/** Letters a disguise writes: full-width forms. */
const DISGUISED = /[\uff00-\uffef]/u;
/** What may come just before a capitalised word that opens a sentence, a line, a bracket or a label's value. */
const SEGMENT_END = /(?:^|[\n.:;!?([{"“«„=/|>*•–—-]|[.?!]["”)])[^\S\n]*$/u;
/** Only single spaces or a hyphen join two words of a run. */
const JOIN = /^(?:[^\S\n]|[-‐])$/u;
/** Between two words of a list: a comma, a slash or a semicolon. */
const LIST_JOIN = /^[^\S\n]*[,/;][^\S\n]*$/u;
/** What a plain word of prose may touch: a space, a bracket, a quote or a punctuation mark ending a clause. */
const PROSE_BEFORE = /[\s(["“«„'‘]/u;
const PROSE_AFTER = /[\s)\]"”»'’,;:!?]/u;
/** A cue that the words after it are a person, a place or a contact (a phone or an address in words). */
export const CUE_BEFORE = new RegExp(
  String.raw`\b(?:mrs?|ms|miss|mx|dr|prof|doctor|physician|midwife|consultant|colleague|sister|nurse|` +
    String.raw`name[ds]?|called|dear|by|with|for|and|from|to|in|at|near|` +
    String.raw`mother|mum|mom|father|dad|daughter|son|brother|wife|husband|partner|aunt|uncle|niece|nephew|friend|` +
    String.raw`carer|patient|pt|is|am|user|login|operator|author|nick|handle|call|phone|tel|telephone|mobile|cell|` +
    String.raw`fax|e-?mail|mail|address|contact|lives?|living|born)[^\S\n]*(?:[:,.\n]\s*)?["“(]?` +
    // A name's particle may stand between the cue and the hit ("Dr ní chonchúir", "Mrs van der berg").
    String.raw`(?:\p{L}{1,3}[^\S\n]+)?$`,
  'iu',
);
/**
 * A chat export's speaker after the message's time stamp ("[10:02] Patient: ", "09:14 - Nurse: "): the words after it
 * are the message, not the speaker's name, so the speaker's label is no cue (thirty-second round, cove).
 */
const STAMPED_SPEAKER =
  /(?:^|\n)[^\S\n]*[[(]?\d{1,2}:\d{2}(?::\d{2})?[\])]?[^\S\n]*(?:[-–][^\S\n]*)?\p{L}+[^\S\n]*:[^\S\n]*$/u;
/** A strong cue of a person or a place earlier in the hit's clause ("lives at Ty Gwyn, llanfair caereinion"). */
const CUE_IN_CLAUSE = /\b(?:lives?|living|lived|moved|address|born|named|called|resides?)\b[^\n.;!?]*$/iu;
/** A field of a table or a record: a pipe or a tab on both sides of the hit. */
const FIELD_BEFORE = /[|\t][^\S\n]*$/u;
const FIELD_AFTER = /^[^\S\n]*[|\t]/u;
/** A contact's cue earlier on the hit's line: what follows is a phone or an address spoken ("e-mail tunde.h kukac"). */
const CONTACT_ON_LINE = /\b(?:call|phone|tel|telephone|mobile|cell|fax|e-?mail|address|contact)\b[^\n]*$/iu;
/** Its English in brackets after a word: words only, no contact's cue ("moraš (sadness)", not "tünde (tel 06…)"). */
const GLOSS_AFTER = /^[^\S\n]*\((?![^)\n]*\b(?:tel|phone|mob|call|e-?mail)\b)[^)\n\d]+\)/iu;
/** A contact's cue just after it: a person's number follows ("tünde (tel 06-30…)"). */
const CONTACT_AFTER = /^[^\S\n]*(?:[(,:–-][^\S\n]*)?(?:tel|phone|mob|mobile|call|e-?mail|fax)\b/iu;
/** A house number just before a run, or a postcode's or code's digits just after it. */
const NUMBER_BEFORE = /\d[^\S\n]*(?:,[^\S\n]*)?$/u;
const CODE_AFTER = /^[^\S\n]*(?:,[^\S\n]*)?[A-Z]{0,2}\d/u;
/** The lower-case word just after a hit, across one space or hyphen. */
const NEXT_WORD = /^(?:[^\S\n]|[-‐])(\p{Ll}[\p{L}\p{M}'’]*)/u;
/** Enough lower-case words of another language that the text holds phrases of it, not one odd word. */
const EVIDENCE = 4;

type Word = { start: number; end: number; text: string; lower: string };

/** Number words of every language of CLDR's spellout rules (number-words-by-language.json), and without marks. */
const numberWords = builtOnce((): ReadonlySet<string> => {
  const listed = readGenerated<string[]>('number-words-by-language.json');
  return new Set([...listed, ...listed.map(withoutMarks)]);
});

export function isNumberWord(lower: string): boolean {
  const listed = numberWords();
  return listed.has(lower) || listed.has(withoutMarks(lower));
}

/**
 * A person's, a place's or a contact's cue in the 40 characters before a hit: a cue word just before it (not a chat's
 * stamped speaker), a contact's cue on its line, or a strong cue in its clause.
 */
export function hasPersonCueBefore(before: string): boolean {
  return (
    (CUE_BEFORE.test(before) && !STAMPED_SPEAKER.test(before)) ||
    CONTACT_ON_LINE.test(before) ||
    CUE_IN_CLAUSE.test(before)
  );
}

/** The hits left once those inside phrases of another language are dropped. */
export function dropOtherLanguageRuns(text: string, hits: IdentifierHit[], words: WordClasses): IdentifierHit[] {
  if (!hits.some((h) => mayBePhrase(text, h) && mayRunOn(text, h, words))) return hits;
  const reading = new PhraseReading(text, words);
  // Each hit's own reading first: the text's evidence looks every lower-case word up, and few notes get that far.
  const phrases = hits.filter((h) => mayBePhrase(text, h) && mayRunOn(text, h, words) && reading.isPhrase(h));
  if (phrases.length === 0 || !reading.hasEvidence()) return hits;
  return hits.filter((h) => !phrases.includes(h));
}

/** The cheap test first: a name or place of plain letters, in lower case or with a capital opening a segment. */
function mayBePhrase(text: string, h: IdentifierHit): boolean {
  if (h.kind !== 'name' && h.kind !== 'location') return false;
  const s = text.slice(h.start, h.end);
  if (s.length > 60 || !/^\p{L}[\p{L}\p{M}'’ \-‐]*$/u.test(s) || DISGUISED.test(s) || mixesLookAlikes(s)) return false;
  return LOWER_START.test(s) || SEGMENT_END.test(text.slice(Math.max(0, h.start - 4), h.start));
}

/**
 * The second cheap test, before the text's words are split: a capitalised hit is read only when the word after it may
 * go on with its run (no English word after it: "Batla thuso", not "Mary reports") or the text writes it in lower case
 * elsewhere ("Menopos" and "menopos").
 */
function mayRunOn(text: string, h: IdentifierHit, words: WordClasses): boolean {
  if (LOWER_START.test(text.slice(h.start, h.start + 1))) return true;
  const s = text.slice(h.start, h.end);
  if (!s.includes(' ') && text.includes(s.toLowerCase())) return true;
  const next = NEXT_WORD.exec(text.slice(h.end, h.end + 40));
  if (next === null) return false;
  const lower = next[1].toLowerCase();
  return lower.length <= 3 ? !words.isCoreWord(lower) : !words.isAnyEnglishWord(lower);
}

/** ASCII letters beside a letter that imitates one ("hеlga" with a Cyrillic е, "dꭇ"): a disguise, not a language. */
function mixesLookAlikes(s: string): boolean {
  if (!/[A-Za-z]/.test(s) || !/[^\p{ASCII}]/u.test(s)) return false;
  for (const ch of s) if (ch.charCodeAt(0) > 0x7f && foldConfusable(ch) !== undefined) return true;
  return false;
}

class PhraseReading {
  private readonly all: Word[];
  private readonly other = new Map<string, boolean>();
  private readonly strong = new Map<string, boolean>();

  constructor(
    private readonly text: string,
    private readonly words: WordClasses,
  ) {
    this.all = wordSpans(text, WORD_WITH_APOSTROPHES).map(({ start, end }) => {
      const word = text.slice(start, end);
      return { start, end, text: word, lower: word.toLowerCase() };
    });
  }

  hasEvidence(): boolean {
    const seen = new Set<string>();
    for (const w of this.all) {
      if (!LOWER_START.test(w.text) || !this.isProse(w) || !this.isStrong(w)) continue;
      seen.add(w.lower);
      if (seen.size >= EVIDENCE) return true;
    }
    return false;
  }

  isPhrase(h: IdentifierHit): boolean {
    const inside = this.all.filter((w) => w.start >= h.start && w.end <= h.end);
    if (inside.length === 0 || inside.some((w) => !this.joins(w) || !this.isProse(w))) return false;
    // A capital past the first word is a name's; so are letters spaced out one by one.
    if (inside.slice(1).some((w) => !LOWER_START.test(w.text))) return false;
    if (inside.filter((w) => w.lower.length === 1).length >= 2) return false;
    if (inside.length === 1 ? this.isCuratedName(inside[0]) : this.hasNameShape(inside)) return false;
    const before = this.text.slice(Math.max(0, h.start - 40), h.start);
    if (hasPersonCueBefore(before)) return false;
    if (FIELD_BEFORE.test(before) && FIELD_AFTER.test(this.text.slice(h.end, h.end + 4))) return false;
    if (CONTACT_AFTER.test(this.text.slice(h.end, h.end + 12))) return false;
    if (this.numberedPlace(h.start, h.end, inside[0])) return false;
    const first = this.all.indexOf(inside[0]);
    const last = this.all.indexOf(inside[inside.length - 1]);
    let from = first;
    while (from > 0 && this.joined(from - 1) && LOWER_START.test(this.all[from].text) && this.joins(this.all[from - 1]))
      from--;
    let to = last;
    while (
      to + 1 < this.all.length &&
      this.joined(to) &&
      LOWER_START.test(this.all[to + 1].text) &&
      this.joins(this.all[to + 1])
    )
      to++;
    const run = this.all.slice(from, to + 1);
    // The whole run with a number before or after it: an address, or a name with its age ("…voahangy, 49").
    if (this.numberedPlace(run[0].start, run[run.length - 1].end, run[0])) return false;
    if (this.readsAsNumberOrDate(first, last)) return false;
    if (run.length > 1) return run.some((w) => this.isStrong(w));
    const only = run[0];
    if (!this.isStrong(only)) return false;
    // A capitalised word alone is read only when the text writes it in lower case too ("Menopos: …", "y menopos").
    if (!LOWER_START.test(only.text)) return this.all.some((w) => w.text === only.lower && this.isProse(w));
    return this.listedBeside(from) || GLOSS_AFTER.test(this.text.slice(only.end, only.end + 50));
  }

  /**
   * A month or weekday of any language, or two number words, in the words around the hit joined by spaces, hyphens,
   * commas or slashes on its line: a date, an age or a phone read out ("a náid a hocht, a seacht", "veintiocho de
   * noviembre").
   */
  private readsAsNumberOrDate(first: number, last: number): boolean {
    let from = first;
    while (from > 0 && this.listed(from - 1)) from--;
    let to = last;
    while (to + 1 < this.all.length && this.listed(to)) to++;
    let numbers = 0;
    let calendar = 0;
    for (const w of this.all.slice(from, to + 1)) {
      if (isMonthName(w.lower) || isWeekdayName(w.lower)) calendar++;
      if (w.lower.length >= 3 && !this.words.isAnyEnglishWord(w.lower) && isNumberWord(w.lower) && ++numbers >= 2)
        return true;
    }
    // A date names one month and maybe a weekday; three or more are a list of them ("januar, februar, mart").
    return calendar > 0 && calendar <= 2;
  }

  /** Whether the word at `i` and the next are joined as words of one stretch: a space, a hyphen, a comma, a slash. */
  private listed(i: number): boolean {
    const between = this.text.slice(this.all[i].end, this.all[i + 1].start);
    return JOIN.test(between) || LIST_JOIN.test(between);
  }

  /** A neighbour in a list (across a comma, a slash or a semicolon) that is a lower-case word of the language. */
  private listedBeside(i: number): boolean {
    for (const j of [i - 1, i + 1]) {
      const w = this.all[j];
      if (w === undefined) continue;
      const [a, b] = j < i ? [w, this.all[i]] : [this.all[i], w];
      if (LIST_JOIN.test(this.text.slice(a.end, b.start)) && LOWER_START.test(w.text) && this.isStrong(w)) return true;
    }
    return false;
  }

  /**
   * A number just before the hit that is no count of a unit ("9 heol y bryn", not "30 minuta dnevno"), or a code
   * with digits just after it ("yeovil BA21 4LS"): an address's words.
   */
  private numberedPlace(start: number, end: number, first: Word): boolean {
    if (NUMBER_BEFORE.test(this.text.slice(Math.max(0, start - 4), start))) return !isUnitWord(first.lower);
    return CODE_AFTER.test(this.text.slice(end, end + 8));
  }

  /**
   * A given name of the curated lists before another word, or a surname after one, both of three letters or more:
   * the shape of a name ("helga thorsteinsdóttir", "conceição baptista"), not of "a ble i gael".
   */
  private hasNameShape(inside: Word[]): boolean {
    for (let i = 0; i + 1 < inside.length; i++) {
      const [a, b] = [inside[i], inside[i + 1]];
      if (a.lower.length < 3 || b.lower.length < 3) continue;
      if (this.isCurated(a, 'first') || this.isCurated(b, 'last') || this.isCurated(b, 'first')) return true;
    }
    return false;
  }

  /** Whether the word at `i` and the next are joined by a single space or hyphen only. */
  private joined(i: number): boolean {
    const next = this.all[i + 1];
    return next !== undefined && JOIN.test(this.text.slice(this.all[i].end, next.start));
  }

  /** A word of prose: what touches it is a space, a bracket, a quote or a clause's punctuation. */
  private isProse(w: Word): boolean {
    const before = w.start === 0 ? ' ' : this.text[w.start - 1];
    const after = w.end >= this.text.length ? ' ' : this.text[w.end];
    if (after === '.') {
      const next = this.text[w.end + 1];
      return PROSE_BEFORE.test(before) && (next === undefined || /\s/u.test(next));
    }
    return (PROSE_BEFORE.test(before) || JOIN.test(before)) && (PROSE_AFTER.test(after) || JOIN.test(after));
  }

  /**
   * A word that may stand in a run: of the other language, short enough to be its function word ("ya", "ke", "je";
   * not an everyday English one, "and", "her", "son", which would join a name to the English after it), or a drug's
   * name written in lower case, which many languages share ("pijte alkohol").
   */
  private joins(w: Word): boolean {
    if (w.lower.length <= 3) return !this.words.isCoreWord(w.lower);
    return this.isOther(w) || (LOWER_START.test(w.text) && this.words.isDrugWord(w.lower));
  }

  /** No English, clinical or drug word, no acronym and no place. */
  private isOther(w: Word): boolean {
    let known = this.other.get(w.text);
    if (known === undefined) {
      const l = w.lower;
      known =
        !INNER_CAPITAL.test(w.text) &&
        !DISGUISED.test(w.text) &&
        !this.words.isAnyEnglishWord(l) &&
        !this.words.isVocabulary(l) &&
        !this.words.isDrugWord(l) &&
        !this.words.isPlace(l) &&
        !this.words.isPlace(withoutMarks(l));
      this.other.set(w.text, known);
    }
    return known;
  }

  /** Of the other language and in no name list either: the evidence. */
  private isStrong(w: Word): boolean {
    let known = this.strong.get(w.text);
    if (known === undefined) {
      known =
        w.lower.length >= 3 &&
        this.isOther(w) &&
        !this.words.isName(w.lower) &&
        !this.words.isName(withoutMarks(w.lower));
      this.strong.set(w.text, known);
    }
    return known;
  }

  /** A given name or surname of the curated lists, with its marks or without them. */
  private isCuratedName(w: Word): boolean {
    return this.isCurated(w, 'first') || this.isCurated(w, 'last');
  }

  private isCurated(w: Word, part: 'first' | 'last'): boolean {
    const bare = withoutMarks(w.lower);
    return part === 'first'
      ? this.words.isFirstName(w.lower) || this.words.isFirstName(bare)
      : this.words.isLastName(w.lower) || this.words.isLastName(bare);
  }
}
