import { expectClean, expectFound } from './helpers';

// Made-up record numbers after the labels hospitals abroad give them (issue 49, 32nd round, span recall by class).
describe('detector: record numbers after the labels of in- and outpatient registers and case files', () => {
  it('reads UHID, IP and OP numbers, unit, clinic, file and history numbers', () => {
    expectFound('Name: Smt. Radha Iyer  UHID: AIMS/2025/330418  Age 51', 'AIMS/2025/330418');
    expectFound('Admitted, IP No: 25-77310, ward 4.', '25-77310');
    expectFound('OP No. 2511/44082   Dept OBG', '2511/44082');
    expectFound('Seen in HIV clinic, clinic no HV-W-30817, stable.', 'HV-W-30817');
    expectFound('Syringe driver chart. Unit no DR-552 017.', 'DR-552 017');
    expectFound('Her file number KAU/GYN/30918 was quoted.', 'KAU/GYN/30918');
    expectFound('Epicrisis: history no. 4417/25, discharged home.', '4417/25');
    expectFound('hospital no. WTH 00 552 318 on the band', 'WTH 00 552 318');
    expectFound('número de utente 3 1 8 4 4 0 2 7 5, em Lisboa.', '3 1 8 4 4 0 2 7 5');
  });

  it('leaves the same words alone where no number follows', () => {
    expectClean('The clinic no longer runs 3 sessions on 2 days.');
    expectClean('Unit no. 4 of the protocol covers dosing of 2 mg.');
    expectClean('Family history no relevant findings; FSH 32 IU/L.');
  });
});
