/**
 * Eponymous signs and tests of the bedside examination ("Allen test negative", "Tinel sign positive", "Thomas
 * test"): many are common first names or surnames, and before "test", "sign" or "manoeuvre" they name the
 * examination, not a person. A lexicon of such eponyms, read only before such a head, so "Mr Allen" and
 * "Thomas rang" stay names; a title or a relation before the eponym makes it a person again ("Dr Allen tests").
 */
import { allMatches } from './all-matches';
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
  return spans;
}
