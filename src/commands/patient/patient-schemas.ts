import Joi from 'joi';
import {
  ETHNICITIES,
  MENOPAUSE_STATUSES,
  type PatientChanges,
  type PatientFields,
  RACES,
  REGIONS,
} from '../../events/clinical-values';
import { freeTextLimit } from '../../shared/free-text';
import { freeText, integerInRange, notUpdatable, numberInRange, oneOf } from '../../validation/field-rules';
import { validate } from '../../validation/validate';

export const PATIENT_NOTES_MAX = freeTextLimit('patient', 'notes');

const updatableFields = {
  menopause_status: oneOf(MENOPAUSE_STATUSES),
  bmi: numberInRange(10, 60),
  smoker: Joi.boolean(),
  hypertension: Joi.boolean(),
  diabetes: Joi.boolean(),
  family_history_breast_cancer: Joi.boolean(),
  notes: freeText('patient', 'notes'),
};

export const createPatientSchema = Joi.object<PatientFields>({
  ...updatableFields,
  age_years: integerInRange(18, 120).required(),
  age_months: integerInRange(0, 11),
  race: oneOf(RACES).required(),
  ethnicity: oneOf(ETHNICITIES).required(),
  region: oneOf(REGIONS).required(),
  menopause_status: oneOf(MENOPAUSE_STATUSES).required(),
});

export const updatePatientSchema: Joi.ObjectSchema<PatientChanges> = Joi.object({
  ...updatableFields,
  age_years: notUpdatable(),
  age_months: notUpdatable(),
  race: notUpdatable(),
  ethnicity: notUpdatable(),
  region: notUpdatable(),
  id: notUpdatable(),
  created_at: notUpdatable(),
  updated_at: notUpdatable(),
}).min(1);

export interface PatientPolicy {
  /** Safe Harbor aggregation: ages of 90 and over stored as 90. */
  topCodeAgeAt90: boolean;
}

export function parseNewPatient(
  input: unknown,
  policy: PatientPolicy,
  options: { convert?: boolean } = {},
): PatientFields {
  const patient = validate(createPatientSchema, input, options);
  if (policy.topCodeAgeAt90 && patient.age_years >= 90) {
    return { ...patient, age_years: 90, age_months: patient.age_months === undefined ? undefined : 0 };
  }
  return patient;
}

export function parsePatientChanges(input: unknown): PatientChanges {
  return validate(updatePatientSchema, input);
}
