import { type AnyBulkWriteOperation, type Collection, type Document, type Filter, MongoBulkWriteError, type OptionalId } from 'mongodb';

const DUPLICATE_KEY = 11000;

/** Indexes of the operations that failed only because of a duplicate key; any other failure is rethrown. */
async function bulkIgnoringDuplicates<D extends Document>(collection: Collection<D>, ops: AnyBulkWriteOperation<D>[]): Promise<number[]> {
  if (ops.length === 0) return [];
  try {
    await collection.bulkWrite(ops, { ordered: false });
    return [];
  } catch (error) {
    if (!(error instanceof MongoBulkWriteError) || error.err !== undefined) throw error;
    const failures = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    if (failures.some((failure) => failure.code !== DUPLICATE_KEY)) throw error;
    return failures.map((failure) => failure.index);
  }
}

interface Positioned extends Document {
  _id: string;
  last_position: number;
}

/**
 * Writes each document unless the stored one is at the same or a newer
 * position: `replaceOne({ _id, last_position < p }, doc, upsert)`. When the
 * filter misses because a newer version exists, the upsert's insert fails
 * with a duplicate key, which is the "nothing to do" answer.
 *
 * A duplicate key can also mean that a concurrent writer inserted the
 * document between our filter and our insert, and that one may be older. So
 * those operations run once more: the document now exists, and a second
 * duplicate key can only mean that the stored version is not older than ours.
 */
export async function writeUnlessNewer<D extends Positioned>(collection: Collection<D>, docs: D[]): Promise<void> {
  let pending = docs;
  for (let attempt = 0; attempt < 2 && pending.length > 0; attempt += 1) {
    const ops = pending.map(
      (doc): AnyBulkWriteOperation<D> => ({
        // The driver's Filter<D> cannot see through the generic D that _id and last_position exist.
        replaceOne: { filter: { _id: doc._id, last_position: { $lt: doc.last_position } } as Filter<D>, replacement: doc, upsert: true },
      }),
    );
    const duplicates = await bulkIgnoringDuplicates(collection, ops);
    pending = duplicates.map((index) => pending[index]);
  }
}

/** Inserts each document once; a document whose _id already exists is left as it is. */
export async function insertOnce<D extends Document>(collection: Collection<D>, docs: D[]): Promise<void> {
  const ops = docs.map((doc): AnyBulkWriteOperation<D> => ({ insertOne: { document: doc as OptionalId<D> } }));
  await bulkIgnoringDuplicates(collection, ops);
}
