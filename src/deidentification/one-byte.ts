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

/**
 * A tenth of the notes are two-byte by their en and em dashes alone, and two-byte notes cost the detector about
 * half as much again as the same notes one-byte. The detector reads each such dash as the C1 control Windows-1252
 * puts it at (0x96 for the en dash, 0x97 for the em dash): one character for one, so every offset stays, and
 * Latin-1, so the note can be stored one byte a character. Every pattern that names an en or em dash names its
 * stand-in beside it (`dash-stand-ins.unit.spec.ts` reads the sources for it), and in every class no rule names
 * the two differ in nothing: neither is a letter, digit, space, line break or ASCII, and both are of the common
 * script. A note that already holds such a control (text decoded as Latin-1 from Windows-1252) reads it as the dash
 * it stood for there.
 */
const WIDE_DASH = /[\u2013\u2014]/g;
const STAND_IN: Readonly<Record<string, string>> = { '\u2013': '\x96', '\u2014': '\x97' };

/** The text with its en and em dashes written as their one-byte stand-ins, offset for offset. */
export function withDashStandIns(text: string): string {
  return text.replace(WIDE_DASH, (dash) => STAND_IN[dash]);
}
