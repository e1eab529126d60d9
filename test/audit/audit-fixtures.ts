import { randomBytes } from 'node:crypto';
import { type Checkpoint, CheckpointSigner } from '../../src/audit/checkpoint';
import type { CheckpointStore } from '../../src/audit/checkpoint-store';
import { AuditNotary } from '../../src/audit/notary';
import { verifyLog, type VerificationReport } from '../../src/audit/verify-log';
import { CommandHandler } from '../../src/commands/command-handler';
import { patientDecider } from '../../src/commands/patient/patient-decider';
import type { PatientFields } from '../../src/events/clinical-values';
import type { EventStore } from '../../src/events/event-store';
import { patientStream } from '../../src/events/streams';
import { silentLogger } from '../../src/shared/logger';
import { systemClock } from '../../src/shared/time';

export const testSigner = (): CheckpointSigner => CheckpointSigner.fromSeed(randomBytes(32).toString('base64url'));

const origin = (user: string) => ({
  actor: { userId: user, role: 'provider' as const, organizationId: 'org-1' },
  requestId: `req-${user}`,
});

export const PATIENT_FIELDS = {
  age_years: 52,
  race: 'asian',
  ethnicity: 'non_hispanic',
  region: 'west',
  menopause_status: 'perimenopause',
  bmi: 24.5,
} as unknown as PatientFields;

/**
 * Writes through the real command handler (the one writer, which chains the
 * events): `patients` patients, each registered and then updated twice,
 * interleaved so that streams and the global order differ.
 */
export async function writeClinicalHistory(store: EventStore, patients = 3): Promise<string[]> {
  const handler = new CommandHandler(store);
  const ids = Array.from({ length: patients }, (_, index) => `pat_audit${index}${randomBytes(3).toString('hex')}`);
  for (const id of ids) {
    await handler.handle({
      streamId: patientStream(id),
      decider: patientDecider,
      command: { type: 'RegisterPatient', patientId: id, patient: PATIENT_FIELDS, now: new Date() },
      origin: origin('alice'),
    });
  }
  for (const bmi of [25.5, 26.5]) {
    for (const id of ids) {
      await handler.handle({
        streamId: patientStream(id),
        decider: patientDecider,
        command: { type: 'UpdatePatient', patientId: id, changes: { bmi }, now: new Date() },
        origin: origin('bob'),
      });
    }
  }
  return ids;
}

export interface AuditedLog {
  notary: AuditNotary;
  signer: CheckpointSigner;
  /** Verifies against the stored checkpoints and any given ones (an auditor's own copies). */
  verify(against?: Checkpoint[]): Promise<VerificationReport>;
}

export function audited(store: EventStore, checkpoints: CheckpointStore): AuditedLog {
  const signer = testSigner();
  const notary = new AuditNotary(store, checkpoints, signer, systemClock, silentLogger, 60_000);
  return {
    notary,
    signer,
    verify: async (against = []) =>
      verifyLog(store, [...(await checkpoints.all()), ...against], signer.publicKey, { pageSize: 4 }),
  };
}
