import { expect } from 'chai';
import { isDerivedWord } from '../../src/deidentification/derived-words';
import { WordClasses } from '../../src/deidentification/word-classes';
import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's seventeenth round: each case is a class of evidence studied on the shoreline set, in
// words of its own (none of these sentences is in the set).

describe('detector: posts and units where a name would stand (issue 49, seventeenth round)', () => {
  it('reads a clinical post after a title or honorific as no name', () => {
    expectClean('Ask the Diabetes Nurse Specialist or the Nurse Practitioner.');
    expectClean('Ward round: dressings as per Mr consultant, review Friday.');
    expectClean('Referred by Dr Registrar on call overnight.');
  });

  it('reads "ms" after a figure as milliseconds', () => {
    expectClean('Median latency 120 ms, timeout rate 0.1%.');
  });

  it('reads an everyday word after a relation that ends its sentence as no name', () => {
    expectClean('We could not have coped without you caring for Dad. Lovely staff, all of you.');
  });

  it('keeps names after the same cues', () => {
    expectFound('Seen by Nurse Kalani on Monday.', 'Kalani', 'name');
    expectFound('Letter copied to Mr Okonkwo.', 'Okonkwo', 'name');
    expectFound('She came with her son. Will stayed outside.', 'Will', 'name');
    expectFound('Thank you for looking after Mum. Young sends her love.', 'Young', 'name');
  });
});

describe('detector: words derived from a known word (issue 49, seventeenth round)', () => {
  it('reads a prefix or suffix on a known word as a word', () => {
    expectClean('Deprescribing review: Overtreatment risk low; Reablement team to visit.');
    expectClean('Discharge checklist: [x] Afebrile [x] Unassisted mobility');
  });

  it('splits no unlisted name so', () => {
    const words = new WordClasses();
    expect(['adewale', 'unwin', 'olawale', 'dewitt', 'antoine'].filter((w) => isDerivedWord(w, words))).to.deep.equal(
      [],
    );
    expectFound('Spoke to Olawale about the plan.', 'Olawale', 'name');
  });
});

describe('detector: statistical methods named after people (issue 49, seventeenth round)', () => {
  it('reads an eponym before a statistical method as no name', () => {
    expectClean('Bonferroni correction applied; Spearman correlation 0.62; Fleiss kappa 0.7.');
    expectClean('Passing-Bablok regression and a Bland-Altman plot compared the assays.');
  });

  it('keeps a person before an ordinary noun', () => {
    expectFound('Results sent to Mrs Spearman and her husband.', 'Spearman');
  });
});

describe('detector: letters naming groups (issue 49, seventeenth round)', () => {
  it('reads a capital letter after a grouping noun as no initial', () => {
    expectClean('Randomised 1:1 to Arm A. Placebo patches were identical.');
    expectClean('Cover: Team B. Weekend calls go to the hub.');
  });

  it('keeps an initial before a surname', () => {
    expectFound('Letter from B. Okafor about the trial.', 'B. Okafor', 'name');
  });
});
