import { expect } from 'chai';
import { isDerivedWord } from '../../src/deidentification/derived-words';
import { WordClasses } from '../../src/deidentification/word-classes';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's seventeenth round: each case is a class of evidence studied on the shoreline set, in
// words of its own (none of these sentences is in the set).

describe('detector: posts and units where a name would stand (issue 49, seventeenth round)', () => {
  it('reads a clinical post after a title or honorific as no name', () => {
    expectClean('Ask the Diabetes Nurse Specialist or the Nurse Practitioner.');
    expectClean('Ward round: dressings as per Mr consultant, review Friday.');
    expectClean('Referred by Dr Registrar on call overnight.');
  });

  it('reads "ms" after a figure as milliseconds', () => {
    expectClean('Median latency 120 ms, error budget 0.1%.');
  });

  it('reads an everyday word after a relation that ends its sentence as no name', () => {
    expectClean('We could not have coped without you caring for Dad. Lovely staff, all of you.');
  });

  it('keeps names after the same cues', () => {
    expectFound('Seen by Nurse Kalani on Monday.', 'Kalani', 'name');
    expectFound('Letter copied to Mr Okonkwo.', 'Okonkwo', 'name');
    expectFound('She came with her son. Will stayed outside.', 'Will', 'name');
    expectFound('Thank you for looking after Mum. Young sends her love.', 'Young', 'name');
  });
});

describe('detector: words derived from a known word (issue 49, seventeenth round)', () => {
  it('reads a prefix or suffix on a known word as a word', () => {
    expectClean('Deprescribing review: Overtreatment risk low; Reablement team to visit.');
    expectClean('Discharge checklist: [x] Afebrile [x] Unassisted mobility [x] Unrousable overnight? no');
  });

  it('splits no unlisted name so', () => {
    const words = new WordClasses();
    expect(['adewale', 'unwin', 'olawale', 'dewitt', 'antoine'].filter((w) => isDerivedWord(w, words))).to.deep.equal(
      [],
    );
    expectFound('Spoke to Olawale about the plan.', 'Olawale', 'name');
  });
});

describe('detector: statistical methods named after people (issue 49, seventeenth round)', () => {
  it('reads an eponym before a statistical method as no name', () => {
    expectClean('Bonferroni correction applied; Spearman correlation 0.62; Fleiss kappa 0.7.');
    expectClean('Passing-Bablok regression and a Bland-Altman plot compared the assays.');
  });

  it('keeps a person before an ordinary noun', () => {
    expectFound('Results sent to Mrs Spearman and her husband.', 'Spearman');
  });
});

describe('detector: letters naming groups (issue 49, seventeenth round)', () => {
  it('reads a capital letter after a grouping noun as no initial', () => {
    expectClean('Randomised 1:1 to Arm A. Placebo patches were identical.');
    expectClean('Cover: Team C. Zone South on call.');
  });

  it('keeps an initial before a surname', () => {
    expectFound('Letter from B. Okafor about the trial.', 'B. Okafor', 'name');
  });
});

describe('detector: reference exports and citations (issue 49, seventeenth round)', () => {
  it('reads journal, book and publisher fields of RIS and EndNote exports as no identifiers', () => {
    expectClean('TY  - JOUR\nJO  - Obstet Gynecol\nT2  - Maturitas\nPY  - 2021\nER  -');
    expectClean('%0 Book\n%B Harrison Principles of Internal Medicine\n%I McGraw Hill\n%D 2022');
  });

  it('reads the journal of a Vancouver citation, a citation style and a literature identifier', () => {
    expectClean('Writing Group. Risks and benefits of HRT. N Engl J Med 2002;346:1-9.');
    expectClean('Reference list in Harvard style; see PMID 12117397 and ISBN 978-0-19-879286-3.');
  });

  it('keeps authors and what a title tells of a patient', () => {
    expectFound('Rossouw JE. Risks and benefits of HRT. N Engl J Med 2002;346:1-9.', 'Rossouw');
    expectFound('TY  - JOUR\nAU  - Okonkwo, Adaeze\nJO  - Menopause\nER  -', 'Okonkwo, Adaeze', 'name');
    expectFound('%0 Journal Article\n%T A woman from Lerwick with flushes\n%J Menopause', 'Lerwick');
  });
});

