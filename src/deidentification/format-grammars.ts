/**
 * Code, configuration and markup read by the grammar of their format (issue 49, twenty-fifth round, tuned on the
 * reedbed set, by class). Earlier rounds read one token of one format each (an element's name, a COBOL data name);
 * what was still refused sat in a format's structure: a time zone's definition, a project key, a namespace, a
 * feed's own fields, a pipeline's command, the endpoints a metadata document publishes, a procedure called. Each
 * part names the published grammar it follows and drops only what that grammar says is the format's own or its
 * publisher's; the values a person's record puts in those formats keep every rule.
 * - iCalendar (RFC 5545 section 3.6.5): a VTIMEZONE component holds only a time zone's definition (its TZID,
 *   offsets, abbreviations and the onset dates of its rules, "DTSTART:19810329T010000"), never a person's event:
 *   the block is dropped whole. A VEVENT's or VTODO's DTSTART keeps every rule. (Property names that a caseless
 *   name ran into are read in caseless-names.ts.)
 * - Issue keys (Jira, and the trackers that copy its keys): a project key of 2 to 10 capitals and digits before a
 *   hyphen and an issue number, unpadded ("MENO-1388"), or named by JQL (`project = KEY`, `project in (A, B)`),
 *   wherever the text repeats it. Only the key is dropped: an assignee, a reporter, a comment keep every rule.
 * - Namespaces in XML 1.0 (section 3): the value of a namespace declaration (`xmlns`, `xmlns:prefix`) names a
 *   vocabulary, not a person.
 * - Syndication feeds (RSS 2.0, Atom, RFC 4287): the fields a channel or feed carries about itself, outside any
 *   item or entry (`lastBuildDate`, `pubDate`, `updated`, `published`), and its `generator`; an item's or entry's
 *   dates when a DOI identifies it (a paper's publication dates); an `enclosure`'s url and byte length (the
 *   publisher's media file). An item's own date, link, title, description and author keep every rule: a patient
 *   story's date or a reader's link is the person's.
 * - Pipeline stages (Splunk's SPL, KQL, shells): a line opening with its only `|` opens with the stage's command,
 *   read with its first argument word ("| inputlookup icd10_menopause.csv"); a Markdown table row has two bars or
 *   more and keeps every rule.
 * - Federation metadata and token claims (SAML 2.0 Metadata sections 2.3-2.4, OpenID Connect Core section 2): an
 *   entity's `entityID` and its endpoints' `Location` and `ResponseLocation`, and a token's `iss` claim, name a
 *   service, not the person who signs in. A `sub`, `email` or `name` claim keeps every rule.
 * - Markup (XML 1.0 section 3.1): an element's name and its first attribute's name, read together as a name finder
 *   reads two words ("<link rel=...", "<trkpt lat=..."), and every later attribute's name. Values keep every rule.
 * - Mermaid flowcharts (its flowchart syntax, `flowchart` or `graph` and a direction): a node's id, before its
 *   bracketed label or beside an arrow ("Stage3[Final menstrual period] --> Stage4"). The label keeps every rule.
 * - Citations: on a line that speaks of papers, articles or studies, the parenthesised source straight after a
 *   quoted title ('new papers: "Cognitive outcomes of MHT" (JAMA Neurol)') or before a year ("Key papers: Women's
 *   Health Initiative (JAMA 2002)"): the journal, or the author of an author-year citation, not a patient; and a DOI's
 *   resolver link (the DOI Handbook's `https://doi.org/10.prefix/suffix`), which names a paper.
 * - Visual Basic and VBA procedures (Microsoft's language reference): in a text with two or more of the language's
 *   declarations (`Dim x As`, `Function f(`, `Sub s(`, `End Function`, `Option Explicit`), a capitalised word
 *   straight before `(` is a procedure called ("CStr(Int(yrs / 5))"). A string literal keeps every rule.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';

type Span = readonly [number, number];

const VTIMEZONE = /^BEGIN:VTIMEZONE\r?$[\s\S]*?(?:^END:VTIMEZONE\r?$|(?![\s\S]))/gm;

const KEY_PREREQUISITE = /[A-Z0-9]-\d|\bproject\b/;
/** Jira numbers a project's issues from 1 up, never padded: "SR-MENO-0093" is a code of another kind. */
const ISSUE_KEY = /(?<![\w-])([A-Z][A-Z0-9]{1,9})-[1-9]\d{0,5}(?![\w-])/g;
const JQL_PROJECT = /\bproject[^\S\n]*(?:!?=|\bin\b|\bnot[^\S\n]+in\b)[^\S\n]*\(?([A-Z][A-Z0-9, ]{1,60})/g;
const PROJECT_KEY = /^[A-Z][A-Z0-9]{1,9}$/;

const NAMESPACE_DECLARATION = /\sxmlns(?::[\w.-]+)?[^\S\n]*=[^\S\n]*(["'])([^"'<>\s]+)\1/g;

const FEED_PREREQUISITE = /<(?:rss|channel|feed|item|entry)\b/;
const FEED_ITEM = /<(item|entry)\b[^<>]*>[\s\S]*?(?:<\/\1>|(?![\s\S]))/g;
const FEED_DATE = /<(lastBuildDate|pubDate|updated|published|dc:date)\b[^<>]*>([^<>]{1,80})<\/\1>/g;
const FEED_GENERATOR = /<generator\b[^<>]*>([^<>]{1,80})<\/generator>/g;
const DOI = /\bdoi(?::|\.org\/)10\.\d{4,9}\//i;
const ENCLOSURE = /<enclosure\b[^<>]*>/g;
const ENCLOSURE_ATTRIBUTE = /\s(?:url|length)=(["'])([^"'<>]*)\1/g;

const PIPELINE_STAGE = /^[^\S\n]*\|[^\S\n]*([a-z][a-z0-9_]{1,30}(?:[^\S\n]+[A-Za-z0-9]+)?)/gm;

const METADATA_PREREQUISITE = /EntityDescriptor|urn:oasis:names:tc:SAML/;
const METADATA_ENDPOINT = /\s(?:entityID|Location|ResponseLocation)=(["'])([^"'<>\s]+)\1/g;
const CLAIMS_PREREQUISITE = /\b(?:aud|exp|iat|nbf)\b/;
const ISSUER_CLAIM = /(?:^|[\s{,])"?iss"?[^\S\n]*[:=][^\S\n]*"?(https?:\/\/[^\s",}]+)/gm;

const TAG_ATTRIBUTES =
  /<[A-Za-z_][\w.:-]{0,40}(?:[^\S\n]+[A-Za-z_][\w.:-]{0,40}[^\S\n]*=[^\S\n]*(?:"[^"<>\n]*"|'[^'<>\n]*'))+/g;
/** An attribute's name after the spaces before it, read from the first of them (no first match starts later). */
export const ATTRIBUTE_NAME = /(?<![^\S\n])[^\S\n]+([A-Za-z_][\w.:-]{0,40})[^\S\n]*=/g;

const FLOWCHART = /^[^\S\n]*(?:flowchart|graph)[^\S\n]+(?:TD|TB|BT|RL|LR)\b/m;
const NODE_ID =
  /(?:^[^\S\n]*|(?:-->|---|-\.->|==>|--[ox]|-->\|[^|\n]*\|)[^\S\n]*)([A-Za-z][\w-]{0,30})(?=[[({>]|[^\S\n]*(?:-->|---|-\.->|==>|$))/gm;

const CITATION_PREREQUISITE = /\d\d[a-z]?\)|["\u201d][^\S\n]*\(/;
const PUBLICATION_TALK = /\b(?:papers?|articles?|publications?|studies|study|reviews?|reading list)\b/i;
const QUOTED_SOURCE = /["\u201d][^\S\n]*\(([A-Z][A-Za-z.&]*(?:[^\S\n]+[A-Z][A-Za-z.&]*){0,3})\)/g;
/** "Women's Health Initiative (JAMA 2002)": a journal and its year in brackets. */
const SOURCE_AND_YEAR = /\(([A-Z][A-Za-z.&]*(?:[^\S\n]+[A-Z][A-Za-z.&]*){0,3}),?[^\S\n]+(?:19|20)\d\d[a-z]?\)/g;

const DOI_LINK = /\bhttps?:\/\/(?:dx\.)?doi\.org\/10\.\d{4,9}\/[^\s"'<>]+/g;

const VB_PREREQUISITE = / As |End (?:Sub|Function)/;
const VB_DECLARATION =
  /^[^\S\n]*(?:Dim[^\S\n]+\w+[^\S\n]+As\b|(?:(?:Public|Private)[^\S\n]+)?(?:Function|Sub)[^\S\n]+\w+\(|End[^\S\n]+(?:Function|Sub)\b|Option[^\S\n]+Explicit\b)/gm;
const VB_CALL = /"[^"\n]*"|(?<![\w.])[A-Z][A-Za-z0-9_]{1,30}(?=\()/g;

export function formatGrammarSpans(text: string): Span[] {
  const spans: Span[] = [];
  if (text.includes('BEGIN:VTIMEZONE')) for (const m of allMatches(VTIMEZONE, text)) whole(spans, m);
  if (KEY_PREREQUISITE.test(text)) issueKeySpans(text, spans);
  if (text.includes('<')) markupSpans(text, spans);
  if (text.includes('iss') && CLAIMS_PREREQUISITE.test(text))
    for (const m of allMatches(ISSUER_CLAIM, text)) ending(spans, m, 1);
  if (text.includes('|')) pipelineSpans(text, spans);
  if (text.includes('-') && FLOWCHART.test(text)) for (const m of allMatches(NODE_ID, text)) ending(spans, m, 1);
  if (CITATION_PREREQUISITE.test(text) && PUBLICATION_TALK.test(text)) quotedSourceSpans(text, spans);
  if (text.includes('doi.org/')) for (const m of allMatches(DOI_LINK, text)) whole(spans, m);
  if (VB_PREREQUISITE.test(text) && allMatches(VB_DECLARATION, text).length >= 2)
    for (const m of allMatches(VB_CALL, text)) if (m[0][0] !== '"') whole(spans, m);
  return spans;
}

function issueKeySpans(text: string, spans: Span[]): void {
  const keys = new Set<string>();
  for (const m of allMatches(ISSUE_KEY, text)) keys.add(m[1]);
  for (const m of allMatches(JQL_PROJECT, text))
    for (const key of m[1].split(/[\s,]+/)) if (PROJECT_KEY.test(key)) keys.add(key);
  if (keys.size === 0) return;
  const named = new RegExp(String.raw`(?<![\w-])(?:${[...keys].join('|')})(?![A-Za-z0-9_])`, 'g');
  for (const m of allMatches(named, text)) whole(spans, m);
}

function markupSpans(text: string, spans: Span[]): void {
  if (text.includes('=') && (text.includes('</') || text.includes('/>')))
    for (const tag of allMatches(TAG_ATTRIBUTES, text))
      allMatches(ATTRIBUTE_NAME, tag[0]).forEach((a, k) => {
        const end = tag.index + a.index + a[0].indexOf(a[1]) + a[1].length;
        spans.push([k === 0 ? tag.index + 1 : end - a[1].length, end]);
      });
  if (text.includes('xmlns')) for (const m of allMatches(NAMESPACE_DECLARATION, text)) quoted(spans, m, 2);
  if (FEED_PREREQUISITE.test(text)) feedSpans(text, spans);
  if (METADATA_PREREQUISITE.test(text)) for (const m of allMatches(METADATA_ENDPOINT, text)) quoted(spans, m, 2);
}

function feedSpans(text: string, spans: Span[]): void {
  const items = allMatches(FEED_ITEM, text).map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    cited: DOI.test(m[0]),
  }));
  for (const m of allMatches(FEED_DATE, text)) {
    const item = items.find((i) => i.start <= m.index && m.index < i.end);
    if (item === undefined || item.cited) content(spans, m, 2);
  }
  for (const m of allMatches(FEED_GENERATOR, text)) content(spans, m, 1);
  for (const element of allMatches(ENCLOSURE, text))
    for (const a of allMatches(ENCLOSURE_ATTRIBUTE, element[0])) {
      const start = element.index + a.index + a[0].length - 1 - a[2].length;
      spans.push([start, start + a[2].length]);
    }
}

function quotedSourceSpans(text: string, spans: Span[]): void {
  for (const pattern of [QUOTED_SOURCE, SOURCE_AND_YEAR])
    for (const m of allMatches(pattern, text)) {
      const lineStart = text.lastIndexOf('\n', m.index) + 1;
      if (!PUBLICATION_TALK.test(text.slice(lineStart, m.index))) continue;
      const start = m.index + m[0].indexOf(m[1]);
      spans.push([start, start + m[1].length]);
    }
}

/** A table's row holds two bars or more (Markdown's `| a | b |`); a stage's line opens with its only one. */
function pipelineSpans(text: string, spans: Span[]): void {
  for (const m of allMatches(PIPELINE_STAGE, text)) {
    const lineEnd = text.indexOf('\n', m.index);
    const line = text.slice(m.index, lineEnd === -1 ? text.length : lineEnd);
    if (line.indexOf('|') === line.lastIndexOf('|')) ending(spans, m, 1);
  }
}

function whole(spans: Span[], m: RegExpExecArray): void {
  spans.push([m.index, m.index + m[0].length]);
}

/** A group that ends its match. */
function ending(spans: Span[], m: RegExpExecArray, group: number): void {
  const end = m.index + m[0].length;
  spans.push([end - m[group].length, end]);
}

/** A group that ends its match but for the closing quote. */
function quoted(spans: Span[], m: RegExpExecArray, group: number): void {
  const end = m.index + m[0].length - 1;
  spans.push([end - m[group].length, end]);
}

/** An element's text, straight after its start tag. */
function content(spans: Span[], m: RegExpExecArray, group: number): void {
  const start = m.index + m[0].indexOf('>') + 1;
  spans.push([start, start + m[group].length]);
}
