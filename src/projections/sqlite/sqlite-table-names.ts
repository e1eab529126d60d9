/** The names of the read-model tables a writer or loader works on: the live set, or a rebuild's next set. */
export interface ReadModelTableNames {
  patients: string;
  visits: string;
  batches: string;
  batchErrors: string;
  checkpoints: string;
  patientCounts: string;
}

/** The tables queries read. */
export const LIVE_TABLES: ReadModelTableNames = {
  patients: 'rm_patients',
  visits: 'rm_visits',
  batches: 'rm_batches',
  batchErrors: 'rm_batch_errors',
  checkpoints: 'rm_checkpoints',
  patientCounts: 'rm_patient_counts',
};

/** Where a blue-green rebuild writes, beside the live tables, until it swaps them in. */
export const NEXT_TABLES: ReadModelTableNames = Object.fromEntries(
  Object.entries(LIVE_TABLES).map(([key, name]) => [key, `${name}_next`]),
) as unknown as ReadModelTableNames;
