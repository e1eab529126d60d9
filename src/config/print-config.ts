import type { Env } from './env-values';
import { rawValue } from './parse-settings';
import type { Setting } from './setting-kinds';
import { SETTINGS, type SettingName, type Settings } from './settings';

/** Credentials inside a URL (postgres://user:password@host) are as secret as JWT_SECRET. */
function withoutPassword(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}

function display(setting: Setting<unknown>, value: unknown): string {
  if (value === undefined) return '';
  if (setting.secret) return '(set, hidden)';
  const text = Array.isArray(value) ? value.join(',') : String(value);
  return withoutPassword(text);
}

/**
 * The effective configuration as `NAME=value` lines, each marked with where
 * it came from. Secrets never appear, not even their length.
 */
export function describeConfig(env: Env, settings: Settings): string {
  const lines = (Object.entries(SETTINGS) as [SettingName, Setting<unknown>][]).map(([name, setting]) => {
    const source =
      rawValue(env, name) === undefined
        ? `default${setting.defaultText ? `: ${setting.defaultText.replace(/`/g, '')}` : ''}`
        : 'set';
    return `${name}=${display(setting, settings[name])}`.padEnd(60) + `  # ${source}`;
  });
  return `${lines.join('\n')}\n`;
}
