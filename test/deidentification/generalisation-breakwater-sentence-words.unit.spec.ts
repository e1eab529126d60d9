import { expectClean, expectFound } from './helpers';

describe('detector: words of a sentence where a label or a subject stands (issue 49, 28th round, breakwater)', () => {
  it('reads a preposition of time and a year after a number label as the sentence ("Member since 2019")', () => {
    expectClean('Member since 2019, 412 posts.');
    expectClean('Subscriber since 2023; moderator since 2024.');
  });

  it('keeps a labelled code whose first group is a series', () => {
    expectFound('member no TX 4471 0092', 'TX 4471 0092', 'health_plan_number');
  });

  it('reads the plural of an everyday word no name list holds as the things, before a verb too', () => {
    expectClean('Remedies brought from Ghana were checked.');
    expectClean('Benefits agreed at the review.');
  });

  it('keeps a surname that is the plural of a listed name before a verb', () => {
    expectFound('Banks agreed to the plan.', 'Banks', 'name');
    expectFound('Waters said she would call.', 'Waters', 'name');
  });

  it('reads an honorific closed by a comma as the word it is ("a near miss, spread-betting")', () => {
    expectClean('a near miss, spread-betting and in-play bets');
  });

  it('keeps a lower-case name after an honorific with no comma', () => {
    expectFound('seen by miss okonkwo', 'okonkwo', 'name');
    expectFound('mrs okonkwo, miss adeyemi', 'adeyemi', 'name');
  });
});
