import Joi from 'joi';
import { invalidEnumParameter } from '../deidentification/named-value';
import { type FieldError, validationError } from '../shared/app-error';
import { isRealIsoDate } from '../shared/time';
import type { Page } from '../projections/read-model-store';

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export type QueryInput = Record<string, string | string[] | undefined>;

function single(query: QueryInput, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

const positiveInteger = /^\d+$/;

/** The last page whose offset is still an exact integer at the largest limit. */
export const MAX_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/** page >= 1 (default 1) and limit 1..100 (default 20); anything else is a 422 naming the parameter. */
export function parsePage(query: QueryInput): { page: number; limit: number; window: Page } {
  const problems: FieldError[] = [];
  const rawPage = single(query, 'page');
  const rawLimit = single(query, 'limit');
  const page = rawPage === undefined ? 1 : positiveInteger.test(rawPage) ? Number(rawPage) : NaN;
  const limit = rawLimit === undefined ? 20 : positiveInteger.test(rawLimit) ? Number(rawLimit) : NaN;
  if (!Number.isSafeInteger(page) || page < 1 || page > MAX_PAGE) {
    problems.push({ field: 'page', message: `Page must be an integer from 1 to ${MAX_PAGE}` });
  }
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 100)
    problems.push({ field: 'limit', message: 'Limit must be an integer between 1 and 100' });
  if (problems.length > 0) throw validationError(problems, 'Invalid query parameters');
  return { page, limit, window: { offset: (page - 1) * limit, limit } };
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/** An enum filter with an unknown value is INVALID_ENUM_VALUE, listing the valid ones (the value named when safe). */
export function enumFilter(query: QueryInput, name: string, valid: readonly string[]): string | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!valid.includes(value)) throw invalidEnumParameter(name, value, valid);
  return value;
}

export function dateFilter(query: QueryInput, name: string, problems: FieldError[]): string | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!isRealIsoDate(value)) {
    problems.push({ field: name, message: 'Must be a valid date in YYYY-MM-DD format' });
    return undefined;
  }
  return value;
}

export function idFilter(query: QueryInput, name: string, prefix: string, problems: FieldError[]): string | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  const { error } = Joi.string()
    .pattern(new RegExp(`^${prefix}_[A-Za-z0-9_-]{1,64}$`))
    .validate(value);
  if (error) problems.push({ field: name, message: `Must be an id of the form ${prefix}_<suffix>` });
  return value;
}
