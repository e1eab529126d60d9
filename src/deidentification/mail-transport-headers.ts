/**
 * What a raw e-mail source carries besides its people (issue 49, twenty-first round, tuned on the sandbar set, by
 * class). Pasted message sources ("show original") hold transport headers that name relays and domains, and bodies
 * encoded in base64; the detector read the relays' host names as web addresses, a header's capitalised keys
 * ("LANG:en") and letters inside an encoded line ("…cGVuZG9iago…") as names. RFC 5322 and RFC 8601 define these
 * headers as the servers' trace, written by machines:
 * - in a trace header (Received, Received-SPF, Authentication-Results, ARC-Seal, ARC-Message-Signature,
 *   ARC-Authentication-Results, DKIM-Signature, X-MS-Exchange-…, X-Forefront-…, X-Microsoft-…) and the lines that
 *   continue it (indented, or opening with "by", "with", "id" or a "key=value" pair), host names and domains
 *   without an "@" and the capitalised keys of "KEY:value" pairs are dropped; an e-mail address, an IP address
 *   and every header a person writes (From, To, Cc, Subject, Reply-To) are read as before;
 * - in a text that names base64 (a Content-Transfer-Encoding header, a data URI), a run of 40 or more base64
 *   characters with no space, holding upper and lower case and a digit, is dropped whole: a word in it is no word
 *   of the text.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const TRACE_HEADER =
  /^(?:Received|Received-SPF|Authentication-Results|ARC-Seal|ARC-Message-Signature|ARC-Authentication-Results|DKIM-Signature|X-MS-Exchange-[\w-]+|X-Forefront-[\w-]+|X-Microsoft-[\w-]+):/;
const CONTINUATION = /^(?:[ \t]+\S|(?:by|with|id)[ \t]|[a-z][\w.-]*=)/;
/** A host name or domain: labels joined by dots, the last of letters; not after "@" (an address keeps its hit). */
const HOST =
  /(?<![@\w.-])[A-Za-z\d](?:[A-Za-z\d-]*[A-Za-z\d])?(?:\.[A-Za-z\d](?:[A-Za-z\d-]*[A-Za-z\d])?)*\.[A-Za-z]{2,}(?![\w@-])/g;
const KEY = /(?<![\w-])[A-Z][A-Z\d]{1,11}(?=:)/g;
const BASE64 = /(?<![A-Za-z\d+/])[A-Za-z\d+/]{40,}={0,2}(?![A-Za-z\d+/=])/g;
/** The cheap tests first: a trace header's name at a line start, or a long run with no space. */
const MAY_TRACE = /(?:^|\n)(?:Received|Authentication-Results|ARC-|DKIM-Signature|X-MS-|X-Forefront-|X-Microsoft-)/;
const MAY_BASE64 = /base64/i;

export function mailTransportSpans(text: string): Span[] {
  const spans: Span[] = [];
  if (MAY_TRACE.test(text)) {
    let inTrace = false;
    let at = 0;
    for (const line of text.split('\n')) {
      inTrace = TRACE_HEADER.test(line) || (inTrace && CONTINUATION.test(line));
      if (inTrace) {
        for (const m of allMatches(HOST, line)) spans.push([at + m.index, at + m.index + m[0].length]);
        for (const m of allMatches(KEY, line)) spans.push([at + m.index, at + m.index + m[0].length]);
      }
      at += line.length + 1;
    }
  }
  if (MAY_BASE64.test(text)) {
    for (const m of allMatches(BASE64, text)) {
      if (/[a-z]/.test(m[0]) && /[A-Z]/.test(m[0]) && /\d/.test(m[0])) spans.push([m.index, m.index + m[0].length]);
    }
  }
  return spans;
}
