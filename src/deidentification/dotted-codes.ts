/**
 * Codes whose hyphens or spaces were written as dots ("BB26.04471", "GB.BSN.2025.0093318", "RJ1.448.2093"),
 * read with hyphens in the normalized view, as the code rules expect them. Only a run in capitals and digits that
 * opens with a letter, holds five digits or more and a group of four or more: a diagnosis code ("N95.1"), a
 * version ("v1.2.3") or a section ("4.2.1") has fewer, and a host name is in lower case.
 */
import { allMatches } from './all-matches';
import type { Edit } from './text-edit';

const DOTTED_CODE = /(?<![\p{L}\p{N}./@_-])[A-Z][A-Z\d]*(?:\.[A-Z\d]+)+(?![\p{L}\p{N}@_-]|\.[\p{L}\p{N}])/gu;
/**
 * A capital, perhaps digits, a dot and, after it, a digit: what every dotted code has. Read from the start of a run of
 * capitals and digits to its first capital, so a long run with no dot is read once, not once from each capital.
 */
export const MAY_HAVE = /(?<![A-Z\d])\d*[A-Z][A-Z\d]*\.[A-Z\d]*\d/;

export const mayHaveDottedCode = (text: string): boolean => MAY_HAVE.test(text);

export function hyphenateDottedCodes(text: string): Edit[] {
  const edits: Edit[] = [];
  for (const m of allMatches(DOTTED_CODE, text)) {
    const groups = m[0].split('.');
    const digits = m[0].replace(/\D/g, '').length;
    if (digits < 5 || !groups.some((g) => /\d{4,}/.test(g))) continue;
    const at = m.index ?? 0;
    edits.push({ start: at, end: at + m[0].length, next: groups.join('-') });
  }
  return edits;
}
