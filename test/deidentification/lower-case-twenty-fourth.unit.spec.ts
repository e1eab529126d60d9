import { expectClean, expectFound } from './helpers';

/**
 * The twenty-fourth round on the bypass fuzzer's lower case (issue 49, branch issue-49b24): a town after a word
 * naming its kind or where someone lives, written without a preposition; a saint's place; a facility or street
 * head after a specific word; travel written without its preposition; a lone name after a driver, donor or
 * passenger, or closed by a verb of what the person did. Every example is new: none is taken from an evaluation set.
 */
describe('detector: lower case by class, twenty-fourth round', () => {
  it('reads a town after a word naming its kind, or "living", "home", "live" and "native place"', () => {
    expectFound('Her aunt is in the village lamorna now.', 'lamorna', 'location');
    expectFound('Family moved to barrio lastarria; daughter visits weekly.', 'lastarria', 'location');
    expectFound('Outreach visit to the community ollantaytambo. Promoter present.', 'ollantaytambo', 'location');
    expectFound('Her family is from hamlet kalofer.', 'kalofer', 'location');
    expectFound('Mrs Adaeze Obi, living morwenstow, Cornwall.', 'morwenstow', 'location');
    expectFound('Her emergency contact is her son; home porthcurno', 'porthcurno', 'location');
    expectFound('They live penmaenmawr.', 'penmaenmawr', 'location');
    expectFound('She lives polzeath by the sea.', 'polzeath', 'location');
    expectFound('Native place sangli; now with her son.', 'sangli', 'location');
  });

  it('leaves clinical and everyday words after those words', () => {
    expectClean('Referred to community physio.');
    expectClean('Plan: community phlebotomy, home nebs; review in clinic.');
    expectClean('Discussed home oxygen and home visits.');
    expectClean('Prescribed home estradiol. Living donor. Living well with menopause.');
    expectClean('Patient is living alone. They live nearby.');
    expectClean('Village fete raised funds. Native place: unknown.');
  });

  it("reads a saint's place, church or school in lower case", () => {
    expectFound('Hysterectomy at st kew, 2011.', 'st kew', 'location');
    expectFound("Hysterectomy at st fillan's, 2011.", "st fillan's", 'location');
    expectFound("Seen at st. petroc's minor injuries.", "st. petroc's", 'location');
    expectFound('Holiday in saint-malo last spring.', 'saint-malo', 'location');
  });

  it('leaves the ECG\'s "st" and the herb\'s saint', () => {
    expectClean('ECG: st elevation in V2-V4, st depression laterally.');
    expectClean("Taking st john's wort daily; saint john's wort and black cohosh.");
    expectClean('Inferior st segment changes, st t wave changes.');
  });

  it('reads a facility or street head after a specific word, and travel without its preposition', () => {
    expectFound('Meeting in the maudsley building, room 4.', 'maudsley building', 'location');
    expectFound('Cycles along battersby embankment daily.', 'battersby embankment', 'location');
    expectFound('Arrived kinshasa in March with her son.', 'kinshasa', 'location');
    expectFound('Claim: mileage penzance to the clinic, 30 miles.', 'penzance', 'location');
  });

  it('leaves the same heads and verbs after everyday words', () => {
    expectClean('Good clinical practice; nurse practice review; general practice letter.');
    expectClean('The building work is noisy. Uphill walking, the hill.');
    expectClean('Arrived early for clinic. Referring clinician to decide. Mileage claims to finance.');
  });

  it('reads a lone name after a driver, donor or passenger, or closed by a verb of what the person did', () => {
    expectFound('Transport home: hospital car, driver tegwen, reg on file.', 'tegwen', 'name');
    expectFound('HLA typing sent for donor kerensa.', 'kerensa', 'name');
    expectFound('Her daughter ngaio speaks for her at visits.', 'ngaio', 'name');
    expectFound('Responder blathnaid stood down at 14:10.', 'blathnaid', 'name');
  });

  it('reads a name after an act and "by", after a greeting or thanks, and owning something mid-sentence', () => {
    expectFound('Coil fitted, treated on the 3rd by eilidh, follow up 6 weeks.', 'eilidh', 'name');
    expectFound('Smear performed by tamsin- no concerns.', 'tamsin', 'name');
    expectFound('Voice note: "ok keziah, i\'ll ring back"', 'keziah', 'name');
    expectFound('Message: "cheers nuala, that helped"', 'nuala', 'name');
    expectFound('Reason given: "to check keziah\'s follow-up"', 'keziah', 'name');
    expectFound("Between him and nuala's kid.", 'nuala', 'name');
  });

  it('leaves everyday and clinical words in the same places', () => {
    expectClean('Caused by candida. Treated by mouth. Seen by gynae. Reviewed by ent.');
    expectClean('ok thanks, cheers everyone! hi there, dear all');
    expectClean('Performed by hand. Signed by hospital. Checked by pharmacy, given by im.');
    expectClean("Tested for graves' disease and addison's crisis; checked for crohn's flare.");
  });

  it('leaves everyday words after the same ties and before the same verbs', () => {
    expectClean('The driver stood by the car; the donor spoke to staff.');
    expectClean('Her daughter please call back. Passenger transport booked.');
  });
});
