import { listedError } from '../../shared/app-error';
import type { IdentifierDetector } from './detector';

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

/** Refuses input whose free text looks identifying; nothing is stripped silently. */
export function assertDeidentified(detector: IdentifierDetector, fields: TextField[]): void {
  const findings = findIdentifiers(detector, fields);
  if (findings.length > 0) {
    throw listedError(
      'DE_IDENTIFICATION_ERROR',
      'Free text appears to contain identifying information; remove it and try again',
      findings,
    );
  }
}
