/**
 * The normalized view's text as it goes through the steps of normalize.ts, with the offset in the original text
 * of each of its characters, and the edit that takes it one step on.
 */
import type { Edit } from './text-edit';

export interface Step {
  text: string;
  origin: Int32Array;
}

/** Length of the text the edits make: those overlapping an earlier one are skipped, as `apply` skips them. */
function editedLength(length: number, edits: Edit[]): number {
  let last = 0;
  for (const e of edits) {
    if (e.start < last) continue;
    length += e.next.length - (e.end - e.start);
    last = e.end;
  }
  return length;
}

/**
 * Applies non-overlapping edits, in order, keeping `origin` aligned with the new text. The map is sized first
 * and filled in place: grown by push, each step's map left as much garbage again as it kept.
 */
export function apply(step: Step, edits: Edit[]): Step {
  if (edits.length === 0) return step;
  const { text, origin } = step;
  let out = '';
  const map = new Int32Array(editedLength(text.length, edits) + 1);
  let n = 0;
  let last = 0;
  for (const e of edits) {
    if (e.start < last) continue;
    out += text.slice(last, e.start);
    for (let k = last; k < e.start; k++) map[n++] = origin[k];
    const span = Math.max(1, e.end - e.start);
    for (let k = 0; k < e.next.length; k++) {
      const within =
        e.at?.[k] ?? (k > 0 && k === e.next.length - 1 ? span - 1 : Math.floor((k * span) / e.next.length));
      map[n++] = origin[e.start + Math.min(within, span - 1)];
    }
    out += e.next;
    last = e.end;
  }
  out += text.slice(last);
  for (let k = last; k < text.length; k++) map[n++] = origin[k];
  map[n] = origin[text.length];
  return { text: out, origin: map };
}

export function identity(length: number): Int32Array {
  const origin = new Int32Array(length + 1);
  for (let i = 0; i <= length; i++) origin[i] = i;
  return origin;
}

/** The origin of a text normalization left as it was: never read (originalSpan returns the span as it is). */
export const UNCHANGED = new Int32Array(0);
