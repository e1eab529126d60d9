/**
 * Text that its markup tags as another language (issue 49, twenty-fourth round, tuned on the shallows set, by class).
 * Ontologies, terminologies and localised resources give a label in several languages side by side, each tagged
 * with its BCP 47 language tag: RDF's Turtle, N-Triples and SPARQL results write `"bouffée de chaleur"@fr`, XML writes
 * `xml:lang="de"` on the element. The name rules read a capitalised word or a word in no English list there as an
 * unknown name ("Hitzewallung", "vampata di calore"); the tag itself says it is a word of another language. So the
 * letters inside a literal or element tagged with a language other than English are no name, unless:
 * - the property is a person's name (foaf:name, schema:givenName, vcard:fn, familyName, nickname, ...) or the
 *   literal is an agent's (creator, contributor, author, publisher): people are named in the same markup;
 * - the literal holds a title, or a given name before another listed name ("Marie Dubois"), as a person's label does.
 * Dates, numbers and codes inside keep their hits: the spans are the runs of words between them.
 */
import type { WordClasses } from './word-classes';

type Span = readonly [number, number];

/** A quoted literal and its language tag, not English; the tag may carry a region or script ("pt-BR", "zh-Hant"). */
const TAGGED_LITERAL = /"((?:[^"\\\n]|\\.){1,200})"@(?!en\b)([a-z]{2,3})(?:-[A-Za-z0-9]{2,8})*(?![\w-])/g;
/** An element whose xml:lang is not English, and its text up to the next tag. */
const XML_LANG_ELEMENT = /\bxml:lang=["'](?!en\b)([a-z]{2,3})(?:-[A-Za-z0-9]{2,8})*["'][^<>\n]*>([^<>\n]{1,200})</g;
/** Properties and roles whose values are people. */
const PERSON_PROPERTY =
  /(?:\b|:)(?:name|givenName|given_name|familyName|family_name|additionalName|fn|nickname|nick|creator|contributor|author|publisher|editor|person|agent|maker)(?![\w-])[^"\n]*$/i;
const TITLE =
  /(?:^|[^\p{L}])(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Mme|Mlle|Sr|Sra|Herr|Frau|Sig|Sig\.ra|Pan|Pani)\.?(?:[^\p{L}]|$)/u;
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
/** Words joined by spaces: a digit, a date or a code between them ends the run, and keeps its own hits. */
const LETTER_RUN = /\p{L}[\p{L}\p{M}'’-]*(?:[^\S\n]+\p{L}[\p{L}\p{M}'’-]*)*/gu;
const MAY_TAG = /"@[a-z]|xml:lang=/;

/** A given name followed by another listed name ("Marie Dubois"), or a title: a person's label. */
function namesSomeone(value: string, words: WordClasses): boolean {
  if (TITLE.test(value)) return true;
  const found = [...value.matchAll(WORD)].map((m) => m[0]);
  for (let i = 0; i + 1 < found.length; i++) {
    const [a, b] = [found[i], found[i + 1]];
    if (
      /^\p{Lu}/u.test(a) &&
      /^\p{Lu}/u.test(b) &&
      words.isPersonalFirstName(a.toLowerCase()) &&
      words.isName(b.toLowerCase())
    )
      return true;
  }
  return false;
}

/** Spans of the letters of text tagged as another language. */
export function languageTaggedLiteralSpans(text: string, words: WordClasses): Span[] {
  if (!MAY_TAG.test(text)) return [];
  const spans: Span[] = [];
  const take = (value: string, valueStart: number, lineBefore: string): void => {
    if (PERSON_PROPERTY.test(lineBefore) || namesSomeone(value, words)) return;
    for (const w of value.matchAll(LETTER_RUN)) spans.push([valueStart + w.index, valueStart + w.index + w[0].length]);
  };
  for (const m of text.matchAll(TAGGED_LITERAL)) {
    // The property is what stands before the first literal of its list on the line: `rdfs:label "a"@fr , "b"@de`.
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const before = text.slice(lineStart, m.index).replace(/(?:"(?:[^"\\\n]|\\.)*"@[\w-]+[^\S\n]*,[^\S\n]*)+$/, '');
    take(m[1], m.index + 1, before);
  }
  for (const m of text.matchAll(XML_LANG_ELEMENT)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const valueStart = m.index + m[0].length - 1 - m[2].length;
    const opening = text.lastIndexOf('<', m.index);
    take(m[2], valueStart, text.slice(Math.max(lineStart, opening), m.index));
  }
  return spans;
}
