/**
 * Kept patient counts per (organization, region, race, status) on the
 * PostgreSQL read model, so a list's total is a sum over a few hundred rows
 * instead of a count over every matching patient. Statement-level triggers
 * with transition tables keep them in the transaction that writes the
 * patients: one grouped upsert per statement, whatever the batch size.
 */
const GROUP = 'organization_id, region, race, menopause_status';

/** Adds each group's change (+1 per row of `added`, -1 per row of `removed`) to its count. */
const applyChange = (added: string | null, removed: string | null): string => {
  const parts = [
    ...(added ? [`SELECT ${GROUP}, 1 AS change FROM ${added}`] : []),
    ...(removed ? [`SELECT ${GROUP}, -1 AS change FROM ${removed}`] : []),
  ];
  return `INSERT INTO rm_patient_counts AS kept (${GROUP}, patients)
      SELECT ${GROUP}, sum(change) FROM (${parts.join(' UNION ALL ')}) AS changes
      GROUP BY ${GROUP} HAVING sum(change) <> 0
      ON CONFLICT (${GROUP}) DO UPDATE SET patients = kept.patients + EXCLUDED.patients;`;
};

export const PATIENT_COUNTS_SCHEMA: string[] = [
  // Created and filled in one step, so a read model written before the counts existed starts with right ones.
  `DO $$ BEGIN
     IF to_regclass(quote_ident(current_schema()) || '.rm_patient_counts') IS NULL THEN
       CREATE TABLE rm_patient_counts (
         organization_id TEXT NOT NULL,
         region TEXT NOT NULL,
         race TEXT NOT NULL,
         menopause_status TEXT NOT NULL,
         patients BIGINT NOT NULL,
         PRIMARY KEY (${GROUP})
       );
       INSERT INTO rm_patient_counts (${GROUP}, patients) SELECT ${GROUP}, count(*) FROM rm_patients GROUP BY ${GROUP};
     END IF;
   END $$`,
  `CREATE OR REPLACE FUNCTION rm_patient_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN ${applyChange('added_rows', null)}
     ELSIF TG_OP = 'UPDATE' THEN ${applyChange('added_rows', 'removed_rows')}
     ELSE ${applyChange(null, 'removed_rows')}
     END IF;
     RETURN NULL;
   END $$`,
  // One trigger per event: PostgreSQL refuses transition tables on a trigger for several events.
  `DO $$ BEGIN
     IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'rm_patients_counted_insert'
         AND tgrelid = (quote_ident(current_schema()) || '.rm_patients')::regclass) THEN
       CREATE TRIGGER rm_patients_counted_insert AFTER INSERT ON rm_patients
         REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION rm_patient_counts_change();
       CREATE TRIGGER rm_patients_counted_update AFTER UPDATE ON rm_patients
         REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
         FOR EACH STATEMENT EXECUTE FUNCTION rm_patient_counts_change();
       CREATE TRIGGER rm_patients_counted_delete AFTER DELETE ON rm_patients
         REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION rm_patient_counts_change();
     END IF;
   END $$`,
];

/** The total of a patient filter, from the kept counts (the filter's columns are theirs). */
export const patientTotalSql = (whereSql: string): string =>
  `SELECT coalesce(sum(patients), 0)::bigint AS total FROM rm_patient_counts ${whereSql}`;
