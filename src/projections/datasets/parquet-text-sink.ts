import { type Data, Utf8, makeData } from 'apache-arrow';
import { ColumnSink } from './column-sink';
import type { Cell } from './dataset-tables';

/** Texts held as strings before their bytes are written: few calls per group, and the strings still die young. */
const TEXT_CHUNK_ROWS = 4_096;

/**
 * A text column's UTF-8 bytes and offsets, written TEXT_CHUNK_ROWS texts at
 * a time into one growing buffer: a group's strings are not all held until
 * it ends, so they die young instead of being promoted with the group. Each
 * row's end offset is set as it is put, counting the texts' lengths: the
 * bytes of ASCII texts (ids, enum values, most notes), corrected when the
 * chunk is written only if it held other characters.
 */
export class TextSink extends ColumnSink {
  private readonly valueOffsets = new Int32Array(this.capacity + 1);
  private bytes = Buffer.allocUnsafe(0);
  /** Bytes written so far. */
  private used = 0;
  /** The end of the rows put so far, in bytes but for the pending texts' characters. */
  private end = 0;
  private readonly pending: string[] = [];
  /** The first row put since the bytes were last written. */
  private pendingFrom = 0;

  override reset(): void {
    super.reset();
    this.used = 0;
    this.end = 0;
    this.pending.length = 0;
    this.pendingFrom = 0;
  }

  put(row: number, cell: Cell): void {
    if (cell === null) {
      this.skip(row);
      this.valueOffsets[row + 1] = this.end;
      return;
    }
    this.mark(row);
    const text = String(cell);
    this.pending.push(text);
    this.end += text.length;
    this.valueOffsets[row + 1] = this.end;
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
    // Other characters than ASCII take more bytes than code units: the chunk's offsets are counted again in bytes.
    if (written !== joined.length) this.countBytes();
    this.used += written;
    this.end = this.used;
    this.pending.length = 0;
    this.pendingFrom = this.length;
  }

  /** The pending rows' end offsets in bytes (a null row's is where the next text starts). */
  private countBytes(): void {
    let end = this.used;
    let text = 0;
    for (let row = this.pendingFrom; row < this.length; row += 1) {
      if ((this.nullBitmap[row >> 3] & (1 << (row & 7))) !== 0) end += Buffer.byteLength(this.pending[text++]);
      this.valueOffsets[row + 1] = end;
    }
  }

  finish(): Data<Utf8> {
    if (this.pending.length > 0) this.writePending();
    return makeData({
      type: new Utf8(),
      length: this.length,
      ...this.validity,
      valueOffsets: this.trimmed(this.valueOffsets, this.length + 1),
      data: this.bytes.subarray(0, this.used),
    });
  }
}
