/** The clock is a dependency so that deciders and tests never read the wall clock themselves. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function isoTimestamp(date: Date): string {
  return date.toISOString();
}

/**
 * The latest calendar date anywhere on earth (UTC+14): a visit dated "today"
 * by a provider east of UTC is not in the future.
 */
export function latestCalendarDateOnEarth(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real YYYY-MM-DD date (2024-02-30 is refused). */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
