/**
 * Named places smaller than a state: facilities ("Riverside General
 * Hospital", "Hospital Universitario La Paz"), cities and towns from the
 * US/world lists, and any capitalised place after a strong residence cue
 * ("lives in X", "moved from X"). States, countries and the API's region
 * words are allowed geography.
 */
import { MULTIWORD_STATES, STATE_CODES, STATES } from './allowlist-general';
import type { IdentifierHit } from './detector';
import { hit } from './hits';
import { NONE, residenceCue, STRONG, UNREAD, WEAK } from './residence-cues';
import { adjacent, type Token } from './tokens';
import { FACILITY_HEADS, GENERIC_QUALIFIERS, KNOWN_FACILITIES, LEADING_HEADS, STRONG_HEADS } from './location-words';
import { ROLE_NOUNS } from './role-nouns';
import { LowerCasePlaces } from './lower-case-places';
import { WARNINGS } from './warnings';
import type { WordClasses } from './word-classes';
import { isHyphenedWordsOrAbbreviations } from './hyphened-capitals';
import { withoutMarks } from './language-register';
import { isPostWord } from './posts-after-titles';
import { isSpecialtyWord } from './kinds-of-place';
import { wordSet } from './word-set';

const MAX_KNOWN_TOKENS = 4;
/** An indefinite article right before a facility's name. */
const INDEFINITE_BEFORE = /(?:^|[^\p{L}])(?:a|an)[^\S\n]+$/iu;
/**
 * Nouns of a programme, a scheme, a law or a document, which a weak facility head before them qualifies: what a
 * service publishes, checks or pays ("Health Manual", "Health Check", "Health Benefits", "Medical Guide"), and a
 * public body's branch or council ("Inuit Health Branch", "Traditional Health Practitioners Council").
 */
const PROGRAMME_NOUNS = wordSet(`plan plans strategy strategies policy policies act programme programmes program
  programs framework frameworks guidance guideline guidelines standards charter initiative campaign survey toolkit
  manual manuals handbook handbooks guide guides code codes check checks benefit benefits scheme schemes pathway
  pathways protocol protocols directive directives instruction instructions bulletin bulletins branch council
  councils`);
/** Everyday words between a weak head and the programme's noun: "Health Care Improvement Act". */
const MAX_WORDS_BEFORE_PROGRAMME_NOUN = 2;
/** A qualifier of who gives the care: "nurse-led", "gp-led", "volunteer-run". */
const LED_BY = /^(\p{L}+)-(?:led|run|delivered)$/u;
/** Givers of care that are no post: peers, patients and volunteers. */
const CARE_GIVERS = wordSet('peer peers patient patients volunteer volunteers community user family self');
/** A letter past ASCII, which only a state written with its own accents holds. */
const NON_ASCII = /[\u0080-\uffff]/;

/** Whether a programme's or document's noun stands before "of" or "for" among the qualifiers first..head. */
function titledByDocument(tokens: Token[], first: number, head: number): boolean {
  for (let k = first; k + 1 < head; k++)
    if (PROGRAMME_NOUNS.has(tokens[k].lower) && (tokens[k + 1].lower === 'of' || tokens[k + 1].lower === 'for'))
      return true;
  return false;
}

/**
 * "Welsh Government Women's Health Plan", "Scottish Government Women's Health Plan": a place word right before
 * "Government" names the government that publishes the programme, not a place in a facility's name (issue 49,
 * thirty-fifth round, tombolo).
 */
function namesAGovernment(tokens: Token[], k: number): boolean {
  return tokens[k + 1]?.lower === 'government';
}

const KNOWN_FIRST_WORDS = new Set(KNOWN_FACILITIES.map((f) => f.split(' ')[0]));

/** "wilkes-barre" -> "wilkes": the part a multi-word place name starts with. */
function firstHyphenPart(lower: string): string {
  const hyphen = lower.indexOf('-');
  return hyphen < 0 ? lower : lower.slice(0, hyphen);
}

