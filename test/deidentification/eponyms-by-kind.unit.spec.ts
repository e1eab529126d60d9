import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's eighteenth round (none of these sentences is in an evaluation set): each clean case is
// an eponym of a kind the lexicon holds (eponym-lexicon.ts) with the structure that makes it one, and each name case
// is a word of the same lexicon with a person's cue, which still makes it a name.

describe('detector: eponyms by kind, read with structural evidence (issue 49, eighteenth round)', () => {
  it('reads a sign or test after a finding word or before its result', () => {
    expectClean('Flexed hip fixed: positive Thomas bilaterally.');
    expectClean('Wrist: Durkan +ve, Finkelstein neg.');
    expectClean('Headache and jaw pain, exclude Horton.');
    expectClean('Abdomen: no Cullen or Grey-Turner.');
  });

  it('reads a sign, lesion or cell before the head noun its kind takes', () => {
    expectClean('Chest film: Kerley A lines and small effusions.');
    expectClean('Fundoscopy: Roth spots in both eyes.');
    expectClean('Skin: Gottron papules over the knuckles.');
    expectClean('Peripheral film with Cabot rings and basophilic stippling.');
  });

  it('reads a syndrome or disease after a finding word, as a compound or with its particle', () => {
    expectClean('Flat affect; suspected Capgras after the stroke.');
    expectClean('Limp since age seven from Legg-Calvé-Perthes.');
    expectClean('Tibial tuberosity pain, classic Osgood-Schlatter.');
    expectClean('Wrist pain after a fall, possible Kienböck.');
    expectClean('Enlarged tongue, possible Beckwith-Wiedemann.');
    expectClean('Mass in the neck, query Castleman.');
    expectClean('Liver biopsy with Mallory-Denk hyaline.');
    expectClean('Acute limb pain, likely Leriche.');
  });

  it('reads an operation, approach or manoeuvre named with its article or head', () => {
    expectClean('Appendix removed through a Lanz, closed in layers.');
    expectClean('Ileal conduit fashioned as a Bricker; stents left in.');
    expectClean('Vault prolapse: sacrospinous fixation after a failed Manchester-Fothergill.');
    expectClean('Hip exposed through a Hardinge approach.');
    expectClean('Vertigo treated with a Semont; symptoms better.');
  });

  it('reads a head noun one plain word on', () => {
    expectClean('Ruptured Achilles repaired by a Kessler core stitch.');
    expectClean('Calf: Thompson squeeze test normal.');
  });

  it('reads the head noun capitalised, as a heading or a label writes it', () => {
    expectClean('Roth Spots: none seen.');
    expectClean("Kerley Lines: absent on today's film.");
    expectClean('Pozzi Tenaculum used for traction.');
  });

  it('reads an instrument before its head noun', () => {
    expectClean('Uterus grasped with a Pozzi tenaculum and sounded.');
    expectClean('Stone retrieved in a Dormia basket.');
  });

  it('reads anatomy before its head noun, or after a head noun and "of"', () => {
    expectClean('Stone impacted at the ampulla of Vater.');
    expectClean('Dilated loop of Henle on the diagram only.');
    expectClean('Aneurysm at the circle of Willis, 4 mm.');
    expectClean("Tender in Scarpa's triangle, no lump.");
    expectClean("Swelling over Hoffa's fat pad.");
  });

  it('reads a stain or culture medium after a verb of staining or culture', () => {
    expectClean('Yeast grew on Sabouraud dextrose.');
    expectClean('Blood film stained with Giemsa, no parasites.');
    expectClean('Cultured on Lowenstein-Jensen for six weeks.');
  });

  it('reads a classification, fracture or score with its grade', () => {
    expectClean('Displaced Weber C fracture, syndesmosis widened.');
    expectClean('Severity: Hurley II, two sinus tracts.');
    expectClean('Staging Clark IV, Breslow 1.2 mm.');
    expectClean('Lesion Forrest IIa, clip applied.');
    expectClean('Shoulder dislocation with a Hill-Sachs lesion on CT.');
  });

  it('reads a law, principle or doctrine before its head noun', () => {
    expectClean('Headache explained by the Monro-Kellie hypothesis.');
    expectClean("Pressure in the tube follows Poiseuille's law.");
    expectClean("Urine flow fits Laplace's law for the bladder wall.");
    expectClean('Cardiac output by the Fick principle, 4.2 L/min.');
  });

  it('keeps the same words as a name with a title, a given name, a relation or a phrase of meeting', () => {
    expectFound('Positive feedback from Mrs Murphy today.', 'Murphy', 'name');
    expectFound('Equivocal answer from Mr Roth about the plan.', 'Roth', 'name');
    expectFound('Referred by Graham Kerley, GP.', 'Kerley', 'name');
    expectFound('Letter to Judith Sabouraud with the plan.', 'Sabouraud', 'name');
    expectFound('Possible Ms Giemsa to attend next week.', 'Giemsa', 'name');
    expectFound('Underwent surgery with Mr Whipple.', 'Whipple', 'name');
    expectFound('Smear taken by Nurse Papanicolaou.', 'Papanicolaou', 'name');
    expectFound('Mrs Capgras 2+ oedema to the knees.', 'Capgras', 'name');
    expectFound('Janet Weber will bring the forms.', 'Weber', 'name');
    expectFound('Jones community nurse visits Tuesdays.', 'Jones', 'name');
    expectFound('Taylor ward sister informed.', 'Taylor', 'name');
  });

  it('keeps the same words as a name before a verb of a person or with a person in the possessive', () => {
    expectFound('Roth said the pain had settled.', 'Roth', 'name');
    expectFound('Kerley phoned about her results.', 'Kerley', 'name');
    expectFound('Cabot rings the ward daily.', 'Cabot');
    expectFound("Rang Weber's husband about the results.", 'Weber', 'name');
    expectFound("Mr Hartmann's daughter rang the ward.", 'Hartmann', 'name');
    expectFound('Discussed with Hartmann, the surgeon.', 'Hartmann', 'name');
    expectFound('Reviewed by Gottron in clinic.', 'Gottron', 'name');
    expectFound('Appointment with Kienböck next Tuesday.', 'Kienböck', 'name');
  });
});
