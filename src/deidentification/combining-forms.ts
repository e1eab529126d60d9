/**
 * Clinical compounds of a Greek or Latin combining form and a word (issue 49, twenty-seventh round, tuned on the
 * foreshore set, by class): "hepatorenal", "cardiorenal", "hepatopulmonary", "gastrooesophageal", "vesicoureteric",
 * "musculoskeletal", "cerebrovascular". The dictionaries hold the parts but seldom the compound, so after "in" or
 * "from" the place rule read one as an unknown town ("in hepatorenal syndrome"). A word is such a compound when it
 * opens with a combining form of anatomy (the forms that end in "o" and join two organs or systems) and the rest, of
 * four letters or more, is an English or clinical word, or is itself such a compound ("gastroduodenojejunal").
 * A town in no list ("in hepworthy", "in cardington") opens with no such form followed by a word, and keeps its hit.
 */
import type { WordClasses } from './word-classes';

const FORMS = new RegExp(
  '^(?:' +
    [
      'hepato',
      'hepatico',
      'cardio',
      'gastro',
      'entero',
      'neuro',
      'nephro',
      'osteo',
      'pneumo',
      'pulmono',
      'broncho',
      'laryngo',
      'pharyngo',
      'oesophago',
      'esophago',
      'utero',
      'vesico',
      'uretero',
      'urethro',
      'recto',
      'colo',
      'vagino',
      'cervico',
      'sacro',
      'lumbo',
      'ilio',
      'femoro',
      'tibio',
      'cerebro',
      'spino',
      'oculo',
      'naso',
      'oro',
      'facio',
      'cranio',
      'costo',
      'sterno',
      'abdomino',
      'pelvi',
      'pancreatico',
      'spleno',
      'thoraco',
      'musculo',
      'duodeno',
      'jejuno',
      'ileo',
      'cholecysto',
      'cholangio',
      'angio',
      'myo',
      'dermo',
      'dermato',
      'immuno',
      'psycho',
      'neuro',
      'vaso',
      'veno',
      'arterio',
      'lympho',
      'adeno',
      'ovario',
      'tubo',
      'salpingo',
      'mammo',
      'genito',
      'uro',
      'reno',
      'endocrino',
      'oto',
      'rhino',
      'gluteo',
      'sacroilio',
      'temporo',
      'mandibulo',
    ].join('|') +
    ')(?=[a-z])',
);

export function isCombiningFormCompound(lower: string, words: WordClasses, depth = 0): boolean {
  if (lower.length < 9 || depth > 2) return false;
  const form = FORMS.exec(lower);
  if (form === null) return false;
  // The longest form that leaves a word: "hepatico" before "hepato".
  for (let cut = form[0].length; cut >= 3; cut--) {
    if (lower[cut - 1] !== 'o') continue;
    const rest = lower.slice(cut);
    if (rest.length < 4) continue;
    if (words.isAnyEnglishWord(rest) || words.isAllowed(rest)) return true;
    // A vowel doubled at the join ("gastrooesophageal") or the next form's own compound.
    if (rest[0] === 'o' && (words.isAnyEnglishWord(rest.slice(1)) || words.isAllowed(rest.slice(1)))) return true;
    if (isCombiningFormCompound(rest, words, depth + 1)) return true;
  }
  return false;
}
