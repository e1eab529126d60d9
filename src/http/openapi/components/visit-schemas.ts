import {
  HORMONE_FIELDS,
  LISTED_FREQUENCIES,
  MEDICATION_TYPES,
  SEVERITIES,
  STRESS_LEVELS,
  SYMPTOM_FIELDS,
  UPDATABLE_VISIT_FIELDS,
  VISIT_TYPES,
} from '../../../events/clinical-values';
import { HORMONE_RANGES, MAX_MEDICATIONS, PROVIDER_NOTES_MAX } from '../../../commands/visit/visit-schemas';
import { freeTextLimit } from '../../../shared/free-text';
import {
  type Schema,
  type SchemaObject,
  integerRange,
  isoDate,
  numberRange,
  objectOf,
  orNull,
  plainText,
  prefixedId,
  ref,
  stringEnum,
  timestamp,
} from '../schema-helpers';

const HORMONE_UNITS: Record<(typeof HORMONE_FIELDS)[number], string> = {
  fsh_miu_ml: 'FSH in mIU/ml',
  lh_miu_ml: 'LH in mIU/ml',
  estradiol_pg_ml: 'Estradiol in pg/ml',
  progesterone_ng_ml: 'Progesterone in ng/ml',
  testosterone_ng_dl: 'Testosterone in ng/dL',
};

/** Limits typed inline in visit-schemas.ts; openapi-sync.unit.spec.ts probes them against the joi schemas. */
export const MEDICATION_TEXT_LIMITS = {
  name: freeTextLimit('visit', 'medications[].name'),
  dosage: freeTextLimit('visit', 'medications[].dosage'),
  frequency: freeTextLimit('visit', 'medications[].frequency'),
} as const;
export const LIFESTYLE_RANGES = {
  exercise_minutes_per_week: [0, 1000],
  sleep_hours_per_night: [0, 12],
  alcohol_units_per_week: [0, 100],
} as const;

const hormone = Object.fromEntries(
  HORMONE_FIELDS.map((name) => [name, numberRange(0, HORMONE_RANGES[name], HORMONE_UNITS[name])]),
);
const symptom = Object.fromEntries(SYMPTOM_FIELDS.map((name) => [name, stringEnum(SEVERITIES)]));
const lifestyle: Record<string, SchemaObject> = {
  exercise_minutes_per_week: integerRange(...LIFESTYLE_RANGES.exercise_minutes_per_week),
  sleep_hours_per_night: numberRange(...LIFESTYLE_RANGES.sleep_hours_per_night),
  alcohol_units_per_week: numberRange(...LIFESTYLE_RANGES.alcohol_units_per_week, 'One unit is one standard drink.'),
  stress_level: stringEnum(STRESS_LEVELS),
};

/** Output form of a group: null when nothing was recorded, otherwise every key present and null where unset. */
function recorded(properties: Record<string, SchemaObject>, description: string): SchemaObject {
  const nullableValues = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, orNull(schema)]));
  return objectOf(nullableValues, { required: Object.keys(properties), nullable: true, description });
}

const medicationFields: Record<string, SchemaObject> = {
  name: plainText(MEDICATION_TEXT_LIMITS.name, 'Medication or supplement name.', 1),
  type: stringEnum(MEDICATION_TYPES),
  dosage: plainText(MEDICATION_TEXT_LIMITS.dosage, 'Amount and unit, free text.'),
  frequency: {
    ...plainText(MEDICATION_TEXT_LIMITS.frequency),
    description: `Open-ended; listed values: ${LISTED_FREQUENCIES.join(', ')}. Plain text.`,
    example: LISTED_FREQUENCIES[0],
  },
  start_date: isoDate(),
  end_date: isoDate('Set if discontinued; not before start_date.'),
};

const medicationOutput: Record<string, Schema> = {
  id: prefixedId('med'),
  name: medicationFields.name,
  type: medicationFields.type,
  dosage: orNull(medicationFields.dosage),
  frequency: orNull(medicationFields.frequency),
  start_date: orNull(medicationFields.start_date),
  end_date: orNull(medicationFields.end_date),
};

