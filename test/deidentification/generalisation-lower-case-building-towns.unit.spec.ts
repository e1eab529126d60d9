import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { expectFound } from './helpers';

/** The street or building is found; the everyday word after it is not. */
function expectOnlyBefore(text: string, word: string): void {
  const start = text.indexOf(word);
  const hits = detectIdentifiers(text).filter((h) => h.start < start + word.length && start < h.end);
  expect(hits, `no hit on "${word}" in: ${text}`).to.be.empty;
}

describe('detector: a lower-case town after a named building or practice (issue 49, 27th round, lower case)', () => {
  it('reads the town after the building and its comma', () => {
    expectFound('Resident at Brackenfield Lodge care home, ruddington, since May.', 'ruddington', 'location');
    expectFound('Letter to Dr Quayle & Partners, kirkcudbright, copied to the patient.', 'kirkcudbright', 'location');
    expectFound('Meeting room 2, Tolvean House, redruth.', 'redruth', 'location');
  });

  it('keeps everyday words after a building', () => {
    expectOnlyBefore('We met at Mercer House, upstairs.', 'upstairs');
    expectOnlyBefore('The Court House, quickly filled, was closed.', 'quickly');
  });
});
