/**
 * Visits kept counted per slice of creation order and month of visit date
 * (with organization and type): a wide date range's deep page then knows,
 * from a sum over a few thousand rows, between which two slice starts its
 * first row was created and how many of the list's rows are newer than
 * each, and counts only inside that slice (see bracketBySlices). Counting
 * per day instead walked every row of the range created on one side of the
 * page (1.5 million index entries for the middle page of a wide range at
 * ten million events).
 *
 * A slice is an interval of created_ms from its `start` to the next slice's:
 * a visit belongs to the slice with the greatest start at or below its
 * created_ms, whatever order it arrives in, so the slices partition the
 * visits by creation instant exactly. A slice opens at a visit created after
 * every other once SLICE_VISITS rows were inserted since the slice it falls
 * in opened (by rowid: a size, not a bound, so a rowid changed by a VACUUM
 * costs nothing but a slice's size), so visits sharing an instant (a batch
 * import's rows) stay in one slice. A visit's type and date never change and visits are
 * only deleted by a reset (see rm_visit_counts), so only inserts are counted.
 */
export const SQLITE_VISIT_SLICES_TABLES = `
  CREATE TABLE IF NOT EXISTS rm_visit_slices (
    start INTEGER PRIMARY KEY,
    first_rowid INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS rm_visit_month_slices (
    month TEXT NOT NULL,
    visit_type TEXT NOT NULL,
    organization_id TEXT NOT NULL,
    slice INTEGER NOT NULL,
    visits INTEGER NOT NULL,
    PRIMARY KEY (month, visit_type, organization_id, slice)
  ) WITHOUT ROWID;
`;

export const SQLITE_VISIT_SLICES_TABLE_NAMES = ['rm_visit_slices', 'rm_visit_month_slices'];

/**
 * Visits a slice takes before the next opens: a deep page counts inside one slice (at most this many of the
 * list's rows, plus the rows sharing its last instant), after a sum over the range's months × types ×
 * organizations × slices (3,000,000 visits over 34 months and 4 types, 2,000 per instant: 167 slices of
 * 18,000, 17,368 rows, 852 KB). Summed over 50,000 such rows, a range of every month cost 14-16 ms of CPU,
 * 6 months 3 ms (in memory); half the slice, twice the rows.
 */
export const SLICE_VISITS = 16_384;

const SLICE_OF = (createdMs: string): string => `(SELECT max(start) FROM rm_visit_slices WHERE start <= ${createdMs})`;

export const SQLITE_VISIT_SLICES_TRIGGER_NAMES = ['rm_visits_sliced_insert'];

/**
 * A slice opens where none holds the visit, or where its slice is full and no other visit was created at or
 * after it (two seeks, only then: the second passes the visit itself at most). The visit is counted in its
 * slice's month row only, not in a count of the slice too: one upsert per visit beside rm_visit_counts'.
 */
export const SQLITE_VISIT_SLICES_TRIGGER = `
  CREATE TRIGGER IF NOT EXISTS rm_visits_sliced_insert AFTER INSERT ON rm_visits BEGIN
    INSERT INTO rm_visit_slices (start, first_rowid)
      SELECT new.created_ms, new.rowid
      WHERE coalesce((SELECT new.rowid - first_rowid >= ${SLICE_VISITS}
          AND NOT EXISTS (SELECT 1 FROM rm_visits WHERE created_ms > new.created_ms)
          AND NOT EXISTS (SELECT 1 FROM rm_visits WHERE created_ms = new.created_ms AND rowid <> new.rowid)
        FROM rm_visit_slices WHERE start <= new.created_ms ORDER BY start DESC LIMIT 1), 1);
    INSERT INTO rm_visit_month_slices (month, visit_type, organization_id, slice, visits)
      VALUES (substr(new.visit_date, 1, 7), new.visit_type, new.organization_id, ${SLICE_OF('new.created_ms')}, 1)
      ON CONFLICT (month, visit_type, organization_id, slice) DO UPDATE SET visits = visits + 1;
  END;
`;

/**
 * The slices recomputed from the visits (after a bulk replay, for a file from before they were kept): cut
 * every SLICE_VISITS visits in creation order, at an instant's first visit, then each slice's visits grouped
 * by month, type and organization, read a slice at a time from the type's covering index. Grouped slice and
 * type first, the order the rows are read in, so the sorter behind the GROUP BY gets them nearly sorted: 6.1
 * against 7.8 s of CPU for 9,000,000 visits in the key's own order.
 */
export const SQLITE_FILL_VISIT_SLICES = `
  DELETE FROM rm_visit_slices;
  DELETE FROM rm_visit_month_slices;
  INSERT INTO rm_visit_slices (start, first_rowid)
    SELECT min(created_ms), min(first_rowid) FROM (
      SELECT created_ms, first_rowid, (sum(visits) OVER (ORDER BY created_ms ROWS UNBOUNDED PRECEDING) - visits)
        / ${SLICE_VISITS} AS slice
      FROM (SELECT created_ms, min(rowid) AS first_rowid, count(*) AS visits FROM rm_visits GROUP BY created_ms))
    GROUP BY slice;
  INSERT INTO rm_visit_month_slices (month, visit_type, organization_id, slice, visits)
    SELECT substr(v.visit_date, 1, 7), v.visit_type, v.organization_id, s.start, count(*)
    FROM (SELECT start, lead(start, 1, 9223372036854775807) OVER (ORDER BY start) AS next FROM rm_visit_slices) s
    CROSS JOIN (SELECT DISTINCT visit_type FROM rm_visit_counts) t
    JOIN rm_visits v INDEXED BY rm_visits_type_listing
      ON v.visit_type = t.visit_type AND v.created_ms >= s.start AND v.created_ms < s.next
    GROUP BY s.start, v.visit_type, 1, v.organization_id;
`;
