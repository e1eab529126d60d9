import { expectClean, expectFound } from './helpers';

/**
 * The twenty-first round on the bypass fuzzer's lower case (issue 49, branch issue-49b21): places after a verb of
 * travel, a place of care or "formerly of", travel written without its preposition, a lower-case name before a
 * capitalised facility head, a town after a street written before its number, a name written surname first, and a
 * lone name after a tie that a number or a verb of speech closes. Every example is new: none is taken from an
 * evaluation set.
 */
describe('detector: lower case by class, twenty-first round', () => {
  it('reads a place after a verb of travel, a place of care or "formerly of"', () => {
    expectFound('She drives from wetherby twice a week for the infusions.', 'wetherby', 'location');
    expectFound('Her old GP in wetherby (a locum) kept the records.', 'wetherby', 'location');
    expectFound('She had the ablation at a hospice in wetherby on the 3rd.', 'wetherby', 'location');
    expectFound('Arrived via dieppe on the night ferry.', 'dieppe', 'location');
    expectFound('Mrs Ames, formerly of gairloch, now in sheltered housing.', 'gairloch', 'location');
  });

  it('reads travel written without its preposition', () => {
    expectFound('Passenger disembarked rotterdam at 0600, sea-sick.', 'rotterdam', 'location');
    expectFound('Crew member, ETA immingham 2200, chest pain.', 'immingham', 'location');
  });

  it('leaves everyday words after those cues', () => {
    expectClean('She drives from work straight to the clinic.');
    expectClean('Her GP in training saw her; clinic at lunchtime.');
    expectClean('Came via ambulance, flying solo after that.');
    expectClean('Formerly of this parish; embarked on a diet in March.');
    expectClean('ETA tomorrow morning for the repeat bloods.');
  });

  it('reads a lower-case name before a capitalised facility head', () => {
    expectFound('Nominated: brackenholt Pharmacy (ODS FA123)', 'brackenholt', 'location');
    expectFound('Moved from st keverne Community Hospital on Friday.', 'keverne', 'location');
  });

  it('leaves a clinical word before a capitalised facility head', () => {
    expectClean('Referred to the bariatric Surgery team and the fracture Clinic.');
    expectClean('Booked into the colposcopy Clinic; Pharmacy review done.');
  });

  it('reads a town in lower case after a street written before its number', () => {
    expectFound('Lives at Vesterbrogade 118, frederiksberg; son nearby.', 'frederiksberg', 'location');
    expectFound('Stays with her son at Kungsgatan 44, nacka.', 'nacka', 'location');
  });

  it('leaves words after a count or a grade and its number', () => {
    expectClean('Ward 12, sideroom; Grade 3, fatigue; Cycle 4, letrozole.');
    expectClean('See Appendix 2, tables and figures; Week 12, tamoxifen.');
  });

  it('reads the first part of a lower-case address after an address label or "lives at"', () => {
    expectFound('Address: 41 marram walk, Skegness PE25 2QT', '41 marram walk', 'location');
    expectFound('address drottninggatan 19, Uppsala', 'drottninggatan 19', 'location');
    expectFound('Lives at av. corrientes 3150, Buenos Aires.', 'av. corrientes 3150', 'location');
    expectFound('Home address flat 12, Tannery Yard, Leeds', 'flat 12', 'location');
  });

  it('leaves everyday values after an address label or "lives at"', () => {
    expectClean('Address: 2 concerns, both minor. Lives at home with 2 cats.');
    expectClean('We will address the 3 issues raised; address: see page 2.');
  });

  it('reads a lower-case name after a label of a post or a part in a form', () => {
    expectFound('IRC healthcare\nDetainee: tsehay berhane-alemu, ref H2290114', 'tsehay berhane-alemu', 'name');
    expectFound('Phone message\nTaken by: ffion 16:20', 'ffion', 'name');
  });

  it('leaves everyday words after those labels', () => {
    expectClean('Clinic\nNurse: obs stable, to recheck bp\nConsultant: aware, happy with plan');
    expectClean('Clinic\nSeen by: registrar on call');
  });

  it('reads a lower-case name written surname first in its slot', () => {
    expectFound('GP registration: okonkwo-hart, ifeoma, DOB 12/03/1961', 'okonkwo-hart', 'name');
    expectFound('Bloods for trevithick, kerensa; hosp no 4471', 'trevithick', 'name');
    expectFound('Audit row: 40177, tregothnan, lowenna', 'tregothnan', 'name');
    expectFound('  3  penhaligon,morwenna   17APR1958', 'penhaligon', 'name');
  });

  it('leaves comma lists of words and drugs in such slots', () => {
    expectClean('Symptoms: nausea, fatigue, flushes.');
    expectClean('1. tamoxifen, letrozole\n2. ferritin, tsh');
    expectClean('Q3: banks, grant\nfor hrt, ok');
  });

  it('reads a lone name after a tie that a number or a verb of speech closes', () => {
    expectFound('Her husband vasyl +380 44 123 4567 is the contact.', 'vasyl', 'name');
    expectFound('Signed by the patient, witness chidimma.', 'chidimma', 'name');
    expectFound('Advisor eirlys: please hold the line.', 'eirlys', 'name');
  });

  it('leaves a tie before a number or a verb', () => {
    expectClean('Son 2 weeks old; daughter rang; the rep said no.');
    expectClean('Witness statement taken; advisor asked for the notes.');
  });
});
