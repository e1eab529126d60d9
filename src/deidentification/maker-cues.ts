/**
 * Companies named by what they do (issue 49, seventeenth round, tuned on the shoreline set, by class): recruitment
 * posters, patient leaflets and competing-interest statements name a medicine's maker after a verb of making or
 * selling ("made by Bayer", "manufactured by Besins Healthcare", "marketed by Theramex") and the payers of
 * honoraria, fees, grants and royalties ("received honoraria from Astellas and Bayer", "speaker fees from Novo
 * Nordisk, Gedeon Richter and Pfizer"). Many makers carry a founder's surname, so the cue, not the word, is the
 * evidence: one to three capitalised words after it, and the makers listed with them by commas or "and", are
 * dropped as names; a title before a word keeps it a person ("fees from Dr Bayer"), and so does a given name
 * ("the cake made by Linda", "fees from Ruth Bayer").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

/**
 * Goods are supplied by a firm, while a history or an account is supplied by a person ("history supplied by
 * Okafor"): issue 49, eighteenth round.
 */
const TOLD = String.raw`(?:history|information|details|account|statement|answers|collateral)`;
const SUPPLIED = String.raw`(?<!${TOLD}[^\S\n]+)[Ss]upplied`;
const CUE =
  String.raw`(?:(?:[Mm]ade|[Mm]anufactured|[Mm]arketed|[Dd]istributed|[Pp]ackaged|[Ll]abelled|${SUPPLIED})[^\S\n]+by|` +
  String.raw`(?:[Hh]onorari(?:a|um)|[Ff]ees?|[Gg]rants?|[Rr]oyalties|[Ss]ponsorship|` +
  String.raw`[Rr]esearch[^\S\n]+funding)[^\S\n]+from|` +
  // A trial's sponsor and funder are organisations (issue 49, twenty-fifth round): "Sponsor: Bayer", "funded by".
  String.raw`(?:[Ss]ponsor|[Ff]under|[Ff]unding)[^\S\n]*:|(?:[Ss]ponsored|[Ff]unded)[^\S\n]+by)`;
/** A maker: one to three capitalised words, no title among them. */
const MAKER = String.raw`(?!(?:Dr|Mrs?|Ms|Miss|Mx|Prof|Nurse)\b)\p{Lu}[\p{L}&-]*(?:[^\S\n]+\p{Lu}[\p{L}&-]*){0,2}`;
const MADE_BY = new RegExp(
  String.raw`\b${CUE}[^\S\n]+(${MAKER}(?:(?:,[^\S\n]*|[^\S\n]+and[^\S\n]+)${MAKER}){0,4})`,
  'gu',
);
const MAY_CUE = /\b(?:by|from)\b|[Ss]ponsor|[Ff]und/;

const FIRST_WORDS = /(?:^|,[^\S\n]*|[^\S\n]+and[^\S\n]+)(\p{Lu}[\p{L}&-]*)/gu;

export function makerCueSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_CUE.test(text)) return spans;
  for (const m of allMatches(MADE_BY, text)) {
    if (allMatches(FIRST_WORDS, m[1]).some((f) => words.isPersonalFirstName(f[1].toLowerCase()))) continue;
    const end = (m.index ?? 0) + m[0].length;
    spans.push([end - m[1].length, end]);
  }
  return spans;
}
