import { listedError, validationError } from '../shared/app-error';
import type { IdentifierDetector } from './detector';
import { BIDI_CONTROL } from './normalize';

export interface TextField {
  /** Dotted path of the field, as in validation errors (e.g. medications.0.dosage). */
  field: string;
  text: string | undefined;
}

export interface DeidentificationFinding {
  field: string;
  warning: string;
  position: { start: number; end: number };
}

export function findIdentifiers(detector: IdentifierDetector, fields: TextField[]): DeidentificationFinding[] {
  const findings: DeidentificationFinding[] = [];
  for (const { field, text } of fields) {
    if (!text) continue;
    for (const hit of detector.detect(text)) {
      findings.push({ field, warning: hit.warning, position: { start: hit.start, end: hit.end } });
    }
  }
  return findings;
}

export const BIDI_MESSAGE =
  'Contains bidirectional control characters (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), ' +
  'which change the order in which text is displayed; remove them';

/** Fields holding bidi override/isolate controls: what a reader sees is not what was stored. */
export function fieldsWithBidiControls(fields: TextField[]): string[] {
  return fields.filter(({ text }) => text !== undefined && BIDI_CONTROL.test(text)).map(({ field }) => field);
}

/**
 * Finds identifiers in free text, possibly on another thread: under load the
 * detector is a tenth of a write's main-thread time, and the import's row
 * threads have the same detector and are often idle.
 */
export interface TextScreen {
  findIdentifiers(fields: TextField[]): Promise<DeidentificationFinding[]>;
}

/** The detector on the calling thread. */
export function inlineScreen(detector: IdentifierDetector): TextScreen {
  return { findIdentifiers: async (fields) => findIdentifiers(detector, fields) };
}

function refuseBidiControls(fields: TextField[]): void {
  const reordered = fieldsWithBidiControls(fields);
  if (reordered.length > 0) throw validationError(reordered.map((field) => ({ field, message: BIDI_MESSAGE })));
}

function refuseFindings(findings: DeidentificationFinding[]): void {
  if (findings.length > 0) {
    throw listedError(
      'DE_IDENTIFICATION_ERROR',
      'Free text appears to contain identifying information; remove it and try again',
      findings,
    );
  }
}

/**
 * Refuses input whose free text looks identifying; nothing is stripped silently.
 * Bidi controls are refused first, as a validation error of their own.
 */
export function assertDeidentified(detector: IdentifierDetector, fields: TextField[]): void {
  refuseBidiControls(fields);
  refuseFindings(findIdentifiers(detector, fields));
}

/** assertDeidentified through a screen, which may answer from another thread. */
export async function assertScreened(screen: TextScreen, fields: TextField[]): Promise<void> {
  refuseBidiControls(fields);
  refuseFindings(await screen.findIdentifiers(fields));
}
