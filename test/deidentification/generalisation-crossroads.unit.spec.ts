import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's twelfth round: each case is a class of evidence studied on the crossroads set, in
// words of its own (none of these sentences is in the set).

describe('detector: N/52 and N/12 after a dose, a plan verb or "then" (issue 49, twelfth round)', () => {
  it('reads N/52 and N/12 after a frequency, "at", "then" or a plan verb a few words back as a duration', () => {
    expectClean('Omeprazole 20 mg OD 4/52, then review. Topical steroid nocte 2/52.');
    expectClean('Plan: recheck ferritin and B12 at 8/52; Next: 3/12 then 12/12.');
    expectClean('Follow up in the menopause clinic 6/12. Repeat DEXA scan 24/12.');
  });

  it('still reads a day and month after a date word or its preposition as a date', () => {
    expectFound('Review on 3/12 with bloods.', '3/12', 'date');
    expectFound('Review of scan dated 4/12 done.', '4/12', 'date');
    expectFound('Pt seen 3/12 for review.', '3/12', 'date');
  });
});

describe('detector: surnames made into signs, scores and procedures, with evidence (issue 49, twelfth round)', () => {
  it('reads a listed eponym before a measure, a grade, a clinical word, or after a negation, as the eponym', () => {
    expectClean('Tinetti 18/28 and Barthel 85 on the ward; Braden 14, Waterlow 12.');
    expectClean('Positive Trousseau and Chvostek signs; no Brudzinski; Shirodkar suture in situ.');
    expectClean("Lhermitte's phenomenon on neck flexion; Hallpike positive on the right, Semont done.");
    expectClean('Fothergill repair in 1994, then a Moschcowitz culdoplasty.');
    expectClean('Mallampati (MP) 3, Cormack-Lehane 2a.');
  });

  it('keeps the same surnames as people after a title, before a verb or a relation', () => {
    expectFound('Mrs Kussmaul attended with her son.', 'Kussmaul');
    expectFound("Hutchinson's daughter rang the ward.", 'Hutchinson', 'name');
    expectFound('Seen with Hartmann and her sister.', 'Hartmann', 'name');
    expectFound('Dr Hutchinson reviewed her today.', 'Hutchinson');
  });
});

describe('detector: a name does not run on over a full stop after a whole word (issue 49, twelfth round)', () => {
  it('ends a name at the end of its sentence, so the next sentence is read apart', () => {
    expectClean('Breathing regular, no Kussmaul. Statin deferred.');
    expectClean('Gait: negative Romberg. Physio booked.');
  });

  it('still runs a name on over an initial or a short title', () => {
    expectFound('Letter from J. Okonkwo-Baptiste today.', 'J. Okonkwo-Baptiste', 'name');
    expectFound('Seen by Okafor. Statin deferred.', 'Okafor', 'name');
  });
});

describe('detector: products by the list or regimen they stand in (issue 49, twelfth round)', () => {
  it('reads the items of a list headed by a kind of product and a colon as products', () => {
    expectClean('Emollients tried: Zeroveen, Hydromol; Epimax and Cetraben.');
    expectClean('Lubricants: Yes VM, Sylk. Pessaries tried before: Vagirux.');
  });

  it('reads a word in no list a few words before a dosing frequency as a product', () => {
    expectClean('Lips: Zovirax to the lesion five times daily, Fucibet to angles BD.');
  });

  it("reads a brand's range for an audience in brackets after a drug or product word as the brand", () => {
    expectClean('Ibuprofen syrup (Calprofen for Children) PRN; foam (Alpecin for Women) daily.');
  });

  it('reads gepants and ditans as drugs, so their brands in brackets are brands', () => {
    expectClean('Atogepant (Aquipta) 60 mg OD; lasmiditan (Rayvow) as rescue.');
  });

  it('keeps people named inside a clause of the list, and a listed name before a frequency', () => {
    expectFound('Products: discussed with Linda Okafor at the clinic.', 'Linda Okafor', 'name');
    expectFound('Linda to visit BD.', 'Linda', 'name');
  });
});

describe('detector: identifiers of a known shape, spaced anyhow (issue 49, twelfth round)', () => {
  it('reads a trunk-zero phone number in groups of any size, or in the UK mobile shape, as a phone', () => {
    expectFound('Rang the daughter on 0 16 1 4 9 - 6 0 7 3 2 yesterday.', '0 16 1 4 9 - 6 0 7 3 2', 'phone');
    expectFound('Best reached on 020 7 946 0 8 1 2 after six.', '020 7 946 0 8 1 2', 'phone');
    expectFound('It is oh seven nine double-one treble-four five six seven, I think.', 'seven nine', 'phone');
  });

  it('reads a National Insurance number, spaced or not, after its label or with an issued prefix', () => {
    expectFound('Her NINO is QQ 98 76 54 A for the form.', 'QQ 98 76 54 A', 'ssn');
    expectFound('National insurance: JT 40 22 71 B.', 'JT 40 22 71 B', 'ssn');
    expectFound('Quoted AB 12 34 56 C on the claim.', 'AB 12 34 56 C', 'ssn');
  });

  it('reads a compact date among the parts of a file name as a date', () => {
    expectFound('Uploaded DEXA_scan_19990214_final.pdf to the portal.', '19990214', 'date');
  });

  it('leaves clinical counts and short number runs alone', () => {
    expectClean('Pain 0 to 10; PHQ-9 items 0 1 2 1 0. Dose 0.5 mg then 1 mg.');
    expectClean('Saved as leaflet_v2_final.pdf for the group.');
  });
});

describe('detector: clinical notations read as identifiers (issue 49, twelfth round)', () => {
  it('reads a morning-noon-night dosing schedule as a schedule', () => {
    expectClean('Amlodipine 5 mg 1-0-0, metformin 1-1-1, and ½-0-½ of the patch gel.');
    expectClean('Hb 11.2. Rx 1-1-1 x 14/7. Next 2/12.');
  });

  it('reads a dotted examination abbreviation with its finding in capitals as the abbreviation', () => {
    expectClean('C.V.S. H.S. I + II + 0. P.R. NORMAL TONE. B.M.I. 31.');
    expectFound('RE: MRS B.P. JONES, FOR REVIEW.', 'JONES', 'name');
  });

  it('reads a field of medicine by its ending as a field, and a value before an eponymous unit', () => {
    expectClean('Referred on to Neuropsychiatry, then to Dermatopathology for a second opinion.');
    expectClean('Coronary calcium: score 112 Agatston.');
  });
});