/** Look-up keys of the run's first 1..n tokens: lower case, joined by spaces, hyphens read as spaces. */
function placeKeys(run: Token[]): string[] {
  const keys: string[] = [];
  let key = '';
  for (const p of run) {
    const part = p.lower.includes('-') ? p.lower.replace(/-/g, ' ') : p.lower;
    key = key === '' ? part : `${key} ${part}`;
    keys.push(key);
  }
  return keys;
}

export class LocationFinder {
  private readonly lowerCase: LowerCasePlaces;

  constructor(private readonly words: WordClasses) {
    this.lowerCase = new LowerCasePlaces(words);
  }

  find(text: string, tokens: Token[]): IdentifierHit[] {
    const hits: IdentifierHit[] = [...this.facilities(text, tokens), ...this.capitalLetterPlaces(text, tokens)];
    for (const h of this.lowerCase.find(text, tokens)) hits.push(h);
    for (let i = 0; i < tokens.length; i++) {
      const end = this.placeAt(text, tokens, i);
      if (end >= 0) {
        hits.push(hit('location', tokens[i].start, tokens[end].end, WARNINGS.city));
        i = end;
      }
    }
    return hits;
  }

  /** Index of the last token of a city/town starting at i, or -1. */
  private placeAt(text: string, tokens: Token[], i: number): number {
    const t = tokens[i];
    if (this.words.isFunctionWord(t)) return -1;
    const multi = this.words.lex.placeFirstWords.has(firstHyphenPart(t.lower));
    if (!multi && !(t.capitalised && !t.allCaps) && !this.words.isPlaceToken(t)) return -1;
    if (this.words.isEponymUse(tokens, i) || this.afterTitle(text, tokens, i)) return -1;
    // The cue before the word costs two regexes: read only when a branch needs it.
    let cue = UNREAD;
    const run = multi ? this.adjacentRun(text, tokens, i, this.words.lex.maxPlaceTokens) : [t];
    const keys = placeKeys(run);
    for (let k = run.length; k >= 1; k--) {
      const key = keys[k - 1];
      if (!(k === 1 ? this.words.isPlaceToken(t) : this.words.isPlace(key)) || this.isBroadGeography(key)) continue;
      if (k >= 2) {
        if (this.allCapitalised(run, k)) return i + k - 1;
        if (cue === UNREAD) cue = residenceCue(text, t.start);
        if (cue === STRONG && this.noCommonWord(run, k)) return i + k - 1;
        continue;
      }
      if (this.words.isAllowed(t)) return -1;
      if (cue === UNREAD) cue = residenceCue(text, t.start);
      if (!t.capitalised) return cue === STRONG && !this.words.isAnyEnglishWord(t) ? i : -1;
      // Capitals amid lower-case text are emphasis ("grew up in FLINT"); a world city is a place in any case.
      if (t.allCaps && !this.words.isWorldCity(key) && !(cue !== NONE && /\p{Ll}/u.test(text))) return -1;
      if (cue === STRONG) return i;
      if (this.words.isCommonWord(t)) return -1;
      if (cue === NONE && this.looksLikePersonName(text, tokens, i)) return -1;
      if (cue !== NONE || !t.sentenceStart || this.followedByState(text, t)) return i;
      return this.words.isWorldCity(key) && !this.words.isName(t) ? i : -1;
    }
    // Not in any list, but "lives in X" or "X, TX" leaves little doubt.
    if (t.capitalised && !t.allCaps && !this.words.isAllowed(t) && !this.words.isCommonWord(t)) {
      const followedByState = this.followedByState(text, run[run.length - 1] ?? t);
      if (cue === UNREAD && !followedByState && !t.sentenceStart) cue = residenceCue(text, t.start);
      if ((cue === STRONG && !t.sentenceStart) || followedByState) {
        const last = this.capitalisedRunEnd(text, tokens, i);
        if (
          !this.isBroadGeography(
            tokens
              .slice(i, last + 1)
              .map((p) => p.lower)
              .join(' '),
          )
        )
          return last;
      }
    }
    return -1;
  }

