import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's twentieth round: each case is a class of evidence studied on the lagoon set, in words
// of its own (none of these texts is in the set). Every clean text is refused by main; the blocks headed "keeps"
// carry a real identifier in the shape a new rule reads, which must still be found.

describe('detector: words of another script glossed, measured or quoted (issue 49, twentieth round)', () => {
  it('reads a run glossed in English after it, in brackets or after "=", as a word', () => {
    expectClean('Leaflet terms: 骨折 (fracture), 頭痛 (headache) and 疲勞 (fatigue).');
    expectClean('Glossary: Κεφαλαλγία = headache. Κόπωση = fatigue.');
    expectClean('Her card lists ЛПНП (LDL) and Метформін = Metformin.');
  });

  it('reads a run glossed before it, the run in brackets, as a word', () => {
    expectClean('She describes palpitations (серцебиття) and dizziness (запаморочення) at night.');
    expectClean('Insomnia (불면증, bul-myeon-jeung) started last spring.');
  });

  it('reads units, analytes before their values and quoted lower-case terms as words', () => {
    expectClean('Results abroad: глюкоза 5,8 ммоль/л, креатинін 71 мкмоль/л.');
    expectClean('Her notes say "остеопороз" and "тиреоїдит", both confirmed here.');
  });

  it('keeps a name in another script glossed by a name, a relation or after a person cue', () => {
    expectFound('Interpreter: Tetyana Bondar (Тетяна Бондар) attended.', 'Тетяна Бондар', 'name');
    expectFound('Contact: 林美玲 (Lin Meiling), mobile on file.', '林美玲', 'name');
    expectFound('Next of kin: sister (Оксана) visits daily.', 'Оксана', 'name');
    expectFound('Оксана (daughter) rang the ward.', 'Оксана', 'name');
    expectFound('Her daughter "оксана" rang the ward.', 'оксана', 'name');
    expectFound('Seen with Оксана 61 р. and her son.', 'Оксана', 'name');
  });
});

describe('detector: voice assistants, statistics output and interchange (issue 49, twentieth round)', () => {
  it('reads a wake word before a command, a song asked for and a misheard drug as no names', () => {
    expectClean('log 09:14 "alexa set a timer for my patch change"');
    expectClean('[08:00] "alexa open flush diary"');
    expectClean('"hey siri play Waterloo by Abba" at 19:02, not a health request');
    expectClean('ASR errors: "Evorel" heard as "ever rel" 4 times, "Sandrena" as "sand reena" twice');
  });

  it('keeps a person who shares a wake word when no command follows', () => {
    expectFound('Alexa Pinder rang about her results.', 'Alexa Pinder', 'name');
    expectFound('utterance: "siri mwangi is my name"', 'siri mwangi', 'name');
    expectFound('"Evorel" heard as "ever rel" by Mrs Pinder.', 'Pinder', 'name');
  });

  it('reads Stata headers, test statistics, SAS log names and message types as code', () => {
    expectClean('       sweats |      Coef.   Std. Err.      t    P>|t|\n  treated |  -1.92   0.41   -4.7   0.000');
    expectClean('Number of obs = 880\nPearson chi2(3) = 14.71');
    expectClean('NOTE: Variable COHEN_SCORE is uninitialized.\nNOTE: WORK.FLUSH_DIARY has 90 observations.');
    expectClean('Orders travel as EDIFACT MEDREQ messages to the laboratory.');
  });

  it('keeps a name and an age in the same shapes', () => {
    expectFound('NOTE: Data set prepared by Philippa Dunmore.', 'Philippa Dunmore', 'name');
    expectFound('NOTE: WORK.COHORT checked; her father is 95 today.', '95', 'date');
  });
});

describe('detector: supplies, devices, laws, pathogens and age bands (issue 49, twentieth round)', () => {
  it('reads brands before their kind of product, after a dose and via, before a dose, or bracketed', () => {
    expectClean('Skin: Cutimed wash, Kerlix dressings.');
    expectClean('Seating: Hallam cushion, Dunmore overlay.');
    expectClean('Budesonide 200 mcg via Aerochamber, twice daily.');
    expectClean('Salbutamol 100 mcg via Wetherby, twice daily.');
    expectClean('Started Malvern Breezhaler one puff daily.');
    expectClean('Flight: socks (Cromer) and water.');
  });

  it('keeps a titled or given-named person beside a product', () => {
    expectFound('Mrs Kerlix bandages changed by the district nurse.', 'Kerlix');
    expectFound('Rosalind Medihoney dressings applied by her daughter.', 'Rosalind');
    expectFound('Budesonide 200 mcg via Dr Okafor, the asthma nurse.', 'Okafor', 'name');
  });

  it('reads a law known by a possessive, a place-named virus, a binomial and an age band as no identifier', () => {
    expectClean("Disclosure under Clare's Law was discussed at the meeting.");
    expectClean('Travel risk: Lassa fever and Sabia virus not relevant here.');
    expectClean('Blood culture grew Serratia marcescens; E. faecalis in the urine screen.');
    expectClean('Registry rule: ages 90 and over are grouped together.');
  });

  it('keeps a person, a surname before an English verb and an age in the same shapes', () => {
    expectFound("Clare's lawyer rang about the hearing.", 'Clare', 'name');
    expectFound('Blood culture taken; Patterson takes her tablets herself.', 'Patterson', 'name');
    expectFound('Her mother, aged 94, lives alone.', '94', 'date');
  });
});

describe('detector: medicine lists with doses, brackets and two-word brands (issue 49, twentieth round)', () => {
  it('reads the items of a list that holds two drugs with their doses as products', () => {
    expectClean('Brought from abroad: Estrofem 2 mg, Progesterone 100 mg, Cromer, Klimaktoplant.');
    expectClean('From the pharmacy abroad: Premarin 0.625 mg, Wetherby, Tibolona (Livial).');
  });

  it('keeps a person named among the items', () => {
    expectFound('Brought: Estrofem 2 mg, Progesterone 100 mg, Harriet Ashby.', 'Harriet Ashby', 'name');
  });
});

describe('detector: run-together dates in lower case (issue 49, twentieth round)', () => {
  it('finds a Stata or lowered SAS date with a four-digit year', () => {
    expectFound('  3. | okafor   03feb1958   Hull |', '03feb1958', 'date');
    expectFound('extract saved on 21aug2025 by the analyst', '21aug2025', 'date');
  });
});
