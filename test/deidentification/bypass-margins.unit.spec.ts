import { expectClean, expectFound, expectNoHitOn } from './helpers';

/**
 * The twentieth round's reading of the bypass fuzzer's thin margins (issue 49, branch issue-49b20): a name in
 * capitals after a tie or title, two initials with a space for their first dot, a record code with a space for
 * its hyphen in a record's place, a spaced date after a word of a date ahead. Every example is new: none is
 * taken from an evaluation set.
 */
describe('detector: bypass margins by class, twentieth round', () => {
  it('reads a name in capitals after a tie or a title amid mixed-case text', () => {
    expectFound('Widow; her nephew GODFREY, 58, visits on Sundays.', 'GODFREY', 'name');
    expectFound('Lifts arranged by her granddaughter (TAMSIN) most weeks.', 'TAMSIN', 'name');
    expectFound('Escalated to Sr AKINWUMI at the nurses station.', 'AKINWUMI', 'name');
    expectFound('Home visit done with keyworker OLUWASEUN; no concerns.', 'OLUWASEUN', 'name');
  });

  it('leaves words in capitals after a tie that are no names, and headers in capitals', () => {
    expectClean('Her mother HRT history unknown; sister BRCA negative.');
    expectClean('Daughter (ADHD) doing well at school.');
    expectClean('Cranial nerves: CN III-XII intact; Sr MDCCL was the model number.');
    expectClean('PR 172 ms. PROCALCITONIN sent; QRS 96 ms. fibrinogen sent.');
    expectNoHitOn('Seen on the unit.\nDAUGHTER LIAISON TEAM AWARE', 'LIAISON');
  });

  it('reads two initials whose first dot became a space, with a person cue', () => {
    expectFound("F W. (pt's aunt) had the same symptoms.", 'F W.', 'name');
    expectFound('Pt G H. reports night sweats since March.', 'G H.', 'name');
    expectFound('Case from the register, initials R N., aged 61.', 'R N.', 'name');
  });

  it('leaves a capital and a capital with a dot after another word, or with no cue', () => {
    expectClean('Screened for hepatitis B C. reports were negative.');
    expectClean('Take vitamin D E. reports on bone health vary.');
    expectClean('Grade B C. The wound was dressed.');
  });

  it('reads a record code with a space for its hyphen in brackets, in a cell or after a number label', () => {
    expectFound('Scan booked for Ms Quayle (WXH 883104) on the list.', 'WXH 883104', 'other_identifier');
    expectFound('Ref: 4471\n"KV 00918","Hartnell","F"', 'KV 00918', 'other_identifier');
    expectFound('Day-case list\n2. TEMPLE, Ada   QZ 04417   hysteroscopy', 'QZ 04417', 'other_identifier');
    expectFound('Wheelchair service no: JB 7730912 for the cushion.', 'JB 7730912', 'other_identifier');
  });

  it('leaves published numbers and values in capitals in those places', () => {
    expectClean('The device meets the standard (ISO 13485) and (IEC 60601) for safety.');
    expectClean('Flow cytometry panel (CD 34567) sent; platelets (PLT 25000) reported.');
    expectClean('Masks to the standard (EN 14683) only.');
  });

  it('reads day, month and two-digit year with spaces after a word of a date ahead', () => {
    expectFound('Stable on patches. Next review 07 02 27, sooner if bleeding.', '07 02 27', 'date');
    expectFound('Imaging appt 19 01 27 confirmed by phone.', '19 01 27', 'date');
    expectClean('At review 20 10 15 mg over three weeks, then stop.');
  });

  it('reads a month hyphenated or dotted apart after a day and a space as one word', () => {
    expectFound('Scan moved to 6 O-c-t-o-b-e-r, same time.', '6 O-c-t-o-b-e-r', 'date');
    expectFound('Clinic Fri 2 J.u.n.e at the annexe.', '2 J.u.n.e', 'date');
    expectClean('Repeat in 3 w-e-e-k-s and again in 2 m.o.n.t.h.s if no change.');
  });

  it('reads a phone number hyphenated or dotted apart after its plus or bracket', () => {
    expectFound('Sister abroad on +-3-9 3-4-7 1-1-2 8-8-0-4 most evenings.', '+-3-9 3-4-7 1-1-2 8-8-0-4', 'phone');
    expectFound('Daytime (.6.0.2.) 5.5.5.-.0.1.4.9 only.', '(.6.0.2.) 5.5.5.-.0.1.4.9', 'phone');
    expectClean('Score change +-2-3 points (-1-2 in the control arm) was not significant.');
  });

  it('reads a code whose two digit groups after a capital prefix are joined by a dot', () => {
    expectFound('Old notes filed under KWT 552.0418 in the archive.', 'KWT 552.0418', 'other_identifier');
    expectFound('Pathology ref PB 0091.3374, awaiting.', 'PB 0091.3374', 'other_identifier');
    expectClean('LH 12.5 and FSH 41.2 on day 3; PSA 10.0000 ng repeated.');
  });

  it('reads a lower-case name filling a field of a delimited row of records', () => {
    expectFound('ref,name,dob,ward\nQX-20417,adaeze nwosu,1951-07-30,Elm', 'adaeze nwosu', 'name');
    expectFound(
      "INSERT INTO pts VALUES ('7731', 'featherstonhaugh', 'Ivy', '1940-01-02');",
      'featherstonhaugh',
      'name',
    );
  });

  it('leaves fields of words, drugs and places in such rows', () => {
    expectClean('id,answer,drug,dose\n1,yes,estradiol,2 mg\n2,no,utrogestan,100 mg');
    expectClean('trial,arm,site,n\nwhi,placebo,boston,1200\nkeeps,oral,phoenix,727');
    expectClean('Symptoms: 52 y, night sweats, vulvodynia, adenomyosis, insomnia (ISI 18).');
  });
});
