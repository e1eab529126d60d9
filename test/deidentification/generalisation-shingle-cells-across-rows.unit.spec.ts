import { expectClean, expectFound } from './helpers';

describe('detector: two rows of a column dump hold no name across their line break (issue 49, 33rd round)', () => {
  it('keeps a row value and the next row label apart in a key-value config', () => {
    expectClean('Printer settings\nDriverClass:\t\tGeneric3\nDuplexMode:\t\toff\nTrayCount:\t\t2');
  });

  it('keeps the last word of a report row and the next host label apart', () => {
    expectClean(
      'Uptime report, quarter 3 (hosts only)\n' +
        'lab-portal       99.90 %   1 outage, 14 min\n' +
        'rota-app02       99.52 %   3 outages, 40 min',
    );
  });

  it('keeps a settings table of a test runner apart', () => {
    expectClean(
      '*** Settings ***\n' +
        'Library           RequestsLibrary\n' +
        'Library           OperatingSystem\n' +
        'Suite Setup       Start Server',
    );
  });

  it('still finds a name that is a cell of its own row', () => {
    expectFound('Rota, week 12\nOn call:\t\tMargaret Okafor\nBleep:\t\t4471', 'Margaret Okafor');
  });

  it('still finds a name wrapped over a line in running text', () => {
    expectFound('The referral came from Dr Eleanor\nBrackenridge at the practice; she rang on Monday.', 'Brackenridge');
  });

  it('still finds a place closing a tagged title line, which is prose, not a cell', () => {
    expectFound(
      'TY  - JOUR\nTI  - Night sweats after a hysterectomy: a report of a patient from Stornoway\nPY  - 2025\nER  -',
      'Stornoway',
    );
  });
});
