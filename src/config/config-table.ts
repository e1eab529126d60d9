import type { Setting } from './setting-kinds';
import { SETTINGS } from './settings';

export const TABLE_START =
  '<!-- config-table:start (npm run docs:config writes this table from src/config/settings.ts) -->';
export const TABLE_END = '<!-- config-table:end -->';

const cell = (text: string): string => text.replace(/\|/g, '\\|');

function defaultOf(setting: Setting<unknown>): string {
  if (setting.defaultText) return setting.defaultText;
  if (setting.fallback === undefined || setting.fallback === '') return 'empty';
  return `\`${setting.fallback}\``;
}

/** The configuration table of docs/configuration.md, one row per entry of SETTINGS. */
export function configTable(): string {
  const rows = Object.entries(SETTINGS).map(
    ([name, setting]: [string, Setting<unknown>]) =>
      `| \`${name}\` | ${cell(defaultOf(setting))} | ${cell(setting.allowed)} | ${cell(setting.meaning)} |`,
  );
  return ['| Variable | Default | Allowed | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** Replaces what lies between the markers; the markers must already be in the text. */
export function withConfigTable(page: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`The page lacks the markers ${TABLE_START} … ${TABLE_END}`);
  return `${page.slice(0, start + TABLE_START.length)}\n${configTable()}\n${page.slice(end)}`;
}
