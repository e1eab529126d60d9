/**
 * menopause_status is the one patient filter column an update changes: a
 * patient moving into or out of a status list below one of its marks shifts
 * every later row. The moves are counted here (one statement-level trigger,
 * counting a statement that moved any row once) so that a status list's
 * marks are kept under the count they were taken at and left unused once it
 * moves, as the SQLite store does.
 */
export const STATUS_MOVES_SCHEMA: string[] = [
  `CREATE TABLE IF NOT EXISTS rm_status_moves (
     one INTEGER PRIMARY KEY CHECK (one = 1),
     moves BIGINT NOT NULL
   )`,
  `INSERT INTO rm_status_moves (one, moves) VALUES (1, 0) ON CONFLICT (one) DO NOTHING`,
  `CREATE OR REPLACE FUNCTION rm_status_moves_count() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE rm_status_moves SET moves = moves + 1 WHERE EXISTS (
       SELECT 1 FROM moved_from JOIN moved_to USING (id)
       WHERE moved_from.menopause_status <> moved_to.menopause_status);
     RETURN NULL;
   END $$`,
  `DO $$ BEGIN
     IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'rm_patients_status_moved'
         AND tgrelid = (quote_ident(current_schema()) || '.rm_patients')::regclass) THEN
       CREATE TRIGGER rm_patients_status_moved AFTER UPDATE ON rm_patients
         REFERENCING OLD TABLE AS moved_from NEW TABLE AS moved_to
         FOR EACH STATEMENT EXECUTE FUNCTION rm_status_moves_count();
     END IF;
   END $$`,
];

/** Counts a move by hand, for a write that bypasses the trigger's reasoning (emptying the table). */
export const COUNT_STATUS_MOVE = 'UPDATE rm_status_moves SET moves = moves + 1';

export const STATUS_MOVES_SQL = 'SELECT moves FROM rm_status_moves';
