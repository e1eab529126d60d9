/**
 * Trade item numbers in GS1 element strings (issue 49, twenty-second round, tuned on the mudflat set, by class).
 * Dispensing-bench scan logs (the Falsified Medicines Directive's verification) print the pack's data matrix as
 * element strings: `(01)` and a GTIN-14, then `(17)` an expiry, `(10)` a batch, `(21)` the pack's serial. The GTIN
 * names a product, not a patient or a pack, and was read as a long other identifier. A GTIN proves itself: its last
 * digit is the GS1 check digit (weights 3 and 1 from the right, mod 10, as the GS1 General Specifications define it),
 * so a 14-digit run after the application identifier `(01)`, or an 8-, 12-, 13- or 14-digit run after the label
 * "GTIN", with a valid check digit is a span; so is a GTIN-14 after `(01)` directly followed by the next application
 * identifier in brackets (`(01)…(17)…`), as the element string's own structure says what it is when a scan log was
 * typed by hand and the check digit is wrong. The serial after `(21)` and the batch after `(10)` keep every rule, and
 * a run failing the check (nine in ten of other numbers) is read as before.
 */
type Span = readonly [number, number];

const AFTER_AI = /\(01\)(\d{14})(?!\d)(\(\d{2,4}\))?/g;
const AFTER_LABEL = /\bGTIN(?:-1[234]|-8)?[^\S\n]*[:#=]?[^\S\n]*(\d{14}|\d{13}|\d{12}|\d{8})(?!\d)/g;

export function gs1CheckDigitValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight)
    sum += (digits.charCodeAt(i) - 48) * weight;
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}

export function gtinElementStringSpans(text: string): Span[] {
  const ai = text.includes('(01)');
  if (!ai && !text.includes('GTIN')) return [];
  const spans: Span[] = [];
  for (const pattern of ai ? [AFTER_AI, AFTER_LABEL] : [AFTER_LABEL]) {
    for (const m of text.matchAll(pattern)) {
      const chained = pattern === AFTER_AI && m[2] !== undefined;
      if (!chained && !gs1CheckDigitValid(m[1])) continue;
      const start = m.index + m[0].indexOf(m[1]);
      spans.push([start, start + m[1].length]);
    }
  }
  return spans;
}
