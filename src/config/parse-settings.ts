import type { Env } from './env-values';
import type { Setting } from './setting-kinds';
import { SETTINGS, type SettingName, type Settings } from './settings';

/** Every bad variable at once, each named with its value and what it accepts, so one restart fixes them all. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty counts as unset: `FOO=` in an env file or compose means "use the default". */
export function rawValue(env: Env, name: SettingName): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function shown(setting: Setting<unknown>, raw: string): string {
  return setting.secret ? `(${raw.length} characters, hidden)` : JSON.stringify(raw);
}

/** Pure: reads nothing but `env`, so --print-config and tests can call it freely. */
export function parseSettings(env: Env): Settings {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, Setting<unknown>][]) {
    const raw = rawValue(env, name);
    const input = raw ?? setting.fallback;
    const result = setting.schema.safeParse(input);
    if (result.success) values[name] = result.data;
    else problems.push(`${name}=${shown(setting, raw ?? '')} is not allowed: use ${setting.allowed}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as Settings;
}
