import { expect } from 'chai';
import type { IdentifierDetector } from '../../src/deidentification/detector';
import {
  INVALID_ENUM_MESSAGE,
  invalidEnumMessage,
  invalidEnumParameter,
  submittedValue,
} from '../../src/deidentification/named-value';

const REGIONS = ['northeast', 'southeast', 'midwest', 'southwest', 'west', 'pacific'];
const flagsEverything: IdentifierDetector = {
  detect: (text) => [{ kind: 'other_identifier', warning: 'flagged', start: 0, end: text.length }],
};

describe('naming a submitted enum value (one rule for bodies, query parameters and CSV rows)', () => {
  it('names a short, printable value the identifier screen passes', () => {
    expect(submittedValue('martian')).to.deep.equal({ shown: "'martian'", value: 'martian' });
    expect(submittedValue('x'.repeat(40)).value).to.equal('x'.repeat(40));
    expect(submittedValue(42)).to.deep.equal({ shown: '42', value: 42 });
    expect(submittedValue(true)).to.deep.equal({ shown: 'true', value: true });
    expect(submittedValue(null)).to.deep.equal({ shown: 'null', value: null });
  });

  it('withholds a value that looks like a name, giving only its length', () => {
    expect(submittedValue('Maria Gonzalez')).to.deep.equal({ shown: 'the submitted value (14 characters)' });
    expect(submittedValue('John Smith')).to.deep.equal({ shown: 'the submitted value (10 characters)' });
  });

  it('withholds what the screen flags, even a plain word', () => {
    expect(submittedValue('martian', flagsEverything)).to.deep.equal({ shown: 'the submitted value (7 characters)' });
  });

  it('withholds values over 40 characters and unprintable ones', () => {
    expect(submittedValue('x'.repeat(41)).shown).to.equal('the submitted value (41 characters)');
    expect(submittedValue('west\n').shown).to.equal('the submitted value (5 characters)');
    expect(submittedValue('we\u202Est').shown).to.equal('the submitted value (5 characters)');
    expect(submittedValue('\u0000').shown).to.equal('the submitted value (1 character)');
    // Characters, not UTF-16 units: 40 emoji are 40 characters.
    expect(submittedValue('🙂'.repeat(40)).value).to.equal('🙂'.repeat(40));
  });

  it('withholds objects and arrays', () => {
    expect(submittedValue({ name: 'Maria' })).to.deep.equal({ shown: 'the submitted value (an object)' });
    expect(submittedValue(['west'])).to.deep.equal({ shown: 'the submitted value (an array)' });
  });

  it('always lists the valid values, named or not', () => {
    expect(invalidEnumMessage(submittedValue('mars'), REGIONS)).to.equal(
      "Invalid value 'mars'. Must be one of: northeast, southeast, midwest, southwest, west, pacific",
    );
    expect(invalidEnumMessage(submittedValue('mars'), REGIONS, 'region')).to.equal(
      "Invalid value 'mars' for region. Must be one of: northeast, southeast, midwest, southwest, west, pacific",
    );
    expect(invalidEnumMessage(submittedValue('Maria Gonzalez'), REGIONS, 'region')).to.equal(
      'Invalid value for region: the submitted value (14 characters). Must be one of: northeast, southeast, ' +
        'midwest, southwest, west, pacific',
    );
    for (const value of ['mars', 'Maria Gonzalez', 7, {}])
      expect(invalidEnumMessage(submittedValue(value), REGIONS)).to.match(INVALID_ENUM_MESSAGE);
  });

  it('puts the value in a query parameter error only when it may be named', () => {
    const named = invalidEnumParameter('region', 'mars', REGIONS);
    expect(named).to.include({ status: 422, code: 'INVALID_ENUM_VALUE' });
    expect(named.details).to.deep.equal({ field: 'region', value: 'mars', valid_values: REGIONS });
    const withheld = invalidEnumParameter('region', 'Maria Gonzalez', REGIONS);
    expect(withheld.details).to.deep.equal({ field: 'region', valid_values: REGIONS });
    expect(JSON.stringify([withheld.message, withheld.details])).not.to.include('Maria');
  });
});
