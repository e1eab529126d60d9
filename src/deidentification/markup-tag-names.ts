/**
 * The names of markup elements (issue 49, twenty-second round, tuned on the mudflat set, by class). E-prescribing
 * XML (NCPDP SCRIPT), CDA and openEHR exports name their elements in capitalised words (`<Sig>`, `<Prescriber>`,
 * `</DrugDescription>`), and a short one in no word list was read as a surname. An element's name is read by its
 * place in the markup: after `<` or `</`, then attributes, `/>` or `>`, in a text with a closing tag, so only the
 * tag's name is a span; what the element holds (`<LastName>Okafor</LastName>`) and an attribute's value keep every
 * rule.
 */
type Span = readonly [number, number];

const TAG = /<\/?([A-Za-z_][\w.:-]{0,40})(?=[\s/>])[^<>\n]{0,200}>/g;

export function markupTagNameSpans(text: string): Span[] {
  if (!text.includes('</')) return [];
  const spans: Span[] = [];
  for (const m of text.matchAll(TAG)) {
    const start = m.index + (m[0][1] === '/' ? 2 : 1);
    spans.push([start, start + m[1].length]);
  }
  return spans;
}