const providerNotes = plainText(
  PROVIDER_NOTES_MAX,
  'Checked for personal names and specific locations (422 DE_IDENTIFICATION_ERROR).',
);

const updatable: Record<(typeof UPDATABLE_VISIT_FIELDS)[number], Schema> = {
  hormone_biomarkers: ref('HormoneBiomarkers'),
  symptoms: ref('Symptoms'),
  medications: {
    type: 'array',
    maxItems: MAX_MEDICATIONS,
    items: ref('MedicationUpdate'),
    description:
      'Replaces the whole list. An item with the id of an existing medication keeps that id; an item ' +
      'without id gets a new one; an unknown id is a 422.',
  },
  lifestyle: ref('Lifestyle'),
  provider_notes: providerNotes,
};

const listItem: Record<string, Schema> = {
  id: prefixedId('vis', 'Generated id (vis_<suffix>).'),
  patient_id: prefixedId('pat'),
  visit_date: isoDate(),
  visit_type: stringEnum(VISIT_TYPES),
  hormone_biomarkers: ref('HormoneBiomarkersRecorded'),
  symptoms: ref('SymptomsRecorded'),
  created_at: timestamp(),
};

const full: Record<string, Schema> = {
  ...listItem,
  medications: { type: 'array', items: ref('Medication'), description: 'Empty when none were recorded.' },
  lifestyle: ref('LifestyleRecorded'),
  provider_notes: orNull(providerNotes),
  updated_at: timestamp(),
};

export const visitSchemas: Record<string, SchemaObject> = {
  HormoneBiomarkers: objectOf(hormone, { description: 'All optional numbers, each within its range.' }),
  Symptoms: objectOf(symptom, {
    description: 'All optional severities. On update, symptoms not sent keep their values.',
  }),
  Lifestyle: objectOf(lifestyle, { description: 'All optional. On update, values not sent keep their values.' }),
  MedicationCreate: objectOf(medicationFields, {
    required: ['name', 'type'],
    description: 'A medication; its id is generated.',
  }),
  MedicationUpdate: objectOf(
    { id: prefixedId('med', 'Id of an existing medication of this visit, to keep it.'), ...medicationFields },
    { required: ['name', 'type'] },
  ),
  VisitCreate: objectOf(
    {
      patient_id: prefixedId('pat', 'An existing patient (404 NOT_FOUND otherwise).'),
      visit_date: isoDate('Not in the future, judged against the latest calendar date anywhere on earth (UTC+14).'),
      visit_type: stringEnum(VISIT_TYPES),
      hormone_biomarkers: ref('HormoneBiomarkers'),
      symptoms: ref('Symptoms'),
      medications: { type: 'array', maxItems: MAX_MEDICATIONS, items: ref('MedicationCreate') },
      lifestyle: ref('Lifestyle'),
      provider_notes: providerNotes,
    },
    {
      required: ['patient_id', 'visit_date', 'visit_type'],
      description: 'Unknown fields are refused (422 VALIDATION_ERROR, "This field is not allowed").',
    },
  ),
  VisitUpdate: objectOf(updatable, {
    minProperties: 1,
    description:
      'Any of the updatable fields. Object fields merge (values not sent keep theirs); medications replace ' +
      'the list. A non-updatable field ' +
      '(patient_id, visit_date, visit_type, id, created_at, updated_at) is a 422 VALIDATION_ERROR "This ' +
      'field cannot be updated".',
  }),
  HormoneBiomarkersRecorded: recorded(hormone, 'Hormone biomarkers; null when none were recorded.'),
  SymptomsRecorded: recorded(symptom, 'Symptom severities; null when none were recorded.'),
  LifestyleRecorded: recorded(lifestyle, 'Lifestyle data; null when none was recorded.'),
  Medication: objectOf(medicationOutput, { required: Object.keys(medicationOutput) }),
  VisitListItem: objectOf(listItem, { required: Object.keys(listItem), description: 'A visit as listed.' }),
  Visit: objectOf(full, { required: Object.keys(full), description: 'The full visit output.' }),
};
