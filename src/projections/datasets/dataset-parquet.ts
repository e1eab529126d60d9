import {
  Bool,
  type Data,
  DateDay,
  Dictionary,
  Field,
  Float64,
  Int32,
  Int8,
  RecordBatch,
  Schema,
  Struct,
  TimeUnit,
  Timestamp,
  Utf8,
  makeData,
  makeVector,
  tableToIPC,
  Table as ArrowTable,
} from 'apache-arrow';
import { type ColumnType, columnType } from './dataset-column-types';
import type { Cell, Table } from './dataset-tables';

/** Rows per row group: bounds the WebAssembly memory one write needs, whatever the table's size. */
export const ROW_GROUP_ROWS = 65_536;
const MS_PER_DAY = 86_400_000;

type ParquetWasm = typeof import('parquet-wasm');
let parquetWasm: Promise<ParquetWasm> | undefined;
/** Loaded on the first Parquet export: a service that is never asked for one does not compile its WebAssembly. */
const loadParquetWasm = (): Promise<ParquetWasm> => (parquetWasm ??= import('parquet-wasm'));

/**
 * Collects one column's cells into Arrow buffers. The rows are read once,
 * row by row, for every column at a time: a million rows read column by
 * column would walk the whole heap once per column.
 */
abstract class ColumnSink {
  protected readonly nullBitmap: Uint8Array;
  protected nullCount = 0;

  constructor(protected readonly length: number) {
    this.nullBitmap = new Uint8Array(Math.ceil(length / 8));
  }

  put(row: number, cell: Cell): void {
    if (cell === null) this.nullCount += 1;
    else {
      this.nullBitmap[row >> 3] |= 1 << (row & 7);
      this.value(row, cell);
    }
  }

  protected abstract value(row: number, cell: Exclude<Cell, null>): void;
  abstract finish(): Data;

  protected get validity(): { nullBitmap: Uint8Array; nullCount: number } {
    return { nullBitmap: this.nullBitmap, nullCount: this.nullCount };
  }
}

class NumberSink extends ColumnSink {
  private readonly data = new Float64Array(this.length);
  protected value(row: number, cell: Exclude<Cell, null>): void {
    this.data[row] = Number(cell);
  }
  finish(): Data<Float64> {
    return makeData({ type: new Float64(), length: this.length, ...this.validity, data: this.data });
  }
}

class IntegerSink extends ColumnSink {
  private readonly data = new Int32Array(this.length);
  protected value(row: number, cell: Exclude<Cell, null>): void {
    this.data[row] = Number(cell);
  }
  finish(): Data<Int32> {
    return makeData({ type: new Int32(), length: this.length, ...this.validity, data: this.data });
  }
}

/** date32: days since 1970-01-01. Dates repeat across visits, so each is parsed once. */
class DateSink extends ColumnSink {
  private readonly data = new Int32Array(this.length);
  private readonly days = new Map<string, number>();
  protected value(row: number, cell: Exclude<Cell, null>): void {
    const date = String(cell);
    let day = this.days.get(date);
    if (day === undefined) {
      day = Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY;
      this.days.set(date, day);
    }
    this.data[row] = day;
  }
  finish(): Data<DateDay> {
    return makeData({ type: new DateDay(), length: this.length, ...this.validity, data: this.data });
  }
}

const digits = (text: string, from: number, to: number): number => {
  let value = 0;
  for (let at = from; at < to; at += 1) value = value * 10 + text.charCodeAt(at) - 48;
  return value;
};
/** The service's own instants, as `Date.prototype.toISOString()` writes them: 2024-03-15T10:30:00.120Z. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Milliseconds since the epoch: the service's fixed layout read digit by digit, anything else by Date.parse. */
function epochMs(text: string): number {
  if (!ISO_INSTANT.test(text)) return Date.parse(text);
  return Date.UTC(
    digits(text, 0, 4),
    digits(text, 5, 7) - 1,
    digits(text, 8, 10),
    digits(text, 11, 13),
    digits(text, 14, 16),
    digits(text, 17, 19),
    digits(text, 20, 23),
  );
}

/** 64-bit milliseconds written as two little-endian 32-bit halves, as Arrow lays them out: no BigInt per cell. */
class TimestampSink extends ColumnSink {
  private readonly halves = new Int32Array(this.length * 2);
  protected value(row: number, cell: Exclude<Cell, null>): void {
    const ms = epochMs(String(cell));
    this.halves[row * 2] = (ms % 2 ** 32) | 0;
    this.halves[row * 2 + 1] = Math.floor(ms / 2 ** 32);
  }
  finish(): Data<Timestamp> {
    const type = new Timestamp(TimeUnit.MILLISECOND, 'UTC');
    return makeData({ type, length: this.length, ...this.validity, data: new BigInt64Array(this.halves.buffer) });
  }
}

class BooleanSink extends ColumnSink {
  private readonly data = new Uint8Array(Math.ceil(this.length / 8));
  protected value(row: number, cell: Exclude<Cell, null>): void {
    if (cell === true) this.data[row >> 3] |= 1 << (row & 7);
  }
  finish(): Data<Bool> {
    return makeData({ type: new Bool(), length: this.length, ...this.validity, data: this.data });
  }
}

