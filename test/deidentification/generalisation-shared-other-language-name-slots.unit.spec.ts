import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectClean, expectFound, expectNoHitOn } from './helpers';

// Fresh sentences, none from any evaluation set (issue 49, 36th round): a given name written in lower case inside a
// Hinglish or Tagalog clause, which the grammar of the clause marks as a person's (the ergative "ne", "se"/"ko" and a
// verb of speaking, a word of kin before it, Tagalog's personal article), or which is a given name of India.
describe('detector: lower-case names in Hinglish and Tagalog clauses (issue 49, 36th)', () => {
  it('finds an unlisted name before the ergative, an honorific, or "se"/"ko" and a verb of speaking', () => {
    expectFound('Kal raat kuljeet ne bataya ki usko bhi pasina aata hai aur neend nahi aati.', 'kuljeet', 'name');
    expectFound('Maine tanvir se baat ki thi, woh bhi patch laga rahi hai.', 'tanvir', 'name');
    expectFound('Humne mehrunnisa ko phone kiya, uski dawai khatam ho gayi hai.', 'mehrunnisa', 'name');
    expectFound('Aaj farzana ji aayi thi, unko bahut garmi lagti hai.', 'farzana', 'name');
  });

  it('finds a name after a word of kin, and a Punjabi compound or a listed given name of India', () => {
    expectFound('Meri nanad rubina ke saath gayi thi, usko bhi neend nahi aati.', 'rubina', 'name');
    expectFound('Kal harleen aur main clinic gaye the, dono ko garmi lagti hai.', 'harleen', 'name');
    expectFound('Subah anjali aayi thi, usko bhi pasina bahut aata hai.', 'anjali', 'name');
  });

  it("finds a name after Tagalog's personal article", () => {
    expectFound('Tumawag si maricel kahapon at sinabi niya na hindi siya makatulog.', 'maricel', 'name');
    expectFound('Dumating si marites kanina para sa follow-up ng kanyang hot flashes.', 'marites', 'name');
  });

  it('reads no plain word of the clause as a name', () => {
    expectClean('Raat ko pasina bahut aata hai aur subah se thakaan bhi hoti hai, kya yeh normal hai?');
    expectClean('Mujhe gynae ne patch diya tha, lekin usse bhi garmi kam nahi hui hai.');
    expectNoHitOn('Pichle hafte estrogel ne bhi kuch asar nahi kiya, garmi abhi bhi lagti hai.', 'estrogel');
    expectNoHitOn('Sinabi ni nanay na hindi siya makatulog, kaya binisita siya ng doktor.', 'nanay');
    expectNoHitOn('Sabi ni doktora na tuloy ang patch, pero pinagpapawisan pa rin siya sa gabi.', 'doktora');
  });

  it('still lets the clean clauses of the 35th round through', () => {
    expectClean('Raat ko neend nahi aati aur pasina bahut hota hai. Kya dawai badalni chahiye?');
    expectClean('Subah se sir dard ho raha hai aur thakaan bhi hai. Kya main patch laga sakti hoon?');
  });

  it('keeps an English note with "se" or "ne" in it clean', () => {
    expectClean('Hot flushes se improved on the patch; ne quadrant of the breast clear on examination.');
  });

  it('holds the given names sorted, in lower case, and free of the Hindi-Urdu function words', () => {
    const dir = join(__dirname, '..', '..', 'src', 'deidentification');
    const names = (JSON.parse(readFileSync(join(dir, 'south-asian-given-names.json'), 'utf8')) as { names: string[] })
      .names;
    const functionWords = new Set(
      (JSON.parse(readFileSync(join(dir, 'other-language-function-words.json'), 'utf8')) as Record<string, string[]>)[
        'hi-Latn'
      ],
    );
    expect(names).to.deep.equal([...names].sort());
    expect(names.filter((n) => n !== n.toLowerCase() || functionWords.has(n))).to.deep.equal([]);
  });
});
