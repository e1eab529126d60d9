/**
 * The old generation of each export build's thread (the export thread and its second thread) at most. The
 * service's `--initial-old-space-size=64` applies to every isolate: without a limit of its own a thread's old
 * generation grows to 64 MB before its first full collection, and a build promotes some of each step's rows,
 * so at ten million events the export thread's heap climbed from 12 to 56 MB used between full collections
 * all through a Parquet build, on top of the other threads' peaks. A build keeps about 10 MB alive; a thread
 * that needs more than this fails its build with an error (the service goes on).
 */
export const EXPORT_OLD_GENERATION_MB = 32;
