/**
 * A person's name in lower case filling a field of a delimited row ("BB26-04472,nkechi obi,1962-02-14",
 * "Hope,ugwu,07 700-900-461", "('401 023 2137', 'grimshaw', 'Tabitha', …)"), where capitals say nothing: the
 * row is an export or an insert of records, three delimiters or more of one kind (comma, tab, pipe or
 * semicolon) with a figure on its line, and the field holds one to three words, each a listed name that is
 * no everyday word, or no English word at all, one of them a listed name or shaped like one (unknownWordShape),
 * none a clinical or general term, nor a place that is no first name (a site column: "boston").
 * A comma or semicolon with a space after is prose's, unless the field is quoted. Fields of words ("yes",
 * "estradiol", "hip (nof)") stay, and so do the items of a list in prose ("fibroids, heavy bleeding, flushes").
 */
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { mayBeLowerCaseName } from './lower-case-cues';
import { unknownWordShape } from './lower-case-names';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';

/** A field's value: one to three lower-case words, perhaps quoted, spaces around. */
const NAME_FIELD = /^([^\S\n]*['"]?)(\p{Ll}[\p{Ll}'’-]*\p{Ll}(?:[^\S\n]\p{Ll}[\p{Ll}'’-]*\p{Ll}){0,2})['"]?[^\S\n]*$/u;
const QUOTED = /^[^\S\n]*(['"]).*\1[^\S\n]*$/;
const HAS_DIGIT = /\d/;
const DELIMITERS = [',', '\t', '|', ';'] as const;
/**
 * What a row this module reads has somewhere: a comma or semicolon glued to the next field or after a quote, a
 * tab or a pipe. A cheap scan first: prose, with a space after each comma, has none.
 */
const MAY_BE_ROW = /[,;][^\s,;]|['"][^\S\n]*[,;]|[\t|]/;

export function findLowerCaseRowNames(text: string, words: WordClasses): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_BE_ROW.test(text)) return hits;
  const wordOk = (w: string): boolean =>
    w
      .split('-')
      .every(
        (p) =>
          mayBeLowerCaseName(p, words) &&
          (!words.isPlace(p) || words.isFirstName(p)) &&
          (!words.isAnyEnglishWord(p) || (words.isName(p) && !words.isCommonWord(p))),
      );
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const delimiter = HAS_DIGIT.test(line) ? DELIMITERS.find((d) => line.split(d).length >= 4) : undefined;
    if (delimiter) {
      const fields = line.split(delimiter);
      // Prose lists words with a comma and a space ("dryness, dyspareunia, recurrent UTI"); an export glues its
      // fields to the comma or quotes them.
      const prose = (delimiter === ',' || delimiter === ';') && line.includes(`${delimiter} `);
      let at = lineStart;
      for (const field of fields) {
        const m = NAME_FIELD.exec(field);
        if (m && (!prose || QUOTED.test(field))) {
          const parts = m[2].split(/[^\S\n]+/);
          if (parts.every(wordOk) && parts.some((p) => (words.isName(p) && p.length >= 3) || unknownWordShape(p))) {
            const start = at + m[1].length;
            hits.push(hit('name', start, start + m[2].length, WARNINGS.name));
          }
        }
        at += field.length + delimiter.length;
      }
    }
    lineStart += line.length + 1;
  }
  return hits;
}
