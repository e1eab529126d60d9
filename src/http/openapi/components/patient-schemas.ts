import {
  PATIENT_FIELDS,
  ETHNICITIES,
  MENOPAUSE_STATUSES,
  RACES,
  REGIONS,
  UPDATABLE_PATIENT_FIELDS,
  VISIT_TYPES,
} from '../../../events/clinical-values';
import { PATIENT_NOTES_MAX } from '../../../commands/patient/patient-schemas';
import {
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

/** Ranges of SPEC 2.1 / section 8; openapi-sync.unit.spec.ts probes them against the joi schemas. */
export const PATIENT_RANGES = {
  age_years: [18, 120],
  age_months: [0, 11],
  bmi: [10, 60],
} as const;

const field = {
  age_years: integerRange(...PATIENT_RANGES.age_years, 'Age in whole years.'),
  age_months: integerRange(...PATIENT_RANGES.age_months, 'Months beyond age_years.'),
  race: stringEnum(RACES),
  ethnicity: stringEnum(ETHNICITIES),
  region: stringEnum(REGIONS, 'One of six broad regions; no finer geography is stored.'),
  menopause_status: stringEnum(MENOPAUSE_STATUSES),
  bmi: numberRange(...PATIENT_RANGES.bmi, 'Body-mass index in kg/m2.'),
  smoker: { type: 'boolean', description: 'Current smoker.' },
  hypertension: { type: 'boolean', description: 'Hypertension diagnosis.' },
  diabetes: { type: 'boolean', description: 'Diabetes diagnosis.' },
  family_history_breast_cancer: { type: 'boolean' },
  notes: plainText(
    PATIENT_NOTES_MAX,
    'Free text, checked for personal names and specific locations (422 DE_IDENTIFICATION_ERROR).',
  ),
} satisfies Record<string, SchemaObject>;

type PatientField = keyof typeof field;
const REQUIRED_ON_CREATE: PatientField[] = ['age_years', 'race', 'ethnicity', 'region', 'menopause_status'];
const OPTIONAL_OUTPUT: PatientField[] = [
  'age_months',
  'bmi',
  'smoker',
  'hypertension',
  'diabetes',
  'family_history_breast_cancer',
  'notes',
];

/** Output form of a field: optional ones come back as null when never given. */
const out = (name: PatientField): SchemaObject => (OPTIONAL_OUTPUT.includes(name) ? orNull(field[name]) : field[name]);

const listItemFields: PatientField[] = PATIENT_FIELDS.filter((name) => name !== 'notes');

const listItemProperties = {
  id: prefixedId('pat', 'Generated id (pat_<suffix>) with no link to any original identifier.'),
  ...Object.fromEntries(listItemFields.map((name) => [name, out(name)])),
  created_at: timestamp(),
  updated_at: timestamp(),
};

export const patientSchemas: Record<string, SchemaObject> = {
  PatientCreate: objectOf(field, {
    required: REQUIRED_ON_CREATE,
    description:
      'A de-identified patient. Unknown fields are refused (422 VALIDATION_ERROR, "This field is not allowed").',
  }),
  PatientUpdate: objectOf(Object.fromEntries(UPDATABLE_PATIENT_FIELDS.map((name) => [name, field[name]])), {
    minProperties: 1,
    description:
      'Any of the updatable fields; fields not sent keep their values. A non-updatable field (age_years, ' +
      'age_months, race, ethnicity, region, id, created_at, updated_at) ' +
      'is a 422 VALIDATION_ERROR "This field cannot be updated"; an unknown field "This field is not ' +
      'allowed"; an empty body "At least one updatable field is required".',
  }),
  PatientListItem: objectOf(listItemProperties, {
    required: Object.keys(listItemProperties),
    description: 'A patient as listed: every key present, null where not given; notes are omitted.',
  }),
  Patient: objectOf(
    { ...listItemProperties, notes: out('notes') },
    {
      required: [...Object.keys(listItemProperties), 'notes'],
      description: 'DeidentifiedPatientOutput: every key present, null where not given.',
    },
  ),
  VisitSummary: objectOf(
    { id: prefixedId('vis'), visit_date: isoDate(), visit_type: stringEnum(VISIT_TYPES), created_at: timestamp() },
    { required: ['id', 'visit_date', 'visit_type', 'created_at'] },
  ),
  // Spelled out rather than allOf(Patient): Patient is closed, so allOf could not add `visits`.
  PatientWithVisits: objectOf(
    { ...listItemProperties, notes: out('notes'), visits: { type: 'array', items: ref('VisitSummary') } },
    {
      required: [...Object.keys(listItemProperties), 'notes', 'visits'],
      description:
        'The patient plus all of its visits (id, visit_date, visit_type, created_at), newest visit_date first.',
    },
  ),
};
