import { expectFound, expectNoHitOn } from './helpers';

/**
 * Identifiers whose digits were said as words where the words meet what the reader of number words did not expect
 * (issue 49, thirty-sixth round, the bypass fuzzer's digit-words disguise): a date glued to a file name's
 * underscores or to an ISO timestamp's "T"; a phone written with O for 0 and I for 1 before its digits were said,
 * or with pairs said as one number ("forty-four"), word-processor hyphens and an area code's brackets; a house's
 * number said alone before its street. Every sentence is written for this spec; each was missed on 65222628.
 */
describe('detector: digits said as words in files, phones and house numbers (issue 49, 36th round)', () => {
  it('reads a date said in words inside a file name or before a timestamp hour', () => {
    expectFound('Wound photo saved as IMG_two-oh-two-five-oh-seven-twenty-two_1130.jpg today.', 'two-oh-two-five');
    expectFound('backup_two-oh-two-five_oh-nine_oh-three_full.tar failed to copy.', 'two-oh-two-five');
    expectFound('two-oh-two-five-oh-eight-nineteenT16:22:05Z WARN token refresh failed', 'two-oh-two-five');
  });

  it('reads a phone said in words with letters for zeros and ones, or pairs said as one number', () => {
    expectFound('Text her on O seven-eight-three-one O forty-two I five-six.', 'seven-eight-three-one');
    expectFound('Call the ward on oh-one-nine-oh-four sixty-two eighty-one fifty.', 'sixty-two');
    expectFound('Fax results to (four-one-five) five-five-five‑oh-one-eight-two.', 'five-five-five');
  });

  it('reads a house number said as a word before its street', () => {
    expectFound('Home visit booked at twelve Primrose Close, Kendal.', 'twelve Primrose Close', 'location');
    expectFound('Please post the leaflet to SIXTEEN ASHBY LANE, WIGAN.', 'SIXTEEN ASHBY LANE', 'location');
  });

  it('leaves number words that are no identifier', () => {
    expectNoHitOn('She has two close friends and walks one mile a day.', ['two close', 'one mile']);
    expectNoHitOn('I rang at nine O clock and again at four.', ['nine', 'four']);
  });
});
