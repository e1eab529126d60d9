import type { PatientFilter } from '../read-model-store';
import type { CountedRows } from './sqlite-list-locate';
import type { Prepare } from './sqlite-read-queries';
import { PATIENT_FILTER_COLUMNS, patientRareWhere, patientWhere } from './sqlite-read-queries';

/** How a patient list is read: its filters, whether deep pages may seek, and its plan for rare filters. */
export function patientListPlan(filter: PatientFilter, prepare: Prepare) {
  const given = PATIENT_FILTER_COLUMNS.filter((column) => filter[column] !== undefined).length;
  const valuesOf = (column: (typeof PATIENT_FILTER_COLUMNS)[number]): string[] =>
    prepare(`SELECT DISTINCT ${column} FROM rm_patient_counts`, true).all() as string[];
  return {
    where: patientWhere(filter),
    seekable: true,
    // menopause_status is the one filter column an update changes: its lists' marks hold until the next change.
    markScope:
      filter.menopause_status === undefined
        ? undefined
        : () => `moves ${prepare('SELECT moves FROM rm_status_moves', true).get() as number}`,
    rare:
      given === 0 || given === PATIENT_FILTER_COLUMNS.length
        ? undefined
        : {
            rows: () => prepare('SELECT coalesce(sum(patients), 0) FROM rm_patient_counts', true).get() as number,
            where: () => patientRareWhere(filter, valuesOf),
          },
    // Two filters across organizations: rm_patients_filtered_listing holds their rows in creation order
    // within each value of the third, so a deep page far from any mark finds its start by counting there.
    counted:
      given === 2 && filter.organization_id === undefined
        ? (): CountedRows[] => {
            const where = patientRareWhere(filter, valuesOf);
            // One seek per value of the third column (the IN list's parameters past the two filters).
            return [{ ...where, fixed: where.params.length - 2, perRow: 1 }];
          }
        : undefined,
  };
}
