/**
 * `\b` before a pattern's first character when that character is always a word character. Under flags i and u
 * V8 compiles `\b` as lookarounds and tries them at every position, with no quick first-character check; this
 * lookbehind says the same thing (the word characters of i + u are \w, "ſ" and the Kelvin sign) and costs a
 * fraction of it (test/deidentification/word-start.unit.spec.ts holds each pattern to its `\b` twin).
 */
export const WORD_START = String.raw`(?<![\w\u017F\u212A])`;
