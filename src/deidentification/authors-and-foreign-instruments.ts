/**
 * Authors cited "et al." and instruments named in another language (issue 49, twenty-first round, tuned on the
 * sandbar set, by class). Two shapes the name rules read as a surname:
 * - a surname, or two joined by "and" or "&", directly before "et al." ("validated in Spanish (Heinemann et al.)",
 *   "Kowalski and Baird et al., 2019"): the citation convention of every style guide names authors of a published
 *   work, never a patient. A title before the surname keeps the hit ("Dr Heinemann et al. attended" is a meeting);
 * - a questionnaire or scale named with the head noun of its own language, capitalised, as the instrument's title
 *   ("Escala Cervantes", "Índice Menopausal de Kupperman", "Échelle de Greene", "Cuestionario MRS"): the English
 *   heads (Scale, Index, Questionnaire, Inventory) are read in allowlist-phrases.ts; these are their Spanish,
 *   Portuguese, French, Italian, German and Dutch forms. Up to four capitalised words or acronyms follow the head,
 *   joined by the languages' "de", "da", "do", "del", "di", "du", "van", "von"; a given name among them keeps the
 *   hits ("Escala de Ana Ruiz" is no instrument's name).
 * From the thirty-third round (false refusals that lagoon, reedbed, sandbar and dunes share), the other two places a
 * writer puts the author of a method, a model or a school of practice:
 * - the surname in brackets right after the method's name ("the Model for Improvement (Langley)", "cranial
 *   osteopathy (Sutherland)", "yoga (Iyengar)", "learning cycle (Kolb)"), as a formula's author is read in
 *   eponymous-equipment.ts; a given name there ("yoga (Maria)") or a title before the method keeps the hit;
 * - two surnames joined by "and" or "&" before the method, maybe past two lower-case words ("Braun and Clarke
 *   reflexive thematic analysis"): a pair of authors is how such a method is named; a given name that is no
 *   surname keeps the hits.
 * The nouns are those of methods, models and schools only: a clinician signs in brackets after a service or an act
 * ("seen in physiotherapy (Jones)", "swab taken (Okafor)"), which stay hits.
 */
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

const CAP = String.raw`\p{Lu}[\p{L}\p{M}'’-]*`;
const ET_AL = new RegExp(
  String.raw`(?<![\p{L}\p{M}'’-])(${CAP}(?:[^\S\n]+(?:and|&)[^\S\n]+${CAP})?),?[^\S\n]+et[^\S\n]+al\b\.?`,
  'gu',
);
const TITLE_BEFORE = /\b(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|Sr|Sra|Srta)\.?[^\S\n]+$/i;
const HEADS =
  String.raw`Escala|Índice|Indice|Cuestionario|Questionário|Questionario|Inventario|Inventário|` +
  String.raw`Échelle|Echelle|Scala|Skala|Fragebogen|Schaal|Vragenlijst`;
const CONNECTOR = String.raw`(?:de|da|do|del|di|du|van|von|des|della)`;
const INSTRUMENT = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${HEADS})(?:[^\S\n]+(?:${CONNECTOR}[^\S\n]+)?(?:${CAP}|[A-Z]{2,6})){1,4}`,
  'gu',
);
const CONNECTOR_WORD = new RegExp(String.raw`^${CONNECTOR}$`);
const MAY_HEAD = new RegExp(String.raw`(?:${HEADS})[ \t]`);
const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;

/** Nouns of a method, a model or a school of practice, either case at their first letter. */
const METHOD = `model models method methods technique techniques approach approaches framework frameworks theory
  theories cycle taxonomy analysis school style yoga pilates osteopathy`
  .split(/\s+/)
  .map((w) => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join('|');
/** The method's name, maybe with its object ("Model for Improvement"), then its author in brackets. */
const BRACKETED_AUTHOR = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${METHOD})(?:[^\S\n]+(?:for|of|in|to)[^\S\n]+\p{L}+){0,2}[^\S\n]*` +
    String.raw`\((${CAP}(?:[^\S\n]+(?:and|&)[^\S\n]+${CAP})?(?:,?[^\S\n]+(?:19|20)\d\d)?)\)`,
  'gu',
);
/** Two authors, then up to two lower-case words and the method ("Braun and Clarke reflexive thematic analysis"). */
const AUTHOR_PAIR = new RegExp(
  String.raw`(?<![\p{L}\p{M}'’-])(${CAP})[^\S\n]+(?:and|&)[^\S\n]+(${CAP})` +
    String.raw`(?:[^\S\n]+\p{Ll}+){0,2}[^\S\n]+(?:${METHOD})\b`,
  'gu',
);
const MAY_METHOD = new RegExp(String.raw`(?:${METHOD})`);

export function authorAndForeignInstrumentSpans(text: string, words: WordClasses): Span[] {
  const spans: Span[] = [];
  if (text.includes('et al')) {
    for (const m of text.matchAll(ET_AL)) {
      if (TITLE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      spans.push([m.index, m.index + m[1].length]);
    }
  }
  if (MAY_HEAD.test(text)) {
    for (const m of text.matchAll(INSTRUMENT)) {
      const given = (m[0].match(WORD) ?? [])
        .slice(1)
        .some((w) => !CONNECTOR_WORD.test(w) && words.isFirstName(w.toLowerCase()));
      if (!given) spans.push([m.index, m.index + m[0].length]);
    }
  }
  if (MAY_METHOD.test(text)) spans.push(...methodAuthorSpans(text, words));
  return spans;
}

/** The authors of a method named in brackets after it or as a pair before it (thirty-third round). */
function methodAuthorSpans(text: string, words: WordClasses): Span[] {
  const spans: Span[] = [];
  // A given name that is no surname too: "Clarke" may be either, "Maria" is hers.
  const given = (name: string): boolean =>
    (name.match(WORD) ?? []).some(
      (w) => w !== 'and' && words.isPersonalFirstName(w.toLowerCase()) && !words.isLastName(w.toLowerCase()),
    );
  for (const m of text.matchAll(BRACKETED_AUTHOR)) {
    if (given(m[1]) || TITLE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    const start = m.index + m[0].length - m[1].length - 1;
    spans.push([start, start + m[1].length]);
  }
  for (const m of text.matchAll(AUTHOR_PAIR)) {
    if (given(m[1]) || given(m[2]) || TITLE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}
