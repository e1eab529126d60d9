import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's seventeenth round: each block is a lexicon of a kind of thing read with a context,
// in sentences of its own (none of them is in an evaluation set), and the same words kept as names where the
// context is a person's.

describe('detector: named clinical rules and criteria (issue 49, seventeenth round)', () => {
  it('reads a rule before its head word, a verdict or after a verb of meeting it', () => {
    expectClean('Meets Simon Broome criteria for definite FH; referred to lipid clinic.');
    expectClean('Dutch Lipid Clinic Network (DLCN) score 7, probable FH.');
    expectClean('Simon Broome probable FH, cascade testing offered.');
    expectClean('IBS-D; fulfils Rome IV, no red flags.');
    expectClean('Family history satisfies Amsterdam II criteria, so Lynch testing requested.');
    expectClean('Pharyngitis: McIsaac score 1, no antibiotics.');
    expectClean('Pre-test probability by Canadian CT Head rule low.');
  });

  it('keeps the same words as a person after a title or with no rule word', () => {
    expectFound('Dr Wells score 4 recorded by the nurse.', 'Wells', 'name');
    expectFound('Seen today with her sister Simon Broome possible visitor.', 'Simon Broome', 'name');
    expectFound('Simon Broome rang about his results.', 'Simon Broome', 'name');
  });
});

describe('detector: supermarket, pharmacy and laboratory chains (issue 49, seventeenth round)', () => {
  it('reads a chain after a preposition of place or before a word of its shop', () => {
    expectClean('Feels faint when queueing at Waitrose and in Lidl.');
    expectClean('Bought the patches from Superdrug; repeat via Chemist Warehouse.');
    expectClean('Collects her repeat at the Walgreens pharmacy on Fridays.');
    expectClean('Prescription sent to Shoppers Drug Mart.');
    expectClean("Her Sainsbury's car park fall was in June.");
  });

  it('reads a laboratory after a preposition in a text about results, or before a laboratory word', () => {
    expectClean('TSH 2.1, FBC normal. Bloods processed by Synlab.');
    expectClean('Laverty Pathology report: ferritin 12.');
    expectClean('HbA1c sent to Quest Diagnostics.');
  });

  it('keeps surnames that are also chains when a person is meant', () => {
    expectFound('Mrs Tesco attended with her daughter.', 'Tesco', 'name');
    expectFound('Reviewed with Dr Coles at Boots.', 'Coles', 'name');
    expectFound('Bloods taken by Laverty this morning.', 'Laverty', 'name');
    expectFound('Spoke to Morrison about the results.', 'Morrison');
  });
});

describe('detector: medical gases and over-the-counter brands (issue 49, seventeenth round)', () => {
  it('reads a medical gas in a text about pain or a procedure', () => {
    expectClean('IUD fitted; tolerated well with Equanox.');
    expectClean('Penthrox given for pain before the reduction.');
  });

  it('reads an over-the-counter brand in a line that says it was taken', () => {
    expectClean('Takes Neozep 1 tab when congested and Enervon daily.');
    expectClean('She took Alaxan FR for the joint pain.');
  });

  it('keeps a given name that is also a brand when nothing was taken', () => {
    expectFound('Myra attended with her husband.', 'Myra', 'name');
  });
});

describe("detector: women's health foundations (issue 49, seventeenth round)", () => {
  it('reads a foundation before what it publishes or after "per" or "see"', () => {
    expectClean('Printed the Daisy Network leaflet and the Jean Hailes checklist.');
    expectClean("Advice per Women's Health Concern; see Jean Hailes for Women's Health.");
  });

  it('reads menopause and cycle apps in a list of them or before "app"', () => {
    expectClean('Logs symptoms in Caria and Clue; tried Peppy once.');
    expectClean('Recommended the Stella app for CBT.');
  });

  it('keeps given names that are also apps in a list of people', () => {
    expectFound('Stella, Flo and Perry came to the group.', 'Stella', 'name');
  });

  it('keeps the same name as a person', () => {
    expectFound('Jean Hailes rang to rebook.', 'Jean Hailes', 'name');
    expectFound('Mrs Jean Hailes symptom diary reviewed.', 'Hailes', 'name');
  });
});

describe('detector: mixed languages and feasts (issue 49, seventeenth round)', () => {
  it('reads a mixed language in a text about speech or beside another language', () => {
    expectClean('Speaks Spanglish at home; daughter interprets.');
    expectClean('English/Singlish, no interpreter needed.');
    expectClean('Prefers Hinglish for the consultation.');
  });

  it('keeps a surname that is also a mixed language', () => {
    expectFound('Referred by Dr Sheng for flushes.', 'Sheng', 'name');
    expectFound('Spoke to Sheng about the interpreter booking.', 'Sheng');
  });

  it('reads a feast after a verb of keeping or attending it', () => {
    expectClean('She attends Misa de Gallo nightly in December.');
    expectClean('Celebrates Makar Sankranti with family.');
  });
});

describe('detector: oral-care makers and their ranges (issue 49, seventeenth round)', () => {
  it('reads a maker before its range or a product word', () => {
    expectClean('Advised Corsodyl mouthwash and Elmex Sensitive.');
    expectClean('Oral-B Pro-Expert or Aquafresh Complete both fine.');
  });

  it('keeps the maker after a title', () => {
    expectFound('Letter copied to Dr Colgate.', 'Colgate');
  });
});

describe('detector: a lower-case plate after any vehicle word (issue 49, seventeenth round)', () => {
  it('finds a plate in lower case after an ambulance, a truck or a motorbike', () => {
    expectFound('Conveyed by ambulance kp19 wmz to the ED.', 'kp19 wmz', 'vehicle_identifier');
    expectFound('His truck ln21 oph blocked the bay.', 'ln21 oph', 'vehicle_identifier');
    expectFound('Came on his motorbike bd68 tyu.', 'bd68 tyu', 'vehicle_identifier');
  });
});
