/**
 * IPv4 addresses whose dots became spaces ("Gateway 172 16 8 41", "ssh jo@10 31 7 44"), beyond the network words
 * patterns.ts reads before them ("from", "host", "ip"). Four numbers in a row are also a list of doses or sizes,
 * so one is read as an address only when it is one: every group 0–255, and either it lies in a private block of
 * RFC 1918 that only addresses use in full (172.16.0.0/12, 192.168.0.0/16), or a word for a machine or a login
 * stands before it on its line (a workstation, a gateway, a camera feed, `user@`). The 10.0.0.0/8 block needs that
 * word too: "10 12 14 16" is as often a list (issue 49, twenty-ninth round, the fuzzer's space separators).
 */
import type { IdentifierHit } from './detector';
import { allMatches } from './all-matches';
import { hit } from './hits';
import type { Prerequisite } from './prerequisites';
import { WARNINGS } from './warnings';

const SPACED_QUAD = /(?<![\d.:,/-])\d{1,3}(?: \d{1,3}){3}(?! ?\d|[.,]\d)/g;
/** Four spaced groups, which SPACED_QUAD needs: its leading lookbehind is tried at every position. */
const MAY_HAVE_QUAD = /\d \d{1,3} \d{1,3} \d/;
export const MACHINE_ADDRESS_PREREQUISITES: readonly Prerequisite[] = [[SPACED_QUAD, MAY_HAVE_QUAD]];

/** The private blocks no other number run fills in full: 172.16–31.x.x and 192.168.x.x. */
const PRIVATE_BLOCK = /^(?:172 (?:1[6-9]|2\d|3[01])|192 168) /;

/** Words for a machine on a network or a login, then up to a few words, before the address on its line. */
const MACHINE_BEFORE =
  /(?:@|\b(?:workstations?|gateways?|routers?|vpn|pcs?|terminals?|laptops?|tablets?|cameras?|feeds?|printers?|proxy|firewall|subnets?|nodes?|ssh|ping|synced|remote-mta|dns|allow-list|allowlist|whitelist))(?:[^\S\n]+\S+){0,3}?[^\S\n]*(?:[:(=][^\S\n]*)?$/i;

/** A unit after the numbers makes them amounts ("192 168 200 210 mg"). */
const UNIT_AFTER = /^[^\S\n]*(?:mg|mcg|µg|ug|ml|mmol|g|kg|iu|units?|%|mm|cm|lbs?)(?![\p{L}])/iu;

/** Spaced IPv4 addresses in a private block or after a word for a machine, positions into `text`. */
export function findSpacedMachineAddresses(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!MAY_HAVE_QUAD.test(text)) return hits;
  for (const m of allMatches(SPACED_QUAD, text)) {
    if (m[0].split(' ').some((g) => Number(g) > 255 || (g.length > 1 && g.startsWith('0')))) continue;
    const start = m.index ?? 0;
    if (UNIT_AFTER.test(text.slice(start + m[0].length, start + m[0].length + 8))) continue;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const before = text.slice(Math.max(lineStart, start - 48), start);
    if (PRIVATE_BLOCK.test(m[0]) || MACHINE_BEFORE.test(before))
      hits.push(hit('ip_address', start, start + m[0].length, WARNINGS.ip_address));
  }
  return hits;
}
