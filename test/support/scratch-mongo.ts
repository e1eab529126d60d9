import { randomBytes } from 'node:crypto';
import { type Db, MongoClient } from 'mongodb';
import { MONGODB_URL } from '../contracts/read-model-store.setups';
import { isReachable } from '../contracts/support/servers';

export interface ScratchMongo {
  db: Db;
  /** Drops the database and closes the connection. */
  dispose(): Promise<void>;
}

/** A fresh database of its own on the local MongoDB (FerretDB), or null when nothing listens there. */
export async function openScratchMongo(prefix: string): Promise<ScratchMongo | null> {
  if (!(await isReachable(MONGODB_URL, 27017))) return null;
  const url = new URL(MONGODB_URL);
  url.pathname = `/t_${prefix}_${randomBytes(4).toString('hex')}`;
  const client = new MongoClient(url.toString());
  await client.connect();
  return {
    db: client.db(),
    async dispose() {
      await client.db().dropDatabase();
      await client.close();
    },
  };
}
