/**
 * References to COM type libraries (issue 49, twenty-eighth round, read on the reedbed set, by class). VBA modules,
 * Access databases and Office macros list the libraries they reference as the References dialog names them:
 * "Microsoft Outlook 16.0 Object Library", "Microsoft Office 16.0 Access database engine Object Library",
 * "OLE Automation", "Microsoft Forms 2.0 Object Library", "Microsoft Visual Basic for Applications Extensibility 5.3
 * Type Library". The facility reader took "Object Library" for a library, a building named by the word before its
 * head. A library named after a version number is none: a version ("16.0", "5.3"), maybe words between it and the
 * head, then "Object Library" or "Type Library", is the reference's name, and the span runs from the version over
 * the head. A library in a place's name ("Leeds Central Library") has no version before it and keeps its hit.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const REFERENCE = /(?<![\w.])\d{1,2}\.\d{1,2}(?:[^\S\n]+[\p{L}-]+){0,4}?[^\S\n]+(?:Object|Type)[^\S\n]+Library\b/gu;

export function typeLibraryReferenceSpans(text: string): Span[] {
  if (!text.includes(' Library')) return [];
  return allMatches(REFERENCE, text).map((m) => [m.index, m.index + m[0].length] as const);
}
