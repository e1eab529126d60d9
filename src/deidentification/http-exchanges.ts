/**
 * Numbers and addresses of HTTP exchanges that identify no one (issue 49, seventeenth round, tuned on the shoreline
 * set, by class): curl sessions, load-balancer health pages and bug tickets paste them.
 * - a header or cache directive and its figure ("HSTS max-age=31536000", "Cache-Control: s-maxage=86400",
 *   "Content-Length: 20481", "Retry-After: 3600", "X-RateLimit-Reset: 1712345678"): seconds, bytes and counters;
 * - an address on the loopback host ("https://localhost:8443/health", "http://127.0.0.1:5000/metrics",
 *   "http://[::1]:9090/"): the machine it is typed on, nobody's site; a path holding a record ("/Patient/8812",
 *   "/letters?id=7791203") is still read, as on any host.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

const DIRECTIVE =
  /\b(?:max-age|s-maxage|max-stale|min-fresh|stale-while-revalidate|stale-if-error|Content-Length|Retry-After|X-RateLimit-[A-Za-z]+|Keep-Alive:[^\S\n]*timeout)[^\S\n]*[=:][^\S\n]*\d+/gi;
const MAY_DIRECTIVE = /max-age|maxage|max-stale|min-fresh|stale-|content-length|retry-after|ratelimit|keep-alive/i;
const LOOPBACK = /\bhttps?:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)(?::\d{1,5})?(?:\/[^\s"'<>)]*)?/gi;
const RECORD_IN_PATH = /patient|person|\d{4,}|[?&](?:id|mrn|nhs)=/i;

export function httpExchangeSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_DIRECTIVE.test(text))
    for (const m of allMatches(DIRECTIVE, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (text.includes('://'))
    for (const m of allMatches(LOOPBACK, text)) {
      const path = m[0].replace(/^https?:\/\/[^/]+/i, '');
      if (!RECORD_IN_PATH.test(path)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    }
  return spans;
}
