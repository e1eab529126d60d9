import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: the loopback host's names and C's integer literals in settings,
// menus and magic-number tables pasted into notes, which shingle refused as names (issue 49, 36th round).
describe('detector: loopback host names and integer literals (issue 49, 36th round)', () => {
  it('reads the loopback host by its reserved names as no one', () => {
    expectClean('Bind the reminder service to localhost on port 8080 only.');
    expectClean('The banner at localhost:70 shows the menu.');
    expectClean('proxy\tlocalhost\t3128\tnurse-portal');
    expectClean('gopher mirror\t/faq\tlocalhost\t70');
  });

  it('reads a hexadecimal, binary or octal literal in a table as a number', () => {
    expectClean('8\tshort\t0x4a4e\tmark');
    expectClean('flags = 0b0110; mode = 0o644; marker = 0x4a4e');
  });

  it('still finds a person in the same rows and a name written in look-alike digits', () => {
    expectFound('gopher mirror\t/faq\tlocalhost\t70\tMrs Okafor', 'Okafor', 'name');
    expectFound('Pt name: 0x4n4 P3tr3nk0', '0x4n4');
    expectFound('Dr Localhost rang about the results.', 'Localhost', 'name');
  });
});
