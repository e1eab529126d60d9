import { expect } from 'chai';
import { parseNewPatient, parsePatientChanges } from '../../src/commands/patient/patient-schemas';
import { parseNewVisit, parseVisitChanges } from '../../src/commands/visit/visit-schemas';
import { AppError, type FieldError } from '../../src/shared/app-error';

const policy = { topCodeAgeAt90: false };
const now = (): Date => new Date('2025-06-15T12:00:00.000Z');

function detailsOf(work: () => unknown): FieldError[] {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_ERROR') return error.details as FieldError[];
    throw error;
  }
  return expect.fail('expected a validation error');
}

const patient = { age_years: 50, race: 'asian', ethnicity: 'unknown', region: 'west', menopause_status: 'unknown' };

describe('validation messages', () => {
  it('reports every failing field at once with the spec wording', () => {
    const details = detailsOf(() => parseNewPatient({ age_years: 12, race: 'martian' }, policy));
    expect(details).to.deep.include({ field: 'age_years', message: 'Age must be between 18 and 120' });
    expect(details).to.deep.include({ field: 'ethnicity', message: 'This field is required' });
    expect(details).to.deep.include({ field: 'region', message: 'This field is required' });
    expect(details).to.deep.include({ field: 'menopause_status', message: 'This field is required' });
    const race = details.find((item) => item.field === 'race');
    // Section 7: an invalid enum value is named, and the valid values are listed.
    expect(race?.message).to.equal(
      "Invalid value 'martian'. Must be one of: caucasian, african_american, asian, hispanic, native_american, " +
        'pacific_islander, other, unknown',
    );
  });

  it('uses dotted paths and field ranges for nested values', () => {
    const details = detailsOf(() =>
      parseNewVisit(
        {
          patient_id: 'pat_x',
          visit_date: '2025-01-01',
          visit_type: 'follow_up',
          hormone_biomarkers: { fsh_miu_ml: 301, lh_miu_ml: -1 },
          symptoms: { hot_flashes: 'extreme' },
          lifestyle: { sleep_hours_per_night: 13 },
          medications: [{ type: 'estrogen' }],
        },
        now,
      ),
    );
    expect(details).to.deep.include({
      field: 'hormone_biomarkers.fsh_miu_ml',
      message: 'Value must be between 0 and 300',
    });
    expect(details).to.deep.include({
      field: 'hormone_biomarkers.lh_miu_ml',
      message: 'Value must be between 0 and 200',
    });
    expect(details).to.deep.include({
      field: 'lifestyle.sleep_hours_per_night',
      message: 'Value must be between 0 and 12',
    });
    expect(details).to.deep.include({ field: 'medications.0.name', message: 'This field is required' });
    const hotFlashes = details.find((item) => item.field === 'symptoms.hot_flashes')?.message;
    expect(hotFlashes).to.equal("Invalid value 'extreme'. Must be one of: none, mild, moderate, severe");
  });

  it('refuses a future visit_date but accepts the latest calendar day on earth', () => {
    expect(
      detailsOf(() => parseNewVisit({ patient_id: 'pat_x', visit_date: '2025-06-17', visit_type: 'emergency' }, now)),
    ).to.deep.equal([{ field: 'visit_date', message: 'Visit date must not be in the future' }]);
    expect(
      parseNewVisit({ patient_id: 'pat_x', visit_date: '2025-06-16', visit_type: 'emergency' }, now).visit_date,
    ).to.equal('2025-06-16');
  });

  it('refuses impossible dates and end_date before start_date', () => {
    expect(
      detailsOf(() => parseNewVisit({ patient_id: 'pat_x', visit_date: '2024-02-30', visit_type: 'emergency' }, now))[0]
        .field,
    ).to.equal('visit_date');
    const details = detailsOf(() =>
      parseNewVisit(
        {
          patient_id: 'pat_x',
          visit_date: '2024-02-28',
          visit_type: 'emergency',
          medications: [{ name: 'A', type: 'other', start_date: '2024-02-01', end_date: '2024-01-01' }],
        },
        now,
      ),
    );
    expect(details).to.deep.equal([
      { field: 'medications.0.end_date', message: 'end_date must not be before start_date' },
    ]);
  });

  it('refuses HTML, too-long text and unknown fields', () => {
    const details = detailsOf(() =>
      parseNewPatient({ ...patient, notes: '<script>x</script>', nickname: 'x' }, policy),
    );
    expect(details).to.deep.include({ field: 'notes', message: 'HTML is not allowed; text fields must be plain text' });
    expect(details).to.deep.include({ field: 'nickname', message: 'This field is not allowed' });
    expect(detailsOf(() => parseNewPatient({ ...patient, notes: 'a'.repeat(501) }, policy))).to.deep.equal([
      { field: 'notes', message: 'Must be at most 500 characters' },
    ]);
    expect(parseNewPatient({ ...patient, notes: 'a'.repeat(500) }, policy).notes).to.have.length(500);
  });

  it('does not coerce JSON types', () => {
    const details = detailsOf(() => parseNewPatient({ ...patient, age_years: '50', smoker: 'yes', bmi: 'x' }, policy));
    expect(details).to.deep.include({ field: 'age_years', message: 'Must be a number' });
    expect(details).to.deep.include({ field: 'smoker', message: 'Must be true or false' });
    expect(detailsOf(() => parseNewPatient({ ...patient, age_years: 50.5 }, policy))).to.deep.equal([
      { field: 'age_years', message: 'Must be an integer' },
    ]);
  });

  it('names each non-updatable field on update and accepts partial updates', () => {
    expect(detailsOf(() => parsePatientChanges({ age_years: 40, region: 'west', bmi: 20 }))).to.deep.equal([
      { field: 'age_years', message: 'This field cannot be updated' },
      { field: 'region', message: 'This field cannot be updated' },
    ]);
    expect(parsePatientChanges({ smoker: true })).to.deep.equal({ smoker: true });
    expect(detailsOf(() => parseVisitChanges({ visit_date: '2024-01-01' }))).to.deep.equal([
      { field: 'visit_date', message: 'This field cannot be updated' },
    ]);
    expect(detailsOf(() => parsePatientChanges({}))[0].message).to.equal('At least one updatable field is required');
  });

  it('top-codes ages of 90 and over only when configured', () => {
    expect(parseNewPatient({ ...patient, age_years: 97, age_months: 4 }, policy).age_years).to.equal(97);
    const topCoded = parseNewPatient({ ...patient, age_years: 97, age_months: 4 }, { topCodeAgeAt90: true });
    expect([topCoded.age_years, topCoded.age_months]).to.deep.equal([90, 0]);
  });

  it('refuses a body that is not an object', () => {
    expect(detailsOf(() => parseNewPatient([1, 2], policy))).to.deep.equal([
      { field: 'body', message: 'Request body must be a JSON object' },
    ]);
  });

  it('applies every field limit of SPEC section 8 with the field range in the message', () => {
    const patientDetails = detailsOf(() => parseNewPatient({ ...patient, age_months: 12, bmi: 9.9 }, policy));
    expect(patientDetails).to.deep.include({ field: 'age_months', message: 'Value must be between 0 and 11' });
    expect(patientDetails).to.deep.include({ field: 'bmi', message: 'Value must be between 10 and 60' });
    const visitDetails = detailsOf(() =>
      parseNewVisit(
        {
          patient_id: 'pat_x',
          visit_date: '2025-01-01',
          visit_type: 'annual_checkup',
          provider_notes: 'a'.repeat(1001),
          hormone_biomarkers: { estradiol_pg_ml: 1001, progesterone_ng_ml: 101, testosterone_ng_dl: 301 },
          lifestyle: { exercise_minutes_per_week: 1001, alcohol_units_per_week: 101, stress_level: 'extreme' },
        },
        now,
      ),
    );
    expect(visitDetails).to.deep.include({ field: 'provider_notes', message: 'Must be at most 1000 characters' });
    expect(visitDetails).to.deep.include({
      field: 'hormone_biomarkers.estradiol_pg_ml',
      message: 'Value must be between 0 and 1000',
    });
    expect(visitDetails).to.deep.include({
      field: 'hormone_biomarkers.progesterone_ng_ml',
      message: 'Value must be between 0 and 100',
    });
    expect(visitDetails).to.deep.include({
      field: 'hormone_biomarkers.testosterone_ng_dl',
      message: 'Value must be between 0 and 300',
    });
    expect(visitDetails).to.deep.include({
      field: 'lifestyle.exercise_minutes_per_week',
      message: 'Value must be between 0 and 1000',
    });
    expect(visitDetails).to.deep.include({
      field: 'lifestyle.alcohol_units_per_week',
      message: 'Value must be between 0 and 100',
    });
    expect(visitDetails.find((item) => item.field === 'lifestyle.stress_level')?.message).to.contain(
      'low, moderate, high',
    );
    const edges = parseNewVisit(
      {
        patient_id: 'pat_x',
        visit_date: '2025-01-01',
        visit_type: 'emergency',
        provider_notes: 'a'.repeat(1000),
        hormone_biomarkers: { fsh_miu_ml: 0, lh_miu_ml: 200 },
      },
      now,
    );
    expect(edges.hormone_biomarkers).to.deep.equal({ fsh_miu_ml: 0, lh_miu_ml: 200 });
  });
});
