/**
 * What the rules that read words of other languages share: a word's letters without their combining marks, so
 * that it is compared whatever accents it was written with, and the ISO 639-1 register of language names (the npm
 * package iso-639-1), in English and in each language itself.
 */
import ISO6391 from 'iso-639-1';

const MARKS = /\p{M}/gu;

/** A Latin letter past ASCII ("ā", "ł", "ñ"): words of another language written in Latin letters often hold one. */
export const LATIN_PAST_ASCII = /[\u00c0-\u024f]/;

/** The letters of `word` without their combining marks ("Māori" → "Maori"). */
export const withoutMarks = (word: string): string => word.normalize('NFD').replace(MARKS, '');

/** Every language's name in the register, in English and in the language itself, as written there. */
export const LANGUAGE_NAMES: readonly string[] = [...ISO6391.getAllNames(), ...ISO6391.getAllNativeNames()];
