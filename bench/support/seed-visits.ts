/**
 * BENCH ONLY: seeds visits in-process, straight into a stopped service's
 * event log (the embedded DATA_DIR, or the server profile's PostgreSQL),
 * through the command path's grouped form (the visit decider, stamping and
 * hash chaining, one `appendMany` per group), as an import appends patients.
 * The HTTP API has no batch path for visits, and one POST per visit made the
 * 3,000,000 visits of a ten-million-event run take hours. What this skips is
 * the HTTP layer, the identifier screen of the visit's free text (the seeded
 * text is the same fixed, screened sentence every time, validated once) and
 * reading each patient's stream (the patients exist: they are the log's first
 * registrations). The service projects the visits when it starts.
 */
import type { VisitInput } from '../../src/commands/visit/visit-schemas';
import { parseNewVisit } from '../../src/commands/visit/visit-schemas';
import { visitDecider } from '../../src/commands/visit/visit-decider';
import { appendGroup, onNewStream } from '../../src/commands/grouped-commands';
import type { CommandOrigin } from '../../src/commands/command-origin';
import { loadConfig } from '../../src/config/config';
import type { EventReader } from '../../src/events/event-store';
import { patientStream, visitStream } from '../../src/events/streams';
import { SqlClients, openEventStore } from '../../src/runtime/adapters';
import { newId, newRecordId } from '../../src/shared/ids';
import { isRole } from '../../src/shared/roles';
import { validVisit } from '../../test/support/test-service';

/** Visits per group commit: an import's group is of the same order. */
const GROUP = 2_000;

/** The first `count` patients registered, read from the log through the port, so any event store will do. */
async function firstPatients(events: EventReader, count: number): Promise<string[]> {
  const ids: string[] = [];
  let after: number | null = null;
  while (ids.length < count) {
    const page = await events.readAll(after, 5_000);
    if (page.length === 0) break;
    for (const event of page)
      if (event.type === 'PatientRegistered' && ids.length < count) ids.push(event.data.patient_id);
    after = page[page.length - 1].position;
  }
  return ids;
}

/** Appends `visits` visits spread over the oldest patients, `perPatient` each; returns the seconds it took. */
export async function seedVisits(dataDir: string, visits: number, perPatient = 3): Promise<number> {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const sql = new SqlClients(config);
  try {
    const events = await openEventStore(config, sql);
    const patients = Math.ceil(visits / perPatient);
    const ids = await firstPatients(events, patients);
    if (ids.length === 0) throw new Error('no patients to seed visits for');
    const first = (await events.readStream(patientStream(ids[0])))[0].metadata;
    if (!isRole(first.actor_role)) throw new Error('the first patient names no known role');
    const origin: CommandOrigin = {
      actor: { userId: first.actor_user_id, role: first.actor_role, organizationId: first.organization_id },
      requestId: 'bench-seed-visits',
    };
    // Every seeded visit is the same validated input but for its patient: parsed (Joi) once, not per visit.
    const template = parseNewVisit(validVisit(ids[0]), () => new Date());
    const started = Date.now();
    for (let done = 0; done < visits; done += GROUP) {
      const now = new Date();
      const members = [];
      for (let i = done; i < Math.min(visits, done + GROUP); i += 1) {
        const visitId = newRecordId('vis');
        const visit: VisitInput = { ...template, patient_id: ids[i % ids.length] };
        members.push(
          onNewStream(
            visitStream(visitId),
            visitDecider,
            { type: 'RecordVisit', visitId, visit, patientExists: true, newMedicationIds: () => newId('med'), now },
            origin,
          ),
        );
      }
      await appendGroup(events, members);
    }
    await events.close();
    return (Date.now() - started) / 1000;
  } finally {
    await sql.closeAll();
  }
}
