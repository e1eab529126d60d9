/**
 * Generates src/deidentification/language-names.json: the English names of the living languages of ISO 639-3, as
 * published by SIL and packaged by the npm package iso-639-3 (MIT). ISO 639-1 (iso-639-1, read at start by
 * language-register.ts) names 184 languages; notes name many more that it lacks ("Papiamento", "Sranan Tongo",
 * "Morisyen", "Tok Pisin"), and those words are in no dictionary, so the name rules read them as unknown names.
 *
 * Individual languages and macrolanguages only (not collective codes, not extinct, ancient or constructed ones); a
 * qualifier in brackets ("Swahili (macrolanguage)") is dropped, and names holding a digit or a full stop ("Punan
 * Batu 1", "Mt. Iriga Agta") are left out. The list is read with a cue in language-names.ts, never alone: many of
 * these names are given names or surnames too ("Dan", "Mende").
 * Run: npx tsx scripts/build-language-names.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Iso6393Language {
  name: string;
  type: string;
  scope: string;
}

const ROOT = join(__dirname, '..');
const QUALIFIER = /\s*\([^)]*\)/g;
const PLAIN_NAME = /^[\p{L}\p{M}'’-]+(?: [\p{L}\p{M}'’-]+)*$/u;

async function main(): Promise<void> {
  // The package is an ES module only; a dynamic import loads it from this CommonJS script.
  const { iso6393 } = (await import('iso-639-3')) as { iso6393: Iso6393Language[] };
  const living = iso6393.filter(
    (l) => l.type === 'living' && (l.scope === 'individual' || l.scope === 'macrolanguage'),
  );
  const names = new Set<string>();
  let unplain = 0;
  for (const l of living) {
    const name = l.name.replace(QUALIFIER, '').trim().normalize('NFC');
    if (PLAIN_NAME.test(name)) names.add(name);
    else unplain++;
  }
  const sorted = [...names].sort();
  writeFileSync(join(ROOT, 'src', 'deidentification', 'language-names.json'), JSON.stringify(sorted) + '\n');
  console.log(`iso-639-3: ${iso6393.length} codes, ${living.length} living individual or macro languages`);
  console.log(`left out with a digit or a full stop: ${unplain}; distinct names written: ${sorted.length}`);
}

void main();
