/**
 * The words of the spelling alphabet where the text names it (issue 49, twenty-eighth round, tuned on the shallows
 * set, by class). Radio procedures, event control logs and telephony scripts list the ICAO/NATO spelling alphabet
 * ("NATO alphabet: Tango, Hotel, Echo, Lima"), and its words include given names and towns (Charlie, Juliett, Lima,
 * Romeo, Victor). The alphabet is a closed list of 26 code words (ICAO Annex 10, with the common spellings "Alpha"
 * and "Juliet"); its words are read as code words only after a label that names the alphabet ("NATO alphabet",
 * "phonetic alphabet", "spelling alphabet", "ICAO alphabet", "radio alphabet"), in the run of them that follows the
 * label up to the first word that is no code word. "NATO" before "alphabet" is read with it. A name after the run
 * ("…, Lima. Ask Charlie Dunmore") keeps its hit: the run ends at the sentence.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const CODE_WORDS = new Set(
  (
    'alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima mike november oscar papa ' +
    'quebec romeo sierra tango uniform victor whiskey whisky x-ray xray yankee zulu'
  ).split(' '),
);
const LABEL = /\b(?:(NATO|ICAO|phonetic|spelling|radio)[^\S\n]+alphabet)\b[^\S\n]*(?:[:=(-]|is|words)?/gi;
const WORD = /[^\S\n]*[,;/]?[^\S\n]*(?:and[^\S\n]+)?([A-Za-z][A-Za-z-]*)/y;

export function spellingAlphabetSpans(text: string): Span[] {
  if (!/alphabet/i.test(text)) return [];
  const spans: Span[] = [];
  for (const m of allMatches(LABEL, text)) {
    spans.push([m.index, m.index + m[1].length]);
    let at = m.index + m[0].length;
    for (;;) {
      WORD.lastIndex = at;
      const w = WORD.exec(text);
      if (w === null || !CODE_WORDS.has(w[1].toLowerCase())) break;
      const end = at + w[0].length;
      spans.push([end - w[1].length, end]);
      at = end;
    }
  }
  return spans;
}
