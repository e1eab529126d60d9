/**
 * A continental address line (street word and number, a comma, the postal code, the town) read when the street or
 * the town is written in lower case (thirty-sixth round: the fuzzer's lower-case disguise with machair fed missed
 * both), and not where neither carries a capital nor the street word is there.
 */
import { expectClean, expectFound } from './helpers';

describe('continental address lines in lower case', () => {
  for (const [text, part] of [
    ['Patientin wohnt in der mühlenstraße 14, 50667 Köln, seit 2019.', 'mühlenstraße 14'],
    ['Adres: kerkweg 22, 2311 AB Leiden; opvliegers sinds maart.', 'kerkweg 22'],
    ['Bor på storgatan 5, 411 38 Göteborg med sin man.', 'storgatan 5'],
    ['Anschrift: Lindenallee 9, 80331 münchen. Hitzewallungen.', 'münchen'],
    ['Woonadres Prinsengracht 101, 1015 DZ amsterdam, huisarts gebeld.', 'amsterdam'],
  ] as const)
    it(`finds "${part}" in "${text}"`, () => expectFound(text, part, 'location'));

  for (const text of [
    'Titrated: dose 5, 1000 mg over the week, then stop.',
    'Line weg 3, 12345 units counted by the scanner.',
    'Score tie 2, 1000 participants in the trial arm.',
  ])
    it(`finds nothing in "${text}"`, () => expectClean(text));
});
