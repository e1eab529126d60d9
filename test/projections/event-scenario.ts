import type { DomainEvent, EventMetadata } from '../../src/events/domain-events';
import type { EventStore } from '../../src/events/event-store';
import { MENOPAUSE_STATUSES, RACES, REGIONS, VISIT_TYPES } from '../../src/events/clinical-values';
import { batchRowStream, batchStream, patientStream, visitStream } from '../../src/events/streams';
import { newEventId } from '../../src/shared/ids';
import { uid } from '../contracts/read-model-store.fixtures';

export interface ScenarioIds {
  patients: string[];
  visits: string[];
  batches: string[];
}

/** A small deterministic generator, so a failing comparison can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Appends a realistic history with every event type: registrations (some from
 * batches), updates, visits and visit updates, batches accepted, aborted,
 * completed, rejected rows. Timestamps repeat on purpose, so list orders
 * depend on the id tie-breaks.
 */
export async function appendScenario(store: EventStore, seed: number, size = 30): Promise<ScenarioIds> {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
  const at = (): string =>
    `2024-0${1 + Math.floor(rnd() * 3)}-1${Math.floor(rnd() * 3)}T10:00:0${Math.floor(rnd() * 2)}.000Z`;
  const ids: ScenarioIds = { patients: [], visits: [], batches: [] };
  const append = async (streamId: string, event: DomainEvent, extra: Partial<EventMetadata> = {}): Promise<void> => {
    const metadata: EventMetadata = {
      actor_user_id: 'usr_test',
      actor_role: 'provider',
      organization_id: 'org_test',
      request_id: uid('req'),
      occurred_at: at(),
      ...extra,
    };
    await store.append(streamId, [{ id: newEventId(), event, metadata }], 'any');
  };
  const register = async (extra: Partial<EventMetadata> = {}): Promise<void> => {
    const patient_id = uid('pat');
    ids.patients.push(patient_id);
    const patient = {
      age_years: 40 + Math.floor(rnd() * 20),
      race: pick(RACES),
      ethnicity: 'unknown' as const,
      region: pick(REGIONS),
      menopause_status: pick(MENOPAUSE_STATUSES),
      ...(rnd() < 0.5 && { bmi: 22.5 }),
    };
    await append(
      patientStream(patient_id),
      { type: 'PatientRegistered', data: { patient_id, patient, registered_at: at() } },
      extra,
    );
  };

  for (const outcome of ['completed', 'aborted', 'open'] as const) {
    const batch_id = uid('batch');
    ids.batches.push(batch_id);
    await append(batchStream(batch_id), {
      type: 'BatchUploadStarted',
      data: { batch_id, file_name: `${outcome}.csv`, started_at: at() },
    });
    if (outcome === 'aborted') {
      await append(batchStream(batch_id), {
        type: 'BatchUploadAborted',
        data: { batch_id, reason: 'bad file', aborted_at: at() },
      });
      continue;
    }
    await append(batchStream(batch_id), {
      type: 'BatchAccepted',
      data: { batch_id, file_name: `${outcome}.csv`, total_records: 6, accepted_at: at() },
    });
    for (let row = 1; row <= 6; row += 1) {
      if (row % 3 === 0) {
        const errors = [{ row, field: 'age_years', message: 'must be a number' }];
        await append(batchRowStream(batch_id, row), {
          type: 'BatchRowRejected',
          data: { batch_id, row_number: row, errors, rejected_at: at() },
        });
      } else {
        await register({ batch_id, row_number: row });
      }
    }
    if (outcome === 'completed') {
      await append(batchStream(batch_id), {
        type: 'BatchCompleted',
        data: { batch_id, total_records: 6, successful: 4, failed: 2, completed_at: at() },
      });
    }
  }
  for (let i = 0; i < size; i += 1) {
    const roll = rnd();
    if (roll < 0.3 || ids.patients.length === 0) {
      await register();
    } else if (roll < 0.45) {
      const patient_id = pick(ids.patients);
      await append(patientStream(patient_id), {
        type: 'PatientUpdated',
        data: {
          patient_id,
          changes: { menopause_status: pick(MENOPAUSE_STATUSES), smoker: rnd() < 0.5 },
          updated_at: at(),
        },
      });
    } else if (roll < 0.8 || ids.visits.length === 0) {
      const visit_id = uid('vis');
      ids.visits.push(visit_id);
      const visit = {
        patient_id: pick(ids.patients),
        visit_date: `2023-1${Math.floor(rnd() * 3)}-0${1 + Math.floor(rnd() * 3)}`,
        visit_type: pick(VISIT_TYPES),
        symptoms: { hot_flashes: 'mild' as const },
      };
      await append(visitStream(visit_id), {
        type: 'VisitRecorded',
        data: { visit_id, patient_id: visit.patient_id, visit, recorded_at: at() },
      });
    } else {
      const visit_id = pick(ids.visits);
      const changes = { symptoms: { night_sweats: 'severe' as const }, provider_notes: `note ${i}` };
      await append(visitStream(visit_id), {
        type: 'VisitUpdated',
        data: { visit_id, patient_id: 'unused', changes, updated_at: at() },
      });
    }
  }
  return ids;
}
