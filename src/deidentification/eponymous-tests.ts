/**
 * Eponymous signs and tests of the bedside examination ("Allen test negative", "Tinel sign positive", "Thomas
 * test"): many are common first names or surnames, and before "test", "sign" or "manoeuvre" they name the
 * examination, not a person. A lexicon of such eponyms, read only before such a head, so "Mr Allen" and
 * "Thomas rang" stay names; a title or a relation before the eponym makes it a person again ("Dr Allen tests").
 * The head may also come first, before the tests it names in brackets or after a colon (issue 49, twenty-fifth
 * round: "orthopaedic tests (Kemp's, Slump, SLR, Patrick's FABER)"): an item of that list is a test when it holds an
 * eponym of the lexicon, or inside the brackets a capitalised word with a possessive, and no title or relation.
 */
import { allMatches } from './all-matches';
import { runAnchored, startAnchoredMatches } from './matches-at';
import { wordSet } from './word-set';

const EPONYMOUS_TESTS = wordSet(`adson allen allis apley babinski barlow beevor bouchard brudzinski bunnell chvostek
  cozen hallpike dix-hallpike durkan eichhoff faber fabere finkelstein froment gaenslen galeazzi
  gillet gower gowers hawkins hoffmann hoffman homan homans hoover jendrassik jobe kanavel kernig kleiger
  lachman lasegue lasègue lhermitte ludington mcmurray murphy neer noble ober ortolani patrick
  phalen pemberton roos romberg rovsing rinne schirmer schober simmonds speed spurling stinchfield
  thessaly thomas thompson tinel trendelenburg trousseau unterberger waddell weber wright yergason yocum
  blumberg carnett cullen kehr markle mcburney nikolsky koebner auspitz darier gottron
  kussmaul quincke uhthoff valsalva fukuda epley mantoux heaf ishihara snellen coombs`);
const TITLES_OR_KIN =
  /(?:\b(?:dr|mr|mrs|ms|miss|mx|prof|nurse|sister|doctor|husband|wife|partner|son|daughter|mother|father|brother)\.?[^\S\n]+)$/i;
const BEFORE_HEAD =
  /(?<![\p{L}\p{N}'’-])(\p{L}[\p{L}'’-]+?)(?:['’]s?)?[^\S\n]+(?:tests?|signs?|manoeuvres?|maneuvers?|reflex(?:es)?|phenomenon)(?![\p{L}\p{N}])/giu;

const BEFORE_HEAD_HERE = new RegExp(BEFORE_HEAD.source, 'iuy');
/**
 * An eponym with the other eponym of the same test in brackets, and a word of what is done, before the head
 * ("Unterberger (Fukuda) stepping test"; issue 49, twenty-eighth round, breakwater): both must be of the lexicon.
 */
const WITH_ALIAS =
  /(?<![\p{L}\p{N}'’-])(\p{L}[\p{L}'’-]+?)(?:['’]s?)?[^\S\n]+\((\p{L}[\p{L}'’-]+?)(?:['’]s?)?\)(?:[^\S\n]+\p{Ll}+)?[^\S\n]+(?:tests?|signs?|manoeuvres?|maneuvers?)(?![\p{L}\p{N}])/giu;
/** Tried only at letters on a two-byte note (matches-at.ts), behind a bracket before the head. */
export const WITH_ALIAS_AT = runAnchored(WITH_ALIAS, String.raw`\p{L}`);
const MAY_ALIAS = /\)[^\S\n]+(?:\p{Ll}+[^\S\n]+)?(?:tests?|signs?|manoeuvres?|maneuvers?)\b/iu;
/** A plural head, then its tests in brackets or after a colon, up to the bracket's close or the line's end. */
const HEAD_BEFORE_LIST =
  /\b(?:tests|signs|manoeuvres|maneuvers)[^\S\n]*(?:\(([^()\n]{1,120})\)|:[^\S\n]*([^\n]{1,120}))/giu;
const TITLE_OR_KIN_WORD =
  /^(?:dr|mr|mrs|ms|miss|mx|prof|nurse|sister|doctor|husband|wife|partner|son|daughter|mother|father|brother)\.?$/i;

/** Whether the word at start is the eponym of a sign or test, read from what follows it. */
export function isEponymousTestAt(text: string, start: number): boolean {
  BEFORE_HEAD_HERE.lastIndex = start;
  const m = BEFORE_HEAD_HERE.exec(text);
  return (
    m !== null &&
    EPONYMOUS_TESTS.has(m[1].toLowerCase()) &&
    !TITLES_OR_KIN.test(text.slice(Math.max(0, start - 12), start))
  );
}

/** Spans of eponymous signs and tests ("Allen test"), which no name rule may read as a person. */
export function eponymousTestSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  if (!/\b(?:tests?|signs?|manoeuvres?|maneuvers?|reflex|phenomenon)\b/i.test(text)) return spans;
  for (const m of allMatches(BEFORE_HEAD, text)) {
    const start = m.index ?? 0;
    if (EPONYMOUS_TESTS.has(m[1].toLowerCase()) && !TITLES_OR_KIN.test(text.slice(Math.max(0, start - 12), start)))
      spans.push([start, start + m[0].length]);
  }
  if (MAY_ALIAS.test(text))
    for (const m of startAnchoredMatches(WITH_ALIAS_AT, text)) {
      const start = m.index ?? 0;
      const both = EPONYMOUS_TESTS.has(m[1].toLowerCase()) && EPONYMOUS_TESTS.has(m[2].toLowerCase());
      if (both && !TITLES_OR_KIN.test(text.slice(Math.max(0, start - 12), start)))
        spans.push([start, start + m[0].length]);
    }
  for (const m of allMatches(HEAD_BEFORE_LIST, text)) {
    const list = m[1] ?? m[2];
    let at = (m.index ?? 0) + m[0].length - list.length - (m[1] === undefined ? 0 : 1);
    for (const item of list.split(/([,;/]|\band\b)/)) {
      const words = item.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
      // A possessive names a test only inside the head's brackets; after a colon the line may go on to a person.
      const possessive = (w: string): boolean => m[1] !== undefined && /^\p{Lu}\p{L}+['’]s$/u.test(w);
      const eponym = words.some((w) => EPONYMOUS_TESTS.has(w.toLowerCase()) || possessive(w));
      if (eponym && !words.some((w) => TITLE_OR_KIN_WORD.test(w))) spans.push([at, at + item.length]);
      at += item.length;
    }
  }
  return spans;
}
