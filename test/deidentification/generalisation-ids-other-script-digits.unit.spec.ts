import { expectClean, expectFound } from './helpers';

// Made-up numbers written in the decimal digits of other scripts (issue 49, 32nd round, span recall by class).
describe('detector: numbers in the decimal digits of other scripts read as the ASCII digits they are', () => {
  it('reads phones in Arabic-Indic, Persian, Devanagari, Bengali, Gujarati, Thai and Myanmar digits', () => {
    expectFound('Mobile ٠٧٩٠٠ ٨٨٢ ٣١٤ for the interpreter.', '٠٧٩٠٠ ٨٨٢ ٣١٤');
    expectFound('Her husband: ۰۷۷۸۱ ۴۴۰ ۲۹۳ (Farsi).', '۰۷۷۸۱ ۴۴۰ ۲۹۳');
    expectFound('Mob: +91 ९८११० ३३२७६', '+91 ९८११० ३३२७६');
    expectFound('Contact ০১৭১১ ৫৫৪ ২১৯ after six.', '০১৭১১ ৫৫৪ ২১৯');
    expectFound('Son on ૦૧૧૬ ૪૭૧ ૯૯૦૩ at work.', '૦૧૧૬ ૪૭૧ ૯૯૦૩');
    expectFound('Clinic phone ๐๒ ๗๑๘ ๓๓๓๓ in Bangkok.', '๐๒ ๗๑๘ ๓๓๓๓');
    expectFound('Call +95 9 ၄၄၂ ၇၁၈ ၀၅၅ if worse.', '+95 9 ၄၄၂ ၇၁၈ ၀၅၅');
  });

  it('reads dates and record numbers in those digits', () => {
    expectFound('DOB ২৩/০৮/১৯৬৯, referred for HRT.', '২৩/০৮/১৯৬৯');
    expectFound('Visit on ١٢/١٠/٢٠٢٥ with her daughter.', '١٢/١٠/٢٠٢٥');
    expectFound('Hospital no. AIMS-٠٤٤١٧٢٩ on the wristband.', '٠٤٤١٧٢٩');
  });

  it('leaves doses, results and scores in those digits alone', () => {
    expectClean('Estradiol २ mg once daily with food.');
    expectClean('FSH ٣٢ IU/L and oestradiol ١٨٠ pmol/L.');
    expectClean('Hot flushes ৮ a day, down from ১২.');
  });
});
