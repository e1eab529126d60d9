/**
 * The last digits of a number, given to say which one ("the card ending 4417", "number ending in 555-0198",
 * "last four digits 2291"): short enough to pass every number pattern, and still the caller's own. The words
 * before say what kind of number it is; a year after "ending" ("the year ending 2024") is left alone.
 */
import { allMatches } from './all-matches';
import type { IdentifierHit, IdentifierKind } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const LAST_DIGITS =
  /\b(?:ending(?:[^\S\n]+in)?|last[^\S\n]+(?:four|4)(?:[^\S\n]+digits)?(?:[^\S\n]+(?:are|is|of))?)[^\S\n]*(?::[^\S\n]*)?(\d{3}[-. ]?\d{4}|\d(?:[-. ]?\d){3})(?![\d-]|[.,]\d)/dgi;
const ACCOUNT_WORDS = /\b(?:card|account|acct|iban|bank|visa|mastercard|amex|debit|credit)\b/i;
const PHONE_WORDS = /\b(?:phone|number|mobile|cell|tel|telephone|landline|line|call(?:ing)?|text)\b/i;

export function findLastDigits(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!/ending|last/i.test(text)) return hits;
  for (const m of allMatches(LAST_DIGITS, text)) {
    const span = m.indices?.[1];
    if (!span) continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0);
    let kind: IdentifierKind | undefined;
    if (ACCOUNT_WORDS.test(before)) kind = 'account_number';
    else if (PHONE_WORDS.test(before)) kind = 'phone';
    if (!kind || (kind === 'phone' && /^(?:19|20)\d\d$/.test(m[1]))) continue;
    hits.push(hit(kind, span[0], span[1], WARNINGS[kind]));
  }
  return hits;
}
