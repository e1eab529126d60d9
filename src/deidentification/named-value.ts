/**
 * When an error may repeat a value the client submitted for an enumerated
 * field: the spec asks an invalid enum value to be named, and an enum value is
 * normally a short token, but a client may put a name or a note in any field.
 * One rule for request bodies, query parameters and CSV rows: the value is
 * named when it is at most 40 characters, printable and clear of the
 * identifier screen; otherwise it is "the submitted value" with its length.
 */
import { AppError } from '../shared/app-error';
import type { IdentifierDetector } from './detector';
import { defaultDetector } from './index';

export const MAX_NAMED_CHARACTERS = 40;

/** Control, format (bidi, zero-width), private-use, unassigned and lone-surrogate code points, and line breaks. */
const UNPRINTABLE = /[\p{C}\p{Zl}\p{Zp}]/u;

/**
 * Two or more capitalised words ("John Smith"): shaped like a personal name even where the screen needs context.
 * A word's tail is read whole (the lookahead and back-reference take all its letters, apostrophes and hyphens at
 * once): an apostrophe or hyphen may end a word or open the gap before the next, and trying both at every one made
 * a forty-character value that is no name ("Ab'A'A…'A1") take tens of milliseconds. The gap after a whole tail
 * starts with a space or a dot, so it is read one way, and the same values match.
 */
export const PROPER_NAME_SHAPE = /^\s*\p{Lu}\p{Ll}+(?:[\s.'-]+\p{Lu}(?=([\p{L}'-]*))\1)+\s*$/u;

export interface SubmittedValue {
  /** The value as a message shows it ('martian', 42), or "the submitted value (N characters)". */
  shown: string;
  /** The value itself when it may be repeated, for an error's details; undefined otherwise. */
  value?: string | number | boolean | null;
}

function withheld(description: string): SubmittedValue {
  return { shown: `the submitted value (${description})` };
}

/** How an error may refer to `value`, judged by the rule above. */
export function submittedValue(value: unknown, detector: IdentifierDetector = defaultDetector): SubmittedValue {
  if (Array.isArray(value)) return withheld('an array');
  if (typeof value === 'object' && value !== null) return withheld('an object');
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean' && value !== null)
    return withheld(typeof value);
  const text = String(value);
  const characters = [...text].length;
  const nameable =
    characters <= MAX_NAMED_CHARACTERS &&
    !UNPRINTABLE.test(text) &&
    !PROPER_NAME_SHAPE.test(text) &&
    detector.detect(text).length === 0;
  if (!nameable) return withheld(`${characters} character${characters === 1 ? '' : 's'}`);
  return { shown: typeof value === 'string' ? `'${value}'` : text, value };
}

/** The tail every enum message ends with: the valid values, always listed. */
const validList = (valid: readonly unknown[]): string => `Must be one of: ${valid.map(String).join(', ')}`;

/**
 * The message of an invalid enum value: `Invalid value 'martian'. Must be one of: …`, with the
 * parameter's name for a query parameter (`Invalid value 'mars' for region. …`).
 */
export function invalidEnumMessage(submitted: SubmittedValue, valid: readonly unknown[], parameter?: string): string {
  const named = 'value' in submitted;
  const forParameter = parameter === undefined ? '' : ` for ${parameter}`;
  if (named) return `Invalid value ${submitted.shown}${forParameter}. ${validList(valid)}`;
  return `Invalid value${forParameter}: ${submitted.shown}. ${validList(valid)}`;
}

/** Messages made by `invalidEnumMessage`: already safe to store and repeat. */
export const INVALID_ENUM_MESSAGE = /^Invalid value[^]*\. Must be one of: /;

/** A query parameter's unknown enum value: 422 INVALID_ENUM_VALUE, naming it by the same rule. */
export function invalidEnumParameter(parameter: string, value: string, valid: readonly string[]): AppError {
  const submitted = submittedValue(value);
  return new AppError(422, 'INVALID_ENUM_VALUE', invalidEnumMessage(submitted, valid, parameter), {
    field: parameter,
    ...('value' in submitted ? { value: submitted.value } : {}),
    valid_values: [...valid],
  });
}
