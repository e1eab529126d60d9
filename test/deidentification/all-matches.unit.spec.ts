import { expect } from 'chai';
import { allMatches } from '../../src/deidentification/all-matches';

const shape = (matches: RegExpExecArray[] | RegExpMatchArray[]): unknown[] =>
  matches.map((match) => ({ index: match.index, groups: [...match] }));

describe('allMatches', () => {
  const cases: [RegExp, string][] = [
    [/\b(\w)(\w*)\b/g, 'Dr. Smith saw Ms Jones at 10:30'],
    [/x*/g, 'axxbx'],
    [/(?:)/gu, 'a😀b'],
    [/\p{Lu}/gu, 'Ünïcode Ärzte 😀 Zoë'],
    [/y/g, 'no match here'],
  ];

  it('finds what matchAll finds, empty matches and surrogate pairs included', () => {
    for (const [pattern, text] of cases)
      expect(shape(allMatches(pattern, text)), String(pattern)).to.deep.equal(shape([...text.matchAll(pattern)]));
  });

  it('leaves the pattern at lastIndex 0 and refuses a pattern without the g flag', () => {
    const pattern = /a/g;
    allMatches(pattern, 'banana');
    expect(pattern.lastIndex).to.equal(0);
    expect(() => allMatches(/a/, 'banana')).to.throw(TypeError);
  });
});
