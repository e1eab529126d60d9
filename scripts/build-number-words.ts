/**
 * Generates src/deidentification/number-words-by-language.json: the words that write numbers in the languages of
 * the Unicode CLDR's rule-based number formatting data (the npm package cldr-rbnf, Unicode-3.0 licence; 86
 * languages: "náid", "ceathair", "devedeset", "восемь"). A phone number, an age or a day read out in another
 * language's words looks like a phrase of that language, and the rules that let such phrases through
 * (other-language-runs.ts) keep a run holding these words.
 *
 * Every spellout rule set of every language is read, and of each rule for a number below a million the literal text
 * its body writes: the substitutions (`→→`, `←←`, `=%rule=`), the optional parts' brackets and the closing semicolon
 * are taken out, and the words left are kept in lower case, each of two letters or more. English is left out, as the
 * detector reads English number words by its own rules.
 * Run: npx tsx scripts/build-number-words.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Rule = [string, string];
interface RbnfFile {
  rbnf: { rbnf: { SpelloutRules?: Record<string, Rule[] | string> } };
}

const ROOT = join(__dirname, '..');
/** Substitutions, the optional parts' brackets and a rule's closing semicolon. */
const SYNTAX = /[→←]{1,3}(?:%{1,2}[\w-]+[→←]{1,3})?|=[^=]*=|[[\]();]/gu;
const WORD = /[\p{L}\p{M}'’]{2,}/gu;
const BELOW = 1_000_000;

function main(): void {
  const dir = join(dirname(require.resolve('cldr-rbnf/package.json')), 'rbnf');
  const words = new Set<string>();
  let languages = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('en'))) {
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as RbnfFile;
    const sets = data.rbnf.rbnf.SpelloutRules;
    if (sets === undefined) continue;
    languages++;
    for (const [name, rules] of Object.entries(sets)) {
      if (!Array.isArray(rules) || name.includes('lenient')) continue;
      for (const [base, body] of rules) {
        const value = Number(base.split('/')[0]);
        if (!Number.isInteger(value) || value < 0 || value >= BELOW) continue;
        for (const m of body.replace(SYNTAX, ' ').matchAll(WORD)) words.add(m[0].toLowerCase().normalize('NFC'));
      }
    }
  }
  const sorted = [...words].sort();
  writeFileSync(join(ROOT, 'src', 'deidentification', 'number-words-by-language.json'), JSON.stringify(sorted) + '\n');
  console.log(`cldr-rbnf: ${languages} languages with spellout rules; distinct words written: ${sorted.length}`);
}

main();
