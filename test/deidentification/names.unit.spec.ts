import { expectClean, expectFound } from './helpers';

describe('detector: personal names', () => {
  it('finds names after titles, including lower case', () => {
    expectFound('Follow-up arranged with Dr. Oyelaran next month.', 'Oyelaran', 'name');
    expectFound('Reviewed by Mrs Kowalski at the front desk.', 'Kowalski', 'name');
    expectFound('dr. gonzalez will call with the biopsy result.', 'gonzalez', 'name');
    expectFound('Per Prof. Van der Berg, no HT given migraine with aura.', 'Van der Berg', 'name');
  });

  it('finds relatives named in the note', () => {
    expectFound('Her sister Linda also had a hysterectomy.', 'Linda', 'name');
    expectFound('Lives with husband, Arturo, who is supportive.', 'Arturo', 'name');
    expectFound('her daughter jasmine helps with the portal.', 'jasmine', 'name');
    expectFound('Mother-in-law Wen is visiting for the summer.', 'Wen', 'name');
  });

  it('finds full names of many origins without a cue word', () => {
    expectFound('Chiamaka Obi reports fewer night sweats.', 'Chiamaka Obi', 'name');
    expectFound('Seen today: Dolores Villanueva, 54, perimenopausal.', 'Dolores Villanueva', 'name');
    expectFound('Plan reviewed with Hiroko Watanabe and her husband.', 'Hiroko Watanabe', 'name');
    expectFound('Anastasia Kuznetsova declined the DEXA.', 'Anastasia Kuznetsova', 'name');
    expectFound('Rukhsana Chaudhry asked about fezolinetant.', 'Rukhsana Chaudhry', 'name');
    expectFound('Callback requested by Leilani Kealoha.', 'Leilani Kealoha', 'name');
  });

  it('finds possessives and initials', () => {
    expectFound("Deborah's hot flashes improved on the patch.", 'Deborah', 'name');
    expectFound('T.W. returns for a 3-month check.', 'T.W.', 'name');
    expectFound('Discussed with R. Castellanos, the patient.', 'R. Castellanos', 'name');
  });

  it('finds everyday-word names when something backs them', () => {
    expectFound('Grace Mwangi reports vaginal dryness.', 'Grace Mwangi', 'name');
    expectFound('Her son Hunter drove her here.', 'Hunter', 'name');
  });

  it('leaves eponyms, drugs and everyday words alone', () => {
    expectClean("Hashimoto's thyroiditis, Graves' disease and Cushing's syndrome were all excluded.");
    expectClean("Addison's disease on hydrocortisone; Parkinson's in father; Raynaud's in winter.");
    expectClean("Sjogren's with dryness; Pap smear normal; Kegel exercises reviewed.");
    expectClean('Started Premarin, then switched to Climara and Prometrium; Veozah considered.');
    expectClean('Hope to reduce gabapentin. Will recheck in May. Grace period for insurance applies.');
    expectClean('Dr. on call advised ED; discussed with attending.');
  });
});
