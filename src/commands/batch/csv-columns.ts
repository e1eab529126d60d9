import { PATIENT_FIELDS } from '../../events/clinical-values';
import type { FieldError } from '../../shared/app-error';

/** The CSV header of a batch upload (SPEC 4.1): the create-patient fields, in any order. */
export const REQUIRED_COLUMNS = ['age_years', 'race', 'ethnicity', 'region', 'menopause_status'] as const;
export const ALLOWED_COLUMNS = PATIENT_FIELDS;
export type CsvColumn = (typeof ALLOWED_COLUMNS)[number];

export const BOOLEAN_COLUMNS: readonly CsvColumn[] = [
  'smoker',
  'hypertension',
  'diabetes',
  'family_history_breast_cancer',
];
export const NUMBER_COLUMNS: readonly CsvColumn[] = ['age_years', 'age_months', 'bmi'];

const MAX_ECHOED_NAME = 64;

function isAllowed(name: string): name is CsvColumn {
  return (ALLOWED_COLUMNS as readonly string[]).includes(name);
}

/**
 * Checks the header row: every required column present, nothing unknown,
 * nothing twice. Returns one item per offending column (empty when fine).
 * Column names are trimmed; matching is exact otherwise (enums are case-sensitive too).
 */
export function headerProblems(header: string[]): FieldError[] {
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  for (const raw of header) {
    const name = raw.trim();
    const shown = name.length > MAX_ECHOED_NAME ? `${name.slice(0, MAX_ECHOED_NAME)}...` : name;
    if (name === '') {
      problems.push({ field: 'header', message: 'A column has no name' });
    } else if (!isAllowed(name)) {
      problems.push({ field: shown, message: `Unknown column. Allowed columns: ${ALLOWED_COLUMNS.join(', ')}` });
    } else if (seen.has(name)) {
      problems.push({ field: name, message: 'Column appears more than once' });
    }
    seen.add(name);
  }
  for (const required of REQUIRED_COLUMNS) {
    if (!seen.has(required)) problems.push({ field: required, message: 'Required column is missing' });
  }
  return problems;
}

/** The header as column names, once it passed `headerProblems`. */
export function headerColumns(header: string[]): CsvColumn[] {
  return header.map((raw) => {
    const name = raw.trim();
    if (!isAllowed(name)) throw new Error(`unchecked header column ${name}`);
    return name;
  });
}
