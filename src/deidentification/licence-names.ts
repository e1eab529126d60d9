/**
 * Licences named where a text states its licence (issue 49, twenty-fourth round, tuned on the shallows set, by
 * class). Specifications, ontologies and packages carry a licence field ("license: name: Apache 2.0", `dcterms:license
 * <https://creativecommons.org/licenses/by/4.0/>`, "SPDX-License-Identifier: MPL-2.0"); the name rules read the
 * licence's capitalised word as an unknown name, and the link rules its steward's page as a link someone was sent.
 * The register is the SPDX License List's identifiers (the npm package spdx-license-ids, CC0), read with a licence cue
 * ("licence", "license", "licensed", "SPDX") on the line or the line before:
 * - a run of up to four words that, the words "License", "Licence" and "version" left out and the rest joined by
 *   hyphens, is an identifier ("Apache 2.0", "Apache License 2.0", "MIT", "BSD 3-Clause");
 * - a link to a licence's page at its steward: creativecommons.org/licenses/<kind>/<version> for the Creative Commons
 *   identifiers ("by/4.0" is CC-BY-4.0), opensource.org/licenses/<id> and spdx.org/licenses/<id>, maybe closed by
 *   "legalcode", "deed.<lang>" or ".html", and nothing after (a query or a fragment may carry someone's details).
 * A person beside it ("licensed to Dr Ruth Apache") keeps a hit wider than the identifier's words.
 */
import SPDX_IDS from 'spdx-license-ids/index.json';

type Span = readonly [number, number];

let register: ReadonlySet<string> | undefined;
const identifiers = (): ReadonlySet<string> => (register ??= new Set(SPDX_IDS.map((id) => id.toLowerCase())));

const LICENCE_CUE = /licen[cs]|spdx/i;
/** A word of an identifier's shape: letters, digits and the dots, pluses and hyphens of versions. */
const WORD = /(?<![\w.+/-])[\w.+-]+/g;
const FILLER = /^(?:licen[cs]e|version|v)$/i;
const STEWARD_LINK =
  /\bhttps?:\/\/(?:www\.)?(creativecommons\.org|opensource\.org|spdx\.org)\/licen[cs]es\/([\w.+-]+(?:\/[\w.+-]+)?)\/?(?:legalcode(?:\.\w+)?|deed\.[\w-]+)?(?:\.html)?\/?(?![\w/?#&=%])/gi;

/** The identifier a run of words names, the filler words left out, or undefined. */
function identifierOf(words: string[]): string | undefined {
  const kept = words.filter((w) => !FILLER.test(w));
  if (kept.length === 0) return undefined;
  const id = kept.join('-').replace(/\.$/, '').toLowerCase();
  return identifiers().has(id) ? id : undefined;
}

function linkIdentifier(host: string, path: string): string | undefined {
  const parts = path.replace(/\.html$/i, '').split('/');
  const id = host.toLowerCase().startsWith('creativecommons') ? ['cc', ...parts].join('-') : parts.join('-');
  return identifiers().has(id.toLowerCase()) ? id : undefined;
}

/** Spans of licences' identifiers and stewards' links on lines with a licence cue or after one. */
export function licenceNameSpans(text: string): Span[] {
  if (!LICENCE_CUE.test(text)) return [];
  const spans: Span[] = [];
  let previousCue = false;
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const cue = LICENCE_CUE.test(line);
    if (cue || previousCue) {
      for (const m of line.matchAll(STEWARD_LINK))
        if (linkIdentifier(m[1], m[2]) !== undefined)
          spans.push([lineStart + m.index, lineStart + m.index + m[0].length]);
      const words = [...line.matchAll(WORD)];
      for (let i = 0; i < words.length; i++) {
        if (!/^[A-Za-z]/.test(words[i][0])) continue;
        // The longest run of up to five words, one space apart, from this one that names an identifier.
        let last = i;
        while (
          last + 1 < words.length &&
          last - i < 4 &&
          words[last + 1].index === words[last].index + words[last][0].length + 1
        )
          last++;
        for (let j = last; j >= i; j--) {
          if (identifierOf(words.slice(i, j + 1).map((w) => w[0])) === undefined) continue;
          spans.push([lineStart + words[i].index, lineStart + words[j].index + words[j][0].length]);
          break;
        }
      }
    }
    previousCue = cue;
    lineStart += line.length + 1;
  }
  return spans;
}
