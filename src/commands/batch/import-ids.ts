import { createHmac, hkdfSync } from 'node:crypto';

/** Rows whose ids share a prefix: about one import transaction's worth (250 events). */
const ROWS_PER_BLOCK = 256;

/**
 * Patient ids for imported rows are derived, not random, so a redelivered row
 * maps onto the stream it already wrote and the append with expected
 * `no_stream` refuses the duplicate. The HMAC key comes from the server secret
 * (HKDF, own label), so ids stay unguessable and carry nothing about the row.
 *
 * An id is `pat_`, 8 characters shared by the rows of one block of 256 rows
 * of a batch (48 bits of an HMAC of batch and block), then 16 characters of
 * the row's own HMAC (96 bits). Rows imported together therefore sit
 * together in the log's stream index and the patients' primary key: with
 * 128 bits of the row's HMAC alone, each row of an import transaction
 * changed a page of its own in both indexes, two thirds of the pages such a
 * transaction wrote to the write-ahead log.
 */
export class ImportPatientIds {
  private readonly key: Buffer;
  /** The last block's prefix: rows arrive in order, so it is computed once per block. */
  private lastBlock = { batchId: '', block: -1, prefix: '' };

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'import-patient-ids', 32));
  }

  /** pat_ + 24 base64url characters: 8 of the row's block, 16 (96 bits) of the row. */
  patientId(batchId: string, rowNumber: number): string {
    const row = this.rowMac(batchId, rowNumber).subarray(0, 12).toString('base64url');
    return `pat_${this.blockPrefix(batchId, rowNumber)}${row}`;
  }

  /**
   * The id a row got before ids had a block prefix (pat_ + 22 characters,
   * 128 bits of the row's HMAC). A row first delivered before an upgrade may
   * have been imported under it: a redelivery looks there too.
   */
  formerPatientId(batchId: string, rowNumber: number): string {
    return `pat_${this.rowMac(batchId, rowNumber).subarray(0, 16).toString('base64url')}`;
  }

  private rowMac(batchId: string, rowNumber: number): Buffer {
    return createHmac('sha256', this.key).update(`${batchId}\n${rowNumber}`).digest();
  }

  private blockPrefix(batchId: string, rowNumber: number): string {
    const block = Math.floor((rowNumber - 1) / ROWS_PER_BLOCK);
    const last = this.lastBlock;
    if (last.batchId === batchId && last.block === block) return last.prefix;
    // `#` keeps block inputs apart from row inputs (`batch\nrow`).
    const mac = createHmac('sha256', this.key).update(`${batchId}\n#${block}`).digest();
    const prefix = mac.subarray(0, 6).toString('base64url');
    this.lastBlock = { batchId, block, prefix };
    return prefix;
  }
}
