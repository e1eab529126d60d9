/**
 * The elements of a screenplay (issue 49, twenty-seventh round, tuned on the foreshore set, by class). Fountain and
 * every screenplay format write a scene's setting in a heading of its own, in capitals ("INT. PHARMACY - DAY",
 * "EXT. HOSPITAL CAR PARK - NIGHT", "INT./EXT. AMBULANCE - CONTINUOUS"), and a speaker's cue on a line of its own in
 * capitals before the dialogue, with an extension in brackets ("NURSE (V.O.)", "GP (O.S.)", "WOMAN (CONT'D)"). The
 * facility and name rules read the setting as a named place and the extension's dotted letters as initials.
 * - A heading's setting is dropped when every word of it is an everyday word, and neither the whole nor a word
 *   that is no everyday word a place, nor a possessive ("PHARMACY", "MENOPAUSE CLINIC", "CAR PARK"): a kind of
 *   place, as a film names its sets. A setting
 *   with a place or a word no dictionary holds ("INT. LEEDS GENERAL INFIRMARY - DAY", "EXT. ST BRIGID'S - DAY")
 *   keeps every rule.
 * - A cue's extension is the format's own notation and is dropped; the cue's name is dropped only when its words are
 *   everyday words or roles that are no distinctive name ("PHARMACIST", "NIGHT-SHIFT NURSE"), so a character cue
 *   that names someone ("MARGUERITE", "DR OKAFOR") keeps every rule.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

/** A heading: the scene's opening (INT, EXT, EST, INT./EXT., I/E), its setting, and maybe a time of day. */
const TIME_OF_DAY =
  String.raw`(?:DAY|NIGHT|MORNING|AFTERNOON|EVENING|DAWN|DUSK|LATER|CONTINUOUS|SAME|MOMENTS LATER|` +
  String.raw`CONT(?:INUED)?)`;
export const HEADING = new RegExp(
  String.raw`^[^\S\n]*\.?(?:INT\.?\/EXT|EXT\.?\/INT|I\/E|INT|EXT|EST)\.?[^\S\n]+` +
    String.raw`([A-Z0-9][A-Z0-9'’&/-]*(?: +[A-Z0-9'’&/-]+)*?)` +
    String.raw`(?:[^\S\n]+[-–—][^\S\n]+${TIME_OF_DAY}\b[^\n]*|[^\S\n]*)$`,
  'gm',
);
/** A cue: a line in capitals after a blank line (or the text's start), then an extension, then a line of dialogue. */
const EXTENSION =
  String.raw`\((?:V\.O\.|O\.S\.|O\.C\.|CONT['’]D|CONT\.|PRE-LAP|INTO PHONE|ON PHONE|ON SCREEN|FILTERED|` +
  String.raw`SUBTITLED)\)`;
export const CUE = new RegExp(
  String.raw`(?<=^|\n[^\S\n]*\n)[^\S\n]*([A-Z][A-Z0-9'’.&-]*(?: +[A-Z0-9'’.&-]+)*?)` +
    String.raw`[^\S\n]*(?:(${EXTENSION})[^\S\n]*)?(?=\n[^\S\n]*\S)`,
  'g',
);
const SCREENPLAY =
  /^[^\S\n]*\.?(?:INT|EXT|EST|I\/E)[./ ]|\((?:V\.O\.|O\.S\.|O\.C\.|CONT['’]D)\)|^[^\S\n]*(?:CUT|FADE|DISSOLVE) (?:TO|IN|OUT)\b/m;

function everydayWords(run: string, words: WordClasses, roles: boolean): boolean {
  const whole = run.toLowerCase().trim();
  if (words.isPlace(whole.replace(/-/g, ' '))) return false;
  const parts = whole.split(/[\s/&-]+/).filter((w) => w.length > 0);
  if (parts.length === 0) return false;
  return parts.every((w) => {
    if (/['’]/.test(w) || /\d/.test(w)) return false;
    if (roles && words.isRoleWord(w)) return true;
    if (words.isDistinctiveName(w)) return false;
    // A town's name that is an everyday word ("park", "bath") is the word; the whole setting was asked as a place.
    if (words.isCommonWord(w)) return true;
    return words.isAllowed(w) && !words.isPlace(w);
  });
}

export function screenplaySpans(text: string, words: WordClasses): Span[] {
  if (!SCREENPLAY.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(HEADING, text)) {
    if (!everydayWords(m[1], words, false)) continue;
    spans.push([m.index, m.index + m[0].length]);
  }
  for (const m of allMatches(CUE, text)) {
    const at = m.index + m[0].indexOf(m[1]);
    if (m[2]) {
      const ext = m.index + m[0].lastIndexOf(m[2]);
      spans.push([ext, ext + m[2].length]);
    }
    if (m[1].length > 0 && everydayWords(m[1].replace(/\.$/, ''), words, true)) spans.push([at, at + m[1].length]);
  }
  return spans;
}
