import { expectClean, expectFound } from './helpers';

// The words are made up, so no list knows them: what surrounds them decides (weak-hit-evidence.ts, `fallback`).
describe('detector: an unknown capitalised word needs evidence of a name or place (issue 49, 28th round)', () => {
  it('lets through such a word that modifies a common noun, with nothing for a name around it', () => {
    expectClean('She brought homemade Plorvenka cake to the ward party.');
    expectClean('Advised to avoid Drelvana tea while on warfarin.');
    expectClean('She enjoys Morvellan dancing on Fridays.');
    expectClean('Group members swapped Tolvarin recipes after the session.');
  });

  it('still refuses an unlisted surname or town after a cue of company, residence or agency', () => {
    expectFound('Follow up with Gavrenko next month.', 'Gavrenko', 'name');
    expectFound('We met Skoryna yesterday to discuss the plan.', 'Skoryna', 'name');
    expectFound('She flew home from Pyrvosk last week.', 'Pyrvosk');
    expectFound('She was born in Kalvenby and moved to Leeds.', 'Kalvenby');
    expectFound('Brought in by Korvatsky after the fall.', 'Korvatsky', 'name');
  });

  it('reads a word before a past form, a state or a result as their subject, not as a modifier', () => {
    expectFound('Yesterday Quorvath attended clinic alone.', 'Quorvath', 'name');
    expectFound('The swab showed Brezhovik positive for norovirus.', 'Brezhovik', 'name');
    expectFound('On the ward round Melvanek unwell overnight.', 'Melvanek', 'name');
    expectFound('Reviewed Kelvoran pain diary today.', 'Kelvoran', 'name');
  });

  it('reads a word before a noun of kin or dwelling as a surname or a place, not as a modifier', () => {
    expectFound('The Pelvardo family visited on the ward today.', 'Pelvardo', 'name');
    expectFound('Discharged to the Kelvane farm with her sister.', 'Kelvane');
  });

  it('refuses such a word before a noun when a possessive, a digit or a second capitalised part speaks for it', () => {
    expectFound('Nurse notes say Kelvardine’s recovery is slow.', 'Kelvardine', 'name');
    expectFound('She keeps Kelvissock hens, 6 of them.', 'Kelvissock');
    expectFound('Fell at home, where Kelvane Ostrowy found her.', 'Kelvane Ostrowy', 'name');
  });

  it('keeps a word short of evidence when another identifier stands in the same text, so its span is marked', () => {
    expectFound('Seen on 14/03/2026; brought homemade Plorvenka cake.', 'Plorvenka', 'name');
    expectFound('Call 01632 960512 about the Drelvana tea she takes.', 'Drelvana', 'name');
  });
});
