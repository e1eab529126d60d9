/**
 * A web address read aloud, as captions, voicemail transcriptions and dictation write it (issue 49, thirteenth
 * round, tuned on the hinterland set, by class): "lifeafterfifty dot blog slash my hrt story", "www dot
 * menopausematters dot co dot uk", "jane-writes dot substack dot com slash p slash hrt". The spoken "dot" before a
 * known top-level domain is the evidence; the path runs on over each "slash" and the one word after it. The domain
 * of an e-mail address read aloud ("maria at gmail dot com") is left to the e-mail rule (obfuscated.ts).
 */
import { allMatches } from './all-matches';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { WARNINGS } from './warnings';

const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
/** A spoken dot, or a written one: the normalized view writes some of them back ("substack dot.com"). */
const DOT = String.raw`(?:[^\S\n]+dot(?:[^\S\n]+|\.)|\.)`;
/** Top-level domains said aloud, the UK's second levels spoken as two. */
const TLD =
  String.raw`(?:(?:co|org|nhs|gov|ac|ltd|me)${DOT}uk|com|org|net|blog|info|io|uk|us|ca|au|ie|nz|sg|` +
  String.raw`ke|online|site|app|health|shop|me|tv)`;
const SPOKEN_ADDRESS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${LABEL}(?:${DOT}${LABEL})*?${DOT}${TLD}(?![\p{L}\p{N}])` +
    String.raw`(?:[^\S\n]+slash[^\S\n]+${LABEL})*`,
  'giu',
);
/** What says the address is an e-mail's domain: "at" or "@" right before it. */
const AFTER_AT = /(?:@|\bat)[^\S\n]*$/i;

export function findSpokenWebAddresses(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!/\bdot\b/i.test(text)) return hits;
  for (const m of allMatches(SPOKEN_ADDRESS, text)) {
    const start = m.index ?? 0;
    // A written address is the URL rule's business; this one needs a word said aloud.
    if (!/\bdot\b/i.test(m[0]) || AFTER_AT.test(text.slice(Math.max(0, start - 6), start))) continue;
    hits.push(hit('url', start, start + m[0].length, WARNINGS.url));
  }
  return hits;
}
