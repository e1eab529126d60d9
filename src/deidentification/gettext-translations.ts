/**
 * Translations in gettext catalogues (issue 49, twenty-third round, tuned on the tidepool set, by class). A PO file
 * pairs each source string (`msgid`, `msgid_plural`) with its translation (`msgstr`, `msgstr[n]`), as GNU gettext's
 * manual defines the format; the translation's words of another language were read as names ("Kolejna wizyta",
 * "wanaeleza jasho"). A translation renders its source, so a word of the `msgstr` that its `msgid` does not hold is
 * a translated word, not an identifier the source lacks: each run of such words is read as language.
 *
 * These shapes keep every hit of the translation, as they are where a real identifier enters one:
 * - the source names someone: a capitalised word past its first that no English, clinical, drug or place list holds
 *   and that the translation does not write as the source does ("Dear Mrs Ashdown" translated as "Pani Ashdownowa"
 *   keeps every hit; a brand or name written the same in both is the source's word, and kept as such);
 * - the translation fills a placeholder (`%(name)s`, `%s`, `{0}`, `{name}`) with text: it holds fewer of them;
 * - the translation holds fewer digits than its source: it spelled a number out ("zero um seis um");
 * - a run with a digit (dates and numbers translate but keep what they identify: "8 grudnia");
 * - a capitalised word past the translation's first that is a name of the lexicon and no everyday word.
 * Lines may carry `grep -n`'s file and line prefix.
 */
import type { WordClasses } from './word-classes';
import { withoutMarks } from './language-register';

type Span = readonly [number, number];

const ENTRY_LINE = /^(?:[\w./-]+:\d+:)?(msgid(?:_plural)?|msgstr(?:\[\d+\])?)[^\S\n]+"((?:[^"\\\n]|\\.)*)"/gm;
const PLACEHOLDER = /%(?:\([\w.]+\))?[-#0 +]*(?:[1-9]\d*)?(?:\.\d+)?[sdifuxXeEgGcr]|\{[\w.]*\}/g;
const COMMENT_LINE = /^(?:[\w./-]+:\d+:)?#[.]?[^\S\n][^\n]*/gm;
const QUOTED_WORD = /["“]([\p{L}\p{M}]+)["”]/gu;
const WORD = /[\p{L}\p{M}'’-]+/gu;
const CAPITALISED = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}'’-]*/gu;

export function gettextTranslationSpans(text: string, words: WordClasses): Span[] {
  if (!text.includes('msgstr')) return [];
  const spans: Span[] = [];
  let source: string[] = [];
  let sourceNames = false;
  let pending = true;
  const translated = new Set<string>();
  for (const m of text.matchAll(ENTRY_LINE)) {
    const [, keyword, body] = m;
    if (keyword.startsWith('msgid')) {
      // A new entry's msgid follows a msgstr: the source is read afresh.
      if (!pending) {
        source = [];
        sourceNames = false;
      }
      pending = true;
      source.push(body);
      if (namesSomething(body, words, '')) sourceNames = true;
      continue;
    }
    if (pending) {
      pending = false;
      if (source.length === 1 && source[0] === '') sourceNames = true; // the header entry: translator, team, dates
    }
    if (placeholders(body) < Math.min(...source.map(placeholders))) continue;
    if (digits(body) < Math.min(...source.map(digits))) continue;
    if (sourceNames && source.some((s) => namesSomething(s, words, body))) continue;
    const known = new Set(source.flatMap((s) => (s.match(WORD) ?? []).map(fold)));
    const bodyStart = m.index + m[0].length - 1 - body.length;
    let run: [number, number] | undefined;
    for (const w of body.matchAll(WORD)) {
      const start = bodyStart + w.index;
      const end = start + w[0].length;
      // A listed name inside the translation is no translated word: a name a translator pasted stays found.
      if (
        known.has(fold(w[0])) ||
        (w.index > 0 && /^\p{Lu}/u.test(w[0]) && words.isDistinctiveName(w[0].toLowerCase()))
      ) {
        run = undefined;
        continue;
      }
      if (run && /^[^\S\n]+$/.test(text.slice(run[1], start))) run[1] = end;
      else spans.push((run = [start, end]));
    }
    for (const w of body.match(WORD) ?? []) translated.add(fold(w));
  }
  if (translated.size > 0 && text.includes('#')) quotedInComments(text, translated, spans);
  return spans;
}

/**
 * A word quoted in a translator's comment (`#.`, `#`) that starts a word of the catalogue's translations ("Kadın"
 * beside "Kadınlar"): the comment explains the translation's own word. Four letters at least, so a short quoted
 * token is no stem of everything.
 */
function quotedInComments(text: string, translated: ReadonlySet<string>, spans: Span[]): void {
  for (const line of text.matchAll(COMMENT_LINE)) {
    for (const q of line[0].matchAll(QUOTED_WORD)) {
      const word = fold(q[1]);
      if (word.length < 4) continue;
      if (![...translated].some((t) => t.startsWith(word))) continue;
      const start = line.index + q.index + 1;
      spans.push([start, start + q[1].length]);
    }
  }
}

/**
 * A capitalised word past the string's first that no list of words, terms, drugs or places holds and the translation
 * does not carry over as written (a brand is written the same in both: "Testogel").
 */
function namesSomething(body: string, words: WordClasses, translation: string): boolean {
  const without = body.replace(PLACEHOLDER, ' ');
  for (const c of without.matchAll(CAPITALISED)) {
    if (c.index === 0 || /^[^\p{L}]*$/u.test(without.slice(0, c.index))) continue;
    const lower = c[0].toLowerCase();
    // A place the source names is kept where the translation writes it the same way ("Moortown kliniği").
    if (words.isAnyEnglishWord(lower) || words.isAllowed(lower) || words.isDrugWord(lower) || words.isPlace(lower))
      continue;
    if (carriedOver(c[0], translation)) continue;
    return true;
  }
  return false;
}

function carriedOver(word: string, translation: string): boolean {
  const at = translation.indexOf(word);
  if (at < 0) return false;
  const after = translation[at + word.length];
  return (
    !(at > 0 && /[\p{L}\p{M}]/u.test(translation[at - 1])) && !(after !== undefined && /[\p{L}\p{M}]/u.test(after))
  );
}

/** Digits in any script's forms ("０３８８" too): a translation holding fewer wrote a number in words. */
function digits(body: string): number {
  return body.match(/\p{Nd}/gu)?.length ?? 0;
}

function placeholders(body: string): number {
  return body.match(PLACEHOLDER)?.length ?? 0;
}

function fold(word: string): string {
  return withoutMarks(word.toLowerCase());
}
