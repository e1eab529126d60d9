import { loadConfig, type ServiceConfig } from '../config/config';
import type { UpcastingEventStore } from '../events/upcasting/upcasting-event-store';
import { SqlClients, openEventStore } from '../runtime/adapters';
import { errorMessage } from '../shared/error-message';

/** A mistake in how a command was called: exit code 2 and the usage. */
export class UsageError extends Error {}

/**
 * The configured event log for a command-line tool, closed afterwards. On
 * the embedded profile the server must be stopped first: DATA_DIR belongs to
 * one process at a time.
 */
export async function withEventLog<T>(
  use: (log: UpcastingEventStore, config: ServiceConfig, sql: SqlClients) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const sql = new SqlClients(config);
  try {
    const log = await openEventStore(config, sql);
    try {
      return await use(log, config, sql);
    } finally {
      await log.close();
    }
  } finally {
    await sql.closeAll();
  }
}

/** Runs a tool's main: usage mistakes exit 2 with the usage, other failures exit 1 with the reason. */
export function runCli(name: string, usage: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    // node:util parseArgs reports unknown options and missing values with ERR_PARSE_ARGS_* codes.
    const badArguments = String((error as { code?: unknown }).code ?? '').startsWith('ERR_PARSE_ARGS');
    if (error instanceof UsageError || badArguments) {
      process.stderr.write(`${name}: ${(error as Error).message}\n\n${usage}\n`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(`${name}: ${errorMessage(error)}\n`);
    process.exitCode = 1;
  });
}

/** A position option: a whole number from 0, or undefined when absent. */
export function positionOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,16}$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw new UsageError(`${name} must be a log position (a whole number from 0)`);
  return Number(value);
}
