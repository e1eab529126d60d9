/**
 * Generates src/deidentification/country-names.json: the names of the world's countries of two words or more, in
 * English and in the languages of the npm package world-countries (ODbL data, which build-deid-data.ts already reads
 * for demonyms): each country's common and official name, its other spellings ("Great Britain", "Republic of
 * Korea") and its names in about 25 languages ("República Dominicana", "Vereinigtes Königreich"). A country is no
 * place below a state's level, and no person is named by two or more words of a country's name; a name of one word
 * ("Jordan", "Georgia", "Chad") is left out, as many are given names or surnames too. Names are lower case, NFC,
 * and only of letters, marks, spaces, hyphens and apostrophes.
 * Run: npx tsx scripts/build-country-names.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import countries from 'world-countries';

const ROOT = join(__dirname, '..');
const PLAIN_NAME = /^[\p{L}\p{M}'’-]+(?: [\p{L}\p{M}'’-]+)+$/u;

function main(): void {
  const names = new Set<string>();
  let unplain = 0;
  for (const c of countries) {
    const translated = Object.values(c.translations).flatMap((t) => [t.common, t.official]);
    for (const written of [c.name.common, c.name.official, ...c.altSpellings, ...translated]) {
      const name = written.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
      if (!name.includes(' ')) continue;
      if (PLAIN_NAME.test(name)) names.add(name);
      else unplain++;
    }
  }
  const sorted = [...names].sort();
  writeFileSync(join(ROOT, 'src', 'deidentification', 'country-names.json'), JSON.stringify(sorted) + '\n');
  console.log(`world-countries: ${countries.length} countries; names of two words or more: ${sorted.length}`);
  console.log(`left out with a bracket, a digit or a full stop: ${unplain}`);
}

main();
