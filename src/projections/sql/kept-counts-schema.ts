/**
 * Counts kept per group of filter columns on a PostgreSQL read-model table,
 * so a list's total is a sum over a few hundred rows instead of a count over
 * every matching row. Statement-level triggers with transition tables keep
 * them in the transaction that writes the rows: one grouped upsert per
 * statement, whatever the batch size.
 */
export interface KeptCounts {
  /** The counted table, e.g. `rm_patients`. */
  table: string;
  /** The table of counts, e.g. `rm_patient_counts`. */
  counts: string;
  /** The filter columns a count is kept for, each NOT NULL in `table`. */
  group: readonly string[];
  /** The count's column in `counts`. */
  column: string;
}

/** Adds each group's change (+1 per row of `added`, -1 per row of `removed`) to its count. */
function applyChange(kept: KeptCounts, added: string | null, removed: string | null): string {
  const group = kept.group.join(', ');
  const parts = [
    ...(added ? [`SELECT ${group}, 1 AS change FROM ${added}`] : []),
    ...(removed ? [`SELECT ${group}, -1 AS change FROM ${removed}`] : []),
  ];
  return `INSERT INTO ${kept.counts} AS kept (${group}, ${kept.column})
      SELECT ${group}, sum(change) FROM (${parts.join(' UNION ALL ')}) AS changes
      GROUP BY ${group} HAVING sum(change) <> 0
      ON CONFLICT (${group}) DO UPDATE SET ${kept.column} = kept.${kept.column} + EXCLUDED.${kept.column};`;
}

/** The statements that create, fill and maintain `kept` (idempotent, for the read model's migration). */
export function keptCountsSchema(kept: KeptCounts): string[] {
  const group = kept.group.join(', ');
  const change = `${kept.counts}_change`;
  const trigger = (operation: string): string => `${kept.table}_counted_${operation}`;
  return [
    // Created and filled in one step, so a read model written before the counts existed starts with right ones.
    `DO $$ BEGIN
       IF to_regclass(quote_ident(current_schema()) || '.${kept.counts}') IS NULL THEN
         CREATE TABLE ${kept.counts} (
           ${kept.group.map((column) => `${column} TEXT NOT NULL,`).join('\n           ')}
           ${kept.column} BIGINT NOT NULL,
           PRIMARY KEY (${group})
         );
         INSERT INTO ${kept.counts} (${group}, ${kept.column})
           SELECT ${group}, count(*) FROM ${kept.table} GROUP BY ${group};
       END IF;
     END $$`,
    `CREATE OR REPLACE FUNCTION ${change}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' THEN ${applyChange(kept, 'added_rows', null)}
       ELSIF TG_OP = 'UPDATE' THEN ${applyChange(kept, 'added_rows', 'removed_rows')}
       ELSE ${applyChange(kept, null, 'removed_rows')}
       END IF;
       RETURN NULL;
     END $$`,
    // One trigger per event: PostgreSQL refuses transition tables on a trigger for several events.
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = '${trigger('insert')}'
           AND tgrelid = (quote_ident(current_schema()) || '.${kept.table}')::regclass) THEN
         CREATE TRIGGER ${trigger('insert')} AFTER INSERT ON ${kept.table}
           REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION ${change}();
         CREATE TRIGGER ${trigger('update')} AFTER UPDATE ON ${kept.table}
           REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
           FOR EACH STATEMENT EXECUTE FUNCTION ${change}();
         CREATE TRIGGER ${trigger('delete')} AFTER DELETE ON ${kept.table}
           REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION ${change}();
       END IF;
     END $$`,
  ];
}

/** The total of a filter whose columns are all in `kept.group`, from the kept counts. */
export const keptTotalSql =
  (kept: KeptCounts) =>
  (whereSql: string): string =>
    `SELECT coalesce(sum(${kept.column}), 0)::bigint AS total FROM ${kept.counts} ${whereSql}`;
