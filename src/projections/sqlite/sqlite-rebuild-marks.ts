import type { SqliteDatabase } from '../../storage/sqlite-client';
import type { PatientFilter, VisitFilter } from '../read-model-store';
import { MAX_LISTS } from '../seek-marks';

/** Lists a rebuild takes marks of: half of what is kept, the rest left to the lists asked for later. */
const REBUILD_MARKED_LISTS = MAX_LISTS / 2;

const PATIENT_SINGLE_FILTERS = ['region', 'race', 'menopause_status'] as const;

/**
 * The lists whose marks a rebuild takes after its swap, so that their first deep page seeks: every list
 * unfiltered and under each single filter value, across all organizations first, then within each
 * organization, the largest first, until REBUILD_MARKED_LISTS. Values and organizations are read from the
 * kept counts (a few rows each).
 */
export function listsToMark(reader: SqliteDatabase): { patients: PatientFilter[]; visits: VisitFilter[] } {
  const values = (sql: string): string[] => reader.prepare(sql).pluck().all() as string[];
  const organizations = values(
    'SELECT organization_id FROM rm_patient_counts GROUP BY organization_id ORDER BY sum(patients) DESC',
  );
  const singles: PatientFilter[] = PATIENT_SINGLE_FILTERS.flatMap((column) =>
    values(`SELECT DISTINCT ${column} FROM rm_patient_counts ORDER BY 1`).map((value) => ({ [column]: value })),
  );
  const types = values('SELECT DISTINCT visit_type FROM rm_visit_counts ORDER BY 1');
  const patients: PatientFilter[] = [];
  const visits: VisitFilter[] = [];
  for (const organization of [undefined, ...organizations]) {
    const scope = organization === undefined ? {} : { organization_id: organization };
    const scoped = {
      patients: [{}, ...singles].map((filter) => ({ ...scope, ...filter })),
      visits: [{}, ...types.map((visit_type) => ({ visit_type }))].map((filter) => ({ ...scope, ...filter })),
    };
    if (patients.length + visits.length + scoped.patients.length + scoped.visits.length > REBUILD_MARKED_LISTS) break;
    patients.push(...scoped.patients);
    visits.push(...scoped.visits);
  }
  return { patients, visits };
}
