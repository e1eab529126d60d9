/**
 * English past tenses and participles, regular and not ("seen", "taken", "went", "spoke"), lower case: compromise's
 * lexicon, written into lexicon-data.json by scripts/build-deid-data.ts. After a name such a word is the name's verb,
 * no noun the name modifies ("Pt Maria Gonzalez seen today"); a suffix test (`-ed`) misses the irregular ones.
 */
import { builtOnce, readGenerated } from './generated-lists';

export const pastVerbForms = builtOnce(
  (): ReadonlySet<string> => new Set(readGenerated<{ pastVerbForms: string[] }>('lexicon-data.json').pastVerbForms),
);
