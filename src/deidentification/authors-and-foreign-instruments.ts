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
  return spans;
}
