/**
 * A Roman numeral after the word it grades ("Fitzpatrick type V.", "stage I.", "class X."), then a full stop,
 * ends a sentence: it is a number, not the initial of a name ("type V. Melasma worse", issue 49, sixteenth
 * round). Only I, V and X can pass for an initial; longer numerals ("IV.") are no single capital.
 */
const GRADED_NUMERAL = /\b(?:type|grade|stage|class|phase|level|category|group|tier|zone)[^\S\n]+[IVX]$/i;

/** Whether the letter just before the dot at `dotIndex` is a grade in Roman numerals. */
export function endsGradeNumeral(text: string, dotIndex: number): boolean {
  return GRADED_NUMERAL.test(text.slice(Math.max(0, dotIndex - 12), dotIndex));
}
