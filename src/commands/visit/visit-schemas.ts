import Joi from 'joi';
import {
  HORMONE_FIELDS,
  MEDICATION_TYPES,
  SEVERITIES,
  STRESS_LEVELS,
  SYMPTOM_FIELDS,
  VISIT_TYPES,
  type HormoneBiomarkers,
  type Lifestyle,
  type Medication,
  type Symptoms,
} from '../../events/clinical-values';
import { validationError } from '../../shared/app-error';
import {
  freeText,
  integerInRange,
  isoDate,
  notUpdatable,
  numberInRange,
  oneOf,
  pastOrTodayDate,
  prefixedId,
} from '../../validation/field-rules';
import { freeTextLimit } from '../../shared/free-text';
import { validate } from '../../validation/validate';

export const PROVIDER_NOTES_MAX = freeTextLimit('visit', 'provider_notes');

export const HORMONE_RANGES: Record<(typeof HORMONE_FIELDS)[number], number> = {
  fsh_miu_ml: 300,
  lh_miu_ml: 200,
  estradiol_pg_ml: 1000,
  progesterone_ng_ml: 100,
  testosterone_ng_dl: 300,
};

const hormoneBiomarkers = Joi.object(
  Object.fromEntries(HORMONE_FIELDS.map((field) => [field, numberInRange(0, HORMONE_RANGES[field])])),
);
const symptoms = Joi.object(Object.fromEntries(SYMPTOM_FIELDS.map((field) => [field, oneOf(SEVERITIES)])));
const lifestyle = Joi.object({
  exercise_minutes_per_week: integerInRange(0, 1000),
  sleep_hours_per_night: numberInRange(0, 12),
  alcohol_units_per_week: numberInRange(0, 100),
  stress_level: oneOf(STRESS_LEVELS),
});

/** A medication as a client sends it; the id is only accepted on update, to keep an existing item. */
export type MedicationInput = Omit<Medication, 'id'> & { id?: string };

function medication(allowId: boolean): Joi.ObjectSchema<MedicationInput> {
  return Joi.object<MedicationInput>({
    id: allowId ? prefixedId('med', 'medication') : notUpdatable(),
    name: freeText('visit', 'medications[].name').disallow('').required(),
    type: oneOf(MEDICATION_TYPES).required(),
    dosage: freeText('visit', 'medications[].dosage'),
    frequency: freeText('visit', 'medications[].frequency'),
    start_date: isoDate(),
    end_date: isoDate(),
  });
}

export interface VisitInput {
  patient_id: string;
  visit_date: string;
  visit_type: (typeof VISIT_TYPES)[number];
  hormone_biomarkers?: HormoneBiomarkers;
  symptoms?: Symptoms;
  medications?: MedicationInput[];
  lifestyle?: Lifestyle;
  provider_notes?: string;
}

export type VisitChangesInput = Partial<
  Pick<VisitInput, 'hormone_biomarkers' | 'symptoms' | 'medications' | 'lifestyle' | 'provider_notes'>
>;

export const MAX_MEDICATIONS = 50;

export function createVisitSchema(now: () => Date): Joi.ObjectSchema<VisitInput> {
  return Joi.object<VisitInput>({
    patient_id: prefixedId('pat', 'patient').required(),
    visit_date: pastOrTodayDate(now).required(),
    visit_type: oneOf(VISIT_TYPES).required(),
    hormone_biomarkers: hormoneBiomarkers,
    symptoms,
    medications: Joi.array().items(medication(false)).max(MAX_MEDICATIONS),
    lifestyle,
    provider_notes: freeText('visit', 'provider_notes'),
  });
}

export const updateVisitSchema: Joi.ObjectSchema<VisitChangesInput> = Joi.object({
  hormone_biomarkers: hormoneBiomarkers,
  symptoms,
  medications: Joi.array().items(medication(true)).max(MAX_MEDICATIONS),
  lifestyle,
  provider_notes: freeText('visit', 'provider_notes'),
  id: notUpdatable(),
  patient_id: notUpdatable(),
  visit_date: notUpdatable(),
  visit_type: notUpdatable(),
  created_at: notUpdatable(),
  updated_at: notUpdatable(),
}).min(1);

/** end_date is "set if discontinued": it cannot come before start_date. */
function checkMedicationDates(medications: MedicationInput[] | undefined): void {
  const problems = (medications ?? []).flatMap((item, index) =>
    item.start_date && item.end_date && item.end_date < item.start_date
      ? [{ field: `medications.${index}.end_date`, message: 'end_date must not be before start_date' }]
      : [],
  );
  if (problems.length > 0) throw validationError(problems);
}

export function parseNewVisit(input: unknown, now: () => Date): VisitInput {
  const visit = validate(createVisitSchema(now), input);
  checkMedicationDates(visit.medications);
  return visit;
}

export function parseVisitChanges(input: unknown): VisitChangesInput {
  const changes = validate(updateVisitSchema, input);
  checkMedicationDates(changes.medications);
  return changes;
}
