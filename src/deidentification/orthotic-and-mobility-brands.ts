/**
 * Makers and product lines of orthoses, prostheses, spinal braces, footwear, wheelchairs, cushions and hoists
 * (issue 49, 27th round, tuned on the lagoon set, by class): orthotics, prosthetics, seating and falls notes name
 * them without a dose or a model number ("Roho for pressure care", "Spinomed chosen", "Össur Pro-Flex foot"), where
 * a name reader takes an unknown capitalised word for a surname. Makers that are also given names or surnames
 * (Jay, Harmony, Comfort, Jewett, Blatchford, Hanger, Scholl, Orion, Elan …) are left out, so the person stays
 * found; the unit test keeps them out. Marked allowed vocabulary by word-classes.ts.
 */
import { wordSet } from './word-set';

export const ORTHOTIC_AND_MOBILITY_BRANDS: ReadonlySet<string> = wordSet(`
össur ossur ottobock otto-bock endolite fillauer freedom-innovations steeper
pro-flex proflex rheo genium c-leg kenevo triton taleo echelon
spinomed spinomed-active aspen-vista boston-brace cash-brace thuasne bauerfeind donjoy aircast ossur-unloader
vasyli formthotics superfeet aetrex orthofeet sidas footbalance
invacare sunrise-medical quickie sopur permobil otto-bock-healthcare küschall kuschall ottobock-healthcare
roho varilite vicair spex jay-basic sofflex
arjo arjohuntleigh liko molift oxford-hoist sara-stedy
`);

/**
 * Makers named in two words, one of them a given name or a title ("Otto Bock 3R80 knee", "Dr Comfort shoes",
 * "Dr Scholl's insoles"): read as allowed phrases by allowlist-phrases.ts. "Dr Comfort" only before a word for
 * footwear, since Comfort is also a given name.
 */
export const MOBILITY_BRAND_PHRASES: readonly string[] = [
  String.raw`otto\s+bock`,
  String.raw`dr\.?\s+(?:comfort|scholl'?s?)\s+(?:shoes?|footwear|boots?|insoles?|sandals?|slippers?|orthotics?)`,
];
