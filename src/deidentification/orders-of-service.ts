/**
 * The music of a funeral's or a memorial's order of service (issue 49, eighteenth round, tuned on the tideline set,
 * by class): chaplaincy notes, funeral notices and bereavement-service programmes list the pieces after the part of
 * the service they open or close ("Entrance: Ave Maria", "Exit music: Jerusalem", "Processional: Lascia ch'io
 * pianga", "Hymn: Abide with Me"), and titles of sacred music read as names ("Pie Jesu", "Nimrod", "Jerusalem").
 * In a text that is an order of service (it says so, or names two of its parts), the title after a label of music is
 * dropped, up to the end of its sentence or a bracket; a performer named there keeps the person: a given name and a
 * second capitalised word ("Music: Ruth Okafor"; a given name that is an everyday word, as "Pie", does not count
 * unless a surname that is no everyday word follows: "Grace Okoro"), an instrument or voice in brackets after it
 * ("Music: Smith Harwood (piano)"), or anything after "by" or in brackets ("Hymn: Crimond (played by Linda)").
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
const PERFORMER = /^(\p{Lu}\p{Ll}+)(?:[^\S\n]+\p{Lu}[\p{L}'’-]*)*[^\S\n]+(\p{Lu}[\p{L}'’-]*)[^\S\n]*$/u;
/** An instrument or a voice in brackets after the value: its player or singer was named. */
const PLAYED =
  /^[^\S\n]*\((?:piano|organ|organist|violin|viola|cello|flute|harp|guitar|trumpet|soprano|alto|tenor|bass|voice|vocals|choir|pianist|violinist|cellist|singer)\b/i;

/** "Grace Okoro", "Ruth Harwood": a given name, or any name before a surname that is no everyday word. */
function namesPerformer(value: string, after: string, words: WordClasses): boolean {
  if (PLAYED.test(after)) return true;
  const m = PERFORMER.exec(value.trim());
  if (m === null) return false;
  const first = m[1].toLowerCase();
  // "Pie Jesu": a given name that is an everyday word, before a word of no list, does not make a performer.
  if (words.isPersonalFirstName(first) && !words.isCommonWord(first)) return true;
  return words.isName(first) && words.isDistinctiveName(m[2].toLowerCase());
}

export function orderOfServiceSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!text.includes(':') || !(SERVICE.test(text) || allMatches(PART, text).length >= 2)) return spans;
  for (const m of allMatches(PIECE, text)) {
    const end = (m.index ?? 0) + m[0].length;
    if (namesPerformer(m[1], text.slice(end, end + 16), words)) continue;
    spans.push([end - m[1].length, end]);
  }
  return spans;
}
