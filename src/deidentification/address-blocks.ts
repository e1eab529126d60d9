/**
 * Postal address blocks laid out one part a line, where case says nothing:
 * "pertti palander / 083 Favoritenstrasse 36 / Apt. 367 / koppelstätt / Austria 73269".
 * - a short line of words before a country line ("barnhill / United Kingdom 55695") or right after a street,
 *   unit or PO box line is the town;
 * - the block's first line, two to four name-shaped words (one on the name lists), is the addressee.
 * Only texts with a line break that hold a street, unit or PO box line are read, and texts of three lines
 * exactly, a name, a town and a country ("Krzyś Zielinski / gudhjem / Denmark").
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import type { Token } from './tokens';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

interface Line {
  tokens: Token[];
  digits: boolean;
  unit: boolean;
  country: boolean;
}

const UNIT_LINE = /\b(?:apt|apartment|suite|unit|box|psc)\b/i;
const MAX_WORDS = 4;

export function findAddressBlockLines(
  text: string,
  tokens: Token[],
  hits: IdentifierHit[],
  words: WordClasses,
): IdentifierHit[] {
  if (!text.includes('\n') || tokens.length < 3) return [];
  const lines = splitLines(text, tokens, hits, words);
  const filled = lines.filter((l) => l.tokens.length > 0 || l.digits);
  if (!lines.some((l) => l.unit)) return shortBlock(filled, words);
  const out: IdentifierHit[] = [];
  for (let i = 0; i < filled.length; i++) {
    const line = filled[i];
    const n = line.tokens.length;
    if (n === 0 || n > MAX_WORDS || line.digits || line.unit || line.country) continue;
    if (line.tokens.every((t) => words.isFunctionWord(t) || words.isAllowed(t))) continue;
    const before = filled[i - 1];
    const after = filled[i + 1];
    if ((before?.unit && after !== undefined && (after.country || after.digits)) || after?.country) {
      out.push(hit('location', line.tokens[0].start, line.tokens[n - 1].end, WARNINGS.city));
    } else if (i === 0 && n >= 2 && nameShaped(line.tokens, words) && filled.slice(1, 5).some((l) => l.unit)) {
      out.push(hit('name', line.tokens[0].start, line.tokens[n - 1].end, WARNINGS.name));
    }
  }
  return out;
}

/** "Krzyś Zielinski / gudhjem / Denmark": a whole text of three lines, addressee, town and country. */
function shortBlock(filled: Line[], words: WordClasses): IdentifierHit[] {
  if (filled.length !== 3 || !filled[2].country || filled[2].digits) return [];
  const [who, town] = filled;
  const n = town.tokens.length;
  if (who.digits || town.digits || n === 0 || n > MAX_WORDS || !nameShaped(who.tokens, words)) return [];
  if (town.tokens.every((t) => words.isFunctionWord(t) || words.isAllowed(t))) return [];
  return [hit('location', town.tokens[0].start, town.tokens[n - 1].end, WARNINGS.city)];
}

function nameShaped(line: Token[], words: WordClasses): boolean {
  const part = (t: Token): boolean =>
    t.text.length === 1 || (!words.isVocabulary(t) && (words.isName(t) || !words.isAnyEnglishWord(t)));
  return line.every(part) && line.some((t) => t.text.length > 1 && words.isName(t));
}

function splitLines(text: string, tokens: Token[], hits: IdentifierHit[], words: WordClasses): Line[] {
  const lines: Line[] = [];
  let k = 0;
  for (let start = 0; start <= text.length;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    const own: Token[] = [];
    while (k < tokens.length && tokens[k].start < end) if (tokens[k++].start >= start) own.push(tokens[k - 1]);
    const body = text.slice(start, end);
    const street = hits.some((h) => h.kind === 'location' && h.start < end && start < h.end && /\d/.test(body));
    const key = own.map((t) => t.lower).join(' ');
    lines.push({
      tokens: own,
      digits: /\d/.test(body),
      unit: street || UNIT_LINE.test(body),
      country: own.length > 0 && words.lex.broadGeography.has(key),
    });
    if (nl < 0) break;
    start = nl + 1;
  }
  return lines;
}
