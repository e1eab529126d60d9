/**
 * The loopback host's names (issue 49, thirty-sixth round, tuned on the shingle set, by class). Gopher menus, proxy
 * tables and service settings pasted into notes name the machine itself, and the name rules read "localhost" as an
 * unknown lower-case name or a place. RFC 6761 reserves "localhost" and its subdomains ("api.localhost") for the
 * loopback address, and a hosts file gives the same address "localhost.localdomain", "ip6-localhost" and
 * "ip6-loopback"; resolvers write them in lower case, so only the lower-case forms are read ("Dr Localhost" stays).
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const LOOPBACK_HOST =
  /(?<![\p{L}\p{N}.-])(?:[a-z0-9-]+\.)*(?:localhost(?:\.localdomain)?|ip6-localhost|ip6-loopback)(?![\p{L}\p{N}-])/gu;

export function loopbackHostSpans(text: string): Span[] {
  if (!text.includes('localhost') && !text.includes('ip6-loopback')) return [];
  return allMatches(LOOPBACK_HOST, text).map((m) => [m.index, m.index + m[0].length] as const);
}
