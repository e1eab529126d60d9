import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's seventh round: each case is a class studied on the casework set, in words of its own.

describe('detector: clean clinical classes studied on the casework set (issue 49, seventh round)', () => {
  it('leaves device, analyser and platform brands alone, and a brand before a device word', () => {
    expectClean('Sensor changed (FreeStyle Libre 3); pump is a Medtronic MiniMed 780G.');
    expectClean('HPV on the Aptima platform; liquid-based cytology by SurePath.');
    expectClean('She uses a Perifit trainer and logs readings in the Withings app.');
    expectClean('Pelvic floor: Kegelwell trainer at home, reviewed in 6 weeks.');
  });

  it('leaves support charities, eponymous formulas and double-eponym scores alone', () => {
    expectClean('Signposted to Samaritans and a Macmillan support group.');
    expectClean('QTc 438 ms (Fridericia); LDL by Friedewald 3.1. Cockcroft-Gault CrCl 64.');
    expectClean('Tyrer-Cuzick lifetime risk 18 %; Ferriman-Gallwey not scored today.');
  });

  it('reads a named scale with its head word a few words on as the instrument', () => {
    expectClean('Rockwood clinical frailty scale 5; Clarke hypo awareness score 3.');
    expectFound('Dr Clarke pain score reviewed at noon.', 'Clarke', 'name');
  });

  it('leaves trial-log and regulatory abbreviations alone', () => {
    expectClean('SUSAR reported within 7 days; ICF v3 signed; CAPA raised; DSMB review in May.');
  });

  it('reads a title in capitals before an everyday word as an abbreviation', () => {
    expectClean('Baseline MRS total and repeat MRS score at 12 weeks.');
    expectFound('Letter to MRS okonjo about her results.', 'okonjo', 'name');
  });

  it('does not read the letter ending a unit as an initial', () => {
    expectClean('Ferritin 12 ug/L. Total iron binding capacity raised. Urea 4.1 mmol/L. Free testosterone low.');
    expectFound('Copy to K. Whitlock, practice nurse.', 'K. Whitlock', 'name');
  });

  it('reads a lab short form after a relation word as a lab, not a name', () => {
    expectClean('Mother Hb 9.1 on iron; sister Plt 140.');
    expectFound('Mother Ingeborg came with her.', 'Ingeborg', 'name');
  });
});

describe('detector: identifier classes studied on the casework set (issue 49, seventh round)', () => {
  it('reads dates with unusual separators and Roman-numeral months', () => {
    expectFound('Scan saved as us_2023_11_04.png', '2023_11_04', 'date');
    expectFound('Seen 07|06|2022 in clinic', '07|06|2022', 'date');
    expectFound('Consent signed 21·09·2023', '21·09·2023', 'date');
    expectFound('Referral dated 5.XI.2021 received', '5.XI.2021', 'date');
    expectFound('born 28 IV 1958 in the same town', '28 IV 1958', 'date');
    expectFound('LMP 9.21, irregular since', '9.21', 'date');
    expectClean('Stage IV disease in 2024; 3 x 20 reps; 2 x 10 mg; score 3.5 mg at LMP.');
  });

  it('reads a surname with initials after a comma, and O-prefixed surnames in any case', () => {
    expectFound('Randomised: GALLAGHER-NWOSU, T., arm B', 'GALLAGHER-NWOSU, T.', 'name');
    expectFound('Consent witnessed by o’donoghue at 10:00', 'o’donoghue', 'name');
    expectClean('Review at 3 o’clock. MRI, T2 weighted. Vitamin, D. levels pending.');
  });

  it('reads kin ages in text without apostrophes', () => {
    expectFound('staying at my grans, shes 94 and needs help', '94', 'date');
    expectClean('my nans dog is 9 and my mums blood pressure was 95/60');
  });

  it('reads British plate labels', () => {
    expectFound('Car registration YX19 KPL seen on camera.', 'YX19', 'vehicle_identifier');
  });

  it('reads lower-case initials with a person cue, and a title with an initial and a surname', () => {
    expectFound('r.t. (pt’s daughter) rang for results', 'r.t.', 'name');
    expectFound('pt d.w. declined the DEXA', 'd.w.', 'name');
    expectFound('referred to dr k. ferreira-lund for review', 'ferreira-lund', 'name');
    expectClean('take 1 tab p.o. b.i.d., e.g. at 8 a.m. and 8 p.m.');
  });

  it('reads the town after an address and before a state code and ZIP', () => {
    expectFound('Forwarding address: 18 Alder Road, knaresborough', 'knaresborough', 'location');
    expectFound('Mail to PO Box 77, tonopah, NV 89049', 'tonopah', 'location');
    const text = 'Lives at 4 Elm Road, upstairs. Dental bridge fitted.';
    const upstairs = text.indexOf('upstairs');
    expect(detectIdentifiers(text).filter((h) => h.end > upstairs)).to.deep.equal([]);
  });

  it('reads number words joined by a dot or a spaced hyphen as one number', () => {
    expectFound('my gran is ninety.six and lives alone', 'ninety.six', 'date');
    expectFound('her father is ninety - four now', 'ninety - four', 'date');
    expectClean('She is twenty. Three children at home, the eldest forty - ish.');
    // A dot before a hyphenated group separates numbers: an address written in words stays an address.
    expectFound('login from sixty.two-four-seven.seventy-eight.two-four-one', 'sixty', 'ip_address');
  });
});
