import { type LogEntry, type logCreator, logLevel } from 'kafkajs';
import type { Logger } from '../../shared/logger';

/**
 * kafkajs logs to the console by default; this sends its warnings and errors
 * to our pino logger at warn level instead (the client is created with
 * logLevel WARN, so info and debug chatter never reaches here). kafkajs
 * retries or rejoins after most of what it reports, and whatever it gives up
 * on reaches our code as an error, so nothing here needs error level. Each
 * protocol error response ("Response Heartbeat", "Response CreateTopics": a
 * rebalance, a topic that exists) is logged by the connection as well as
 * handled by its caller, so those go to debug. Entries carry broker, group
 * and offset details and error stacks, never message values.
 */
export function kafkaLogCreator(logger: Logger): logCreator {
  return () => (entry: LogEntry) => {
    if (entry.level !== logLevel.ERROR && entry.level !== logLevel.WARN) return;
    const { message, timestamp: _timestamp, logger: _name, ...details } = entry.log;
    const fields = { kafkajs: entry.namespace, ...details };
    if (entry.namespace === 'Connection' && message.startsWith('Response '))
      logger.debug(fields, `kafkajs: ${message}`);
    else logger.warn(fields, `kafkajs: ${message}`);
  };
}
