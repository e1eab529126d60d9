import { expectClean, expectFound } from './helpers';

describe('detector: HL7 v2 coded elements name concepts, not patients (issue 49, 36th round)', () => {
  it("keeps a drug's NDC code and an HL7 table's name in a pharmacy order clean", () => {
    expectClean('RXE|^^^^^|0093-5124-01^Estradiol 1 mg tablet^NDC|1||TAB|||||30|TAB\nRXR|PO^Oral^HL70162');
  });

  it("keeps an HL7 table's name in the coding-system slot clean", () => {
    expectClean('RXR|SC^Subcutaneous^HL70162\nRXE|^^^^^|^Ozempic pen^|1||PEN');
  });

  it('still finds the record number, name and birth date of a PID segment beside it', () => {
    const pid = 'PID|1||MRN55102^^^STJ^MR||NWOSU^CHIOMA^A||19680914|F\nRXR|PO^Oral^HL70162';
    expectFound(pid, 'NWOSU');
    expectFound(pid, '19680914');
  });

  it('still finds a phone number in a field that names no coding system', () => {
    expectFound('PID|1||||OBI^NGOZI||19700101|F|||||0803-417-2291^PRN^PH', '0803-417-2291');
  });
});

describe('detector: a number a per cent sign closes is a strength, not a label number (issue 49, 36th round)', () => {
  it("keeps a dispensing label's strength after the pack's name clean", () => {
    expectClean('ESTRADIOL PUMP-PACK 0.075% GEL 100G\nApply ONE measure daily to the thighs.');
    expectClean("Sensor drift 0.125 % a day, within the maker's range.");
  });

  it('still finds a pump serial and a device lot given without a per cent sign', () => {
    expectFound('Insulin pump serial 4471 0932 replaced on the ward.', '4471 0932');
    expectFound('Implant lot 88214 recorded in the theatre log.', '88214');
  });
});
