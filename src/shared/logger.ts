import pino from 'pino';
import { FREE_TEXT_LOG_KEYS } from './free-text';

export type Logger = pino.Logger;

/**
 * JSON logs. Request and event payloads are never logged: they may carry
 * clinical free text. Only ids, codes and timings.
 */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service: 'menopause-deid-service' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.body', 'body', ...FREE_TEXT_LOG_KEYS, 'password', '*.password', 'refresh_token', 'authorization'],
      remove: true,
    },
  });
}

export const silentLogger: Logger = pino({ level: 'silent' });
