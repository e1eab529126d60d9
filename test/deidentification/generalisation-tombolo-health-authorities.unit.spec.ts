import { expectClean, expectFound } from './helpers';

describe('detector: statutory health bodies named after a person or a place (issue 49, 35th round)', () => {
  it('keeps a university health board named after a region clean', () => {
    expectClean('Referral accepted under the Swansea Bay University Health Board menopause pathway.');
  });

  it('keeps a health board named after a person clean', () => {
    expectClean('Aneurin Bevan University Health Board has published a new HRT shortage protocol.');
  });

  it('keeps a health authority named after an emirate clean', () => {
    expectClean('Sharjah Health Authority licensing rules apply to the clinic.');
  });

  it('keeps a department of health and its jurisdiction clean', () => {
    expectClean('Licensed by the Department of Health Abu Dhabi since 2019.');
  });

  it("keeps a government's programme clean", () => {
    expectClean("Pilots funded by the Welsh Government Women's Health Plan started in spring.");
  });

  it('still finds a clinician named beside the board', () => {
    expectFound('Dr Rhys Pugh, Aneurin Bevan University Health Board, will see her on Tuesday.', 'Rhys Pugh');
  });

  it('still finds the town she lives in beside the board of the same name', () => {
    expectFound('She moved to Swansea last year; Swansea Bay University Health Board holds her records.', 'Swansea');
    expectFound('She lives in Abu Dhabi and works for the Ministry of Health.', 'Abu Dhabi');
  });

  it('still finds a health centre and a health service named after a town', () => {
    expectFound('Seen at Llandough Health Centre by the practice nurse.', 'Llandough');
    expectFound('Follow-up at Tonyrefail Health Service next month.', 'Tonyrefail');
  });

  it('still finds a name run on into the board without a comma', () => {
    expectFound('Letter from Lowri Madoc Hywel Dda University Health Board about the referral.', 'Lowri');
  });
});
