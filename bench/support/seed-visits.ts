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
 * registrations). The bench then projects them with a rebuild.
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
/** One visit in RARE_EVERY is an emergency (a rare filter); the others cycle through the other types. */
const RARE_EVERY = 200;
const COMMON_TYPES = ['initial_consultation', 'follow_up', 'annual_checkup'] as const;
/** Visit dates spread over this many days before 2025-01-01, so that date ranges select part of the list. */
const DATE_SPAN_DAYS = 1_000;
const DAY_MS = 86_400_000;

/** The `index`th seeded visit's type and date: spread, so lists filtered on them are measured at size. */
function typeAndDate(index: number): Pick<VisitInput, 'visit_type' | 'visit_date'> {
  const visitType = index % RARE_EVERY === 0 ? 'emergency' : COMMON_TYPES[index % COMMON_TYPES.length];
  const date = new Date(Date.UTC(2025, 0, 1) - (index % DATE_SPAN_DAYS) * DAY_MS).toISOString().slice(0, 10);
  return { visit_type: visitType, visit_date: date };
}

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
    // Every seeded visit is the same validated input but for its patient, type and date: parsed (Joi) once.
    const template = parseNewVisit(validVisit(ids[0]), () => new Date());
    const started = Date.now();
    for (let done = 0; done < visits; done += GROUP) {
      const now = new Date();
      const members = [];
      for (let i = done; i < Math.min(visits, done + GROUP); i += 1) {
        const visitId = newRecordId('vis');
        const visit: VisitInput = { ...template, patient_id: ids[i % ids.length], ...typeAndDate(i) };
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
