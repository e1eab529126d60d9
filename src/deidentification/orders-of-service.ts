/**
 * The music of a funeral's or a memorial's order of service (issue 49, eighteenth round, tuned on the tideline set,
 * by class): chaplaincy notes, funeral notices and bereavement-service programmes list the pieces after the part of
 * the service they open or close ("Entrance: Ave Maria", "Exit music: Jerusalem", "Processional: Lascia ch'io
 * pianga", "Hymn: Abide with Me"), and titles of sacred music read as names ("Pie Jesu", "Nimrod", "Jerusalem").
 * In a text that is an order of service (it says so, or names two of its parts), the title after a label of music is
 * dropped, up to the end of its sentence or a bracket; a performer named there keeps the person: a given name and a
 * second capitalised word ("Music: Ruth Okafor, cello"; a given name that is an everyday word, as "Pie", does not
 * count), or anything after "by" or in brackets ("Hymn: Crimond (played by Linda)").
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';

const SERVICE = /\border[^\S\n]+of[^\S\n]+(?:service|worship)\b|\b(?:funeral|memorial|thanksgiving)[^\S\n]+service\b/i;
const PART = /\b(?:eulogy|commendation|committal|tribute|hymn|entrance|exit[^\S\n]+music|blessing)\b/gi;
/** Labels of the parts of a service that are music. */
const MUSIC =
  String.raw`Entrance(?:[^\S\n]+music)?|Entry(?:[^\S\n]+music)?|Exit(?:[^\S\n]+music)?|Music|Hymns?|Anthem|` +
  String.raw`Voluntary|Processional|Recessional|Song|Reflection(?:[^\S\n]+music)?|Committal[^\S\n]+music|` +
  String.raw`Closing[^\S\n]+music|Opening[^\S\n]+music|Psalm`;
/** A label, a colon, the title up to a full stop, semicolon, bracket, "by" or the line's end. */
const PIECE = new RegExp(String.raw`\b(?:${MUSIC})[^\S\n]*:[^\S\n]*((?:(?![^\S\n]by\b)[^.;(\n])+)`, 'g');
const PERFORMER = /^(\p{Lu}\p{Ll}+)[^\S\n]+\p{Lu}/u;

export function orderOfServiceSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!text.includes(':') || !(SERVICE.test(text) || allMatches(PART, text).length >= 2)) return spans;
  for (const m of allMatches(PIECE, text)) {
    const performer = PERFORMER.exec(m[1]);
    const first = performer?.[1].toLowerCase();
    // "Pie Jesu": a given name that is an everyday word too does not make a performer.
    if (first !== undefined && words.isPersonalFirstName(first) && !words.isCommonWord(first)) continue;
    const end = (m.index ?? 0) + m[0].length;
    spans.push([end - m[1].length, end]);
  }
  return spans;
}
