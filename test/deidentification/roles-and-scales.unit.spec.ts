import { expect } from 'chai';
import { roleAndScaleSpans } from '../../src/deidentification/roles-and-scales';
import { WordClasses } from '../../src/deidentification/word-classes';

describe('roleAndScaleSpans: the name before a score', () => {
  const words = new WordClasses();
  const held = (text: string): string[] => roleAndScaleSpans(text, words).map(([s, e]) => text.slice(s, e));

  it('holds capitals, a hyphened name or a capital inside a word with its score', () => {
    expect(held('Screened today: PHQ-9 score 14/27 and ACE-III 81/100 noted.')).to.include('ACE-III 81/100');
    expect(held('Her QoL 18/20 was good')).to.include('QoL 18/20');
    expect(held('Stand-Up: 19/20 overall')).to.include('Stand-Up: 19/20');
    expect(held('SLUMS total 25/30 last week')).to.include('SLUMS total 25/30');
  });

  it('holds a name that could be a month and day alone, unless the text says score', () => {
    expect(held('KPS 4/10')).to.deep.equal(['KPS']);
    expect(held('KPS score 4/10')).to.deep.equal(['KPS score 4/10']);
  });

  it('refuses a long capitalised word with no fraction after it at once, beside one that has one', function () {
    this.timeout(2000);
    const shout = 'PLEASEBRINGTHEREFERRALNOTE';
    const text = `${shout} ${shout.toLowerCase()} AbCdEfGhIjKlMnOpQrStUvWx then review 3/4 and HADS 15/21`;
    const started = process.hrtime.bigint();
    expect(held(text)).to.deep.equal(['HADS 15/21']);
    expect(Number(process.hrtime.bigint() - started) / 1e6).to.be.below(200);
  });
});
