import { type KeptCounts, keptCountsSchema, keptTotalSql } from './kept-counts-schema';

/** Patients counted per (organization, region, race, status): every patient filter is a sum over these. */
const PATIENT_COUNTS: KeptCounts = {
  table: 'rm_patients',
  counts: 'rm_patient_counts',
  group: ['organization_id', 'region', 'race', 'menopause_status'],
  column: 'patients',
};

/**
 * Visits counted per (organization, visit type). A filter on a patient or a
 * date range is counted from the table, through its index.
 */
const VISIT_COUNTS: KeptCounts = {
  table: 'rm_visits',
  counts: 'rm_visit_counts',
  group: ['organization_id', 'visit_type'],
  column: 'visits',
};

export const KEPT_COUNTS_SCHEMA: string[] = [...keptCountsSchema(PATIENT_COUNTS), ...keptCountsSchema(VISIT_COUNTS)];
export const KEPT_COUNT_TABLES = [PATIENT_COUNTS.counts, VISIT_COUNTS.counts];

/** The total of a patient filter, from the kept counts (the filter's columns are theirs). */
export const patientTotalSql = keptTotalSql(PATIENT_COUNTS);

/** The total of a visit filter on organization and type only, from the kept counts. */
export const keptVisitTotalSql = keptTotalSql(VISIT_COUNTS);
