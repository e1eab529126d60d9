import Joi from 'joi';
import { type FreeTextRecord, freeTextLimit } from '../shared/free-text';
import { isRealIsoDate, latestCalendarDateOnEarth } from '../shared/time';

const HTML = /<\s*(?:\/\s*)?[a-zA-Z!][^>]*>|&(?:[a-zA-Z]{2,8}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;
// Tab, line feed and carriage return are ordinary in notes; other control characters are not text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Plain text only: no HTML, no control characters, well-formed Unicode. */
export function plainText(maxLength: number): Joi.StringSchema {
  return Joi.string()
    .allow('')
    .max(maxLength)
    .custom((value: string) => {
      if (HTML.test(value)) throw new Error('HTML is not allowed; text fields must be plain text');
      if (CONTROL.test(value)) throw new Error('Control characters are not allowed in text fields');
      if (!value.isWellFormed()) throw new Error('Text must be valid Unicode');
      return value;
    });
}

/** A field declared free text (src/shared/free-text.ts): plain text within its declared length, marked as such. */
export function freeText(record: FreeTextRecord, path: string): Joi.StringSchema {
  return plainText(freeTextLimit(record, path)).meta({ kind: 'free_text', record, path });
}

export function integerInRange(min: number, max: number): Joi.NumberSchema {
  return Joi.number().integer().min(min).max(max);
}

export function numberInRange(min: number, max: number): Joi.NumberSchema {
  return Joi.number().min(min).max(max);
}

export function oneOf(values: readonly string[]): Joi.StringSchema {
  return Joi.string()
    .valid(...values)
    .meta({ kind: 'enum' });
}

export function isoDate(): Joi.StringSchema {
  return Joi.string()
    .custom((value: string) => {
      if (!isRealIsoDate(value)) throw new Error('Must be a valid date in YYYY-MM-DD format');
      return value;
    })
    .meta({ kind: 'date' });
}

/** Judged against the latest calendar date anywhere on earth (see DECISIONS). */
export function pastOrTodayDate(now: () => Date): Joi.StringSchema {
  return Joi.string()
    .custom((value: string) => {
      if (!isRealIsoDate(value)) throw new Error('Must be a valid date in YYYY-MM-DD format');
      if (value > latestCalendarDateOnEarth(now())) throw new Error('Visit date must not be in the future');
      return value;
    })
    .meta({ kind: 'date' });
}

export function prefixedId(prefix: string, label: string): Joi.StringSchema {
  return Joi.string()
    .pattern(new RegExp(`^${prefix}_[A-Za-z0-9_-]{1,64}$`), { name: `Must be a ${label} id (${prefix}_<suffix>)` })
    .meta({ kind: 'id' });
}

export const notUpdatable = (): Joi.AnySchema => Joi.any().forbidden();
