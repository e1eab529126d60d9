import { expectClean, expectFound } from './helpers';

// A machine's record writes a label as a key: key=value logs, JSON and Python dicts. Found while checking the
// twenty-eighth round's key=value reading (issue 49); none of these lines is in an evaluation set.

describe('detector: identifiers written as a key and its value', () => {
  it('finds a record number after its label as a key', () => {
    expectFound('status=ok MRN=4821344 ward=7', '4821344', 'medical_record_number');
    expectFound('{"mrn": "4821344", "ward": "7B"}', '4821344', 'medical_record_number');
    expectFound("row = {'account': '55120987'}", '55120987', 'account_number');
  });

  it('finds an age over 89 under a key, a prefix and underscore before it too', () => {
    expectFound('sex=F patient_age=93 bmi=24', '93', 'date');
    expectFound('{"age": "96", "sex": "F"}', '96', 'date');
    expectFound("{'mother_age': 101}", '101', 'date');
  });

  it('leaves keys that only end in the letters of a label or an age', () => {
    expectClean('dosage=95 units=mg');
    expectClean('stage=93 page=94');
    expectClean('{"record": "3", "age": "52"}');
  });
});
