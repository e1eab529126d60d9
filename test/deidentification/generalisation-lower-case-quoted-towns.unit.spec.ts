import { expect } from 'chai';
import { detectIdentifiers } from '../../src/deidentification';
import { expectFound } from './helpers';

/** The street or building is found; the everyday word after it is not. */
function expectOnlyBefore(text: string, word: string): void {
  const start = text.indexOf(word);
  const hits = detectIdentifiers(text).filter((h) => h.start < start + word.length && start < h.end);
  expect(hits, `no hit on "${word}" in: ${text}`).to.be.empty;
}

describe('detector: a lower-case town closing a quoted address field (issue 49, 27th round, lower case)', () => {
  it('reads the town after a street when a quote or an escaped comma closes its field', () => {
    expectFound('insert_row("7 Pendower Close, helston");', 'helston', 'location');
    expectFound("VALUES ('Ruth', '22 Bramley Crescent', 'lanivet');", 'lanivet', 'location');
    expectFound('LOCATION:9 Tredinnick Way\\, bodmin\\, PL31 2AB', 'bodmin', 'location');
  });

  it('keeps everyday words after a street, quoted or not', () => {
    expectOnlyBefore('note = "3 Mill Lane, upstairs"; visit booked', 'upstairs');
    expectOnlyBefore("fields ('12 Oak Rd', 'urgent')", 'urgent');
  });
});
