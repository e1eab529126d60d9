import { expectClean, expectFound } from './helpers';

describe('detector: a coined finding before a reporting verb (issue 49, 27th round, foreshore)', () => {
  it('reads a word on a condition\'s ending before "reported" or "noted" as the finding', () => {
    expectClean('Dysmenorrhoea noted; physio.');
    expectClean('Vulvodynia reported at the last two visits.');
  });

  it('keeps an unknown name before the verb and the reporter after it', () => {
    expectFound('Oluwaseun reported pain.', 'Oluwaseun', 'name');
    expectFound('Dysmenorrhoea reported by Oluwaseun', 'Oluwaseun', 'name');
  });
});
