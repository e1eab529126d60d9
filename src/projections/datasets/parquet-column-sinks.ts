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
import { ColumnSink } from './column-sink';
import { TextSink } from './parquet-text-sink';
import { epochMs } from './epoch-ms';
import type { Cell } from './dataset-tables';

const MS_PER_DAY = 86_400_000;

class NumberSink extends ColumnSink {
  private readonly data = new Float64Array(this.capacity);
  put(row: number, cell: Cell): void {
    if (cell === null) return this.skip(row);
    this.mark(row);
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
  put(row: number, cell: Cell): void {
    if (cell === null) return this.skip(row);
    this.mark(row);
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
  put(row: number, cell: Cell): void {
    if (cell === null) return this.skip(row);
    this.mark(row);
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

/**
 * 64-bit milliseconds written as two little-endian 32-bit halves, as Arrow lays them out: no BigInt per cell.
 * Rows written by one batch share their instants, so the last text's halves are kept and reused.
 */
class TimestampSink extends ColumnSink {
  private readonly halves = new Int32Array(this.capacity * 2);
  private lastText: string | undefined;
  private low = 0;
  private high = 0;
  put(row: number, cell: Cell): void {
    if (cell === null) return this.skip(row);
    this.mark(row);
    const text = String(cell);
    if (text !== this.lastText) {
      const ms = epochMs(text);
      this.lastText = text;
      this.low = (ms % 2 ** 32) | 0;
      this.high = Math.floor(ms / 2 ** 32);
    }
    this.halves[row * 2] = this.low;
    this.halves[row * 2 + 1] = this.high;
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
  put(row: number, cell: Cell): void {
    if (cell === null) return this.skip(row);
    this.mark(row);
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

  put(row: number, cell: Cell): void {
    if (cell === null) return this.skip(row);
    this.mark(row);
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
