import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's fourteenth round: each case is a class of evidence studied on the backwaters set, in
// words of its own (none of these sentences is in the set).

describe('detector: faith, festivals and languages (issue 49, fourteenth round)', () => {
  it('reads holy days, denominations and two-word languages as no identifier', () => {
    expectClean('Fasting for Yom Kippur and Rosh Hashanah; Eid al-Fitr next week; Hari Raya Puasa at home.');
    expectClean('Attends a Pentecostal Church; her sister is Greek Orthodox Church, her son Church of Scotland.');
    expectClean('Speaks Bahasa Indonesia and Tok Pisin; her husband Haitian Creole.');
  });

  it('reads "Christian" as a faith after an article, before a denomination or beside a descriptor', () => {
    expectClean('She is a devout Christian and fasts in Lent.');
    expectClean('Twi-speaking, Christian (Presbyterian), works nights.');
    expectClean('Religion: Muslim / Christian household.');
    expectClean('Kikuyu mother, Meru father; Ewe family, Christian (CSI) at home.');
  });

  it('keeps Christian as a person with no such evidence', () => {
    expectFound('Christian rang about his mother.', 'Christian', 'name');
    expectFound('Letter copied to Christian and the GP.', 'Christian', 'name');
    expectFound('Christian (son) visited.', 'Christian', 'name');
  });

  it('reads acts of worship said in a pastoral note, and kin words of address, as no names', () => {
    expectClean('Chaplain visit: Grace said before supper; hymn sung.');
    expectClean('Spiritual care: the Rosary said with her daughter, then a blessing.');
    expectClean('Prefers to be called Aunty by the staff; grandchildren call her Nana.');
    expectClean('Sickle screen done in Jamaica and in Jordan.');
  });

  it('keeps the same words as people elsewhere', () => {
    expectFound('Grace said she would bring her sister.', 'Grace', 'name');
    expectFound('Jordan said the tablets help.', 'Jordan', 'name');
    expectFound('She likes to be known as Aunty Bea.', 'Bea', 'name');
  });
});

describe('detector: products by the way prescriptions and options write them (issue 49, fourteenth round)', () => {
  it('reads a product after a dosage-form prefix with a dose, or before a counted dose', () => {
    expectClean('Rx: T. Duvadilan 10 mg tds, T. Ferrovit 1 od, Syp. Cremaffin 10 ml nocte.');
    expectClean('For constipation – Dulcoease 2 caps at night; dry skin, so Cetraben 2 pumps to legs.');
  });

  it('reads bracketed brands after a drug, a dose word, or in paired lists', () => {
    expectClean('Ibuprofen (Brufen, Fenbid) avoided; tried two brands (Vagirux or Imvaggis).');
    expectClean('Tried valerian (Kalms), chamomile (Pukka Night Time), ginseng (Korex).');
    expectClean('Estradiol 2 mg or Bijuva daily.');
    expectClean('Eye drops: cyclosporine 0.05% (Restasis) bd; carer advice (Tegretol Retard not to be halved).');
  });

  it('keeps people in brackets after relations or roles, and a title after a form prefix', () => {
    expectFound('Next of kin: mother (Linda), sister (Tamsin Okafor).', 'Tamsin Okafor', 'name');
    expectFound('Seen with Mrs T. Okoro today.', 'Okoro', 'name');
  });
});

describe('detector: stock dates and weekly dose tables (issue 49, fourteenth round)', () => {
  it('reads expiry, use-by and calibration dates as no patient date', () => {
    expectClean('Pen exp 09/2027; glucometer calibrated 01/2026; fridge serviced Mar 2026.');
  });

  it('reads the numbers of a weekly dose table as doses', () => {
    expectClean('Warfarin plan: Mon 5, Tue 5.5, Wed 5, Thu 5.5, Fri 5 mg.');
  });

  it('still reads the dates of the person', () => {
    expectFound('Seen 09/2027 for review, DOB 4/52.', '4/52', 'date');
    expectFound('Admitted Wed 3.5 with chest pain.', '3.5', 'date');
  });
});

describe('detector: durations in fraction notation apart or after a dose (issue 49, fourteenth round)', () => {
  it('reads N/12 apart, after the first dose, and N/52 anywhere but after birth as durations', () => {
    expectClean('Two injections 3/12 apart; booster 6/12 after the second. Off work for 2/52, no lifting 6/52.');
  });
});

describe('detector: software and billing text (issue 49, fourteenth round)', () => {
  it('reads SQL column types, stack frames, versions, advisories and HCPCS codes as no identifiers', () => {
    expectClean('CREATE TABLE visits (seen_on timestamptz, patient_ref uuid, notes jsonb);');
    expectClean('at ScoreCard.update (ScoreCard.jsx:41:7)\nat Object.handle (Router.ts:12:3)');
    expectClean('chore: upgrade luxon from 3.4.1 to 3.4.4 to fix CVE-2025-40123.');
    expectClean('Medicare billing: J1050 injection and G0101 pelvic screening.');
  });

  it('still reads an account number and a person in the same text', () => {
    expectFound('Medicare claim for Odile Brannigan, J1050 given.', 'Odile Brannigan', 'name');
    expectFound('Consent form version 3.0 signed on 17.11.2025.', '17.11.2025', 'date');
  });
});

describe('detector: posts, departments and scales (issue 49, fourteenth round)', () => {
  it('reads a grade after a specialty, a grade as a chat speaker beside a post, and ED areas', () => {
    expectClean('Gastro SpR reviewed; Med Reg aware; moved to Majors 4 from Resus.');
    expectClean('[14:02] Reg: CT booked?\n[14:05] Nurse in charge: yes, 15:00.');
  });

  it('reads scale acronyms before a score, in brackets after a value, and Roman numerals after vocabulary', () => {
    expectClean('MoCA 22/30, GAD-7 score 12/21; EF 45% (CMR); Class III obesity; Clinical Frailty CFS 4.');
  });

  it('keeps a person speaking in a chat with no post among the speakers', () => {
    expectFound('[14:02] Reg: CT booked?\n[14:05] Sandra: yes, 15:00.', 'Sandra', 'name');
  });
});

describe('detector: services, charities and therapies (issue 49, fourteenth round)', () => {
  it('reads charities, therapies, acupuncture points and generic clinics as no identifiers', () => {
    expectClean('Referred to Sue Ryder hospice; Macmillan nurse to visit; Cochrane Library searched.');
    expectClean('Offered Qi Gong and the Alexander technique.');
    expectClean('Acupuncture: ST36 (Zusanli), PC6 (Neiguan), Anmian.');
    expectClean("Seen at the Women's Health Hub, then Family Planning Clinic.");
    expectClean('Invited by BowelScreen Wales; CervicalCheck letter sent.');
  });

  it('keeps a named place before the service', () => {
    expectFound('Seen at Elmfield Well Women Clinic.', 'Elmfield');
  });
});
