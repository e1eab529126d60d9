import { expectClean, expectFound } from './helpers';

describe("detector: a country's name with its saint abbreviated (issue 49, 34th round)", () => {
  it('keeps St Vincent and the Grenadines in a list of countries clean', () => {
    expectClean('Registry sites: Barbados, St Vincent and the Grenadines, Grenada and Antigua.');
  });

  it('keeps St. Kitts and Nevis with its dot clean', () => {
    expectClean('She flew home to St. Kitts and Nevis for the summer and restarted HRT on return.');
  });

  it('keeps St Lucia clean', () => {
    expectClean('Most of the group came from St Lucia and Dominica in the 1960s.');
  });

  it('still finds a street and a hospice named after the same saints', () => {
    expectFound('Her flat is on St Vincent Street near the station.', 'St Vincent Street');
    expectFound('Seen at St Helena Hospice, Colchester, for symptom control.', 'St Helena Hospice');
  });
});
