import { errorMessage } from './error-message';
/**
 * Failures of a backing service, in the three kinds the spec answers
 * differently: `unavailable` (503 SERVICE_UNAVAILABLE with Retry-After: the
 * server is down or unreachable), `timeout` (504 TIMEOUT_ERROR: it answered
 * too late), `failed` (500 DATABASE_ERROR: it answered with an error).
 */
export type Dependency = 'postgres' | 'mongodb' | 'redis' | 'kafka' | 'eventstoredb' | 'sqlite';
export type DependencyFailure = 'unavailable' | 'timeout' | 'failed';

export class DependencyError extends Error {
  constructor(
    readonly dependency: Dependency,
    readonly failure: DependencyFailure,
    cause: unknown,
  ) {
    super(`${dependency} ${failure}: ${errorMessage(cause)}`, { cause });
    this.name = 'DependencyError';
  }
}

/** Socket-level codes: nothing reached the server, or the connection broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ENOTCONN',
]);

/** PostgreSQL states meaning "the server is going away or not taking connections" (class 08: connection). */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '55000']);
/** query_canceled: statement_timeout (or a cancel) ended the query. */
const PG_TIMEOUT = '57014';

const UNAVAILABLE_NAMES = new Set([
  // mongodb
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoServerClosedError',
  // ioredis
  'MaxRetriesPerRequestError',
  // kafkajs
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSNumberOfRetriesExceeded',
  'KafkaJSBrokerNotFound',
  'KafkaJSLockTimeout',
  // @eventstore/db-client
  'UnavailableError',
  'NotLeaderError',
]);
const TIMEOUT_NAMES = new Set([
  'MongoNetworkTimeoutError',
  'MongoOperationTimeoutError',
  'MongoWaitQueueTimeoutError',
  'KafkaJSRequestTimeoutError',
  'DeadlineExceededError',
]);
/** The drivers' own words for a broken or absent connection, where they throw a plain Error. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /connection is closed/i,
  /stream isn't writeable/i,
  /client was closed/i,
  /connection ended/i,
  /socket (closed|hang up)/i,
];

interface DriverErrorShape {
  name?: unknown;
  code?: unknown;
  severity?: unknown;
  message?: unknown;
}

/**
 * What kind of dependency failure `error` is, or null when it is not one
 * (a domain error, a conflict, a bug): those keep their own handling.
 */
export function failureKind(error: unknown): DependencyFailure | null {
  if (error instanceof DependencyError) return error.failure;
  if (typeof error !== 'object' || error === null) return null;
  const { name, code, severity, message } = error as DriverErrorShape;
  const text = typeof message === 'string' ? message : '';
  if (typeof name === 'string' && TIMEOUT_NAMES.has(name)) return 'timeout';
  if (code === PG_TIMEOUT || code === 50 || /query read timeout|timed out/i.test(text)) return 'timeout';
  if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return 'unavailable';
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.has(code) || code.startsWith('08')))
    return 'unavailable';
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(text))) return 'unavailable';
  if (error instanceof AggregateError) {
    const kinds = error.errors.map(failureKind);
    if (kinds.includes('unavailable')) return 'unavailable';
  }
  // A server's own error answer: PostgreSQL (severity + SQLSTATE), MongoDB, Redis, EventStoreDB.
  if (typeof severity === 'string' && typeof code === 'string') return 'failed';
  if (name === 'MongoServerError' || name === 'ReplyError' || name === 'KafkaJSProtocolError') return 'failed';
  // Wrapped by a caller that added context ("Redis at … is not reachable").
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error ? failureKind(cause) : null;
}

/** The error as a DependencyError of `dependency` when it is a dependency failure; otherwise unchanged. */
export function asDependencyError(error: unknown, dependency: Dependency): unknown {
  if (error instanceof DependencyError) return error;
  const failure = failureKind(error);
  return failure === null ? error : new DependencyError(dependency, failure, error);
}

/** The dependency an unwrapped driver error comes from, judged by its class name (null: cannot tell). */
export function dependencyOfDriverError(error: unknown): Dependency | null {
  if (error instanceof DependencyError) return error.dependency;
  const name = (error as DriverErrorShape | null)?.name;
  if (typeof name !== 'string') return null;
  if (name.startsWith('Mongo')) return 'mongodb';
  if (name.startsWith('KafkaJS')) return 'kafka';
  if (name === 'MaxRetriesPerRequestError' || name === 'ReplyError') return 'redis';
  return null;
}

/**
 * Wraps an adapter so every failure of its methods leaves as a DependencyError
 * naming the server behind it; results and other errors pass unchanged. The
 * adapters themselves stay unaware of HTTP and of the other adapters.
 */
export function guardDependency<T extends object>(target: T, dependency: Dependency): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      return function guarded(this: unknown, ...args: unknown[]): unknown {
        let result: unknown;
        try {
          result = (value as (...a: unknown[]) => unknown).apply(object, args);
        } catch (error) {
          throw asDependencyError(error, dependency);
        }
        if (result instanceof Promise)
          return result.catch((error: unknown) => {
            throw asDependencyError(error, dependency);
          });
        return result;
      };
    },
  });
}