  /**
   * "sent to Mlle Girard", "spoke with Mr Hughes": a form of address says the next word is a person, whatever town
   * shares the name, and whatever cue stands before the title.
   */
  private afterTitle(text: string, tokens: Token[], i: number): boolean {
    const prev = tokens[i - 1];
    return prev !== undefined && this.words.isTitle(prev) && adjacent(text, prev, tokens[i]);
  }

  private allCapitalised(run: Token[], k: number): boolean {
    for (let j = 0; j < k; j++) if (!run[j].capitalised && !this.words.isFunctionWord(run[j])) return false;
    return true;
  }

  private noCommonWord(run: Token[], k: number): boolean {
    for (let j = 0; j < k; j++) if (this.words.isCommonWord(run[j])) return false;
    return true;
  }

  /**
   * Places written in capitals after a residence or travel cue ("moved here from WOODBRIDGE",
   * "lives in STEINPARZ", "from CABBAGE TREE CREEK"): one unlisted word of five letters or more
   * that is no English word or clinical abbreviation, or two or three capitalised words together.
   */
  private capitalLetterPlaces(text: string, tokens: Token[]): IdentifierHit[] {
    const hits: IdentifierHit[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (!t.allCaps || this.words.isAllowed(t)) continue;
      // "NAL-NL2", "ISO-9001": capitals glued to a figure are a code or a version, not a place.
      if (/\p{N}/u.test(text[t.end] ?? '')) continue;
      if (isHyphenedWordsOrAbbreviations(t, this.words)) continue;
      const cue = residenceCue(text, t.start);
      const strong = cue === STRONG;
      // "in GROSSMENGERSDORF": after a bare "in/at", only a long unlisted word.
      const weakLong = cue === WEAK && t.lower.length >= 6 && !this.words.isAnyEnglishWord(t);
      if (!strong && !weakLong) continue;
      let last = i;
      while (
        last + 1 < tokens.length &&
        last - i < 2 &&
        tokens[last + 1].allCaps &&
        adjacent(text, tokens[last], tokens[last + 1]) &&
        !this.words.isAllowed(tokens[last + 1])
      )
        last++;
      const single = last === i && t.lower.length >= 5 && !this.words.isAnyEnglishWord(t);
      if (single || (strong && last > i)) {
        hits.push(hit('location', t.start, tokens[last].end, WARNINGS.city));
        i = last;
      }
    }
    return hits;
  }

  /** "Dolores Villanueva": a town name next to another name is more likely a person. */
  private looksLikePersonName(text: string, tokens: Token[], i: number): boolean {
    if (!this.words.isName(tokens[i])) return false;
    const neighbour = (k: number): boolean => {
      const n = tokens[k];
      if (!n || !n.capitalised || !this.words.isName(n)) return false;
      return k > i ? adjacent(text, tokens[i], n) : adjacent(text, n, tokens[i]);
    };
    return neighbour(i - 1) || neighbour(i + 1);
  }

  private isBroadGeography(key: string): boolean {
    return this.words.lex.broadGeography.has(key) || STATES.has(key) || MULTIWORD_STATES.includes(key);
  }

  private followedByState(text: string, t: Token): boolean {
    if (text.charCodeAt(t.endWithPossessive) !== 0x2c) return false;
    // A state in the accents of its own language counts too ("Saint-Jean, Québec"), as the word classes fold it.
    const m = /^,\s*([A-Z]{2}\b|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)/u.exec(
      text.slice(t.endWithPossessive, t.endWithPossessive + 25),
    );
    if (!m) return false;
    const s = NON_ASCII.test(m[1]) ? withoutMarks(m[1]) : m[1];
    return (
      STATE_CODES.has(s) ||
      STATES.has(s.toLowerCase()) ||
      MULTIWORD_STATES.includes(s.toLowerCase()) ||
      // "Arabic-speaking, Emirati nationality": a people's adjective after the comma is no state the word lies in.
      (this.words.lex.broadGeography.has(s.toLowerCase()) && !this.words.lex.demonyms.has(s.toLowerCase()))
    );
  }

