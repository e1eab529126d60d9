import {
  Bool,
  type Data,
  DateDay,
  Dictionary,
  Float64,
  Int32,
  Int8,
  TimeUnit,
  Timestamp,
  Utf8,
  makeData,
  makeVector,
} from 'apache-arrow';
import type { ColumnType } from './dataset-column-types';
import { epochMs } from './epoch-ms';
import type { Cell } from './dataset-tables';

const MS_PER_DAY = 86_400_000;

/**
 * Collects one column's cells into Arrow buffers. The rows are read once,
 * row by row, for every column at a time: a million rows read column by
 * column would walk the whole heap once per column.
 */
export abstract class ColumnSink {
  protected readonly nullBitmap: Uint8Array;
  protected nullCount = 0;
  /** The rows put so far: a group may end short of its capacity (a table's last group). */
  protected length = 0;

  constructor(protected readonly capacity: number) {
    this.nullBitmap = new Uint8Array(Math.ceil(capacity / 8));
  }

  put(row: number, cell: Cell): void {
    this.length = row + 1;
    if (cell === null) this.nullCount += 1;
    else {
      this.nullBitmap[row >> 3] |= 1 << (row & 7);
      this.value(row, cell);
    }
  }

  protected abstract value(row: number, cell: Exclude<Cell, null>): void;
  abstract finish(): Data;

  /** Empties the sink, buffers kept (native memory, freed only when collected): once its batch is copied out. */
  reset(): void {
    this.nullBitmap.fill(0);
    this.nullCount = 0;
    this.length = 0;
  }

  protected get validity(): { nullBitmap: Uint8Array; nullCount: number } {
    return { nullBitmap: this.trimmed(this.nullBitmap, Math.ceil(this.length / 8)), nullCount: this.nullCount };
  }

  /** A buffer cut to the rows put (a copy only for a short group), so a group's bytes do not depend on its capacity. */
  protected trimmed<T extends Uint8Array | Int8Array | Int32Array | Float64Array>(data: T, size: number): T {
    return (data.length === size ? data : data.slice(0, size)) as T;
  }
}

class NumberSink extends ColumnSink {
  private readonly data = new Float64Array(this.capacity);
  protected value(row: number, cell: Exclude<Cell, null>): void {
    this.data[row] = Number(cell);
  }
  finish(): Data<Float64> {
    return makeData({
      type: new Float64(),
      length: this.length,
      ...this.validity,
      data: this.trimmed(this.data, this.length),
    });
  }
}

class IntegerSink extends ColumnSink {
  private readonly data = new Int32Array(this.capacity);
  protected value(row: number, cell: Exclude<Cell, null>): void {
    this.data[row] = Number(cell);
  }
  finish(): Data<Int32> {
    return makeData({
      type: new Int32(),
      length: this.length,
      ...this.validity,
      data: this.trimmed(this.data, this.length),
    });
  }
}

/** date32: days since 1970-01-01. Dates repeat across visits, so each is parsed once. */
class DateSink extends ColumnSink {
  private readonly data = new Int32Array(this.capacity);
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
    return makeData({
      type: new DateDay(),
      length: this.length,
      ...this.validity,
      data: this.trimmed(this.data, this.length),
    });
  }
}

/** 64-bit milliseconds written as two little-endian 32-bit halves, as Arrow lays them out: no BigInt per cell. */
class TimestampSink extends ColumnSink {
  private readonly halves = new Int32Array(this.capacity * 2);
  protected value(row: number, cell: Exclude<Cell, null>): void {
    const ms = epochMs(String(cell));
    this.halves[row * 2] = (ms % 2 ** 32) | 0;
    this.halves[row * 2 + 1] = Math.floor(ms / 2 ** 32);
  }
  finish(): Data<Timestamp> {
    const type = new Timestamp(TimeUnit.MILLISECOND, 'UTC');
    return makeData({
      type,
      length: this.length,
      ...this.validity,
      data: new BigInt64Array(this.trimmed(this.halves, this.length * 2).buffer),
    });
  }
}

class BooleanSink extends ColumnSink {
  private readonly data = new Uint8Array(Math.ceil(this.capacity / 8));
  override reset(): void {
    super.reset();
    this.data.fill(0);
  }
  protected value(row: number, cell: Exclude<Cell, null>): void {
    if (cell === true) this.data[row >> 3] |= 1 << (row & 7);
  }
  finish(): Data<Bool> {
    return makeData({
      type: new Bool(),
      length: this.length,
      ...this.validity,
      data: this.trimmed(this.data, Math.ceil(this.length / 8)),
    });
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

/** Texts held as strings before their bytes are written: few calls per group, and the strings still die young. */
const TEXT_CHUNK_ROWS = 4_096;

/**
 * A text column's UTF-8 bytes and offsets, written TEXT_CHUNK_ROWS texts at
 * a time into one growing buffer: a group's strings are not all held until
 * it ends, so they die young instead of being promoted with the group.
 */
class TextSink extends ColumnSink {
  private readonly valueOffsets = new Int32Array(this.capacity + 1);
  private bytes = Buffer.allocUnsafe(0);
  private used = 0;
  private pending: string[] = [];
  /** Rows of the pending texts. */
  private readonly pendingRows: number[] = [];
  /** The next offset not written yet (a null row's is where the next text starts). */
  private nextOffset = 1;

  override reset(): void {
    super.reset();
    this.used = 0;
    this.pending = [];
    this.pendingRows.length = 0;
    this.nextOffset = 1;
  }

  protected value(row: number, cell: Exclude<Cell, null>): void {
    this.pending.push(String(cell));
    this.pendingRows.push(row);
    if (this.pending.length >= TEXT_CHUNK_ROWS) this.writePending();
  }

  private writePending(): void {
    const joined = this.pending.join('');
    const room = joined.length * 3;
    if (this.used + room > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + room));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    const written = this.bytes.write(joined, this.used, 'utf8');
    // All ASCII (ids, enum values, most notes): byte offsets are string lengths, no per-cell encoding call.
    const width = written === joined.length ? (text: string) => text.length : (text: string) => Buffer.byteLength(text);
    let end = this.used;
    for (let at = 0; at < this.pending.length; at += 1) {
      const row = this.pendingRows[at];
      for (; this.nextOffset <= row; this.nextOffset += 1) this.valueOffsets[this.nextOffset] = end;
      end += width(this.pending[at]);
      this.valueOffsets[row + 1] = end;
      this.nextOffset = row + 2;
    }
    this.used = end;
    this.pending = [];
    this.pendingRows.length = 0;
  }

  finish(): Data<Utf8> {
    if (this.pending.length > 0) this.writePending();
    for (; this.nextOffset <= this.length; this.nextOffset += 1) this.valueOffsets[this.nextOffset] = this.used;
    return makeData({
      type: new Utf8(),
      length: this.length,
      ...this.validity,
      valueOffsets: this.trimmed(this.valueOffsets, this.length + 1),
      data: this.bytes.subarray(0, this.used),
    });
  }
}

/** Indices into the enum's own list of values, so the dictionary does not depend on which values occur. */
class EnumSink extends ColumnSink {
  private readonly data = new Int8Array(this.capacity);
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
    const data = this.trimmed(this.data, this.length);
    return makeData({ type, length: this.length, ...this.validity, data, dictionary });
  }
}

export function sinkFor(type: ColumnType, length: number, id: number): ColumnSink {
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
