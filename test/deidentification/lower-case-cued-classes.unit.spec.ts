import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { expectClean, expectFound } from './helpers';

/**
 * Lower-case identifiers read by a cue other than capitals (issue 49, lower-case disguise, branch issue-49l15):
 * titles and ranks, initials, ties and what a person did, towns before a ZIP, named houses, codes.
 * Every example is new: none is taken from an evaluation set.
 */
describe('detector: lower-case identifiers after a title, initials or an address cue', () => {
  it('reads a lower-case name after a title or rank written as one', () => {
    expectFound('Booked with Dr adebayo-kline for Tuesday.', 'adebayo-kline', 'name');
    expectFound('Bloods taken, handed to Sr mwikali at 09:10.', 'mwikali', 'name');
    expectFound('Escorted by Sgt okonkwo from the custody suite.', 'okonkwo', 'name');
    expectFound('Cannula sited by SN chiamaka, flushed.', 'chiamaka', 'name');
    expectFound("Cover for Dr fenwick's list on Friday.", 'fenwick', 'name');
    expectFound('cc: DR r. t. haworth, Medical Centre', 'r. t. haworth', 'name');
    expectFound('Photo consent (Ms k.) withdrawn.', 'k.', 'name');
  });

  it('leaves a title before an everyday or clinical word, and capitals that are also abbreviations', () => {
    expectClean('Dr appointment next week; Dr to review bloods; Nurse led clinic; dr appt moved.');
    expectClean('Agency nurse double-checked the chart; Dr re-examined her.');
    expectClean('CO poisoning excluded. PA view clear. MS fatigue worse. SN review pending.');
    expectClean('Capt review of kit; Sister on the ward at 10.');
  });

  it('reads lower-case initials before a listed name where a person is named', () => {
    expectFound('Sample taken by r. haworth (HCA).', 'r. haworth', 'name');
    expectFound('Report copied to t. okonkwo and the GP.', 't. okonkwo', 'name');
    expectFound('3. j. w. pemberton, 22 Mill Lane', 'j. w. pemberton', 'name');
  });

  it('leaves species, vitamins and lists that look like initials', () => {
    expectClean('Urine grew e. coli; s. aureus on the swab; h. pylori negative.');
    expectClean('Low vitamin d. foster care placement discussed. See section a. below.');
  });

  it('reads a first name after a post or tie before what the person did', () => {
    expectFound('Porter ken rang to say the bed is ready.', 'ken', 'name');
    expectFound('Her neighbour faith drove her in.', 'faith', 'name');
    expectFound('The midwife amara phoned the ward.', 'amara', 'name');
    expectFound('Consent witnessed by anneke, HCA.', 'anneke', 'name');
    expectClean('the nurse practitioner is away; the porter rang twice; neighbour drove her.');
  });

  it('reads a lower-case town after an address and before a ZIP or a PIN', () => {
    expectFound('Mail to 40 Elm Ave, Unit 2, sioux falls, SD 57104.', 'sioux falls', 'location');
    expectFound('Lives at 812 N Main St Apt 6, tucson 85701.', 'tucson', 'location');
    const text = 'Seen at 40 Elm Ave, Unit 2, upstairs 57104.';
    const at = text.indexOf('upstairs');
    expect(detectIdentifiers(text).filter((h) => h.start <= at && at < h.end)).to.deep.equal([]);
  });

  it('reads a town in capitals after an address in mixed case, as its lower-case form is read', () => {
    expectFound('Send the kit to 4 Tanyard Lane, KNARESBOROUGH.', 'KNARESBOROUGH', 'location');
    expectFound('Home: 31 Bishopsgate Walk, LOSTWITHIEL PL22 0BZ', 'LOSTWITHIEL', 'location');
    const text = 'Moved to 14 Mill Lane, UPSTAIRS FLAT. Seen at 2 Oak Rd, URGENT.';
    for (const word of ['UPSTAIRS', 'URGENT']) {
      const at = text.indexOf(word);
      expect(detectIdentifiers(text).filter((h) => h.start <= at && at < h.end)).to.deep.equal([]);
    }
  });

  it('reads a lower-case house by its kind before the rest of an address', () => {
    expectFound('Post to the old vicarage, Upper Slaughter, GL54 2JB.', 'the old vicarage', 'location');
    expectFound('Lives at bramble cottage, nr hawes.', 'bramble cottage', 'location');
    expectFound('Home visit to ash tree farm,\nGreat Ayton.', 'ash tree farm', 'location');
    expectFound('She lives on station road with her son.', 'station road', 'location');
    expectClean('Grew up on a dairy farm, Wales. Worked at the farm, Dad helped. Lives on the main road.');
    expectClean("Stays at her sister's cottage, Sunday to Tuesday.");
  });

  it('reads a code typed in lower case as the same code in capitals', () => {
    expectFound('Hospital no. r447120, seen today.', 'r447120', 'medical_record_number');
    expectClean('ca125 normal, p450 inducer; b12 low; x2 5mg; q4 2hr; hba1c 48; covid-19 booster.');
  });
});
