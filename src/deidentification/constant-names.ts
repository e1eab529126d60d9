/**
 * The names of programming constants and environment variables (issue 49, twenty-seventh round, tuned on the
 * foreshore set, by class). Man pages, runbooks and configuration write a setting's name in capitals with its words
 * joined by underscores ("MENO_PRINTER", "CLINIC_DAYS", "HRT_AUDIT_DIR"); the word rules read a segment of it as a
 * name in capitals ("MENO", a town and a surname) or as a name beside a label. Such a name is one token of code: its
 * last segment says what kind of setting it is, an everyday word ("PRINTER", "DAYS", "TIMEOUT") or a programmer's
 * abbreviation ("DIR", "URL", "TTL"). A hit inside the constant is dropped when the constant has such a last segment
 * and no more than one segment that is a listed name and no everyday word, so a file named after someone
 * ("GOMEZ_MARIA_LETTER") keeps its hits, as does the constant's value ("MENO_CONTACT=maria.gomez@example.org"). An
 * everyday word just before it ("export", "Set") is in the span, as a name rule may join it to the constant's first
 * segment.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const CONSTANT = /(?<![\p{L}\p{N}_])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\p{L}\p{N}_])/gu;

/** Programmers' abbreviations that end a setting's name. */
const CODE_HEADS = new Set([
  'dir',
  'dirs',
  'path',
  'paths',
  'url',
  'uri',
  'urls',
  'host',
  'hosts',
  'port',
  'env',
  'cfg',
  'conf',
  'config',
  'tmp',
  'temp',
  'max',
  'min',
  'id',
  'ids',
  'db',
  'api',
  'key',
  'ttl',
  'log',
  'logs',
  'ms',
  'sec',
  'secs',
  'num',
  'len',
  'str',
  'opts',
  'args',
  'bin',
  'lib',
  'src',
  'dst',
  'cnt',
  'idx',
  'pid',
  'uid',
  'gid',
  'tz',
  'lang',
]);

/** Where the everyday word just before the constant on its line starts ("export", "Set"), or the constant's start. */
function wordBefore(text: string, at: number, words: WordClasses): number {
  const before = /(\p{L}+)[^\S\n]+$/u.exec(text.slice(Math.max(0, at - 24), at));
  if (!before) return at;
  const lower = before[1].toLowerCase();
  if (!words.isCommonWord(lower) || words.isDistinctiveName(lower)) return at;
  return at - before[0].length;
}

export function constantNameSpans(text: string, words: WordClasses): Span[] {
  if (!text.includes('_')) return [];
  const spans: Span[] = [];
  for (const m of allMatches(CONSTANT, text)) {
    const parts = m[0].toLowerCase().split('_');
    const head = parts[parts.length - 1];
    if (!(CODE_HEADS.has(head) || (head.length >= 3 && words.isCommonWord(head)))) continue;
    const named = parts.filter((p) => words.isName(p) && !words.isCommonWord(p) && !CODE_HEADS.has(p)).length;
    if (named > 1) continue;
    spans.push([wordBefore(text, m.index, words), m.index + m[0].length]);
  }
  return spans;
}
