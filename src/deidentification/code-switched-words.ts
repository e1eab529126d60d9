/**
 * Spanish words in a Spanish-English code-switched note (issue 49, thirteenth round, tuned on the hinterland set,
 * by class): "No quiere hormonas por miedo al cáncer", "habla español e inglés", "Gabapentina 300 mg al
 * acostarse", "Pero ella dice", "toma té de manzanilla". The lower-case and cue-less name rules read a pair of
 * words no English list knows as a name; here the evidence that they are Spanish is the note itself: three or
 * more distinct words of the lexicon below that are no English word. In such a note a run of lexicon words is
 * words, not a name. A capitalised lexicon word joins a run only before a lower-case one ("Pero ella", "Toma té"),
 * so "Vive con su hija Esperanza" and "la Dra. Consuelo Ybarra" keep their names: given names that are also
 * Spanish words (Dolores, Rosa, Luz, Paz, Cruz, Consuelo, Esperanza, Soledad, Pilar, Mercedes, Blanca, Amparo,
 * Rocío, Alba, Aurora) and surnames (Flores, Campos, Ríos, Torres, Santos, Reyes) are left out of the lexicon.
 */
import type { WordClasses } from './word-classes';
import { LETTERS_AND_MARKS, wordSpans } from './word-spans';

/** Function words, pronouns and common verbs and nouns of clinical talk, in lower case with their accents. */
const SPANISH = new Set(
  (
    'a al ante bajo con contra de del desde durante e el ella ellas ellos en entre es esta está están estoy este ' +
    'esto fue ha han hasta hay la las le les lo los me mi mis muy más menos ni no nos o para pero poco por porque ' +
    'que qué se según si sí sin sobre su sus también te tiene tienen todo todos tu un una unas uno unos usted ' +
    'ustedes y ya yo cuando donde como cómo cada casi siempre nunca mucho mucha muchos muchas nada algo bien mal ' +
    'mejor peor otra otro dice dijo habla hablan vive viven toma tomar tomando quiere quieren puede pueden siente ' +
    'sentir prefiere refiere niega duerme dormir come comer camina caminar trabaja trabajar llamar llama ' +
    'regresar regresa volver vuelve ' +
    'acostarse levantarse checar checa hacer hace usar usa aplicar aplica modo vez veces día días diario diaria ' +
    'semana semanas semanal mes meses año años hora horas mañana noche noches tarde hoy ayer ahora antes después ' +
    'sofocos bochornos calores sudores nocturnos nocturnas insomnio cansancio mareos ansiedad tristeza nervios ' +
    'dolor cabeza espalda huesos rodillas piernas pecho corazón presión azúcar sangre sangrado regla ' +
    'periodo menopausia hormonas hormonal pastillas pastilla crema parches parche gotas jarabe receta medicina ' +
    'medicamento medicamentos vitamina vitaminas calcio colesterol diabetes tipo análisis estudio estudios ' +
    'mamografía ultrasonido cita citas miedo cáncer familia mamá papá esposo esposa hija hijo hijas hijos ' +
    'hermana hermano abuela abuelo nieta nieto médico médica doctor doctora clínica farmacia botánica hierbas ' +
    'hierba té manzanilla canela ejercicio calor frío seca sequedad vaginal relaciones dolorosas peso alta alto ' +
    'baja bajo español inglés idioma intérprete seguro ni modo'
  ).split(' '),
);
/**
 * Welsh (issue 49, sixteenth round, from the crossroads set's bilingual notes): function words, the verb "to be"
 * and common words of clinical talk, none a given name ("Gwawr", "Eira", "Haf" are left out). Two distinct ones
 * that are no English word make the evidence: their spelling is rarely an English word's by accident.
 */
