import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's ninth round: each case is a class studied on the community set, in words of its own.

describe('detector: clean classes studied on the community set (issue 49, ninth round)', () => {
  it('reads British spellings as English words, not unknown names', () => {
    expectClean('She joined the weight management programme; the paediatric colour chart was used.');
    expectClean('Checked for anaemia. Offered the smoking cessation programme and the oestrogen leaflet.');
    expectFound('Letter copied to Ngozi for the programme.', 'Ngozi', 'name');
  });

  it('reads BNF brands of bone, contraceptive and hormone treatments as drugs', () => {
    expectClean('Switched from Bonviva to Protelos; previously on Cerazette, then Rigevidon.');
    expectClean('Declined Xgeva and Movymia; would consider Binosto weekly.');
  });

  it('reads coding terminologies and record systems as systems', () => {
    expectClean('Coded in SNOMED and mapped to Loinc; incident logged on Datix and the task sent via Accurx.');
    expectClean('Extract from SystmOne, terms mapped to MedDRA before upload.');
  });

  it('reads computing abbreviations in capitals as abbreviations, a capitalised one as a name', () => {
    expectClean('File sent by SFTP as CSV with an MD5 and SHA-512 digest; SSO login failed.');
    expectFound('Call from Mrs Sha about her results.', 'Sha', 'name');
  });

  it('reads religious fasts and the meals around them as times of day', () => {
    expectClean('Take the tablet after Iftar during Ramadan; patch change at Sehri is fine.');
    expectClean('Fasting for Navratri and again at Pesach; no change to the dose.');
  });

  it('reads words coined on the ending of a condition or procedure as terms', () => {
    expectClean('Terms reviewed: Vulvodynia, Dyspareunia, Menorrhagia and Osteopenia.');
    expectClean('Listed for Colpopexy; previous Salpingectomy; now Polymenorrhoea.');
    expectFound('Referral from Adomaitis about the scan.', 'Adomaitis');
  });

  it('reads more named scales next to their value as instruments', () => {
    expectClean('Causality by Hartwig level 3 and Naranjo 5. Fazekas grade 1 on MRI.');
    expectFound('Seen by Dr Naranjo today.', 'Naranjo', 'name');
  });

  it('reads a named factor as an index, and a variant named after a city as a variant', () => {
    expectClean('Sickness absence measured with the Bradford Factor; Rheumatoid Factor negative.');
    expectClean('Heterozygous for Factor V Cambridge; her sister carries Hb Lepore.');
    expectFound('Moved from Leiden to Hull last year.', 'Leiden', 'location');
  });

  it('reads a whole-word title before a full stop as the end of the sentence', () => {
    expectClean('Ask for a chaperone or a nurse. Interpreters are available on request.');
    expectClean('Discussed with the doctor. Adjustments agreed with the line manager.');
    expectFound('Reviewed by nurse Ifeyinwa this morning.', 'Ifeyinwa', 'name');
  });

  it('reads an English word opening a line before a kind of record and a colon as a heading', () => {
    expectClean('Rota update: clinic moves to the afternoon.\nBadge log: two passes returned.');
    expectFound('Ferreira note: patient called back.', 'Ferreira', 'name');
  });

  it('reads a quoted lower-case phrase with a gloss in brackets as the patient’s own words', () => {
    expectClean('She calls them "sofocos" (hot flushes) and "pérdidas" (spotting) in her notes.');
    expectClean('Describes "garmi lagna" (feeling the heat) at night.');
    expectFound('She said "Ask Teodora" (my neighbour) if I am out.', 'Teodora', 'name');
  });

  it('reads a count of a brand and model before a kind of kit as equipment', () => {
    expectClean('Asset list: 4 Baxter Sigma infusion pumps, 3 Philips Efficia monitors and 2 Zebra label printers.');
    expectFound('Two patients: Gwendolyn Marsh and 3 others.', 'Gwendolyn Marsh', 'name');
  });
});

describe('detector: lower-case identifier classes studied on the community set (issue 49, ninth round)', () => {
  it('reads a lower-case UK postcode ending its field, by its postcode area', () => {
    expectFound('Address: 4 Mill Lane, Leeds ls11 5qp\nGP: Dr Kaur', 'ls11 5qp', 'location');
    expectFound('row|1962|cf24 3aa|Evorel', 'cf24 3aa', 'location');
    expectClean('Take at 5pm; q4 6hr if needed; ft4 2mg noted.');
  });

  it('reads lower-case names after a label that asks for a person, or a time opening a list line', () => {
    expectFound('Patient: okonkwo-hale, temperance\nDOB: withheld', 'okonkwo-hale');
    expectFound('Participant lindqvist, s. consented.', 'lindqvist');
    expectFound('11:40  szymanska, ilona   F  New', 'szymanska');
    expectClean('Patient: well, afebrile, comfortable.\n11:40  hrt review, bloods');
  });

  it('reads each lower-case name in a list of people, not the roles in it', () => {
    expectFound('Present: Dr Amin (chair), ndlovu, pharmacy, physiotherapist', 'ndlovu');
    expectFound('Wed PM: nurse-led clinic, r. abernethy-kaur', 'abernethy-kaur');
    expectClean('Present: endocrinologist, dietitian, sonographer, physiotherapist.');
  });

  it('reads a lower-case maiden name after "née" and initials after "initials"', () => {
    expectFound('Her mother, Ilse Brandt (née oosterhuis), is 71.', 'oosterhuis', 'name');
    expectFound('Reporter: pharmacist. Patient initials r.m., aged 60.', 'r.m.', 'name');
  });
});

describe('detector: number words in leetspeak (issue 49, ninth round)', () => {
  it('reads ages, dates and phone numbers written in words with look-alike digits', () => {
    expectFound('Her father is n1n3ty-f1v3 and lives with her.', 'n1n3ty-f1v3', 'date');
    expectFound('Bloods were taken on th3 s1xt33nth 0f 4ugust.', 's1xt33nth', 'date');
    expectFound('Ring me on 0h tw0 0h, s3v3n n1n3 f0ur s1x, 0h f1v3 f1v3 0n3 after six.', 's3v3n n1n3', 'phone');
    expectClean('Take 0n3 tablet tw1c3 a day for thr33 months.');
  });
});

describe('detector: UK numbers with the trunk 0 (issue 49, ninth round)', () => {
  it('reads 5-3-3, 4-3-4 and 3-4-4 groupings as phone numbers', () => {
    expectFound('Room bookings: 07700 900 627, ask for Sam.', '07700 900 627', 'phone');
    expectFound('Leaflets from 0117 496 0734 or the website.', '0117 496 0734', 'phone');
    expectFound('09:20\tGalbraith\t01632 960 553\tCoil check', '01632 960 553', 'phone');
    expectClean('Weights 0.625 mg and 1.25 mg; scores 0-100; cycles 2024-2025.');
  });
});

describe('detector: UK number plates of the current format (issue 49, ninth round)', () => {
  it('reads area letters, age digits and three letters as a plate, spaced or not', () => {
    expectFound('Pool car BD51 SMR back on Friday.', 'BD51 SMR', 'vehicle_identifier');
    expectFound('Blue badge for Y A 1 9  L K P in bay 3.', 'Y A 1 9', 'vehicle_identifier');
    expectClean('HbA1c 48; eGFR 72; FSH 31 IU/L; CA125 normal; BRCA2 negative.');
    expectFound('Her van, reg yd68 kwt, was towed.', 'yd68 kwt', 'vehicle_identifier');
    expectClean('Notes: ab12 cde was the sample code in the lab.');
  });
});
