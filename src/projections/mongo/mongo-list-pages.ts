import type { Collection, Document, Filter } from 'mongodb';
import type { SeekableList, SortKey } from '../seek-pages';
import { NEWEST_FIRST, type PatientDoc, VIEW_ONLY, type VisitDoc } from './mongo-documents';

/** At or below `key` in newest-first order: older, or as old with an id not greater. */
const atOrBelow = (key: SortKey) => {
  const created = new Date(key.created_ms);
  return { $or: [{ created_ts: { $lt: created } }, { created_ts: created, _id: { $lte: key.id } }] };
};

/**
 * A filtered, newest-first list of one read-model collection, for readSeekPage. `scope` names the list's
 * membership as it is now (a status list's count of status moves): marks taken under another are not used.
 */
export function mongoSeekableList<D extends PatientDoc | VisitDoc, V extends Document>(
  collection: Collection<D>,
  where: Filter<D>,
  scope = '',
): SeekableList<V> {
  // The driver's Filter<D> cannot see through the generic D that created_ts and _id exist.
  const from = (key: SortKey | null): Filter<D> =>
    key === null ? where : ({ ...where, ...atOrBelow(key) } as Filter<D>);
  return {
    name: `${collection.collectionName} ${JSON.stringify(where)}${scope}`,
    total: () => collection.countDocuments(where),
    // limit(0) means "no limit" in MongoDB; LIMIT 0 in SQL means no rows.
    rows: async (key, skip, limit) =>
      limit <= 0
        ? []
        : collection.find(from(key)).sort(NEWEST_FIRST).skip(skip).limit(limit).project<V>(VIEW_ONLY).toArray(),
    async keyAt(key, skip) {
      const [doc] = await collection
        .find(from(key))
        .sort(NEWEST_FIRST)
        .skip(skip)
        .limit(1)
        .project<{ _id: string; created_ts: Date }>({ _id: 1, created_ts: 1 })
        .toArray();
      return doc === undefined ? null : { created_ms: doc.created_ts.getTime(), id: doc._id };
    },
  };
}
