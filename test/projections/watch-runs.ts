import type { Database, Statement } from 'better-sqlite3';

/** Records the SQL of every statement the reader runs from now on (prepared statements are cached and reused). */
export function watchRuns(reader: Database): string[] {
  const ran: string[] = [];
  const prepare = reader.prepare.bind(reader);
  reader.prepare = ((sql: string) => {
    const statement = prepare(sql);
    const watched: Statement = new Proxy(statement, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (key === 'get' || key === 'all' || key === 'iterate')
          return (...args: unknown[]) => (ran.push(sql), (value as (...a: unknown[]) => unknown).apply(target, args));
        // Chained settings (pluck, raw, expand) hand back the statement: keep handing back the watched one.
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result === target ? watched : result;
        };
      },
    });
    return watched;
  }) as typeof reader.prepare;
  return ran;
}
