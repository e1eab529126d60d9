import { expectClean, expectFound } from './helpers';

/** Identifiers in lower case read by a class of evidence other than capitals (issue 49, lower-case disguise). */
describe('detector: lower-case identifiers by class', () => {
  it('reads a listed first name before a surname no list knows as a full name', () => {
    expectFound('Letter copied to peter kortig in error.', 'peter kortig', 'name');
    expectFound('Pre-op call, nurse shona mcilwraith', 'shona mcilwraith', 'name');
    expectFound('The booking was under gail tennant.', 'gail tennant', 'name');
    expectFound('Re: yasmin haddad-pryce, 19 Orchard Mews', 'yasmin haddad-pryce', 'name');
    expectFound('precious mahlangu-rowe attends for review.', 'precious mahlangu-rowe', 'name');
  });

  it('reads "surname, given" in lower case filling its line or table cell', () => {
    expectFound('mcgillivray, fiona: tTG now 4 U/mL', 'mcgillivray, fiona', 'name');
    expectFound('P-0311 | okoro, chidinma | 162/101 | HIGH', 'okoro, chidinma', 'name');
    expectFound('Audit\nbains, harjit\nBP 134/82', 'bains, harjit', 'name');
    expectClean('Plan: reviewed, grace period given. Symptoms: nausea, vomiting\nferritin, folate: normal');
  });

  it('reads a numbered street in lower case whose type is an everyday word', () => {
    expectFound('Referral: 7 brambling way, Chesterfield, S41 9TQ.', 'brambling way', 'location');
    expectFound('Delivery to unit 4, 19 mill wynd, Haddington.', 'mill wynd', 'location');
    expectFound('Lives at 3 larch close with her sister.', 'larch close', 'location');
    expectClean('BP 140 way too high; 1 long way to go. 2 very close friends; 3 brisk walk sessions.');
    expectClean('2 lateral view films; 10 minute walk daily; 2 weekly close review.');
  });

  it('reads a lower-case name by the tie to the patient before it, or owning something', () => {
    expectFound('Concern: abuse by her grandson (kyle); pension withdrawn.', 'kyle', 'name');
    expectFound('Works nights, manager bartosz aware of symptoms.', 'bartosz', 'name');
    expectFound('Contact via refuge worker kerry-ann only.', 'kerry-ann', 'name');
    expectFound('Her daughter (hope) visits on Sundays.', 'hope', 'name');
    expectFound("keiko's bone density improved after 2 years.", 'keiko', 'name');
    expectClean("sister (age 54) well. neighbour (retired) helps; mother (deceased). hashimoto's thyroiditis stable.");
    expectClean('daughter (present) agrees; friend (nurse) helped; manager aware of the plan.');
  });

  it('leaves a first-name word before a clinical term, a drug or an everyday word alone', () => {
    expectClean('zoledronic acid considered if intolerant to oral bisphosphonates.');
    expectClean('started yasmin pill, then switched; grace period for the refill.');
    expectClean('may need evorel conti patches; will review.');
    expectClean('hope regimen continues; major haemorrhage protocol not needed.');
  });

  it('reads a facility named with everyday landscape words where a place is named', () => {
    expectFound('Scripts now from riverside pharmacy.', 'riverside pharmacy', 'location');
    expectFound('PT at hillside physical therapy twice weekly.', 'hillside physical therapy', 'location');
    expectFound('Repeat bloods from summit lab.', 'summit lab', 'location');
    expectFound('Referred to orchard medical practice for follow-up.', 'orchard medical practice', 'location');
    expectFound('Discharged: meadow view assisted living', 'meadow view assisted living', 'location');
    expectClean('Car park pharmacy closed; outside hospital records; bedside lab glucose 5.1; field hospital.');
    expectClean('Seen at the fracture clinic. Walks by the lake to clinic; hb rose to 120, clinic review.');
  });

  it('reads a first name closing its phrase after a relation or a companion', () => {
    expectFound('Evening carer robin (agency) helps with meds.', 'robin', 'name');
    expectFound('Lives with daughter iris.', 'iris', 'name');
    expectFound('Photos by photographer ruby; consent given.', 'ruby', 'name');
    expectClean('Husband will drive her home; sister, hope. Son, aged 40. Daughter present; husband well.');
    expectClean('Mother, deceased; partner, supportive; nurse practitioner review.');
  });

  it('reads a listed name after thanks or an introduction in the first person', () => {
    expectFound('Call summary: okay, thank you anwen, bye.', 'anwen', 'name');
    expectFound('Voicemail: hello, I am bethan, her niece.', 'bethan', 'name');
    expectFound("Chat: I'm saoirse, the patient's daughter.", 'saoirse', 'name');
    expectClean("Thank you doctor; I am sorry, I am well, I am menopausal, I'm fine, I am taking hrt, I am single.");
  });

  it('reads a town the lists hold only as a surname after "in", closing its phrase', () => {
    expectFound('Works as a cleaner in rotherham now.', 'rotherham', 'location');
    expectFound('Her GP in chorley, Dr Shah, agreed.', 'chorley', 'location');
    expectClean("Seen in okafor's list; rise in creatinine; in parkinson disease, in summary, in tamoxifen users.");
  });

  it("reads a name after a trial's or a service's post as its label", () => {
    expectFound('Trial contacts\nCRA: ailbhe, +353 1 555 0100', 'ailbhe', 'name');
    expectClean('Notes\nPharmacist: reviewed, no interactions.\nInvestigator: to sign off\nChaperone: declined');
  });
});
