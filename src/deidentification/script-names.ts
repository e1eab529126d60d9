/**
 * Writing systems named before "alphabet", "script" and the like (issue 49, twenty-eighth round, tuned on the
 * breakwater set, by class). Notes for speakers of Tamazight, Cree or Dzongkha mention the script their leaflets
 * are printed in ("the Tifinagh alphabet", "Canadian Aboriginal syllabics", "Ol Chiki script"), and a script's name
 * in no word list reads as a surname. The list is Unicode's own: a word is a script's name when the JavaScript engine
 * takes it as a value of the Script property (`\p{Script=Tifinagh}`, from Unicode's PropertyValueAliases, so the
 * list grows with the engine and is never typed here). Up to three capitalised words joined as Unicode joins them
 * ("Old Italic" as `Old_Italic`), then "alphabet", "script", "letters", "syllabics", "syllabary", "abugida" or
 * "characters". A given name ("Hani", an alias of Han) and a four-letter code ("Tfng") are not read as a script.
 * Returns spans in which a hit is dropped.
 */
import { runAnchored, startAnchoredMatches } from './matches-at';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const NAMED_SCRIPT =
  /(?<![\p{L}])(\p{Lu}\p{Ll}+(?:[^\S\n]+\p{Lu}\p{Ll}+){0,2})[^\S\n]+(?:alphabets?|scripts?|letters|syllabics|syllabary|abugida|characters)\b/gu;
/** Tried only at capitals on a two-byte note (matches-at.ts). */
export const NAMED_SCRIPT_AT = runAnchored(NAMED_SCRIPT, String.raw`\p{Lu}`);
const MAY_SCRIPT = /alphabet|script|letters|syllab|abugida|characters/;
/** Answers remembered at most: clients choose the words, so the map is bounded (as word-classes.ts bounds its own). */
const KNOWN_LIMIT = 1024;
const known = new Map<string, boolean>();

/** Whether Unicode names a script so: the engine refuses a Script value it does not know. */
function isScriptName(name: string): boolean {
  let answer = known.get(name);
  if (answer === undefined) {
    try {
      new RegExp(String.raw`\p{Script=${name}}`, 'u');
      answer = true;
    } catch {
      answer = false;
    }
    if (known.size < KNOWN_LIMIT) known.set(name, answer);
  }
  return answer;
}

export function scriptNameSpans(text: string, words: WordClasses): Span[] {
  if (!MAY_SCRIPT.test(text)) return [];
  const spans: Span[] = [];
  for (const m of startAnchoredMatches(NAMED_SCRIPT_AT, text)) {
    const parts = m[1].split(/[^\S\n]+/);
    // The longest tail of the capitalised words that names a script: "the Tifinagh", "Canadian Aboriginal".
    for (let k = 0; k < parts.length; k++) {
      const name = parts.slice(k).join(' ');
      if (name.length <= 4 && parts.length - k === 1 && /^\p{Lu}\p{Ll}{3}$/u.test(name)) continue;
      if (parts.length - k === 1 && words.isPersonalFirstName(name.toLowerCase())) continue;
      if (!isScriptName(parts.slice(k).join('_'))) continue;
      const start = m.index + m[1].length - name.length;
      spans.push([start, start + name.length]);
      break;
    }
  }
  return spans;
}
