import { expect } from 'chai';
import { asOneByte } from '../../src/deidentification/one-byte';
import { detectIdentifiers } from '../../src/deidentification';

describe('asOneByte', () => {
  it('keeps every Latin-1 character of a text cut from a wider one', () => {
    const wide = 'Zoë Müller, née Ørsted, ß ÿ \u00a0 \u00ff\u0080 seen 12/03/2024 “quoted”';
    const cut = wide.slice(0, wide.indexOf('“'));
    expect(asOneByte(cut)).to.equal(cut);
  });

  it('returns a text holding a character past Latin-1 as it is', () => {
    for (const text of ['Mrs Ｗｉｌｌ', 'Dr Smith 😀', 'ĀĒĪ', '“quoted”']) expect(asOneByte(text)).to.equal(text);
  });

  it('gives the same hits on a two-byte copy of a Latin-1 note', () => {
    const note = 'Seen by Dr Ólafur Jónsson at 14 Rue de Rivoli, Paris, on 3 March 2024; tel 020 7946 0958.';
    const twoByte = (note + '😀').slice(0, note.length);
    expect(detectIdentifiers(twoByte)).to.deep.equal(detectIdentifiers(note));
  });
});
