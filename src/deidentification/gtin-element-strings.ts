/**
 * Trade item numbers in GS1 element strings (issue 49, twenty-second round, tuned on the mudflat set, by class).
 * Dispensing-bench scan logs (the Falsified Medicines Directive's verification) print the pack's data matrix as
 * element strings: `(01)` and a GTIN-14, then `(17)` an expiry, `(10)` a batch, `(21)` the pack's serial. The GTIN
 * names a product, not a patient or a pack, and was read as a long other identifier. A GTIN proves itself: its last
 * digit is the GS1 check digit (weights 3 and 1 from the right, mod 10, as the GS1 General Specifications define it),
 * so a 14-digit run after the application identifier `(01)` with a valid check digit is a span; so is a GTIN-14
 * after `(01)` directly followed by the next application identifier in brackets (`(01)…(17)…`), as the element
 * string's own structure says what it is when a scan log was typed by hand and the check digit is wrong. The serial
 * after `(21)` and the batch after `(10)` keep every rule, and a run failing the check with no identifier after it
 * (nine in ten of other numbers) is read as before.
 */
type Span = readonly [number, number];

const AFTER_AI = /\(01\)(\d{14})(?!\d)(\(\d{2,4}\))?/g;

export function gs1CheckDigitValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight)
    sum += (digits.charCodeAt(i) - 48) * weight;
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}

export function gtinElementStringSpans(text: string): Span[] {
  if (!text.includes('(01)')) return [];
  const spans: Span[] = [];
  for (const m of text.matchAll(AFTER_AI)) {
    if (m[2] === undefined && !gs1CheckDigitValid(m[1])) continue;
    spans.push([m.index + 4, m.index + 4 + m[1].length]);
  }
  return spans;
}
