/**
 * Visits per chunk of a Parquet build's visits' pass: a chunk is one visits
 * batch, and the medications' batches end where a chunk ends (and every
 * BATCH_ROWS medications within it). Batch ends fix a file's bytes; tying
 * them to chunks lets either thread shape any chunk with the same bytes, and
 * the synchronous snapshot's file ends its batches at the same rows.
 */
export const VISIT_CHUNK_ROWS = 8_192;
