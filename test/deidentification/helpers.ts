import { expect } from 'chai';
import { detectIdentifiers, type IdentifierKind } from '../../src/deidentification';

/** Asserts the text is refused and some hit of the kind covers the marked words. */
export function expectFound(text: string, fragment: string, kind?: IdentifierKind): void {
  const start = text.indexOf(fragment);
  if (start < 0) throw new Error(`fragment "${fragment}" not in text`);
  const end = start + fragment.length;
  const hits = detectIdentifiers(text);
  const covering = hits.filter((h) => h.start < end && start < h.end);
  expect(covering, `expected a hit on "${fragment}" in: ${text}\nhits: ${JSON.stringify(hits)}`).to.not.be.empty;
  if (kind)
    expect(
      covering.map((h) => h.kind),
      `kind for "${fragment}"`,
    ).to.include(kind);
}

/** Asserts the text gets no hit at all. */
export function expectClean(text: string): void {
  const hits = detectIdentifiers(text);
  const shown = hits.map((h) => `${h.kind}:"${text.slice(h.start, h.end)}"`);
  expect(shown, `expected no hit in: ${text}`).to.deep.equal([]);
}

/** Asserts that no hit covers any of the marked words; the rest of the text may be refused. */
export function expectNoHitOn(text: string, fragments: string | readonly string[]): void {
  const hits = detectIdentifiers(text);
  for (const fragment of typeof fragments === 'string' ? [fragments] : fragments) {
    const start = text.indexOf(fragment);
    if (start < 0) throw new Error(`fragment "${fragment}" not in text`);
    const end = start + fragment.length;
    const covering = hits.filter((h) => h.start < end && start < h.end);
    expect(covering, `expected no hit on "${fragment}" in: ${text}`).to.deep.equal([]);
  }
}
