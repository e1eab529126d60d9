import { expect } from 'chai';
import { SeekMarks } from '../../src/projections/seek-marks';

describe('remembered page marks of newest-first lists', () => {
  const key = (id: string) => ({ created_ms: 1, id });

  it('finds the nearest mark at or above an offset, moved down by the rows the list gained since', () => {
    const marks = new SeekMarks();
    marks.add('list', 1000, 5000, key('a'));
    marks.add('list', 2000, 5000, key('b'));
    expect(marks.nearest('list', 1999, 5000)).to.deep.equal({ offset: 1000, key: key('a') });
    expect(marks.nearest('list', 2500, 5000)).to.deep.equal({ offset: 2000, key: key('b') });
    // Ten newer rows on top: each mark's row is ten places further down.
    expect(marks.nearest('list', 2005, 5010)).to.deep.equal({ offset: 1010, key: key('a') });
    expect(marks.nearest('list', 999, 5000)).to.equal(null);
    expect(marks.nearest('other', 2500, 5000)).to.equal(null);
  });

  it('forgets a list whose total went down (a rebuild under way), as its marks no longer hold', () => {
    const marks = new SeekMarks();
    marks.add('list', 1000, 5000, key('a'));
    expect(marks.nearest('list', 1500, 4000)).to.equal(null);
    expect(marks.nearest('list', 1500, 5000)).to.equal(null);
  });
});
