import { expect } from 'chai';
import { readHit, READINGS, type Reading } from '../../src/deidentification/hit-readings';
import { WordClasses } from '../../src/deidentification/word-classes';

const words = new WordClasses();

/** The readings that hold for `fragment`'s first occurrence in `text`. */
function readingsOf(text: string, fragment: string): Reading[] {
  const start = text.indexOf(fragment);
  expect(start, fragment).to.be.at.least(0);
  const read = readHit(text, start, start + fragment.length, words);
  return READINGS.filter((r) => read[r]);
}

// Made-up words for the context readings (no list knows them); the word sources with entries they hold.
describe('hit readings: what a weighed hit and its surroundings say (issue 49, round 29)', () => {
  it('reads which word source knows the word', () => {
    expect(readingsOf('An interpreter for Wolof was booked.', 'Wolof')).to.include('languageName');
    expect(readingsOf('Marketing work at Accenture this year.', 'Accenture')).to.include('brand');
    expect(readingsOf('Started Cardura last week.', 'Cardura')).to.include('drug');
    expect(readingsOf('Positive Tinel sign at the wrist.', 'Tinel')).to.include('eponym');
    expect(readingsOf('Saw Grace at clinic.', 'Grace')).to.include.members(['firstName', 'englishWord', 'commonWord']);
    expect(readingsOf('She moved to Leeds in May.', 'Leeds')).to.include('place');
    const unknown = readingsOf('She moved to Kelvorask in May.', 'Kelvorask');
    for (const source of ['languageName', 'brand', 'drug', 'eponym', 'firstName', 'place', 'englishWord'] as const)
      expect(unknown).not.to.include(source);
  });

  it('reads the context before the word', () => {
    expect(readingsOf('Follow up with Gavrenko next month.', 'Gavrenko')).to.include('cueBefore');
    expect(readingsOf('Seen by Dr Morvetta on the ward.', 'Morvetta')).to.include('roleBefore');
    expect(readingsOf('G-CSF ("Pelvorin") day 3.', 'Pelvorin')).to.include.members(['bracketBefore', 'digitNearby']);
    expect(readingsOf('Plan:\nMorvetta cake at the party.', 'Morvetta')).to.include.members([
      'lineHead',
      'sentenceStart',
    ]);
    expect(readingsOf('Music: swing, Morvetta, country.', 'Morvetta')).to.include('inList');
    expect(readingsOf('Music: swing then Morvetta on Fridays.', 'Morvetta')).not.to.include.members(['inList']);
  });

  it('reads what follows the word: a noun it modifies, a verb, a state, kin or a dwelling', () => {
    expect(readingsOf('She brought homemade Plorvenka cake.', 'Plorvenka')).to.include('modifiesNoun');
    expect(readingsOf('Yesterday Quorvath attended clinic.', 'Quorvath')).not.to.include('modifiesNoun');
    // An irregular past form is a verb too, though no suffix says so.
    expect(readingsOf('Pt Quorvath seen today.', 'Quorvath')).not.to.include('modifiesNoun');
    expect(readingsOf('Pt Quorvath taken to theatre.', 'Quorvath')).not.to.include('modifiesNoun');
    expect(readingsOf('On the round Melvanek unwell again.', 'Melvanek')).not.to.include('modifiesNoun');
    expect(readingsOf('Today Quorvath reports less pain.', 'Quorvath')).to.include('reportingVerbAfter');
    const family = readingsOf('The Pelvardo family visited.', 'Pelvardo');
    expect(family).to.include('kinOrDwellingAfter');
    expect(family).not.to.include('modifiesNoun');
    expect(readingsOf('Rang Bongvaro back today.', 'Bongvaro')).not.to.include('modifiesNoun');
  });

  it('reads the shape of the hit and of the text', () => {
    expect(readingsOf('Found by Kelvane Orvath’s gate.', 'Kelvane Orvath’s')).to.include.members([
      'severalWords',
      'possessive',
    ]);
    // A curly apostrophe is no letter past ASCII.
    expect(readingsOf('Found by Kelvane Orvath’s gate.', 'Kelvane Orvath’s')).not.to.include('diacritics');
    expect(readingsOf('She met Ágnes Kovrády there.', 'Ágnes Kovrády')).to.include('diacritics');
    expect(readingsOf('Referred by KELVORASK today.', 'KELVORASK')).to.include('allCaps');
    expect(readingsOf('Tolvessa Drelvana Morvetta Quintavel Kelvane', 'Drelvana')).to.include('titleCaseText');
    expect(readingsOf('she met drelvana at the ward today', 'drelvana')).not.to.include('titleCaseText');
  });
});
