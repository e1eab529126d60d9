import { expect } from 'chai';
import { keyWords } from '../../src/deidentification/keyed-labels';
import { expectClean, expectFound } from './helpers';

// Labels a program writes as a compound key (keyed-labels.ts, issue 49, twenty-ninth round); every value is made up.
describe('detector: identifiers under a snake_case, kebab-case, dotted or camelCase key', () => {
  it('finds record numbers under such keys', () => {
    expectFound('patient_mrn: 0048213', '0048213', 'medical_record_number');
    expectFound('hosp-no 6620417', '6620417', 'medical_record_number');
    expectFound('{"hospitalNumber": "5518204", "ward": "7B"}', '5518204', 'medical_record_number');
    expectFound('row: patientId=7730912 status=ok', '7730912', 'medical_record_number');
    expectFound('patient.record_no = 3381027', '3381027', 'medical_record_number');
  });

  it('finds them in a query string beside a date of birth', () => {
    const query = 'GET /api/v2/lookup?patientMrn=8841207&dateOfBirth=1958-11-02&format=json';
    expectFound(query, '8841207', 'medical_record_number');
    expectFound(query, '1958-11-02', 'date');
  });

  it('finds plan, account and postal codes under such keys', () => {
    expectFound('insurance_member_id=QX4471902', 'QX4471902', 'health_plan_number');
    expectFound('billing-account-no: 00417732', '00417732', 'account_number');
    expectFound('home_zip_code=30417', '30417', 'location');
    expectFound('"postcode": "LS7 4QZ"', 'LS7 4QZ', 'location');
  });

  it('leaves keys whose words label no identifier, and a hyphened word before a number in prose', () => {
    expectClean('record_count: 1234 rows_skipped=12');
    expectClean('visitCount=14 chartVersion=2024 retry_count=3');
    expectClean('"group_size": 1234, "planId": 12');
    expectClean('Booked a follow-up 3 months from now.');
  });

  it('reads a key as its words', () => {
    expect(keyWords('medicalRecordNumber')).to.equal('medical record number');
    expect(keyWords('patient_MRN')).to.equal('patient mrn');
    expect(keyWords('MRNNumber')).to.equal('mrn number');
    expect(keyWords('hosp-no')).to.equal('hosp no');
  });
});