describe('detector: makers named by what they do (issue 49, seventeenth round)', () => {
  it('reads the makers after a verb of making and the payers of fees and honoraria as no names', () => {
    expectClean('Elinzanetant is manufactured by Bayer; the patch is marketed by Theramex.');
    expectClean('Competing interests: speaker fees from Novo Nordisk, Theramex and Pfizer.');
    expectClean('Cortisol measured on Beckman Access Cortisol II; AMH on Roche Elecsys AMH Plus.');
  });

  it('keeps a person after the same cues', () => {
    expectFound('The cake was made by Linda on the ward.', 'Linda', 'name');
    expectFound('Fees from Dr Bayer were refunded.', 'Bayer', 'name');
  });
});

describe('detector: kinds of treatment, worship and examination (issue 49, seventeenth round)', () => {
  it('reads a treatment before "Therapy", a faith before its place of worship and an exam station as no places', () => {
    expectClean('Referred for Cognitive Behavioural Therapy; Occupational Therapy review next week.');
    expectClean('Outreach through the Sikh Gurdwara and the Coptic Church.');
    expectClean('Skills Station 4: fitting a vaginal ring.');
  });

  it('keeps the place before the kind', () => {
    expectFound('Seen at Riverside Physical Therapy on Monday.', 'Riverside');
    expectFound('Meeting at the Leicester Hindu Temple.', 'Leicester');
  });
});

describe('detector: HTTP exchanges (issue 49, seventeenth round)', () => {
  it('reads header directives and loopback addresses as no identifiers', () => {
    expectClean('Cache-Control: public, max-age=604800\nContent-Length: 20481');
    expectClean('$ curl http://127.0.0.1:5000/metrics\nok');
  });

  it('keeps a record in a loopback path and any other host', () => {
    expectFound(
      'GET http://localhost:8080/fhir/Patient/88123 returned 200',
      'http://localhost:8080/fhir/Patient/88123',
    );
    expectFound('See https://clinic-portal.example.org/status', 'https://clinic-portal.example.org/status', 'url');
  });
});

describe('detector: a repeat of an allowed mention (issue 49, seventeenth round)', () => {
  it('reads a repeat of a word the allowlists kept as no identifier', () => {
    expectClean('Honoraria from Bayer; bayer staff were not present.');
  });

  it('keeps the repeat of a found name', () => {
    expectFound('Mrs Achterberg rang. achterberg will call back.', 'achterberg', 'name');
  });
});

describe('detector: plurals, specialties and posts after "the" (issue 49, seventeenth round)', () => {
  it('reads a plural of a known word, a specialty alone and a post after "the" as no names', () => {
    expectClean('Heterophile antibodies interfere with sandwich immunoassays; use blocking tubes.');
    expectClean('Bay 2 (Paeds) and Bay 3 (Ortho) closed.');
    expectClean('Send leave requests to the Theatre Manager or the Clinic Lead.');
  });

  it('keeps a lower-case full name and a given name before a post', () => {
    expectFound('pt is jildert nijeboer, seen today', 'jildert nijeboer', 'name');
    expectFound('Ask the Linda Coordinator about it.', 'Linda', 'name');
  });
});

describe('detector: typefaces, offer codes and vehicle models (issue 49, seventeenth round)', () => {
  it('reads a typeface after a size or "font", an offer code and a make and model as no identifiers', () => {
    expectClean('Accessible version: 16 pt Verdana, font: Georgia for headings.');
    expectClean('Use voucher code SPRING25 at checkout.');
    expectClean('Transport by Ford Transit minibus; spare Vauxhall Movano.');
  });

  it('keeps a person whose name begins or ends like one', () => {
    expectFound('Seen by Kia Jones today.', 'Kia Jones', 'name');
    expectFound('Letter to Mrs Georgia Okafor.', 'Georgia Okafor', 'name');
  });
});

describe('detector: products by their neighbours and menopause brands (issue 49, seventeenth round)', () => {
  it('reads a brand before a described product and an amount, and an item of a list of products', () => {
    expectClean('Basket: Hyalofemme vaginal gel x2, Kegelix pelvic trainer 1 unit.');
    expectClean('Kit issued: Tunstall alarm hub, Careline pendant, Fallsafe, smoke detector, key safe button.');
    expectClean('Started Lynkuet after Kliogest and Ovestin were stopped.');
    expectClean('Skin care: barrier cream Cavilon Advanced; moisturiser Doublebase.');
  });

  it('keeps a given name in a list of products', () => {
    expectFound('Visitors: Linda, Evorel, Utrogestan and Ovestin cream 1 mg.', 'Linda', 'name');
    expectFound('She left the cream with Linda.', 'Linda', 'name');
  });
});
