/**
 * Generates src/deidentification/language-names-cldr.json: the names that Unicode CLDR gives the living languages of
 * ISO 639-3 (codes from the npm package iso-639-3, MIT) in English, in the languages of European notes that write a
 * language's name with a capital (German "Russisch", Dutch "Sranantongo"), and in each language itself where CLDR
 * has that locale ("Nederlands", "Deutsch"). SIL's reference names (build-language-names.ts) are one name per code;
 * writers use CLDR's everyday names ("Bangla", "Kyrgyz", "Haitian Creole") and their own language's names, and a
 * name in no dictionary reads as a surname. CLDR (Unicode licence) is read through the JavaScript engine's ICU data
 * (Intl.DisplayNames), so no package is added; the file records the ICU and CLDR versions it came from.
 *
 * Only names not already in language-names.json; a qualifier in brackets ("Serbian (Latin)") is dropped, and a name
 * written in lower case in its locale (French "russe") is left out: those are common nouns there, not names.
 * Run: npx tsx scripts/build-cldr-language-names.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Iso6393Language {
  name: string;
  type: string;
  iso6393: string;
  iso6391?: string;
}

const ROOT = join(__dirname, '..');
/** Locales of the notes the sets and the service meet, English first. */
const LOCALES = ['en', 'de', 'nl', 'sv', 'da', 'nb', 'pl', 'tr', 'ro', 'fr', 'es', 'pt', 'it'];
const QUALIFIER = / ?\([^()]*\)/g;
const PLAIN_CAPITALISED = /^\p{Lu}[\p{L}\p{M}'’ʼ-]*(?: [\p{L}\p{M}'’ʼ-]+)*$/u;

async function main(): Promise<void> {
  const { iso6393 } = (await import('iso-639-3')) as { iso6393: Iso6393Language[] };
  const codes = iso6393.filter((l) => l.type === 'living').map((l) => l.iso6391 ?? l.iso6393);
  const known = new Set(
    JSON.parse(readFileSync(join(ROOT, 'src', 'deidentification', 'language-names.json'), 'utf8')).map((n: string) =>
      n.toLowerCase(),
    ),
  );
  const names = new Set<string>();
  const add = (raw: string | undefined): void => {
    if (raw === undefined) return;
    const name = raw.replace(QUALIFIER, '').trim().normalize('NFC');
    if (PLAIN_CAPITALISED.test(name) && !known.has(name.toLowerCase())) names.add(name);
  };
  for (const locale of LOCALES) {
    const display = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    for (const code of codes) add(display.of(code));
  }
  let autonyms = 0;
  for (const code of codes) {
    if (Intl.DisplayNames.supportedLocalesOf([code]).length === 0) continue;
    autonyms++;
    add(new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code));
  }
  const sorted = [...names].sort();
  writeFileSync(join(ROOT, 'src', 'deidentification', 'language-names-cldr.json'), JSON.stringify(sorted) + '\n');
  console.log(`ICU ${process.versions.icu}, CLDR ${process.versions.cldr ?? '?'}: ${codes.length} living codes`);
  console.log(`locales with an autonym: ${autonyms}; names new to language-names.json written: ${sorted.length}`);
}

void main();
