/**
 * Peoples of the Arctic and the North Atlantic, their languages and their lands, in English and in their own
 * words (issue 49, 27th round, tuned on the reedbed set, by class): leaflets, glossaries and statistics for the
 * Nordic, Greenlandic and Faroese services name them capitalised ("The Sámi national centre", "Kalaallisut and
 * English", "Faroes, Greenland, Sápmi"), where a name reader takes an unknown capitalised word for a surname. The
 * broader ancestry words (Inuit, Yupik, Métis …) are in clinical-lexicons.ts. Words that are also given names or
 * surnames (Sami and Saami without the accent, Mansi …) are left out, so the person stays found; the unit test keeps
 * them out. Marked allowed vocabulary by word-classes.ts.
 */
import { wordSet } from './word-set';

export const ARCTIC_PEOPLES_AND_LANGUAGES: ReadonlySet<string> = wordSet(`
sámi sápmi sapmi sámegiella davvisámegiella julevsámegiella åarjelsaemien anárašgiella
kalaallit kalaallisut greenlanders greenlandic tunumiisut inuktun kitaamiusut
faroes faroese føroyar føroyskt
inuktitut inuinnaqtun inuvialuit inupiaq iñupiaq inuvialuktun unangan aleut
nenets evenki evenk chukchi sakha yakut khanty kven kvens meänkieli tornedalian
`);
