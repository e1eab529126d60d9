/**
 * What this process is doing in a fallback mode right now (rate limits or
 * lockouts counted in its own memory while Redis is down): shown as
 * warnings by /ready. Set and cleared by the fallbacks themselves.
 */
const active = new Map<string, string>();

/** Notes a fallback in force under `name` (one entry per fallback, however often it is noted). */
export function noteDegraded(name: string, warning: string): void {
  active.set(name, warning);
}

export function clearDegraded(name: string): void {
  active.delete(name);
}

export function degradedWarnings(): string[] {
  return [...active.values()];
}
