/**
 * The Nordic personal identity numbers in the plain form their holders write them, read without a label where the
 * register's own check holds (issue 49, thirty-sixth round, machair): the labelled forms are read by
 * national-register-numbers.ts, but a referral writes "pnr" or "hetu", or nothing, before them.
 * - the Swedish personnummer (Skatteverket, SKV 704): the date of birth YYMMDD (the day plus 60 in a
 *   samordningsnummer), maybe after the century, a hyphen (a plus past a hundred years of age), three digits and a
 *   Luhn digit over the ten ("710814-3277", "19710814-3277");
 * - the Finnish henkilötunnus (Digital and Population Data Services Agency): the date of birth DDMMYY, the century's
 *   sign (+, -, A to F, U to Y), three digits and a check character, the nine digits mod 31 read in
 *   "0123456789ABCDEFHJKLMNPRSTUVWXY" ("150472-318R");
 * - the Norwegian fødselsnummer (Skatteetaten): the date of birth DDMMYY (the day plus 40 in a D-number), three digits
 *   and two mod 11 check digits (weights 3 7 6 1 8 9 4 5 2, then 5 4 3 2 7 6 5 4 3 2), maybe a space after the date
 *   ("120764 33168").
 * Each needs the date's shape and the check: a random number of the shape passes one in ten (Luhn), one in
 * thirty-one or one in a hundred and twenty-one.
 */
import { allMatches } from './all-matches';
import { luhnValid } from './check-digits';
import type { IdentifierHit } from './detector';
import { hasDigit } from './digits';
import { hit } from './hits';
import { WARNINGS } from './warnings';

/** Six digits, the century's or age's sign, three digits and a check digit or letter, on no longer number. */
const SIX_SIGN_FOUR = /(?<![\p{L}\d.,/-])((?:19|20)?\d{6})([-+A-FU-Y])(\d{3})([0-9A-Y])(?![\p{L}\d]|[.,/-]\d)/gu;
/** Eleven digits, maybe a space after the six of the date. */
const ELEVEN = /(?<![\p{L}\d.,/-])(\d{6})[^\S\n]?(\d{5})(?![\p{L}\d]|[.,/-]?\d)/gu;

const HETU_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';

const validDate = (day: number, month: number): boolean => month >= 1 && month <= 12 && day >= 1 && day <= 31;

export function isPersonnummer(date: string, serial: string): boolean {
  const yymmdd = date.slice(-6);
  const day = Number(yymmdd.slice(4, 6));
  return validDate(day > 60 ? day - 60 : day, Number(yymmdd.slice(2, 4))) && luhnValid(yymmdd + serial);
}

export function isHenkilotunnus(date: string, sign: string, serial: string): boolean {
  if (date.length !== 6 || sign === '+' || !/^\d{3}$/.test(serial.slice(0, 3))) return false;
  return (
    validDate(Number(date.slice(0, 2)), Number(date.slice(2, 4))) &&
    HETU_CHECK[Number(date + serial.slice(0, 3)) % 31] === serial[3]
  );
}

export function isFodselsnummer(d: string): boolean {
  const day = Number(d.slice(0, 2));
  if (!validDate(day > 40 ? day - 40 : day, Number(d.slice(2, 4)))) return false;
  const check = (weights: readonly number[]): number => {
    const r = 11 - (weights.reduce((a, w, i) => a + w * Number(d[i]), 0) % 11);
    return r === 11 ? 0 : r;
  };
  const k1 = check([3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const k2 = check([5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  return k1 !== 10 && k2 !== 10 && k1 === Number(d[9]) && k2 === Number(d[10]);
}

export function findNordicPersonalNumbers(text: string): IdentifierHit[] {
  const hits: IdentifierHit[] = [];
  if (!hasDigit(text)) return hits;
  const push = (m: RegExpExecArray): void => {
    hits.push(hit('other_identifier', m.index, m.index + m[0].length, WARNINGS.other_identifier));
  };
  for (const m of allMatches(SIX_SIGN_FOUR, text)) {
    const [, date, sign, serial, check] = m;
    const swedish = (sign === '-' || sign === '+') && /\d/.test(check) && isPersonnummer(date, serial + check);
    if (swedish || isHenkilotunnus(date, sign, serial + check)) push(m);
  }
  for (const m of allMatches(ELEVEN, text)) if (isFodselsnummer(m[1] + m[2])) push(m);
  return hits;
}
