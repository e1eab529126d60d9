import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DATASET_FORMATS, type DatasetFormat } from '../projections/datasets/dataset-files';
import { CheckpointSigner } from '../audit/checkpoint';
import type { EventReader, Position } from '../events/event-store';
import { datasetSnapshot } from '../projections/datasets/dataset-snapshot';
import type { LogChain } from '../projections/datasets/replay-as-of';
import { MongoConnection } from '../projections/mongo/mongo-connection';
import { openCheckpointStore } from '../runtime/adapters';
import { UsageError, positionOption, runCli, withEventLog } from './cli-stores';
import { startProgress } from './progress';

const USAGE = `Usage: npm run dataset -- export [--position P] --out DIR [--format csv|ndjson|parquet]
Writes the de-identified tables (patients, visits, medications) as of log position P (default: the
head of the log), replayed from the log, and manifest.json (position, head hash, row counts, each
file's SHA-256) into DIR. The same P always gives byte-identical files, the same bytes as
GET /v1/datasets/snapshot. Honors the server's configuration (DATA_DIR, EVENT_STORE, POSTGRES_URL, ...);
on the embedded profile stop the server first (DATA_DIR belongs to one process).
A progress bar on a terminal, plain progress lines otherwise (both on stderr).`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: {
      position: { type: 'string' },
      out: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  if (positionals[0] !== 'export' || positionals.length !== 1) throw new UsageError('the command is `export`');
  if (!values.out) throw new UsageError('--out DIR is required');
  const format = values.format as DatasetFormat;
  if (!DATASET_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${DATASET_FORMATS.join(', ')}`);
  const position = positionOption(values.position, '--position');
  const out = values.out;
  await withEventLog(async (log, config, sql) => {
    const mongo = new MongoConnection(config.mongodbUrl);
    try {
      const chain = {
        log: log.stored,
        checkpoints: await openCheckpointStore(config, sql, mongo),
        publicKey: CheckpointSigner.fromSeed(config.auditSigningKey).publicKey,
      };
      await exportAt(log, chain, position ?? null, format, out);
    } finally {
      await mongo.close();
    }
  });
}

async function exportAt(
  log: EventReader,
  chain: LogChain,
  position: Position | null,
  format: DatasetFormat,
  out: string,
): Promise<void> {
  const target = position ?? (await log.headPosition()) ?? 0;
  const progress = startProgress({ label: 'dataset replay', from: 0, to: target });
  const snapshot = await datasetSnapshot(log, chain, position, format, (events, last) => progress.update(events, last));
  progress.stop();
  await mkdir(out, { recursive: true });
  for (const [name, bytes] of snapshot.files) await writeFile(join(out, name), bytes);
  const rows = snapshot.manifest.tables.map((table) => `${table.name} ${table.rows}`).join(', ');
  process.stderr.write(
    `dataset export: position ${snapshot.manifest.as_of_position}, ${rows}; files in ${out} ` +
      `(head hash ${snapshot.manifest.head_hash.value})\n`,
  );
}

runCli('dataset', USAGE, main);
