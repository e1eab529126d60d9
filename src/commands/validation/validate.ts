import type { ObjectSchema } from 'joi';
import { type FieldError, validationError } from '../../shared/app-error';
import { messageFor } from './field-messages';

/**
 * Validates a whole input at once and reports every failing field (one item
 * per field, dotted path), the first failure of each field being the one shown.
 */
export function validate<T>(schema: ObjectSchema<T>, input: unknown, options: { convert?: boolean } = {}): T {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw validationError([{ field: 'body', message: 'Request body must be a JSON object' }]);
  }
  const { value, error } = schema.validate(input, { abortEarly: false, convert: options.convert ?? false });
  if (!error) return value;
  const seen = new Set<string>();
  const details: FieldError[] = [];
  for (const item of error.details) {
    const field = item.path.length > 0 ? item.path.join('.') : 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    details.push({ field, message: messageFor(item) });
  }
  throw validationError(details);
}
