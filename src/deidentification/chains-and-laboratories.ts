/**
 * Supermarket, pharmacy and high-street chains, and pathology and laboratory providers, by the place words around
 * them (issue 49, seventeenth round, lexicons of a kind: "bright lights at Tesco", "Pathology by Healius"):
 * - chains of the UK, Ireland, the US, Canada, Australia and New Zealand, from Wikipedia's "List of supermarket
 *   chains" and "List of pharmacies" (by country), read as the shop after a preposition of place or errand ("at
 *   Tesco", "from Boots", "to Walgreens", "in Aldi") or before a word of the shop's ("Tesco pharmacy", "Boots
 *   Advantage card", "Sainsbury's car park");
 * - pathology providers of the same countries, from Wikipedia's "Sonic Healthcare", "Healius", "Quest Diagnostics",
 *   "Labcorp" and "Synlab" articles and the lists of pathology providers of the Royal College of Pathologists of
 *   Australasia, read after a preposition or "by" in a text about results ("Pathology by Healius", "bloods sent to
 *   Quest") or before a laboratory word ("Laverty Pathology", "Sonic lab").
 * Several are surnames ("Sainsbury", "Morrison", "Coles", "Laverty"): after a title ("Mrs Tesco", "Dr Coles") or
 * with no such word beside them ("Coles rang back") they stay names, and a surname chain is read only before a word
 * of its shop ("Coles supermarket", "Sainsbury car park"); "Sainsbury's" and "Morrisons" are the shops' own forms.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { titleBefore } from './titles-before';

const S = String.raw`[^\S\n]+`;
const alternation = (block: string): string =>
  block
    .split('|')
    .map((w) => w.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((w) =>
      w
        .replace(/[.*+?^${}()[\]\\]/g, '\\$&')
        .replace(/'/g, "['’]")
        .replace(/ /g, S),
    )
    .join('|');

/** Chains whose names are no one's: after a preposition they are the shop. */
const CHAINS = alternation(`
Tesco|Asda|Aldi|Lidl|Waitrose|Ocado|Iceland|Co-op|Spar|Londis|Budgens|Nisa|Costcutter|Morrisons|Sainsbury's|
Boots|Superdrug|Lloydspharmacy|LloydsPharmacy|Well Pharmacy|Rowlands Pharmacy|Savers|Wilko|
Holland & Barrett|Holland and Barrett|Poundland|B&M|Primark|Dunnes Stores|SuperValu|Centra|Londis|Mace|Eurospar|
Tesco Express|Tesco Extra|Sainsbury's Local|Hickey's Pharmacy|Walgreens|CVS|Rite Aid|Walmart|Costco|
Safeway|Albertsons|Publix|Wegmans|H-E-B|Target|Trader Joe's|Whole Foods|Food Lion|Stop & Shop|
Giant Eagle|Hy-Vee|Winn-Dixie|Duane Reade|Sam's Club|Loblaws|Sobeys|Metro|Shoppers Drug Mart|
Rexall|London Drugs|Pharmasave|Uniprix|Familiprix|No Frills|FreshCo|Save-On-Foods|IGA|Woolworths|Woolies|
Chemist Warehouse|Priceline|Priceline Pharmacy|Terry White Chemmart|Amcal|Blooms The Chemist|
Soul Pattinson|Discount Drug Stores|Countdown|New World|Pak'nSave|PAK'nSAVE|Four Square|Unichem|Life Pharmacy|
Bargain Chemist|Kmart|Big W|Harris Farm|Foodland`);
/** Chains named after their founders, surnames still: read as the shop only before a word of the shop's. */
const SURNAME_CHAINS = alternation(
  'Sainsbury|Morrison|Lloyds|Coles|Booths|Drakes|Kroger|Meijer|Jean Coutu|Day Lewis|Harris Teeter|McCabes',
);
/** Words of a shop after its name: "Tesco pharmacy", "Boots Advantage card". */
const SHOP_WORDS =
  String.raw`pharmacy|chemist|pharmacist|store|stores|superstore|supermarket|Express|Extra|Local|Metro|online|` +
  String.raw`own[-\s]brand|app|delivery|click|car${S}park|Clubcard|Advantage|Nectar|Flybuys|receipts?|vouchers?|` +
  String.raw`shop|shopping|opticians?|hearing|minute${S}clinic|MinuteClinic|photo|branch|counter`;
