/** Read-model tables: filter and sort columns beside the view document, and the checkpoints. */
export const READ_MODEL_SCHEMA: string[] = [
  // Read models written before records carried their organization lack the column: they are dropped
  // with the checkpoints and the projector rebuilds them from the log, whose metadata always named it.
  `DO $$ BEGIN
     IF to_regclass(quote_ident(current_schema()) || '.rm_patients') IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema()
         AND table_name = 'rm_patients' AND column_name = 'organization_id') THEN
       DROP TABLE IF EXISTS rm_patients, rm_visits, rm_batches, rm_batch_errors, rm_checkpoints;
     END IF;
   END $$`,
  `CREATE TABLE IF NOT EXISTS rm_patients (
     id TEXT PRIMARY KEY,
     organization_id TEXT NOT NULL,
     region TEXT NOT NULL,
     race TEXT NOT NULL,
     menopause_status TEXT NOT NULL,
     created_at TIMESTAMPTZ NOT NULL,
     view JSONB NOT NULL,
     last_position BIGINT NOT NULL
   )`,
  // Lists walk newest first; the filters have a handful of values each, and per-filter indexes slowed every commit.
  // Dropped only when present: DROP INDEX IF EXISTS takes the table lock even when there is nothing to drop.
  `CREATE INDEX IF NOT EXISTS rm_patients_newest ON rm_patients (created_at DESC, id DESC)`,
  `CREATE INDEX IF NOT EXISTS rm_patients_organization ON rm_patients (organization_id, created_at DESC, id DESC)`,
  // A rare combination of the filters is read from its own range instead of the newest-first walk past every row.
  `CREATE INDEX IF NOT EXISTS rm_patients_filtered
     ON rm_patients (region, race, menopause_status, created_at DESC, id DESC)`,
  `DO $$ BEGIN
     IF to_regclass(quote_ident(current_schema()) || '.rm_patients_region') IS NOT NULL THEN DROP INDEX
       rm_patients_region; END IF;
     IF to_regclass(quote_ident(current_schema()) || '.rm_patients_race') IS NOT NULL THEN DROP INDEX
       rm_patients_race; END IF;
     IF to_regclass(quote_ident(current_schema()) || '.rm_patients_status') IS NOT NULL THEN DROP INDEX
       rm_patients_status; END IF;
   END $$`,
  `CREATE TABLE IF NOT EXISTS rm_visits (
     id TEXT PRIMARY KEY,
     organization_id TEXT NOT NULL,
     patient_id TEXT NOT NULL,
     visit_type TEXT NOT NULL,
     visit_date DATE NOT NULL,
     created_at TIMESTAMPTZ NOT NULL,
     view JSONB NOT NULL,
     last_position BIGINT NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS rm_visits_newest ON rm_visits (created_at DESC, id DESC)`,
  `CREATE INDEX IF NOT EXISTS rm_visits_organization ON rm_visits (organization_id, created_at DESC, id DESC)`,
  `CREATE INDEX IF NOT EXISTS rm_visits_patient ON rm_visits (patient_id, visit_date DESC, created_at DESC)`,
  `CREATE INDEX IF NOT EXISTS rm_visits_type ON rm_visits (visit_type, created_at DESC)`,
  `CREATE INDEX IF NOT EXISTS rm_visits_date ON rm_visits (visit_date)`,
  `CREATE TABLE IF NOT EXISTS rm_batches (
     id TEXT PRIMARY KEY,
     view JSONB NOT NULL,
     last_position BIGINT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS rm_batch_errors (
     batch_id TEXT NOT NULL,
     row_number INTEGER NOT NULL,
     errors JSONB NOT NULL,
     position BIGINT NOT NULL,
     PRIMARY KEY (batch_id, row_number)
   )`,
  `CREATE TABLE IF NOT EXISTS rm_checkpoints (
     projection TEXT PRIMARY KEY,
     position BIGINT NOT NULL
   )`,
];

export const READ_MODEL_TABLES = ['rm_patients', 'rm_visits', 'rm_batches', 'rm_batch_errors', 'rm_checkpoints'];
