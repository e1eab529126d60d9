/**
 * The fields of a BibTeX entry that name works and bodies, not people (issue 49, twenty-seventh round, tuned on the
 * foreshore set, by class). A reference manager's export writes an entry as `@article(key,` or `@article{key,` and
 * then one `field = "value"` a line; the name rules read a journal's or a title's capitalised words ("JAMA",
 * "Correspondenz-Blatt für Schweizer Aerzte") and a corporate author ("Writing Group for the Women's Health
 * Initiative Investigators") as names and places. Inside such an entry:
 * - the value of `journal`, `booktitle`, `series`, `publisher`, `organization`, `institution` and `school` is
 *   dropped: a work or a body that publishes;
 * - the value of `author` or `editor` is dropped only when it is one corporate author: a word for a body ("Group",
 *   "Committee", "Investigators", "Collaboration", "Consortium", "Society", "Council", "Task Force") and no comma or
 *   "and" that would join a person to it.
 * A person's name as author, a `note`, a `title`, an `address` and any text outside an entry keep every rule.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const ENTRY = /@[A-Za-z]+[^\S\n]*[({][^\S\n]*[^,\s]+,/;
const FIELD =
  /^[^\S\n]*(journal|journaltitle|booktitle|series|publisher|organization|institution|school|author|editor)[^\S\n]*=[^\S\n]*(?:"([^"\n]*)"|\{([^\n]*)\})[^\S\n]*(?:,[^\S\n]*)?$/gim;
const BODY =
  /\b(?:Group|Committee|Investigators|Collaborat(?:ion|ive)|Consortium|Society|Council|Task[^\S\n]+Force|Working[^\S\n]+Party|Association|Organi[sz]ation|Initiative|Network|Agency|Panel|Board|Institute|College)\b/;

export function bibtexFieldSpans(text: string): Span[] {
  if (!text.includes('=') || !ENTRY.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(FIELD, text)) {
    const value = m[2] ?? m[3];
    const field = m[1].toLowerCase();
    if ((field === 'author' || field === 'editor') && (!BODY.test(value) || /,|\band\b/.test(value))) continue;
    const at = m.index + m[0].indexOf(value, m[0].indexOf('='));
    spans.push([at, at + value.length]);
  }
  return spans;
}
