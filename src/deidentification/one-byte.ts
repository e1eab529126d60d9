/**
 * V8 keeps a string two-byte when it was cut from, or joined out of, a string holding any character past
 * Latin-1, even when none of those characters is left in it: a 500-character note sliced from a longer text
 * with a curly quote further on, a field cut from an upload chunk holding an emoji, and the normalised view of
 * a note whose look-alike letters were folded to Latin. Every `u`-flag class (`\p{Lu}`, `\p{L}`) costs 10–25
 * times more per position on two-byte text, and a note runs through about 150 such scans, so a text whose
 * characters all fit in Latin-1 is copied into a fresh string, which V8 stores one byte per character.
 */
const BEYOND_LATIN1 = /[^\0-\xff]/;

/** The same characters, stored one byte each when they all fit; a text with a wider character as it is. */
export function asOneByte(text: string): string {
  if (BEYOND_LATIN1.test(text)) return text;
  return Buffer.from(text, 'latin1').toString('latin1');
}