const PLACE_PREPOSITION =
  String.raw`(?:at|from|to|in|into|via|outside|near|inside|round|around|behind|opposite|through)${S}` +
  String.raw`(?:(?:the|a|my|her|his|their|our|local|nearest|big|large|small)${S}){0,2}`;
const CHAIN_AFTER_PREPOSITION = new RegExp(String.raw`(?<![\p{L}])${PLACE_PREPOSITION}(${CHAINS})(?![\p{L}])`, 'gu');
const CHAIN_BEFORE_SHOP_WORD = new RegExp(
  String.raw`(?<![\p{L}])(${CHAINS}|${SURNAME_CHAINS})${S}(?:${SHOP_WORDS})(?![\p{L}])`,
  'gu',
);

/** Pathology providers whose names are no one's. */
const LABORATORIES = alternation(`
Healius|Sonic Healthcare|Sonic|QML|Abbott Pathology|TML|Western Diagnostic|Melbourne Pathology|Clinipath|
Capital Pathology|Australian Clinical Labs|ACL|Histopath|
Quest Diagnostics|Quest|Labcorp|LabCorp|BioReference|Bio-Reference|Sonora Quest|ARUP|Mayo Clinic Laboratories|
Synlab|SYNLAB|Eurofins|Unilabs|Cerba|Medlab|TDL|The Doctors Laboratory|Randox|Medichecks|Thriva|LifeLabs|Dynacare|
Labtests|Pathlab|Awanui|Southern Community Laboratories|Medlab Central|APL|Alberta Precision Laboratories`);
/** Providers named after their founders: read as the laboratory only before a laboratory word. */
const SURNAME_LABORATORIES = alternation('Laverty|Dorevitch|Douglass Hanly Moir|Sullivan Nicolaides');
const LAB_WORDS =
  String.raw`pathology|laboratory|laboratories|labs?|collection${S}(?:centre|center)|diagnostics|` +
  String.raw`results?|reports?|reference${S}ranges?`;
const LAB_BY_PREPOSITION = new RegExp(
  String.raw`(?<![\p{L}])(?:${PLACE_PREPOSITION}|by${S}|with${S})(${LABORATORIES})(?![\p{L}])`,
  'gu',
);
const LAB_BEFORE_WORD = new RegExp(
  String.raw`(?<![\p{L}])(${LABORATORIES}|${SURNAME_LABORATORIES})${S}(?:${LAB_WORDS})(?![\p{L}])`,
  'giu',
);
/** A text about results: only there is "by Healius" the laboratory. */
const RESULTS_TEXT =
  /\b(?:pathology|bloods?|labs?|laboratory|specimens?|samples?|results?|serum|assay|FBC|TSH|FSH|HbA1c|eGFR|swabs?)\b/i;
/** Any word of the lists or their cues: most notes have none. */
const MAY_NAME_CHAIN = new RegExp(`(?:${CHAINS}|${SURNAME_CHAINS}|${LABORATORIES}|${SURNAME_LABORATORIES})`);

function groupSpans(re: RegExp, text: string, spans: Array<[number, number]>, whole: boolean): void {
  for (const m of allMatches(re, text)) {
    const at = m.index ?? 0;
    const start = at + m[0].indexOf(m[1]);
    if (titleBefore(text, start, 10, 'usual')) continue;
    spans.push([start, whole ? at + m[0].length : start + m[1].length]);
  }
}

export function chainAndLaboratorySpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_NAME_CHAIN.test(text)) return spans;
  groupSpans(CHAIN_AFTER_PREPOSITION, text, spans, false);
  groupSpans(CHAIN_BEFORE_SHOP_WORD, text, spans, true);
  if (RESULTS_TEXT.test(text)) groupSpans(LAB_BY_PREPOSITION, text, spans, false);
  groupSpans(LAB_BEFORE_WORD, text, spans, true);
  return spans;
}
