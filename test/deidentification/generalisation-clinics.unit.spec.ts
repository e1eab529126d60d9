import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's eighth round: each case is a class studied on the clinics set, in words of its own.

describe('detector: clean clinical classes studied on the clinics set (issue 49, eighth round)', () => {
  it('reads a capitalised word before the kit or method it names as that kit, not a person or place', () => {
    expectClean('Access through a Hasson port; specimen into a Lapbag, closed with a Monocryl suture.');
    expectClean('Pessary fitted: Gellhorn size 3. Taught the Knack manoeuvre; Oakland screen negative.');
    expectClean('Drain: Blake 19 Fr left in the pelvis; Pipelle 3 mm sample taken.');
    expectFound('Seen by Dr Hasson point of care team.', 'Hasson', 'name');
    expectFound('Mrs Oakland rule of thumb was to wait.', 'Oakland');
  });

  it('does not let a person doing something ("points out") pass as kit', () => {
    expectFound('As reader Hendrika Vlasblom points out, the dose matters.', 'Hendrika Vlasblom', 'name');
  });

  it('reads a product-range word after a brand as part of the product', () => {
    expectClean('Switched from Femseven Sequi to Femseven Conti; Kliofem Mite if bleeding.');
    expectClean('Adcal Forte twice daily; suture Dexon Rapide 2-0 to the vault.');
  });

  it('reads one capitalised word in brackets after a drug or a product word as its brand', () => {
    expectClean('Started prasterone (Intrarosa) nightly and a vaginal moisturiser (Hyalofemme).');
    expectClean('Clonidine MR (Dixarit) stopped; pelvic floor trainer (Kegelbelle) advised.');
    expectFound('Chaperone was her husband (Dariusz) at her request.', 'Dariusz', 'name');
  });

  it('reads coined brand words built from everyday words or a product ending as products', () => {
    expectClean('Booked onto Menohub; moisturiser Vulvacare and lubricant Silkgel as needed.');
    expectClean('Relaxation audio through Calmtrack; symptom log kept in Hotflashbook.');
    expectFound('Why was Kadriye so upset at the visit?', 'Kadriye', 'name');
  });

  it('reads Roman numerals after a classifier and pedigree positions as numbers', () => {
    expectClean('Hypertension grade II; NYHA III; collagen type IV staining; pedigree III-4 and IV-1 unaffected.');
  });

  it('reads quoted words after "term" or "word" as a mention of the word', () => {
    expectClean('Interpreter checked the words "afogueamento" and "sudação" were clear to her.');
  });

  it('reads kinds of service named like a facility as services', () => {
    expectClean('Streamed to the Minor Injuries Unit, then the Walk-in Centre.');
    expectClean('Sent to the Urgent Care Centre and then the Medical Assessment Unit.');
    expectFound('Referred to the Heathfield Walk-in Centre.', 'Heathfield', 'location');
  });

  it('reads "ms" after a number as milliseconds, and a line-end "miss" as no title', () => {
    expectClean('PR interval 180 ms. Haptoglobin normal. Fibrinogen raised.');
    expectClean('Near miss\nAgency nurse double-checked the chart.');
    expectFound('Letter for Ms. Nadezhda on Monday.', 'Nadezhda', 'name');
  });

  it('does not read a salutation line or a heading with a value as a name cue', () => {
    expectClean('Dear Friend,\nCalprotectin 35: normal. Anti-Müllerian levels vary.');
    expectClean('Scan: Oestradiol 412. Coagulation screen: normal.');
  });

  it('reads pronoun contractions, everyday words before noun-like verbs, laterality and micro units', () => {
    expectClean('Honestly I’ll say I’d rather wait; we’re fine.');
    expectClean('Weekly notes attached for the GP. Monthly returns filed.');
    expectClean('Hip abductors 4/5 L and R. MRC grading used. Amplitude 12 µV, latency 4 ms.');
    expectFound('Hope notes that her flushes are better.', 'Hope', 'name');
  });

  it('reads weeks over 52 after a plan word, and counts per 24 hours, as durations', () => {
    expectClean('Review in 4/52 with the diary. Flushes 7/24 h at baseline.');
    expectFound('Hysterectomy 4/82 at another hospital.', '4/82', 'date');
  });
});

describe('detector: identifier classes studied on the clinics set (issue 49, eighth round)', () => {
  it('reads a day named by its ordinal alone as a date', () => {
    expectFound('Parcel arrived on the 27th, unopened.', '27th', 'date');
    expectFound('Bloods repeated Tues 3rd at the surgery.', '3rd', 'date');
    expectFound('Fall happened on Thursday the twelfth at night.', 'twelfth', 'date');
    expectFound('Booked for the second of next month.', 'second', 'date');
    expectClean('Weight on the 9th centile; her 3rd pregnancy; the first time she asked; on the 2nd day.');
  });

  it('reads an age over 89 after "who is" as an age', () => {
    expectFound('Lives with an aunt who is 97 and still drives.', '97', 'date');
    expectFound('Visited by her uncle, who is ninety-four, weekly.', 'ninety-four', 'date');
    expectClean('A resident who is 92 kg and mobile.');
  });

  it('reads a day-first short date after a cue as a date', () => {
    expectFound('Phone review on 23/11 in the afternoon.', '23/11', 'date');
    expectClean('BP 23/11 is implausible; ratio 14/9.');
  });

  it('reads a professional register number as a licence number', () => {
    expectFound('Prescriber: GMC 7012345, signed.', '7012345', 'license_number');
    expectFound('Nurse prescriber NMC 12A3456E.', '12A3456E', 'license_number');
  });

  it('reads a word no list knows between a relation and a reporting verb as a name', () => {
    expectFound('Husband feyisayo says the flushes wake her.', 'feyisayo', 'name');
    expectFound('Son dhruvesh says she forgets doses.', 'dhruvesh', 'name');
    expectClean('Daughter also says the flushes wake her.');
  });
});
