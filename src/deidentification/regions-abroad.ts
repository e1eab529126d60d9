/**
 * Regions and island regions abroad named where a place is gone to or come from (issue 49, thirty-sixth round): "on
 * holiday in Sardinia", "back from Crete", "her mother grew up in Finnmark", "family from Xinjiang". Under Safe Harbor
 * a unit above a state, or abroad a region, is no identifier; yet some regions share a US town's name (Sardinia, Crete
 * and Andalusia are towns on the ZIP gazetteer) and most are read as an unknown place after "in" or "from" ("Lapland",
 * "Sindh", "Tigray"). The register is CLDR's English names of first-level regions, less those that are a city's name
 * too (regions-abroad.json, written by scripts/build-regions-abroad.ts). A region's name is also a surname or a town's
 * often enough ("Wardak", "Imo"), so only the weakest reading is dropped: a hit that is exactly a listed name, written
 * as a name (not shouted), right after a preposition of place or a verb of travel, or after a country or region and
 * "and" ("Cyprus and Sardinia"), and not followed by a US state or a ZIP code ("Galicia, Pennsylvania"). A title, a
 * given name or a street's word beside it makes a longer hit or stands between it and the preposition, so "Mrs Madeira"
 * and "Malalai Wardak" keep theirs.
 */
import { MULTIWORD_STATES, STATES } from './allowlist-general';
import { builtOnce, readGenerated } from './generated-lists';

const register = builtOnce((): ReadonlySet<string> => new Set(readGenerated<string[]>('regions-abroad.json')));

/** What may stand right before a region that is gone to, come from or lived in. */
const BEFORE =
  /(?:^|[^\p{L}\p{M}'’-])(?:in|from|to|on|around|across|between|near|through|via|towards?|visit(?:s|ed|ing)?|tour(?:s|ed|ing)?|left|leaving|holiday(?:s|ed|ing)?)[^\S\n]+(?:the[^\S\n]+)?$/iu;
/** A US state's name or code, or a ZIP code, after the name: a US town ("Crete, Nebraska", "Crete, NE 68333"). */
const US_TOWN_AFTER = /^[^\S\n]*(?:,[^\S\n]*)?(?:([A-Z]{2})\b|\d{5}\b|(\p{L}+(?:[^\S\n]\p{L}+)?))/u;
const SPACES = /[^\S\n]+/;
const REACH = 48;

function isUsTownAfter(text: string, end: number): boolean {
  const m = US_TOWN_AFTER.exec(text.slice(end, end + REACH));
  if (!m) return false;
  if (m[1] !== undefined || m[2] === undefined) return true;
  const words = m[2].toLowerCase();
  return STATES.has(words.split(/\s+/)[0]) || MULTIWORD_STATES.some((s) => words.startsWith(s));
}

function goneToOrFrom(text: string, start: number, isBroadPlace: (name: string) => boolean): boolean {
  const before = text.slice(Math.max(0, start - REACH), start);
  return BEFORE.test(before) || listedAfterPlace(before, isBroadPlace);
}

/** A country or region and "and" or a comma before the name: a list of places ("Cyprus and Sardinia"). */
function listedAfterPlace(before: string, isBroadPlace: (name: string) => boolean): boolean {
  let rest = before.trimEnd();
  if (before.slice(rest.length).includes('\n')) return false;
  if (rest.endsWith(',')) rest = rest.slice(0, -1);
  else if (rest.endsWith(' and')) rest = rest.slice(0, -4).trimEnd();
  else return false;
  const words = rest.split(SPACES);
  const last = words.slice(-1).join(' ');
  return [last, words.slice(-2).join(' ')].some((name) => register().has(name) || isBroadPlace(name.toLowerCase()));
}

/**
 * The hits left once a region abroad, read as a name or a place where it is gone to or come from, is dropped.
 * `isBroadPlace` says whether a lower-case name is a country or other broad geography (the lexicon's list).
 */
export function dropRegionsAbroad<H extends { kind: string; start: number; end: number }>(
  text: string,
  hits: H[],
  isBroadPlace: (name: string) => boolean,
): H[] {
  let dropped: Set<H> | undefined;
  for (const h of hits) {
    if (h.kind !== 'name' && h.kind !== 'location') continue;
    const written = text.slice(h.start, h.end);
    // A shouted word ("IMO 9 7 1 2 3 4 5") is a code or a name in capitals, not a region named in passing.
    if (written === written.toUpperCase() || !register().has(written)) continue;
    if (!goneToOrFrom(text, h.start, isBroadPlace) || isUsTownAfter(text, h.end)) continue;
    (dropped ??= new Set()).add(h);
  }
  return dropped ? hits.filter((h) => !dropped.has(h)) : hits;
}
