/**
 * Parquet against CSV for a dataset of 1,000,000 visits: the time to write
 * the three tables' files (patients, visits, medications) in each format
 * from the same rows, and whether pyarrow reads the Parquet values back as
 * the CSV's.
 *
 *   npm run bench:parquet                       # 1,000,000 visits (250,000 patients)
 *   npm run bench:parquet -- --visits 100000 --keep DIR
 *
 * The rows are made in memory (seeded pseudo-random values over every
 * column, as the de-identified views hold them), not replayed from a log:
 * the replay is the same for every format, so leaving it out compares the
 * writers alone and makes the ratio stricter. Parquet's module is loaded and
 * run once on a small table first (its WebAssembly compiles once per
 * process); that cold start is printed apart. CPU seconds are printed beside
 * the wall time, as the machine is shared; the CPU steal follows.
 * The read-back check runs bench/support/parquet-vs-csv.py with the Python
 * client's test venv (.venv-python-client, made by `npm run test:python-client`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ETHNICITIES,
  MEDICATION_TYPES,
  MENOPAUSE_STATUSES,
  RACES,
  REGIONS,
  SEVERITIES,
  STRESS_LEVELS,
  VISIT_TYPES,
} from '../src/events/clinical-values';
import { type DatasetFormat, renderTable } from '../src/projections/datasets/dataset-files';
import { type Table, datasetTables } from '../src/projections/datasets/dataset-tables';
import type { LoadedViews } from '../src/projections/read-model-store';
import type { PatientView, VisitView } from '../src/projections/views';
import { StealMeter, stealLine } from './support/cpu-steal';

const { values: options } = parseArgs({
  options: { visits: { type: 'string', default: '1000000' }, keep: { type: 'string' } },
});
const VISITS = Number(options.visits);

/** mulberry32: the same rows on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function views(visitCount: number): LoadedViews {
  const next = random(50);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const maybe = <T>(value: T): T | undefined => (next() < 0.8 ? value : undefined);
  const round = (value: number, places: number): number => Math.round(value * 10 ** places) / 10 ** places;
  const instant = (): string => new Date(Date.UTC(2023, 0, 1) + Math.floor(next() * 6e10)).toISOString();
  const patients = new Map<string, PatientView>();
  const visits = new Map<string, VisitView>();
  const patientCount = Math.max(1, Math.floor(visitCount / 4));
  for (let index = 0; index < patientCount; index += 1) {
    const id = `pat_${index.toString(36).padStart(8, '0')}`;
    const at = instant();
    patients.set(id, {
      id,
      organization_id: 'org-bench',
      patient: {
        age_years: 40 + Math.floor(next() * 40),
        age_months: maybe(Math.floor(next() * 12)),
        race: pick(RACES),
        ethnicity: pick(ETHNICITIES),
        region: pick(REGIONS),
        menopause_status: pick(MENOPAUSE_STATUSES),
        bmi: maybe(round(18 + next() * 20, 1)),
        smoker: maybe(next() < 0.2),
        hypertension: maybe(next() < 0.3),
        diabetes: maybe(next() < 0.1),
        family_history_breast_cancer: maybe(next() < 0.15),
        notes: next() < 0.3 ? `Reports ${pick(SEVERITIES)} hot flashes, "better" at night, ${index}.` : undefined,
      },
      created_at: at,
      updated_at: at,
      last_position: index,
      revision: 0,
    });
  }
  for (let index = 0; index < visitCount; index += 1) {
    const id = `vis_${index.toString(36).padStart(8, '0')}`;
    const day = new Date(Date.UTC(2015, 0, 1) + Math.floor(next() * 3650) * 86_400_000).toISOString().slice(0, 10);
    const at = instant();
    visits.set(id, {
      id,
      organization_id: 'org-bench',
      visit: {
        patient_id: `pat_${Math.floor(next() * patientCount)
          .toString(36)
          .padStart(8, '0')}`,
        visit_date: day,
        visit_type: pick(VISIT_TYPES),
        hormone_biomarkers: {
          fsh_miu_ml: maybe(round(next() * 120, 2)),
          lh_miu_ml: maybe(round(next() * 80, 2)),
          estradiol_pg_ml: maybe(round(next() * 300, 1)),
          progesterone_ng_ml: maybe(round(next() * 20, 2)),
          testosterone_ng_dl: maybe(round(next() * 70, 1)),
        },
        symptoms: {
          hot_flashes: maybe(pick(SEVERITIES)),
          night_sweats: maybe(pick(SEVERITIES)),
          brain_fog: maybe(pick(SEVERITIES)),
        },
        lifestyle: {
          exercise_minutes_per_week: maybe(Math.floor(next() * 600)),
          sleep_hours_per_night: maybe(round(4 + next() * 5, 1)),
          alcohol_units_per_week: maybe(round(next() * 20, 1)),
          stress_level: maybe(pick(STRESS_LEVELS)),
        },
        medications:
          next() < 0.3
            ? [
                {
                  id: `med_${index.toString(36)}`,
                  name: 'Estradiol',
                  type: pick(MEDICATION_TYPES),
                  dosage: '1 mg',
                  frequency: 'once_daily',
                  start_date: day,
                },
              ]
            : undefined,
        provider_notes: next() < 0.5 ? `=Follow up in ${Math.floor(next() * 12)} months, stable` : undefined,
      },
      created_at: at,
      updated_at: at,
      last_position: index,
      revision: 0,
    });
  }
  return { patients, visits, batches: new Map() };
}

const cpuSeconds = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

async function write(
  tables: Table[],
  format: DatasetFormat,
  dir: string,
): Promise<{ wall: number; cpu: number; bytes: number }> {
  mkdirSync(dir, { recursive: true });
  const started = process.hrtime.bigint();
  const cpu = cpuSeconds();
  let bytes = 0;
  for (const table of tables) {
    const file = await renderTable(table, format);
    writeFileSync(join(dir, `${table.name}.${format}`), file);
    bytes += file.length;
  }
  return { wall: Number(process.hrtime.bigint() - started) / 1e9, cpu: cpuSeconds() - cpu, bytes };
}

async function main(): Promise<void> {
  const out = options.keep ?? mkdtempSync(join(tmpdir(), 'bench-parquet-'));
  try {
    process.stdout.write(`making ${VISITS.toLocaleString('en-US')} visits in memory...\n`);
    const tables = datasetTables(views(VISITS));
    process.stdout.write(`rows: ${tables.map((table) => `${table.name} ${table.rows.length}`).join(', ')}\n`);
    const coldStart = Date.now();
    await renderTable({ name: 'patients', columns: tables[0].columns, rows: tables[0].rows.slice(0, 10) }, 'parquet');
    process.stdout.write(`Parquet module load and first small write: ${Date.now() - coldStart} ms\n`);
    const steal = StealMeter.start();
    const csv = await write(tables, 'csv', join(out, 'csv'));
    const parquet = await write(tables, 'parquet', join(out, 'parquet'));
    const line = (name: string, run: typeof csv): string =>
      `${name.padEnd(8)} ${run.wall.toFixed(2)} s wall, ${run.cpu.toFixed(2)} s CPU, ` +
      `${(run.bytes / 1e6).toFixed(1)} MB\n`;
    process.stdout.write(line('CSV', csv) + line('Parquet', parquet));
    process.stdout.write(
      `Parquet / CSV: ${(parquet.wall / csv.wall).toFixed(2)}x wall, ${(parquet.cpu / csv.cpu).toFixed(2)}x CPU ` +
        `(target: at most 2x)\n${stealLine('while writing', steal.share())}\n`,
    );
    const python = join('.venv-python-client', 'bin', 'python');
    if (!existsSync(python)) {
      process.stdout.write('read-back: skipped (no .venv-python-client; run npm run test:python-client once)\n');
      return;
    }
    const checked = execFileSync(python, ['bench/support/parquet-vs-csv.py', join(out, 'parquet'), join(out, 'csv')], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    process.stdout.write(checked);
  } finally {
    if (options.keep === undefined) rmSync(out, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
