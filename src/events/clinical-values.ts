/** Value sets and field shapes carried by events: the contract between commands, log and read models. */
export const RACES = [
  'caucasian',
  'african_american',
  'asian',
  'hispanic',
  'native_american',
  'pacific_islander',
  'other',
  'unknown',
] as const;
export const ETHNICITIES = ['hispanic', 'non_hispanic', 'unknown'] as const;
export const REGIONS = ['northeast', 'southeast', 'midwest', 'southwest', 'west', 'pacific'] as const;
export const MENOPAUSE_STATUSES = ['premenopause', 'perimenopause', 'postmenopause', 'unknown'] as const;
export const VISIT_TYPES = ['initial_consultation', 'follow_up', 'annual_checkup', 'emergency'] as const;
export const SEVERITIES = ['none', 'mild', 'moderate', 'severe'] as const;
export const MEDICATION_TYPES = [
  'estrogen',
  'progestin',
  'estrogen_progestin',
  'serotonin_antagonist',
  'selective_serotonin_reuptake_inhibitor',
  'supplement',
  'other',
] as const;
export const LISTED_FREQUENCIES = ['once_daily', 'twice_daily', 'three_times_daily', 'as_needed', 'weekly'] as const;
export const STRESS_LEVELS = ['low', 'moderate', 'high'] as const;

export type Race = (typeof RACES)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
export type Region = (typeof REGIONS)[number];
export type MenopauseStatus = (typeof MENOPAUSE_STATUSES)[number];
export type VisitType = (typeof VISIT_TYPES)[number];
export type Severity = (typeof SEVERITIES)[number];
export type MedicationType = (typeof MEDICATION_TYPES)[number];
export type StressLevel = (typeof STRESS_LEVELS)[number];

export interface PatientFields {
  age_years: number;
  age_months?: number;
  race: Race;
  ethnicity: Ethnicity;
  region: Region;
  menopause_status: MenopauseStatus;
  bmi?: number;
  smoker?: boolean;
  hypertension?: boolean;
  diabetes?: boolean;
  family_history_breast_cancer?: boolean;
  notes?: string;
}

/** Every patient input field, in the spec's order (also the CSV columns of a batch upload). */
export const PATIENT_FIELDS = [
  'age_years',
  'age_months',
  'race',
  'ethnicity',
  'region',
  'menopause_status',
  'bmi',
  'smoker',
  'hypertension',
  'diabetes',
  'family_history_breast_cancer',
  'notes',
] as const satisfies readonly (keyof PatientFields)[];

export const UPDATABLE_PATIENT_FIELDS = [
  'menopause_status',
  'bmi',
  'smoker',
  'hypertension',
  'diabetes',
  'family_history_breast_cancer',
  'notes',
] as const;
export type UpdatablePatientField = (typeof UPDATABLE_PATIENT_FIELDS)[number];
export type PatientChanges = Partial<Pick<PatientFields, UpdatablePatientField>>;

export const HORMONE_FIELDS = [
  'fsh_miu_ml',
  'lh_miu_ml',
  'estradiol_pg_ml',
  'progesterone_ng_ml',
  'testosterone_ng_dl',
] as const;
export type HormoneField = (typeof HORMONE_FIELDS)[number];
export type HormoneBiomarkers = Partial<Record<HormoneField, number>>;

export const SYMPTOM_FIELDS = [
  'hot_flashes',
  'night_sweats',
  'vaginal_dryness',
  'mood_changes',
  'sleep_disturbance',
  'joint_pain',
  'brain_fog',
] as const;
export type SymptomField = (typeof SYMPTOM_FIELDS)[number];
export type Symptoms = Partial<Record<SymptomField, Severity>>;

export const LIFESTYLE_FIELDS = [
  'exercise_minutes_per_week',
  'sleep_hours_per_night',
  'alcohol_units_per_week',
  'stress_level',
] as const;
export interface Lifestyle {
  exercise_minutes_per_week?: number;
  sleep_hours_per_night?: number;
  alcohol_units_per_week?: number;
  stress_level?: StressLevel;
}

export interface Medication {
  id: string;
  name: string;
  type: MedicationType;
  dosage?: string;
  frequency?: string;
  start_date?: string;
  end_date?: string;
}

export interface VisitFields {
  patient_id: string;
  visit_date: string;
  visit_type: VisitType;
  hormone_biomarkers?: HormoneBiomarkers;
  symptoms?: Symptoms;
  medications?: Medication[];
  lifestyle?: Lifestyle;
  provider_notes?: string;
}

/**
 * A visit's fields that hold one plain value (not an object nor a list): an
 * update replaces them, the API shows them as they are (null when absent) and
 * a dataset gives each a column of its own. A new one is added here.
 */
export const VISIT_VALUE_FIELDS = ['provider_notes'] as const;
export type VisitValueField = (typeof VISIT_VALUE_FIELDS)[number];

export const UPDATABLE_VISIT_FIELDS = [
  'hormone_biomarkers',
  'symptoms',
  'medications',
  'lifestyle',
  ...VISIT_VALUE_FIELDS,
] as const;
export type UpdatableVisitField = (typeof UPDATABLE_VISIT_FIELDS)[number];
export type VisitChanges = Partial<Pick<VisitFields, UpdatableVisitField>>;
