import type { SqliteDatabase } from '../../storage/sqlite-client';
import type { PatientFilter, VisitFilter } from '../read-model-store';
import { MAX_LISTS } from '../seek-marks';

/** Lists a rebuild takes marks of: half of what is kept, the rest left to the lists asked for later. */
const REBUILD_MARKED_LISTS = MAX_LISTS / 2;

const PATIENT_SINGLE_FILTERS = ['region', 'race', 'menopause_status'] as const;

/** A list whose marks are those of another: the same rows in the same order. */
export interface SameList<Filter> {
  from: Filter;
  to: Filter;
}

export interface ListsToMark {
  patients: PatientFilter[];
  visits: VisitFilter[];
  /** Lists of an organization holding every record of their table: their marks are copied, not walked for. */
  copies: { patients: SameList<PatientFilter>[]; visits: SameList<VisitFilter>[] };
}

/**
 * The lists whose marks a rebuild takes after its swap, so that their first deep page seeks: every list
 * unfiltered and under each single filter value, across all organizations first, then within each
 * organization, the largest first, until REBUILD_MARKED_LISTS. Values and organizations are read from the
 * kept counts (a few rows each). Within an organization that holds every patient (or every visit), each
 * list is the one across organizations with the same filter, row for row: named as a copy of it.
 */
export function listsToMark(reader: SqliteDatabase): ListsToMark {
  const values = (sql: string): string[] => reader.prepare(sql).pluck().all() as string[];
  const organizations = values(
    'SELECT organization_id FROM rm_patient_counts GROUP BY organization_id ORDER BY sum(patients) DESC',
  );
  const singles: PatientFilter[] = PATIENT_SINGLE_FILTERS.flatMap((column) =>
    values(`SELECT DISTINCT ${column} FROM rm_patient_counts ORDER BY 1`).map((value) => ({ [column]: value })),
  );
  const types = values('SELECT DISTINCT visit_type FROM rm_visit_counts ORDER BY 1');
  const holdsAll = (table: 'rm_patient_counts' | 'rm_visit_counts', column: string, organization: string) =>
    reader
      .prepare(
        `SELECT coalesce(sum(${column}), 0) = coalesce(sum(${column}) FILTER (WHERE organization_id = ?), 0)
         FROM ${table}`,
      )
      .pluck()
      .get(organization) === 1;
  const lists: ListsToMark = { patients: [], visits: [], copies: { patients: [], visits: [] } };
  let kept = 0;
  for (const organization of [undefined, ...organizations]) {
    const scope = organization === undefined ? {} : { organization_id: organization };
    const filters = { patients: [{}, ...singles], visits: [{}, ...types.map((visit_type) => ({ visit_type }))] };
    if (kept + filters.patients.length + filters.visits.length > REBUILD_MARKED_LISTS) break;
    kept += filters.patients.length + filters.visits.length;
    for (const table of ['patients', 'visits'] as const) {
      const scoped = filters[table].map((filter) => ({ ...scope, ...filter }));
      const counts = table === 'patients' ? 'rm_patient_counts' : 'rm_visit_counts';
      if (organization !== undefined && holdsAll(counts, table, organization))
        lists.copies[table].push(...filters[table].map((from, at) => ({ from, to: scoped[at] })));
      else lists[table].push(...scoped);
    }
  }
  return lists;
}
