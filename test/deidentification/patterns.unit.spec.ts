import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { expectClean, expectFound } from './helpers';

describe('detector: pattern identifiers', () => {
  it('finds full dates but not years, months or weekdays alone', () => {
    expectFound('DOB 11/23/1966, G3P3.', '11/23/1966', 'date');
    expectFound('Surgery on October 3, 2019 went well.', 'October 3, 2019', 'date');
    expectFound('LMP 2 Jan 2024.', '2 Jan 2024', 'date');
    expectFound('Biopsy 2023-05-17 benign.', '2023-05-17', 'date');
    expectClean('Menopause in 2018; hot flashes worse in July and on Mondays; age 53.');
  });

  it('finds phone and fax numbers', () => {
    expectFound('Call her at (212) 555-0187 after 5.', '(212) 555-0187', 'phone');
    expectFound('Cell 503.555.0112.', '503.555.0112', 'phone');
    expectFound('Fax results to 415-555-0100.', '415-555-0100', 'fax');
  });

  it('finds email, URL and IP addresses', () => {
    expectFound('Email: tamara.k@example.org', 'tamara.k@example.org', 'email');
    expectFound('See https://example.com/patients/4411 for her log.', 'https://example.com/patients/4411', 'url');
    expectFound('Logged in from 172.16.254.1 yesterday.', '172.16.254.1', 'ip_address');
  });

  it('finds SSN and labelled record, account, plan, licence, vehicle and device numbers', () => {
    expectFound('SSN 512-44-0921 collected by billing.', '512-44-0921', 'ssn');
    expectFound('MRN 33019482 at the outside hospital.', '33019482', 'medical_record_number');
    expectFound('Account # 5520-1187 on hold.', '5520-1187', 'account_number');
    expectFound('Medicaid ID TX9912004 active.', 'TX9912004', 'health_plan_number');
    expectFound("Driver's license number K4480021 copied.", 'K4480021', 'license_number');
    expectFound('VIN 2T1BURHE0JC014702 on the form.', '2T1BURHE0JC014702', 'vehicle_identifier');
    expectFound('Pump serial number 88120-44 logged.', '88120-44', 'device_identifier');
  });

  it('leaves lab values, doses, scores and ratios alone', () => {
    expectClean('FSH 82.1 mIU/mL, E2 12 pg/mL, TSH 1.9, A1c 5.6%, LDL 131 mg/dL.');
    expectClean('BP 134/86, HR 70, BMI 27.2, weight 154 lb, 10000 steps daily.');
    expectClean('Estradiol 0.05 mg/day patch; take 1/2 tab; 3-4 hot flashes/day; MRS 18/44.');
    expectClean('Vitamin D3 50000 IU weekly x 8 weeks; calcium 1,200 mg/day.');
  });

  it('warns by kind and never echoes the text', () => {
    const text = 'Call Svetlana Markovic at 617-555-0123 about her DEXA at Lakeview Hospital.';
    const hits = detectIdentifiers(text);
    expect(hits.map((h) => h.kind)).to.include.members(['name', 'phone', 'location']);
    for (const h of hits) {
      expect(h.warning).to.match(/^Possible /);
      expect(h.warning).to.not.include(text.slice(h.start, h.end));
    }
    const starts = hits.map((h) => h.start);
    expect(starts).to.deep.equal([...starts].sort((a, b) => a - b));
  });
});
