import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { CSV_HEADER } from './batch-support';

const RACES = [
  'caucasian',
  'african_american',
  'asian',
  'hispanic',
  'native_american',
  'pacific_islander',
  'other',
  'unknown',
];
const ETHNICITIES = ['hispanic', 'non_hispanic', 'unknown'];
const REGIONS = ['northeast', 'southeast', 'midwest', 'southwest', 'west', 'pacific'];
const STATUSES = ['premenopause', 'perimenopause', 'postmenopause', 'unknown'];
const PHRASES = [
  'Reports hot flashes several times a day, worse in the evening.',
  'Night sweats disturb sleep two to three nights per week.',
  'Mood changes and irritability noted; discussed CBT options.',
  'Vaginal dryness improving with topical estrogen.',
  'Joint pain in knees, mild; continues walking 30 minutes daily.',
  'Brain fog in the afternoons, no change since last visit.',
  'Started magnesium and vitamin D supplements, tolerating well.',
  'Blood pressure controlled on current therapy; "follow up" in 3 months.',
  'Family history of breast cancer in a first-degree relative.',
  'Sleep hygiene reviewed, caffeine reduced after noon.',
];

export interface CsvSpec {
  rows: number;
  /** Share of rows that are invalid (bad enum, out of range, identifying notes, wrong cell count). */
  invalidRate: number;
  /** Target length of notes (<= 500); long notes make a ~100 MB file at about 200k rows. */
  notesLength: number;
}

export interface GeneratedCsv {
  path: string;
  rows: number;
  invalid: number;
  bytes: number;
}

function quote(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Whole sentences up to about `length` characters (cut words would read as odd capitalised tokens). */
function notesFor(index: number, length: number): string {
  let text = '';
  for (let i = 0; ; i += 1) {
    const next = (text ? `${text} ` : '') + PHRASES[(index + i * 3) % PHRASES.length];
    // A first phrase longer than the limit is cut at a word boundary: a cut word can be a listed name.
    if (next.length > length) return text || next.slice(0, length).replace(/\s+\S*$/, '');
    text = next;
  }
}

function invalidRow(index: number, valid: string[]): string[] {
  const row = [...valid];
  switch (index % 4) {
    case 0:
      row[2] = 'martian';
      return row;
    case 1:
      row[0] = '150';
      return row;
    case 2:
      row[11] = 'Seen by Dr. Margaret Johnson at 45 Oak Street, Springfield';
      return row;
    default:
      return row.slice(0, 5);
  }
}

/** Writes a realistic CSV to `path` (streaming, so large files never sit in memory). */
export async function writeCsv(path: string, spec: CsvSpec): Promise<GeneratedCsv> {
  const out = createWriteStream(path);
  let bytes = 0;
  let invalid = 0;
  const write = async (line: string): Promise<void> => {
    bytes += Buffer.byteLength(line) + 2;
    if (!out.write(`${line}\r\n`)) await once(out, 'drain');
  };
  await write(CSV_HEADER);
  const every = spec.invalidRate > 0 ? Math.round(1 / spec.invalidRate) : 0;
  for (let i = 0; i < spec.rows; i += 1) {
    const valid = [
      String(18 + (i % 80)),
      String(i % 12),
      RACES[i % RACES.length],
      ETHNICITIES[i % ETHNICITIES.length],
      REGIONS[i % REGIONS.length],
      STATUSES[i % STATUSES.length],
      (18 + (i % 300) / 10).toFixed(1),
      i % 5 === 0 ? 'true' : 'false',
      i % 3 === 0 ? 'true' : 'false',
      i % 7 === 0 ? 'true' : '',
      i % 2 === 0 ? 'true' : 'false',
      spec.notesLength > 0 ? notesFor(i, spec.notesLength) : '',
    ];
    const bad = every > 0 && i % every === every - 1;
    if (bad) invalid += 1;
    await write((bad ? invalidRow(Math.floor(i / every), valid) : valid).map(quote).join(','));
  }
  out.end();
  await once(out, 'finish');
  return { path, rows: spec.rows, invalid, bytes };
}
