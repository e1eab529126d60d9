import { isRealIsoDate } from '../../shared/time';

/**
 * One deprecated route of the route table (route-table.ts). Section 9: deprecated endpoints are
 * marked in responses and announced 12 months in advance, so the sunset is at least 12 months after
 * the announcement; start-up refuses a table that breaks that.
 */
export interface RouteDeprecation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The route as the route table registers it, under the base path: `/patients/:id/history`. */
  path: string;
  /** Day the deprecation was announced (YYYY-MM-DD, UTC): the `Deprecation` header. */
  announced: string;
  /** First day the route may be gone (YYYY-MM-DD, UTC): the `Sunset` header. */
  sunset: string;
  /**
   * Where clients go next: the route that replaces it (`successor-version`) or the notice that
   * explains the change (`deprecation`). An absolute https URL, or a path under the public base URL.
   */
  link: { rel: 'successor-version' | 'deprecation'; href: string };
}

/**
 * Routes being retired, with their dates. None today; an entry here marks the route's responses
 * (Deprecation, Sunset, Link) and its OpenAPI operation (`deprecated: true`, `x-sunset`).
 */
export const DEPRECATED_ROUTES: readonly RouteDeprecation[] = [];

export const NOTICE_MONTHS = 12;

/** The earliest sunset allowed for an announcement day: the same day of the month, 12 months on. */
export function earliestSunset(announced: string): string {
  const [year, month, day] = announced.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + NOTICE_MONTHS, day)).toISOString().slice(0, 10);
}

function isLinkTarget(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//');
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

/** What is wrong with one entry, each problem naming the route. */
function entryProblems(entry: RouteDeprecation): string[] {
  const route = `${entry.method} ${entry.path}`;
  const problems: string[] = [];
  for (const field of ['announced', 'sunset'] as const) {
    if (!isRealIsoDate(entry[field])) problems.push(`${route}: ${field} must be a date, YYYY-MM-DD`);
  }
  if (problems.length === 0 && entry.sunset < earliestSunset(entry.announced)) {
    problems.push(
      `${route}: sunset ${entry.sunset} is less than ${NOTICE_MONTHS} months after the announcement ` +
        `${entry.announced} (the earliest allowed is ${earliestSunset(entry.announced)})`,
    );
  }
  if (!isLinkTarget(entry.link.href))
    problems.push(`${route}: link must be an absolute https URL or a path under the base URL`);
  return problems;
}

/** Every problem of a deprecation table: bad dates, short notice, bad links, routes listed twice. */
export function deprecationProblems(table: readonly RouteDeprecation[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const entry of table) {
    const route = `${entry.method} ${entry.path}`;
    if (seen.has(route)) problems.push(`${route}: listed twice`);
    seen.add(route);
    problems.push(...entryProblems(entry));
  }
  return problems;
}
