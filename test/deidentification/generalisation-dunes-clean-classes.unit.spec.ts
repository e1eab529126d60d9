import { expectClean, expectFound } from './helpers';

// Made-up words and bodies standing for each class the dunes set showed (issue 49, 30th round).
describe('detector: clean readings of the dunes round (issue 49, 30th round)', () => {
  it('drops an acronym the text defines beside its full form, wherever it stands', () => {
    expectClean('Facilitator: Society for Obstetrics and Gynaecology of Ghana (SOGOG) volunteer.\nLanguages: English.');
    expectClean('MORAN (Midlands Organisation of Reproductive Assessment Nurses) guidance: patch first. MORAN audit.');
  });

  it('keeps a shouted surname that the words beside it do not spell', () => {
    expectFound('Patient TREVELYAN (Tom Reeve) attended clinic.', 'TREVELYAN');
  });

  it('reads firms under a singular head, set apart by slashes, as the kind the head names', () => {
    expectClean('Stock note: gel back-ordered.\nSupplier: Dravenco / Mellisant / Quorvex.');
    expectFound('Stock note.\nSupplier: Jane Smith / Tom Jones.', 'Jane Smith');
  });

  it('reads a word and a decimal after a label as a quantity', () => {
    expectClean('The pharmacy gave 0.025 mg patches but my Rx said 0.0375 mg/day.');
    expectFound('Rx no. 44718203 collected.', '44718203');
  });

  it("reads a CPT code with its modifier as the code system's", () => {
    expectClean('Billing: CPT 99203-59, 99395 (preventive).');
    expectFound('Billing account 4471-2210-93 overdue.', '4471-2210-93');
  });

  it("reads a faith among a form's tick boxes, and a church named in brackets", () => {
    expectClean('Religion: [ ] None [x] Christian [ ] Sikh [ ] Other');
    expectClean('She is Christian (Zion church) and fasts on Fridays.');
    expectFound('Seen with Christian Okafor today.', 'Christian Okafor');
  });

  it('reads festivals and dietary laws that fasting and supplement advice is written around', () => {
    expectClean('Fasting through Dussehra; sweets at Diwali. Halal capsules only.');
  });

  it('reads a Latin epithet in -ra as a plant in a binomial', () => {
    expectClean('Chews mastic (Pistacia vera) gum for flushes.');
  });

  it('reads a post after a cc label as no one', () => {
    expectClean('cc: GP\n    Practice Nurse');
    expectFound('cc: Fenwick, Practice Nurse', 'Fenwick');
  });
});

describe('detector: references, agencies, allergy lines, words of a named language (issue 49, 30th round)', () => {
  it('reads drug-information compendia and medicines agencies as no one', () => {
    expectClean('Interaction check per Epocrates: none. Stockley advises monitoring.');
    expectClean('Checked the Liverpool HEP Drug Interactions site: no interaction.');
    expectClean('Asks whether MEDSAFE has approved the gel.');
  });

  it("reads a national health service's programme acronym as no one", () => {
    expectClean('AAA scan via NHSAAA - normal. Bloods next week.');
  });

  it('reads the items of an allergy line with their reactions in brackets as allergens', () => {
    expectClean('Allergies: Trimoxal (rash), Dravoplast (blisters)\nAlerts: none.');
    expectFound('Allergies: Trimoxal (per Dr Brannagh)', 'Brannagh');
  });

  it("reads a lower-case word right after a language's name as that language's word", () => {
    expectClean('She asked about Samoan fofō for the aches and was advised to tell the GP.');
  });
});

describe('detector: bodies named after a profession (issue 49, 30th round, dunes)', () => {
  it("reads a college or faculty of a profession or a field of care as the profession's body", () => {
    expectClean('Following the Royal College of Midwives guidance, she was reassured.');
    expectClean('Guidance from the Faculty of Sexual and Reproductive Healthcare.');
  });

  it('leaves a college named after a saint, and a relation after a contact label, to the other rules', () => {
    expectFound('Seen at the College of St Aidan, Wexford.', 'Wexford');
    expectFound('Emergency contact: husband Tomasz Nowak, 07700 900 118', 'Tomasz Nowak');
  });
});
