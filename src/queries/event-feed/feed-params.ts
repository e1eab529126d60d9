import { DOMAIN_EVENT_TYPES } from '../../events/domain-events';
import type { Position } from '../../events/event-store';
import { invalidEnumParameter } from '../../deidentification/named-value';
import { type FieldError, validationError } from '../../shared/app-error';
import type { QueryInput } from '../list-params';
import type { FeedQuery } from './feed-reading';

/** The event types research readers can ask for (rejected rows are audit data, not research data). */
export const FEED_EVENT_TYPES: readonly string[] = DOMAIN_EVENT_TYPES.filter((type) => type !== 'BatchRowRejected');

export const DEFAULT_FEED_LIMIT = 100;
export const MAX_FEED_LIMIT = 1000;

const wholeNumber = /^\d{1,16}$/;

function single(query: QueryInput, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** A log position parameter: a whole number ≥ 0; undefined when absent. */
export function positionParam(query: QueryInput, name: string, problems: FieldError[]): Position | undefined {
  const raw = single(query, name);
  if (raw === undefined) return undefined;
  const value = wholeNumber.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value)) {
    problems.push({ field: name, message: 'Must be a log position: a whole number from 0' });
    return undefined;
  }
  return value;
}

/** `type=A,B` or `type=A&type=B`; each must be a research event type (INVALID_ENUM_VALUE otherwise). */
export function typesParam(query: QueryInput): ReadonlySet<string> | null {
  const raw = query.type;
  if (raw === undefined) return null;
  const names = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => value.split(',')).map((name) => name.trim());
  for (const name of names) {
    if (!FEED_EVENT_TYPES.includes(name)) throw invalidEnumParameter('type', name, FEED_EVENT_TYPES);
  }
  return new Set(names);
}

/** after (default: the start), limit (1..1000, default 100) and type. */
export function parseFeedQuery(query: QueryInput): { feed: FeedQuery; limit: number } {
  const problems: FieldError[] = [];
  const after = positionParam(query, 'after', problems);
  const rawLimit = single(query, 'limit');
  const limit = rawLimit === undefined ? DEFAULT_FEED_LIMIT : /^\d{1,5}$/.test(rawLimit) ? Number(rawLimit) : NaN;
  if (!(limit >= 1 && limit <= MAX_FEED_LIMIT))
    problems.push({ field: 'limit', message: `Limit must be an integer between 1 and ${MAX_FEED_LIMIT}` });
  if (problems.length > 0) throw validationError(problems, 'Invalid query parameters');
  const types = typesParam(query);
  return { feed: { after: after === undefined || after === 0 ? null : after, types }, limit };
}
