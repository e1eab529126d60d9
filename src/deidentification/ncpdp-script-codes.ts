/**
 * Coded values of NCPDP SCRIPT messages (issue 49, twenty-eighth round, tuned on the mudflat set, by class). An
 * e-prescription in NCPDP SCRIPT XML codes its drug by an NDC in `<ProductCode><Code>…</Code><Qualifier>ND`, and its
 * units and forms by NCI Thesaurus codes in `<QuantityUnitOfMeasure>`, `<PotencyUnitCode>`, `<StrengthForm>` or
 * `<StrengthUnitOfMeasure>` ("C48542", tablet); the NDC's digits in 5-4-2 groups were read as a phone and the NCI code
 * as an identifier. A `<Code>` element is the product's code when the qualifier after it in the same element names
 * a drug code list (ND for NDC, also the UPC, HRI and RxNorm qualifiers), and a unit's or a form's code when it sits
 * in one of those unit elements and has an NCI code's shape (C and digits). A `<Code>` under a patient's or a
 * prescriber's element, or one with another qualifier (a DEA number, an NPI), is left to the rules.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const PRODUCT_CODE =
  /<(?:ProductCode|DrugDBCode)>[^\S]*<Code>([^<]{1,24})<\/Code>\s*<Qualifier>(?:ND|UP|HRI|UPC|NDC|SCD|SBD|GPCK|BPCK)<\/Qualifier>/g;
const UNIT_CODE =
  /<(?:QuantityUnitOfMeasure|PotencyUnitCode|StrengthForm|StrengthUnitOfMeasure|DoseUnitOfMeasure)>\s*<Code>(C\d{4,6})<\/Code>/g;

export function ncpdpScriptCodeSpans(text: string): Span[] {
  if (!text.includes('<Code>')) return [];
  const spans: Span[] = [];
  for (const pattern of [PRODUCT_CODE, UNIT_CODE])
    for (const m of allMatches(pattern, text)) {
      const start = m.index + m[0].indexOf('<Code>') + 6;
      spans.push([start, start + m[1].length]);
    }
  return spans;
}
