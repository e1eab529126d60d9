/**
 * The one declaration of which fields hold free text: whatever a client may
 * type there can identify a person. The validator takes their length limits
 * from here, the identifier screen checks exactly these, the logger redacts
 * them, batch rows keep them as written, and the dataset manifest names them.
 * A string field that is neither listed here nor an enum, a date or an id
 * fails a test that walks the schemas.
 */
export type FreeTextRecord = 'patient' | 'visit';
export type FreeTextTable = 'patients' | 'visits' | 'medications';

export interface FreeTextField {
  record: FreeTextRecord;
  /** The field's path in the record's input; `name[]` stands for every item of the list `name`. */
  path: string;
  maxLength: number;
  /** Where the dataset export carries it. */
  table: FreeTextTable;
  column: string;
}

export const FREE_TEXT_FIELDS: readonly FreeTextField[] = [
  { record: 'patient', path: 'notes', maxLength: 500, table: 'patients', column: 'notes' },
  { record: 'visit', path: 'provider_notes', maxLength: 1000, table: 'visits', column: 'provider_notes' },
  { record: 'visit', path: 'medications[].name', maxLength: 200, table: 'medications', column: 'name' },
  { record: 'visit', path: 'medications[].dosage', maxLength: 100, table: 'medications', column: 'dosage' },
  { record: 'visit', path: 'medications[].frequency', maxLength: 50, table: 'medications', column: 'frequency' },
];

/** One piece of free text of an input, named as validation errors name fields (`medications.0.dosage`). */
export interface FreeTextValue {
  field: string;
  text: string | undefined;
}

export function freeTextLimit(record: FreeTextRecord, path: string): number {
  const found = FREE_TEXT_FIELDS.find((field) => field.record === record && field.path === path);
  if (!found) throw new Error(`${record}.${path} is not declared free text`);
  return found.maxLength;
}

interface RecordPlan {
  /** Top-level free-text fields. */
  scalars: string[];
  /** Lists whose items hold free text, with the item fields. */
  lists: { list: string; fields: string[] }[];
}

function planOf(record: FreeTextRecord): RecordPlan {
  const plan: RecordPlan = { scalars: [], lists: [] };
  for (const { path } of FREE_TEXT_FIELDS.filter((field) => field.record === record)) {
    const [head, item] = path.split('[].');
    if (item === undefined) {
      plan.scalars.push(head);
      continue;
    }
    const list = plan.lists.find((entry) => entry.list === head);
    if (list) list.fields.push(item);
    else plan.lists.push({ list: head, fields: [item] });
  }
  return plan;
}

const PLANS: Record<FreeTextRecord, RecordPlan> = { patient: planOf('patient'), visit: planOf('visit') };

/** The free text of one (validated) input, in field order, each list item's fields together. */
export function freeTextOf(record: FreeTextRecord, input: object): FreeTextValue[] {
  const values = input as Record<string, unknown>;
  const { scalars, lists } = PLANS[record];
  const out: FreeTextValue[] = scalars.map((field) => ({ field, text: values[field] as string | undefined }));
  for (const { list, fields } of lists) {
    const items = values[list];
    if (!Array.isArray(items)) continue;
    items.forEach((item: Record<string, unknown>, index) => {
      for (const field of fields) out.push({ field: `${list}.${index}.${field}`, text: item[field] as string });
    });
  }
  return out;
}

/** Top-level keys the logger removes from any log line: the free-text fields and the lists holding some. */
export const FREE_TEXT_LOG_KEYS: readonly string[] = [
  ...new Set(FREE_TEXT_FIELDS.map(({ path }) => path.split('[].')[0])),
];

/** Batch (CSV) columns of a record that are free text: kept as written, never trimmed. */
export const freeTextColumnsOf = (record: FreeTextRecord): ReadonlySet<string> => new Set(PLANS[record].scalars);

/** The dataset columns of a table that carry free text. */
export const freeTextColumnsOfTable = (table: FreeTextTable): string[] =>
  FREE_TEXT_FIELDS.filter((field) => field.table === table).map((field) => field.column);