const WELSH = new Set(
  (
    'y yr yn ym yng a ac ag o i ar at gan gyda heb am dros trwy wrth hyd mae yw ydy ydw ydych oes roedd bydd ' +
    'dim ddim nid nad ond neu hefyd iawn eisiau angen ei eu fy dy ein eich hi fe fo nhw chi ni ' +
    'iaith cymraeg saesneg gymraeg claf cleifion meddyg meddygon nyrs ysbyty meddygfa fferyllfa gofal iechyd ' +
    'cynllun adolygu asesiad apwyntiad triniaeth tabledi poen diolch croeso bore prynhawn nos heddiw yfory ' +
    'wythnos wythnosau mis misoedd blwyddyn teulu merch merched mab meibion gwraig plant mam tad ' +
    'cyntaf gyntaf ail newydd siarad siaradwr deall grŵp grwp cymorth cyngor gwybodaeth'
  ).split(' '),
);
const WELSH_ARTICLES: ReadonlySet<string> = new Set(['y', 'yr']);
const NO_ARTICLES: ReadonlySet<string> = new Set();
/** Cheap scan: a Welsh word hardly any English text holds. */
const MAY_BE_WELSH = /\b(?:yw|ydy|mae|iaith|cymraeg|gymraeg|claf|cynllun|adolygu|diolch|merched|gyda|meddyg|nyrs)\b/i;
/** Cheap scan: an accented vowel or a common Spanish word, before every word of the note is looked up. */
const MAY_BE_SPANISH = /[áéíóúñ]|\b(?:que|por|para|los|las|del|una|pero|muy|con|al|su|dice|toma|quiere)\b/i;

/** Spans of runs of Spanish or Welsh words in a note that code-switches, as [start, end) pairs. */
export function codeSwitchedSpans(text: string, words: WordClasses): Array<[number, number]> {
  const spans = MAY_BE_SPANISH.test(text) ? lexiconRuns(text, words, SPANISH, 3) : [];
  if (MAY_BE_WELSH.test(text)) for (const span of lexiconRuns(text, words, WELSH, 2, WELSH_ARTICLES)) spans.push(span);
  return spans;
}

/**
 * Runs of lexicon words in a note holding at least `minEvidence` distinct ones that are no English word. A
 * capitalised word in no lexicon joins a run only right after one of `articles` ("Merched y Wawr": after the
 * Welsh article a word is a noun of a title, as no person's name takes one).
 */
function lexiconRuns(
  text: string,
  words: WordClasses,
  lexicon: ReadonlySet<string>,
  minEvidence: number,
  articles: ReadonlySet<string> = NO_ARTICLES,
): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const found = wordSpans(text, LETTERS_AND_MARKS);
  const evidence = new Set<string>();
  for (const w of found) {
    const lower = text.slice(w.start, w.end).toLowerCase();
    if (lexicon.has(lower) && lower.length >= 2 && !words.isAnyEnglishWord(lower)) evidence.add(lower);
  }
  if (evidence.size < minEvidence) return spans;
  let runStart = -1;
  let runEnd = -1;
  let lowerInRun = false;
  let previous = '';
  const close = (): void => {
    if (runStart >= 0 && lowerInRun) spans.push([runStart, runEnd]);
    runStart = -1;
    lowerInRun = false;
  };
  for (const { start, end } of found) {
    const word = text.slice(start, end);
    const lowerCase = word === word.toLowerCase();
    // Only spaces join a run: a comma or a full stop ends it, so a name after one stands apart.
    const joined = runStart >= 0 && /^[^\S\n]+$/.test(text.slice(runEnd, start));
    const afterArticle = joined && !lowerCase && articles.has(previous);
    const listed = lexicon.has(word.toLowerCase()) || afterArticle;
    previous = word;
    if (!listed || (!lowerCase && joined && !afterArticle)) {
      close();
      if (!listed) continue;
    } else if (!joined) close();
    if (runStart < 0) runStart = start;
    runEnd = start + word.length;
    if (lowerCase) lowerInRun = true;
  }
  close();
  return spans;
}

/** The words of the lexicon, for the test that keeps given names out of it. */
export const SPANISH_WORDS: ReadonlySet<string> = SPANISH;
