import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ActorPseudonyms } from '../auth/actor-pseudonyms';
import { typesParam } from '../queries/event-feed/feed-params';
import { ndjsonChunks } from '../queries/event-feed/ndjson-feed';
import { AppError } from '../shared/app-error';
import { UsageError, positionOption, runCli, withEventLog } from './cli-stores';
import { startProgress } from './progress';

const USAGE = `Usage: npm run events -- export [--after P] --out FILE.ndjson [--type T1,T2] [--actor-ids]
Writes the research events after log position P (default 0: the whole log), one JSON object per line,
exactly as GET /v1/events sends them with Accept: application/x-ndjson. Rejected import rows and
security events are left out. Actors are pseudonymized as for the readonly role unless --actor-ids.
Honors the server's configuration (DATA_DIR, EVENT_STORE, POSTGRES_URL, PSEUDONYM_SECRET, ...);
on the embedded profile stop the server first (DATA_DIR belongs to one process).
A progress bar on a terminal, plain progress lines otherwise (both on stderr).`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: {
      after: { type: 'string' },
      out: { type: 'string' },
      type: { type: 'string' },
      'actor-ids': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  if (positionals[0] !== 'export' || positionals.length !== 1) throw new UsageError('the command is `export`');
  if (!values.out) throw new UsageError('--out FILE is required');
  const after = positionOption(values.after, '--after') ?? 0;
  let types: ReadonlySet<string> | null;
  try {
    types = typesParam(values.type === undefined ? {} : { type: values.type });
  } catch (error) {
    throw new UsageError(error instanceof AppError ? error.message.replace('for type', 'for --type') : String(error));
  }
  const out = values.out;
  await withEventLog(async (log, config) => {
    const viewer = {
      role: values['actor-ids'] ? ('auditor' as const) : ('readonly' as const),
      pseudonyms: new ActorPseudonyms(config.pseudonymSecret),
    };
    const head = (await log.headPosition()) ?? 0;
    const progress = startProgress({ label: 'events export', from: after, to: head });
    const partial = `${out}.partial`;
    const file = createWriteStream(partial);
    let written = 0;
    for await (const chunk of ndjsonChunks(log, { after: after === 0 ? null : after, types }, viewer)) {
      if (!file.write(chunk.text)) await once(file, 'drain');
      written += chunk.events;
      progress.update(written, chunk.last);
    }
    file.end();
    await once(file, 'finish');
    await rename(partial, out);
    progress.stop();
    process.stderr.write(`events export: ${written} events written to ${out}\n`);
  });
}

runCli('events', USAGE, main);
