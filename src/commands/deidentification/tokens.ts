/**
 * Word tokens with offsets, shared by the name and location rules.
 * A token keeps inner apostrophes and hyphens ("O'Connor", "Al-Khatib",
 * "Hye-jin") and an optional trailing period ("Dr.", "J.") is recorded but
 * not part of the word.
 */
export interface Token {
  /** Word as written, without possessive and trailing period. */
  text: string;
  /** Lower case, possessive and diacritics kept. */
  lower: string;
  start: number;
  /** End of the word itself, before any possessive or period. */
  end: number;
  /** End including a possessive "'s" / "'" when present. */
  endWithPossessive: number;
  possessive: boolean;
  /** Followed immediately by a period. */
  dotted: boolean;
  capitalised: boolean;
  allCaps: boolean;
  /** First word of the text or of a sentence, where capitals say nothing. */
  sentenceStart: boolean;
  index: number;
}

const WORD = /\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*(?:['’]s?)?/gu;
const POSSESSIVE = /['’]s?$/u;
const UPPER = /^\p{Lu}/u;
const HAS_LOWER = /\p{Ll}/u;

function isSentenceStart(text: string, start: number): boolean {
  for (let i = start - 1; i >= 0; i--) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '"' || c === '(' || c === '[' || c === '“' || c === '‘' || c === "'") continue;
    if (
      c === '.' ||
      c === '!' ||
      c === '?' ||
      c === ':' ||
      c === ';' ||
      c === '\n' ||
      c === '\r' ||
      c === '-' ||
      c === '•' ||
      c === '*'
    ) {
      // "Dr. Smith" / "J. Smith": the period ends an abbreviation, not a sentence.
      if (c === '.' && endsWithAbbreviation(text, i)) return false;
      return true;
    }
    return false;
  }
  return true;
}

const ABBREVIATION_BEFORE_DOT = /(?:^|[^\p{L}])(?:dr|mr|mrs|ms|mx|prof|st|sr|jr|mt|ft|\p{Lu})$/iu;

function endsWithAbbreviation(text: string, dotIndex: number): boolean {
  return ABBREVIATION_BEFORE_DOT.test(text.slice(Math.max(0, dotIndex - 6), dotIndex));
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const start = m.index ?? 0;
    const possessive = POSSESSIVE.test(raw) && raw.length > 2;
    const word = possessive ? raw.replace(POSSESSIVE, '') : raw;
    const end = start + word.length;
    const endWithPossessive = start + raw.length;
    tokens.push({
      text: word,
      lower: word.toLowerCase(),
      start,
      end,
      endWithPossessive,
      possessive,
      dotted: text[endWithPossessive] === '.',
      capitalised: UPPER.test(word),
      allCaps: word.length > 1 && !HAS_LOWER.test(word),
      sentenceStart: isSentenceStart(text, start),
      index: tokens.length,
    });
  }
  return tokens;
}

/** Only spaces (and at most one comma when allowed) between two tokens. */
export function adjacent(text: string, left: Token, right: Token, allowComma = false): boolean {
  const gap = text.slice(left.endWithPossessive, right.start);
  if (gap.length > 3) return false;
  return allowComma ? /^\.?,?\s+$/.test(gap) : /^\.?\s+$/.test(gap) || gap === '-';
}