  private adjacentRun(text: string, tokens: Token[], i: number, max: number): Token[] {
    const run = [tokens[i]];
    for (let k = i + 1; k < tokens.length && run.length < max; k++) {
      if (tokens[k - 1].possessive || !adjacent(text, tokens[k - 1], tokens[k])) break;
      run.push(tokens[k]);
    }
    return run;
  }

  private capitalisedRunEnd(text: string, tokens: Token[], i: number): number {
    let last = i;
    for (let k = i + 1; k < tokens.length && k <= i + 3; k++) {
      const t = tokens[k];
      if (!t.capitalised || tokens[k - 1].possessive || !adjacent(text, tokens[k - 1], t)) break;
      if (this.words.isAllowed(t) || this.words.isFunctionWord(t)) break;
      last = k;
    }
    return last;
  }

  private facilities(text: string, tokens: Token[]): IdentifierHit[] {
    const hits: IdentifierHit[] = [];
    const add = (from: number, to: number): void => {
      hits.push(hit('location', tokens[from].start, tokens[to].endWithPossessive, WARNINGS.facility));
    };
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      const known = this.knownFacilityEnd(text, tokens, i);
      if (known >= 0) {
        add(i, known);
        continue;
      }
      if (!FACILITY_HEADS.has(t.lower)) continue;
      // "Chief Medical Officer", "Medical Director": a facility word before a role names a post, not a place.
      if (ROLE_NOUNS.has(tokens[i + 1]?.lower ?? '') && adjacent(text, t, tokens[i + 1])) continue;
      // Walk left over the capitalised name before the head ("Riverside General Hospital").
      let first = i;
      for (let k = i - 1; k >= 0 && k >= i - 5; k--) {
        const p = tokens[k];
        if (
          !adjacent(text, p, tokens[k + 1], false) &&
          !(p.possessive && /^\s+$/.test(text.slice(p.endWithPossessive, tokens[k + 1].start)))
        )
          break;
        // A unit ("g/L.") or a header over a line break ("HOSPITAL COURSE") names no facility.
        if (text[p.start - 1] === '/' || (t.allCaps && text.slice(p.end, tokens[k + 1].start).includes('\n'))) break;
        // "my GP. The Newson Health webinar": a full stop before a function word ends a sentence, which no name runs
        // on over (issue 49, thirty-fifth round, tombolo); "St. Mary's" runs on over a capitalised word.
        if (p.dotted && this.words.isFunctionWord(tokens[k + 1])) break;
        const connector = ['of', 'and', '&', 'for', 'the'].includes(p.lower) && first !== i;
        if (!(p.capitalised || connector || (p.lower === 'st' && p.dotted))) break;
        if (p.capitalised && p.sentenceStart && this.words.isCommonWord(p) && !this.words.isName(p)) break;
        first = k;
      }
      while (first < i && ['of', 'and', '&', 'for', 'the'].includes(tokens[first].lower)) first++;
      const qualifiers = tokens.slice(first, i);
      // "a Compliant Query Practice", "a Nurse-led Clinic": what an indefinite article introduces is a kind of
      // service, not the one place she was seen (issue 49, thirty-second round, cove).
      const lead = tokens[first].start;
      if (t.capitalised && INDEFINITE_BEFORE.test(text.slice(Math.max(0, lead - 4), lead))) continue;
      // "Women's Health Plan", "Mental Health Act", "Mental Health Action Plan": a weak head before a programme's or
      // a document's noun, maybe after one everyday word, names the programme or the document; a place word among
      // its qualifiers keeps the hit ("The Leeds Lung Health Check programme", tideline's spec).
      // "Code of Safe Practice", "Framework for General Practice": a document's noun before "of" or "for" makes the
      // head part of the document's title.
      if (
        !STRONG_HEADS.has(t.lower) &&
        (this.programmeNounAfter(text, tokens, i) || titledByDocument(tokens, first, i)) &&
        !qualifiers.some((q, k) => this.words.isPlaceToken(q) && !namesAGovernment(tokens, first + k))
      )
        continue;
      // A field of care before "Health" ("Sexual and Reproductive Health") names the service, as the generic
      // qualifiers do; before a stronger head a specialty may stand in a lab's or unit's own name.
      const distinctive = qualifiers.filter(
        (q) =>
          !GENERIC_QUALIFIERS.has(q.lower) &&
          !this.words.isFunctionWord(q) &&
          !this.words.isAllowed(q) &&
          !this.isLedByRole(q.lower) &&
          !(t.lower === 'health' && isSpecialtyWord(q.lower)),
      );
      // "Hormone Therapy", "Bone Health": one everyday word before a weak head names a service, not a place.
      const visitedAt = /\b(?:at|to|from)\s+(?:the\s+)?$/i.test(
        text.slice(Math.max(0, tokens[first].start - 12), tokens[first].start),
      );
      const specific =
        distinctive.length > 0 &&
        (STRONG_HEADS.has(t.lower) ||
          visitedAt ||
          qualifiers.length > 1 ||
          distinctive.some((q) => !this.words.isCommonWord(q)));
      if (t.capitalised && specific) {
        add(first, i);
        continue;
      }
      if (!t.capitalised && qualifiers.length === 0 && i > 0) {
        // "at st. joseph's hospital", "mercy hospital": a name or place word right before the head.
        const p = tokens[i - 1];
        if (
          !p.capitalised &&
          adjacent(text, p, t) &&
          (this.words.isName(p) || this.words.isPlace(p.lower)) &&
          !this.words.isCommonWord(p) &&
          !this.words.isAllowed(p)
        )
          add(i - 1, i);
        continue;
      }
      // A header in capitals ("HOSPITAL COURSE") is a section, not a facility.
      const header = t.allCaps && tokens[i + 1]?.allCaps && this.words.isCommonWord(tokens[i + 1]);
      if (t.capitalised && LEADING_HEADS.has(t.lower) && !header) {
        const last = this.capitalisedRunEnd(text, tokens, i);
        if (last > i) add(i, last);
      }
    }
    return hits;
  }

  private programmeNounAfter(text: string, tokens: Token[], i: number): boolean {
    for (let k = i + 1; k <= i + 1 + MAX_WORDS_BEFORE_PROGRAMME_NOUN && k < tokens.length; k++) {
      const t = tokens[k];
      if (!adjacent(text, tokens[k - 1], t)) return false;
      if (PROGRAMME_NOUNS.has(t.lower)) return true;
      if (!this.words.isCommonWord(t) || this.words.isFirstName(t) || this.words.isLastName(t)) return false;
    }
    return false;
  }

  /**
   * "Nurse-led", "Consultant-led", "Peer-run": who gives the care, which makes the name a kind of service, not a
   * place's own name (issue 49, thirty-second round, cove).
   */
  private isLedByRole(lower: string): boolean {
    const m = LED_BY.exec(lower);
    return m !== null && (CARE_GIVERS.has(m[1]) || isPostWord(m[1], this.words));
  }

  private knownFacilityEnd(text: string, tokens: Token[], i: number): number {
    if (!KNOWN_FIRST_WORDS.has(tokens[i].lower)) return -1;
    const run = this.adjacentRun(text, tokens, i, MAX_KNOWN_TOKENS);
    for (let k = run.length; k >= 1; k--) {
      const key = run
        .slice(0, k)
        .map((p) => p.lower)
        .join(' ')
        .replace(/-/g, ' ');
      if (
        KNOWN_FACILITIES.includes(key) &&
        run.slice(0, k).every((p) => p.capitalised || p.allCaps || this.words.isFunctionWord(p))
      )
        return i + k - 1;
    }
    return -1;
  }
}
