import type { Db, MongoClient } from 'mongodb';

/**
 * One client per process, opened on first use. `ignoreUndefined` keeps an
 * absent optional field absent: by default the driver would store it as null,
 * and the views would no longer equal the JSON the SQL adapter returns.
 */
export class MongoConnection {
  private client: Promise<MongoClient> | null = null;

  constructor(
    private readonly url: string,
    private readonly options: { database?: string; serverSelectionTimeoutMS?: number } = {},
  ) {}

  db(): Promise<Db> {
    // Imported on first use, so the embedded profile never loads the driver.
    this.client ??= import('mongodb').then(({ MongoClient }) =>
      MongoClient.connect(this.url, {
        ignoreUndefined: true,
        serverSelectionTimeoutMS: this.options.serverSelectionTimeoutMS ?? 5000,
      }),
    );
    // By default the database named in the URL (mongodb://host/clinical), like POSTGRES_URL names its database.
    return this.client.then((client) => client.db(this.options.database));
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) await (await client).close();
  }
}