/** Arrow's own string builder is about ten times slower on a million rows than offsets and one Buffer. */
function utf8Data(
  texts: readonly (string | null)[],
  validity: { nullBitmap: Uint8Array; nullCount: number },
): Data<Utf8> {
  const joined = texts.join('');
  const data = Buffer.from(joined, 'utf8');
  // All ASCII (ids, enum values, most notes): byte offsets are string lengths, no per-cell encoding call.
  const width =
    data.length === joined.length ? (text: string) => text.length : (text: string) => Buffer.byteLength(text);
  const valueOffsets = new Int32Array(texts.length + 1);
  let end = 0;
  texts.forEach((text, row) => {
    if (text !== null) end += width(text);
    valueOffsets[row + 1] = end;
  });
  return makeData({ type: new Utf8(), length: texts.length, ...validity, valueOffsets, data });
}

class TextSink extends ColumnSink {
  private readonly texts: (string | null)[] = new Array<string | null>(this.length).fill(null);
  protected value(row: number, cell: Exclude<Cell, null>): void {
    this.texts[row] = String(cell);
  }
  finish(): Data<Utf8> {
    return utf8Data(this.texts, this.validity);
  }
}

/** Indices into the enum's own list of values, so the dictionary does not depend on which values occur. */
class EnumSink extends ColumnSink {
  private readonly data = new Int8Array(this.length);
  private readonly words: string[];
  private readonly indexOf: Map<string, number>;

  constructor(
    length: number,
    values: readonly string[],
    private readonly id: number,
  ) {
    super(length);
    this.words = [...values];
    this.indexOf = new Map(this.words.map((word, at) => [word, at]));
  }

  protected value(row: number, cell: Exclude<Cell, null>): void {
    const word = String(cell);
    let at = this.indexOf.get(word);
    if (at === undefined) {
      // A value an older release allowed stays readable: it joins the dictionary after the known ones.
      at = this.words.push(word) - 1;
      this.indexOf.set(word, at);
    }
    this.data[row] = at;
  }

  finish(): Data<Dictionary<Utf8, Int8>> {
    const type = new Dictionary(new Utf8(), new Int8(), this.id);
    const dictionary = makeVector(utf8Data(this.words, { nullBitmap: new Uint8Array(0), nullCount: 0 }));
    return makeData({ type, length: this.length, ...this.validity, data: this.data, dictionary });
  }
}

function sinkFor(type: ColumnType, length: number, id: number): ColumnSink {
  switch (type.kind) {
    case 'number':
      return new NumberSink(length);
    case 'integer':
      return new IntegerSink(length);
    case 'date':
      return new DateSink(length);
    case 'timestamp':
      return new TimestampSink(length);
    case 'enum':
      return new EnumSink(length, type.values, id);
    case 'boolean':
      return new BooleanSink(length);
    case 'text':
      return new TextSink(length);
  }
}

/** One row group as an Arrow record batch. */
export function recordBatch(columns: readonly string[], rows: readonly Cell[][]): RecordBatch {
  const sinks = columns.map((name, index) => sinkFor(columnType(name), rows.length, index));
  rows.forEach((cells, row) => {
    for (let index = 0; index < sinks.length; index += 1) sinks[index].put(row, cells[index]);
  });
  const data = sinks.map((sink) => sink.finish());
  const schema = new Schema(columns.map((name, index) => new Field(name, data[index].type, true)));
  const struct = makeData({ type: new Struct(schema.fields), length: rows.length, nullCount: 0, children: data });
  return new RecordBatch(schema, struct);
}

/**
 * One table as a Parquet file: typed columns (dates as date32, instants as
 * UTC milliseconds, enums dictionary-encoded), Zstandard-compressed, in row
 * groups of ROW_GROUP_ROWS. Nothing in it depends on the time of writing, so
 * the same rows always give the same bytes. Each row group is built and
 * handed to the WebAssembly writer on its own: the writer's memory never
 * shrinks, and short-lived buffers keep the collector's work small.
 */
export async function renderParquet(table: Table): Promise<Buffer> {
  let from = 0;
  const chunks: Uint8Array[] = [];
  const groups = (): Cell[][] => {
    const rows = table.rows.slice(from, from + ROW_GROUP_ROWS);
    from += ROW_GROUP_ROWS;
    return rows;
  };
  for await (const chunk of parquetChunks(table.columns, groups)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The bytes of a Parquet file whose rows `nextGroup` hands over ROW_GROUP_ROWS
 * at a time (fewer only for the last group), so that a table of any size is
 * written holding one row group: the same rows give the same bytes as renderParquet.
 */
export async function* parquetChunks(columns: readonly string[], nextGroup: () => Cell[][]): AsyncIterable<Uint8Array> {
  const wasm = await loadParquetWasm();
  let builder = new wasm.WriterPropertiesBuilder()
    .setCompression(wasm.Compression.ZSTD)
    .setMaxRowGroupSize(ROW_GROUP_ROWS)
    .setDictionaryEnabled(false);
  // Dictionary pages only where values repeat: on ids, instants and free text they cost twice the write time.
  for (const name of columns) {
    const { kind } = columnType(name);
    if (kind === 'enum' || kind === 'date') builder = builder.setColumnDictionaryEnabled(name, true);
  }
  const properties = builder.build();
  let first = true;
  const groups = new ReadableStream<unknown>({
    pull(controller) {
      const rows = nextGroup();
      // Rows that fill whole groups end on an empty one; only an empty table has an empty first group.
      if (rows.length === 0 && !first) return controller.close();
      first = false;
      const group = recordBatch(columns, rows);
      const copied = wasm.Table.fromIPCStream(tableToIPC(new ArrowTable([group]), 'stream'));
      const batch = copied.recordBatch(0);
      copied.free();
      if (batch) controller.enqueue(batch);
      if (rows.length < ROW_GROUP_ROWS) controller.close();
    },
  });
  for await (const chunk of await wasm.transformParquetStream(groups, properties)) yield chunk as Uint8Array;
}
