import { createHmac, hkdfSync } from 'node:crypto';

/**
 * Patient ids for imported rows are derived, not random, so a redelivered row
 * maps onto the stream it already wrote and the append with expected
 * `no_stream` refuses the duplicate. The HMAC key comes from the server secret
 * (HKDF, own label), so ids stay unguessable and carry nothing about the row.
 */
export class ImportPatientIds {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'import-patient-ids', 32));
  }

  /** pat_ + 22 base64url characters (128 bits). */
  patientId(batchId: string, rowNumber: number): string {
    const mac = createHmac('sha256', this.key).update(`${batchId}\n${rowNumber}`).digest();
    return `pat_${mac.subarray(0, 16).toString('base64url')}`;
  }
}
