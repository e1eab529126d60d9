import { expectClean, expectFound } from './helpers';

// Made-up numbers after the names other countries' registers give them (issue 49, 32nd round, span recall by class).
describe("detector: other countries' identity, health-card and practitioners' numbers after labels", () => {
  it('reads personal and birth numbers after the register that issues them', () => {
    expectFound('Referral for Mrs Holm, CPR 220459-3318, lives in Odense.', '220459-3318');
    expectFound('Her kennitala 041062-2279 was on the discharge letter.', '041062-2279');
    expectFound('Pacientka Dvořáková, rodné číslo 615207/0412, pojišťovna VZP.', '615207/0412');
    expectFound('Bulgarian patient, EGN 5904128832, visiting her son.', '5904128832');
    expectFound('my CNP is 2660918401127 from Cluj', '2660918401127');
    expectFound('Ms Lindgren, henkilötunnus 091163-228T, on Estrogel.', '091163-228T');
    expectFound('Dutch GP letter: BSN 240117853, born in Utrecht.', '240117853');
  });

  it('reads identity numbers of South-East and East Asia and Latin America', () => {
    expectFound('Pt Mdm Goh, NRIC T0312945B, for Holter.', 'T0312945B');
    expectFound('Case of Ms Lau, HKID K 402118 (3), taxi driver.', 'K 402118');
    expectFound('Nama: SITI AMINAH   MyKad 700823-14-5566', '700823-14-5566');
    expectFound('Chilean passport lost; RUT 14.228.931-7 on the clinic card.', '14.228.931-7');
    expectFound('Thai ID 3-1022-04417-55-1 given at the desk.', '3-1022-04417-55-1');
  });

  it('reads health cards and practitioners after their labels', () => {
    expectFound('Member, PhilHealth no. 19-044217305-2, claim form 2 attached.', '19-044217305-2');
    expectFound('Insurance: NHIF No. 7719 2204 for the inpatient stay.', '7719 2204');
    expectFound('Signed Dra. Paula Reis, CRM-RJ 552.104', '552.104');
    expectFound('Vet: Tomas Brandt MRCVS 6628041', '6628041');
    expectFound('Practitioner: Leona Carr (GOsC 7302), six sessions.', '7302');
  });

  it('reads more registers by their own names: Latvian, Austrian, Belgian, Kazakh, Ecuadorian, New Zealand', () => {
    expectFound('Latvian visitor, personas kods 220561 - 10487, on Estrofem.', '220561 - 10487');
    expectFound('SV-Nummer 5521 140368, Frau Berger.', '5521 140368');
    expectFound('Mevrouw Peeters, rijksregister 61032814455, lives in Gent.', '61032814455');
    expectFound('Patient from Almaty, IIN 640227401185, referred on.', '640227401185');
    expectFound('Cédula de identidad: 1710344558. Vive en Quito.', '1710344558');
    expectFound('NHI ZBQ 441 7; whānau present.', 'ZBQ 441 7');
    expectFound('Surgeon Dr. Ruiz, cédula profesional 5520913', '5520913');
  });

  it('leaves the same acronyms alone where they name something else', () => {
    expectClean('CPR 30:2 was started and ROSC came after 4 cycles.');
    expectClean('Checksum SHA-256 of the export file was verified.');
    expectClean('The OMS 2022 guidance on the menopause was cited.');
    expectClean('Tax year 2025 forms were sent to the practice manager.');
    expectClean('The FIN scale was 3 of 5 at baseline.');
    expectClean('Enter your PIN 4471 at the pharmacy locker.');
    expectClean('Estradiol 2 mg daily; RFC 2119 keywords are used in the protocol.');
    expectClean('Hazard ratio 1.41, 95% CI 1.102-1.345, in the pooled cohort.');
  });
});
