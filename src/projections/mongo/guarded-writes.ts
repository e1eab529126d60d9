import {
  type AnyBulkWriteOperation,
  type Collection,
  type Document,
  type Filter,
  MongoBulkWriteError,
  type OptionalUnlessRequiredId,
} from 'mongodb';

const DUPLICATE_KEY = 11000;

/** Inserts each document; returns those whose _id already existed. Any other failure is rethrown. */
async function insertReturningDuplicates<D extends Document>(collection: Collection<D>, docs: D[]): Promise<D[]> {
  if (docs.length === 0) return [];
  try {
    // `ordered: false` is honoured for inserts by MongoDB and FerretDB v1 alike: every document is tried.
    await collection.insertMany(docs as OptionalUnlessRequiredId<D>[], { ordered: false });
    return [];
  } catch (error) {
    if (!(error instanceof MongoBulkWriteError) || error.err !== undefined) throw error;
    const failures = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    if (failures.some((failure) => failure.code !== DUPLICATE_KEY)) throw error;
    return failures.map((failure) => docs[failure.index]);
  }
}

interface Positioned extends Document {
  _id: string;
  last_position: number;
}

/**
 * Writes each document unless the stored one is at the same or a newer
 * position. Every document is first inserted (`ordered: false`); those whose
 * _id exists are then replaced with `replaceOne({ _id, last_position < p },
 * doc)`, which does nothing when the stored version is not older.
 *
 * Insert first rather than looking up which ids exist: FerretDB v1 answers
 * `find({ _id: { $in: [...] } })` with a scan of the whole collection, so
 * that lookup made each projector run cost O(collection) and a bulk import
 * quadratic. The documents a run writes are mostly new (registrations), and
 * an insert that hits an existing _id fails cheaply on the unique index.
 *
 * Not the shorter `replaceOne(..., { upsert: true })` treating duplicate keys
 * as "newer exists": FerretDB v1 ignores `ordered: false` on updates and
 * silently skips every operation after the first duplicate-key error in a
 * batch. Here no update can fail on a key, so nothing is skipped.
 *
 * Returns how many stored documents `moved` matched among those replaced
 * (none without it).
 */
export async function writeUnlessNewer<D extends Positioned>(
  collection: Collection<D>,
  docs: D[],
  moved?: (doc: D) => Filter<D>,
): Promise<number> {
  if (docs.length === 0) return 0;
  const taken = await insertReturningDuplicates(collection, docs);
  if (taken.length === 0) return 0;
  // The driver's Filter<D> cannot see through the generic D that _id and last_position exist.
  const replace = (doc: D, also?: Filter<D>): AnyBulkWriteOperation<D> => ({
    replaceOne: {
      filter: { _id: doc._id, last_position: { $lt: doc.last_position }, ...also } as Filter<D>,
      replacement: doc,
    },
  });
  // The stored documents that `moved` matches are replaced first, which counts them without reading them; the
  // plain replacements after that find those already at their position and change only the rest.
  const moves = moved ? (await collection.bulkWrite(taken.map((doc) => replace(doc, moved(doc))))).matchedCount : 0;
  await collection.bulkWrite(
    taken.map((doc) => replace(doc)),
    { ordered: true },
  );
  return moves;
}

/** Inserts each document once; a document whose _id already exists is left as it is. */
export async function insertOnce<D extends Document>(collection: Collection<D>, docs: D[]): Promise<void> {
  await insertReturningDuplicates(collection, docs);
}
