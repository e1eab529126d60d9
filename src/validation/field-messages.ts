import type { ValidationErrorItem } from 'joi';
import { invalidEnumMessage, submittedValue } from '../deidentification/named-value';

/** Numeric ranges by field name, so a min or max failure reports the whole range as the spec shows. */
const RANGES: Record<string, [number, number]> = {
  age_years: [18, 120],
  age_months: [0, 11],
  bmi: [10, 60],
  fsh_miu_ml: [0, 300],
  lh_miu_ml: [0, 200],
  estradiol_pg_ml: [0, 1000],
  progesterone_ng_ml: [0, 100],
  testosterone_ng_dl: [0, 300],
  exercise_minutes_per_week: [0, 1000],
  sleep_hours_per_night: [0, 12],
  alcohol_units_per_week: [0, 100],
  limit: [1, 100],
};

/** joi's own wording quotes the submitted value ('"x" with value "Maria" fails...'): never repeated. */
function withoutValue(message: string): string {
  return message.replace(/\s+with value\s+"(?:[^"\\]|\\.)*"/g, '');
}

/** Turns one joi failure into the spec's wording. */
export function messageFor(item: ValidationErrorItem): string {
  const key = String(item.context?.key ?? '');
  const range = RANGES[key];
  switch (item.type) {
    case 'any.required':
      return 'This field is required';
    case 'object.unknown':
      return 'This field is not allowed';
    case 'any.unknown':
      return 'This field cannot be updated';
    case 'number.min':
    case 'number.max':
    case 'number.greater':
    case 'number.less':
      if (key === 'age_years') return 'Age must be between 18 and 120';
      if (range) return `Value must be between ${range[0]} and ${range[1]}`;
      return withoutValue(item.message);
    case 'number.base':
    case 'number.infinity':
      return 'Must be a number';
    case 'number.integer':
    case 'number.unsafe':
      return 'Must be an integer';
    case 'boolean.base':
      return 'Must be true or false';
    case 'string.base':
      return 'Must be a string';
    case 'string.empty':
    case 'any.invalid':
      return 'Must not be empty';
    case 'string.max':
      return `Must be at most ${String(item.context?.limit)} characters`;
    case 'string.pattern.base':
    case 'string.pattern.name':
      return String(item.context?.name ?? 'Has an invalid format');
    case 'object.base':
      return 'Must be an object';
    case 'array.base':
      return 'Must be an array';
    case 'array.max':
      return `Must have at most ${String(item.context?.limit)} items`;
    case 'object.min':
      return 'At least one updatable field is required';
    case 'any.only': {
      const valids = (item.context?.valids as unknown[] | undefined) ?? [];
      return invalidEnumMessage(submittedValue(item.context?.value), valids);
    }
    case 'any.custom':
      return item.context?.error instanceof Error ? item.context.error.message : item.message;
    default:
      return withoutValue(item.message);
  }
}
