/**
 * Eponyms by kind (issue 49, eighteenth round): a capitalised word of the eponym lexicon (eponym-lexicon.ts) read
 * as the sign, syndrome, operation or stain it names when the structure around it says so, and as a person when a
 * person's cue does. medical-eponyms.ts adds these spans to those its own short list finds.
 *
 * Evidence, any one of:
 * - a head noun its kind takes right after, maybe past a grade or one plain word ("Kerley B lines", "Kessler core
 *   stitch", "Roth spots", "Auer rods", "Sabouraud agar"), or before it with "of" ("ampulla of Vater", "circle of
 *   Willis"), or a grade alone after a score, fracture or lesion ("Weber B ankle", "Hinchey III");
 * - the possessive before the end of a clause or a lower-case clinical word ("query Wernicke's.", "Hashimoto's
 *   encephalopathy"), not before a person's noun or a verb ("Murphy's daughter", "Murphy's been");
 * - a finding word or a verb of doing before it ("positive Murphy", "elicited Kernig", "equivocal Hoffmann",
 *   "underwent", "suspected");
 * - a result or value right after a sign or test ("Lachman 2+", "Tinel +ve", "Phalen neg", "Babinski upgoing");
 * - a verb of culture or staining before a medium or stain ("grew on Sabouraud", "stained with Giemsa");
 * - an article before an operation, instrument, fracture or manoeuvre, then the end of a clause or a preposition
 *   ("via a Pfannenstiel with", "an Epley;");
 * - a hyphen-joined compound the lexicon lists, or two eponyms none of them a first name ("Monro-Kellie",
 *   "Howell-Jolly"), or a particle and its surname ("de Quervain", "von Willebrand");
 * - a list with an eponym that has evidence ("elicited Kernig and Brudzinski", "no Heberden or Bouchard").
 * A person's cue overrides all of it: a title, a given name, a relation or post just before; a phrase of meeting
 * or referral before ("seen by", "spoke to", "letter from"); a given name or a verb of a person right after
 * ("Murphy rang", "Kocher is"); a person's noun after the possessive ("Murphy's husband", "at Murphy's").
 */
import { eponymLexicon, type EponymKind } from './eponym-lexicon';
import type { WordClasses } from './word-classes';
import { wordSet } from './word-set';

/** A capitalised word, or hyphen-joined ones, with a possessive maybe: the only places a lexicon word is read. */
// Capitals inside a part ("McMurray", "O'Brien", "MacConkey") but no capitals alone ("MRI").
const PART = String.raw`\p{Lu}\p{Ll}*(?:['’]?\p{Lu}\p{Ll}+)*\p{Ll}`;
const CAPITALISED = new RegExp(
  // An en dash, or TeX's "--" for one, joins two eponyms as a hyphen does ("Kaplan–Meier", "Kaplan--Meier").
  String.raw`(?<![\p{L}\p{N}'’-])(${PART}(?:(?:-|--|–)\p{Ll}*${PART}|-\p{Ll}{2,})*)(['’]s?)?(?![\p{L}\p{N}-])`,
  'gu',
);

const TITLE_BEFORE =
  /\b(?:[mM]rs?|MRS?|[mM]s|MS|[mM]iss|[mM]x|[dD]r|DR|[pP]rof|[nN]urse|[sS]ister|[sS]r|[rR]ev|[fF]r|[sS]ir|[lL]ady|[dD]ame|[lL]ord|RN)\.?[^\S\n]+$/;
/** Phrases of meeting, writing or referral just before a word: what follows is someone. */
const PERSON_BEFORE = new RegExp(
  String.raw`\b(?:(?:seen|reviewed|referred|examined|assessed|signed|dictated|written|authored|verified|` +
    String.raw`reported|visited|accompanied|brought|collected|driven|supervised|consented|covered)[^\S\n]+by|` +
    String.raw`(?:spoke|spoken|speak|talked|talk|wrote|write|written|sent|handed|letter|message|reply|replied|` +
    String.raw`passed|introduced|explained|went|go|going|goes|back|over|round|moved|came|come)[^\S\n]+to|` +
    String.raw`(?:discussed|spoke|spoken|talked|met|meeting|appointment|session|call|chat)[^\S\n]+with|` +
    String.raw`(?:letter|call|message|email|visit|referral|note|text|phone[^\S\n]*call)[^\S\n]+from|` +
    String.raw`cc|attn|dear|thanks|thank[^\S\n]+you|called|phoned|rang|told|asked|informed|saw|met|visited|` +
    String.raw`contacted|(?:bed|bay|room|side[^\S\n]*room|cubicle|chair|pt|patient|client|resident)` +
    String.raw`(?:[^\S\n]*\d{1,3}[a-z]?)?)(?:[^\S\n]*[:.-])?[^\S\n]+$`,
  'i',
);
/** Verbs and words after which the capitalised word is someone doing or being something ("Murphy rang"). */
const PERSON_VERBS = wordSet(`
  said says say rang rings called calls phoned phones reports reported states stated told tells asked asks attended
  attends visited visits came comes went goes will would is was has had who agreed agrees declined declines wants
  wanted wishes wished feels felt thinks thought lives lived works worked arrived arrives left leaves spoke speaks
  wrote writes emailed texted confirmed confirms explained explains mentioned mentions denies denied complains
  complained presents presented presenting does did can could should may might must shall needs needed prefers
  preferred lost died remains remained stays stayed walked walks drove drives answered answers replied replies
  himself herself today tonight tomorrow yesterday yet here there now around available again`);
/** Nouns and words after a possessive that make it someone's ("Murphy's car", "Murphy's been"). */
const PERSON_POSSESSIONS = wordSet(`
  house home flat room place car dog cat phone mobile number address email appointment appointments letter letters
  notes file account bill family children kids friend friends partner husband wife boyfriend girlfriend carer
  daughter son mum dad mother father sister brother baby care condition health results request referral
  consent words view opinion team surgery practice list clinic ward office shop pub been got gone going coming
  not here there back fine well better worse ok okay happy also just still now name`);
/** Words before an eponym that state a finding or a procedure: no one is elicited or underwent. */
const FINDING_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:positive|negative|pos|neg|elicited|elicits|equivocal|no|absent|bilateral|brisk|` +
    String.raw`subtle|classic|classical|typical|atypical|suspected|suspect|possible|probable|likely|presumed|` +
    String.raw`query|exclude|` +
    String.raw`excluded|[rR]\/[oO]|features[^\S\n]+of|signs?[^\S\n]+of|consistent[^\S\n]+with|suggestive[^\S\n]+of|` +
    String.raw`keeping[^\S\n]+with|s\/p|underwent|undergoing|undergo|performed|modified|reverse|formal|mild|` +
    String.raw`moderate|severe|florid|marked|partial|complete|congenital|acquired|familial|juvenile|` +
    String.raw`\?)[^\S\n]*$`,
  'iu',
);
const EVERYDAY_OPENING =
  /^\P{L}*(?:Positive|Negative|No|Possible|Probable|Likely|Query|Presumed|Suspect|Suspected|Classic|Classical|Typical|Complete|Partial|Formal|Mild|Moderate|Severe|Marked)\b/u;
/**
 * A result or value right after a sign or test; not "present" or "absent", which a register says of people
 * ("Jones present, Ross absent").
 */
const RESULT_AFTER = new RegExp(
  String.raw`^[^\S\n]*(?:[:=][^\S\n]*)?(?:\d\+|\+{1,3}|\+[^\S\n]?ve|-[^\S\n]?ve|pos|neg|positive|negative|equivocal|` +
    String.raw`elicited|upgoing|downgoing|bilat(?:erally)?|[LR][^\S\n]?>[^\S\n]?[LR])(?![\p{L}\d+])` +
    // The result closes the finding ("Lachman 2+, drawer", "Tinel +ve at the wrist"); before a noun it is that
    // noun's ("Jones 2+ oedema", "Jones neg swab"), and "positive for" is a person's result.
    String.raw`(?=[^\S\n]*(?:[.,;:)/]|$|(?:and|or|on|at|in|with|over|to|but|throughout|bilaterally|bilat|left|right|` +
    String.raw`L|R)\b))`,
  'u',
);
/**
 * A grade or type after a score, fracture or lesion ("Weber B ankle", "Mobitz II,", "Gustilo IIIb"), before a
 * lower-case word or a clause end; "III" only before a word, as "Jones III." is a name and its suffix.
 */
const GRADE_AFTER =
  /^[^\S\n]+(?:(?:[A-D]|I{1,3}|IV|VI?)[a-c]?(?=[^\S\n]+(?!(?:and|or|the|a|an|is|was|has|had|will)\b)\p{Ll})|(?:(?:I{1,2}|IV|VI?)[a-c]?|III[a-c])(?=[^\S\n]*(?:[.,;:)]|$)))/u;
/** A head noun after the eponym, past a possessive, a grade letter or numeral. */
// In a heading or a form's label the head is capitalised too ("Allen Test:", "Kocher Incision"), and the name rules
// may take both words as one name: the span then covers the head.
// The test's acronym may stand bracketed before the head ("Patrick's (FABER) test").
const HEAD_AFTER =
  /^(?:[^\S\n]+(?:[A-D]|I{1,3}|IV|VI?)[a-c]?)?(?:[^\S\n]+\(\p{Lu}{2,8}\))?[^\S\n]+(\p{Lu}?\p{Ll}+(?:-\p{Ll}+)?)(?![\p{L}])/u;
/** Two lower-case words: the head may stand one word on ("Kessler core stitch", "Thompson squeeze test"). */
const MODIFIED_HEAD_AFTER = /^[^\S\n]+(\p{Ll}{3,})[^\S\n]+(\p{Ll}+)(?![\p{L}-])/u;
/** A verb of culture or staining before a medium or stain ("grew on Sabouraud", "stained with Giemsa"). */
const CULTURE_BEFORE =
  /(?:^|[^\p{L}])(?:grew|grown|grows|growth|cultured|culture|plated|incubated|subcultured|stained|staining|stain)[^\S\n]+(?:(?:on|onto|in|with|using|by)[^\S\n]+)?$/iu;
const STAIN_KINDS: ReadonlySet<EponymKind> = new Set(['stain']);
/** A head noun and "of" before the eponym ("ampulla of Vater", "loop of Henle", "tetralogy of Fallot"). */
const HEAD_OF_BEFORE = /(?<![\p{L}])(\p{Ll}+)[^\S\n]+of[^\S\n]+(?:the[^\S\n]+)?$/u;
/** "a Pfannenstiel", "an Epley"; not "the", which a family name takes ("the Jones at number 4"). */
const ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:a|an)[^\S\n]+$/iu;
/** After an operation or instrument named with its article: a clause end or a preposition. */
const CLAUSE_OR_PREPOSITION_AFTER =
  /^[^\S\n]*(?:[.,;:)]|$|(?:for|in|on|with|via|under|and|or|using|through|was|performed|done)\b)/u;
const CLAUSE_END = /^[^\S\n]*(?:[.,;:)?!]|$|\n)/u;
const LOWER_WORD_AFTER = /^[^\S\n]+(\p{Ll}[\p{Ll}-]{1,})/u;
const DIGIT_AFTER = /^[^\S\n]*\d/;
const PLACE_BEFORE = /\b(?:at|from)[^\S\n]+$/i;
const JOINED = /^[^\S\n]*(?:(?:,|\/|&|;)[^\S\n]*)?(?:(?:and|or|nor|&)[^\S\n]+)?$/u;
const PREVIOUS_WORD = /(?<![\p{L}'’-])([\p{L}][\p{L}'’-]*)[^\S\n]+$/u;
const OBJECT_AFTER = /^[^\S\n]+(?:the|her|his|him|them|me|us|you|back|to|about|in|on|a|an|every|daily)\b/;
const NEXT_WORD = /^(,?)[^\S\n]+([\p{L}][\p{L}'’-]*)/u;

const RESULT_KINDS: ReadonlySet<EponymKind> = new Set(['sign', 'test', 'score']);
const ARTICLE_KINDS: ReadonlySet<EponymKind> = new Set(['operation', 'instrument', 'fracture', 'test']);
const GRADE_KINDS: ReadonlySet<EponymKind> = new Set(['score', 'fracture', 'lesion', 'sign']);
/** Heads a person's name also comes before ("Jones bed", "Murphy line manager"), left out of every kind. */
const NEVER_HEADS: ReadonlySet<string> = new Set(['bed', 'line', 'type', 'types', 'level', 'levels', 'risk']);

interface Mention {
  start: number;
  end: number;
  /** Lower case, no possessive, hyphens kept. */
  key: string;
  kinds: ReadonlySet<EponymKind>;
  possessive: boolean;
  /** Listed as a compound, or two listed eponyms joined, or a particle and its surname. */
  compound: boolean;
  /** A word the given-name lists hold (they hold many surnames too): "Allen present" may be a register. */
  firstName: boolean;
  person: boolean;
  evidence: boolean;
  /** Where the evidence after the word ends, so the span covers a grade or head the name rules may have taken. */
  evidenceEnd: number;
}

function norm(word: string): string {
  const lower = word.toLowerCase();
  const joined = lower.includes('–') || lower.includes('--') ? lower.replace(/--|–/g, '-') : lower;
  return joined.includes("'") || joined.includes('’') ? joined.replace(/['’]/g, '') : joined;
}

/** Whether a capitalised word may be a lexicon eponym: the cheap check every capitalised word of a note gets. */
export function mayBeEponymByKind(word: string): boolean {
  const { words, phrases } = eponymLexicon();
  const key = norm(word);
  if (words.has(key) || phrases.has(key)) return true;
  return key.includes('-') && key.split('-').every((p) => words.has(p));
}

function resolve(text: string, m: RegExpExecArray, words: WordClasses): Mention | undefined {
  const lex = eponymLexicon();
  let start = m.index;
  const end = start + m[0].length;
  let key = norm(m[1]);
  let kinds = lex.words.get(key);
  let compound = kinds !== undefined && key.includes('-');
  // A particle or the first word of a multi-word eponym just before: "de Quervain", "Argyll Robertson".
  const prev = PREVIOUS_WORD.exec(text.slice(Math.max(0, start - 24), start));
  if (prev) {
    const first = norm(prev[1]);
    const phrase = `${first} ${key.replace(/-/g, ' ')}`;
    if (lex.phrases.get(first)?.includes(phrase)) {
      const joined = lex.words.get(`${first}-${key}`);
      if (joined) {
        start -= prev[0].length;
        key = `${first}-${key}`;
        kinds = joined;
        compound = true;
      }
    }
  }
  if (kinds === undefined && key.includes('-')) {
    const parts = key.split('-');
    const partKinds = parts.map((p) => lex.words.get(p));
    if (partKinds.every((k) => k !== undefined) && !parts.some((p) => words.isPersonalFirstName(p))) {
      kinds = new Set(partKinds.flatMap((k) => [...(k ?? [])]));
      compound = true;
    }
  }
  if (kinds === undefined) return undefined;
  return {
    start,
    end,
    key,
    kinds,
    possessive: m[2] !== undefined,
    compound,
    firstName: !key.includes('-') && words.isPersonalFirstName(key),
    person: false,
    evidence: false,
    evidenceEnd: end,
  };
}

function hasKind(kinds: ReadonlySet<EponymKind>, of: ReadonlySet<EponymKind>): boolean {
  for (const k of kinds) if (of.has(k)) return true;
  return false;
}

/** A person's cue around the mention: a title, a given name, a relation or post, a verb of a person. */
function personCue(text: string, mention: Mention, words: WordClasses): boolean {
  const before = text.slice(Math.max(0, mention.start - 40), mention.start);
  if (TITLE_BEFORE.test(before) || PERSON_BEFORE.test(before)) return true;
  const prev = PREVIOUS_WORD.exec(before);
  if (prev) {
    const lower = prev[1].toLowerCase();
    if (words.isRoleWord(lower)) return true;
    if (/^\p{Lu}/u.test(prev[1]) && words.isPersonalFirstName(lower)) return true;
  }
  const after = text.slice(mention.end, mention.end + 40);
  const next = NEXT_WORD.exec(after);
  if (next) {
    const word = next[2];
    const lower = word.toLowerCase();
    if (/^\p{Lu}\p{Ll}/u.test(word) && words.isPersonalFirstName(lower) && !mayBeEponymByKind(word)) return true;
    // "Murphy rings the ward" but "Cabot rings and stippling": a head of the kind is read as a verb only before
    // someone or something it is done to.
    if (next[1] === '' && PERSON_VERBS.has(lower)) {
      const asHead = eponymLexicon().heads.get(lower);
      if (!asHead || !hasKind(mention.kinds, asHead) || OBJECT_AFTER.test(after.slice(next[0].length))) return true;
    }
    if (mention.possessive && (PERSON_POSSESSIONS.has(lower) || words.isRelation(lower) || /(?:ing|ed)$/.test(lower)))
      return true;
  }
  return false;
}

/** The first evidence found after the mention, as the end of what it read, or -1. */
function evidenceAfter(text: string, mention: Mention, words: WordClasses): number {
  const lex = eponymLexicon();
  const after = text.slice(mention.end, mention.end + 48);
  const head = HEAD_AFTER.exec(after);
  const headWord = head?.[1].toLowerCase();
  if (head && headWord !== undefined && !NEVER_HEADS.has(headWord)) {
    const kinds = lex.heads.get(headWord);
    if (kinds && hasKind(mention.kinds, kinds)) return mention.end + head[0].length;
  }
  // The word between must be no function word, verb or person's noun: "Jones rang clinic", "Jones community nurse".
  const modified = MODIFIED_HEAD_AFTER.exec(after);
  if (modified && !NEVER_HEADS.has(modified[2]) && !words.isFunctionWord(modified[1])) {
    const between = modified[1];
    const kinds = lex.heads.get(modified[2]);
    const plain = !PERSON_VERBS.has(between) && !/(?:ed|ing)$/.test(between) && !words.isRelation(between);
    if (plain && !PERSON_POSSESSIONS.has(between) && kinds && hasKind(mention.kinds, kinds))
      return mention.end + modified[0].length;
  }
  if (hasKind(mention.kinds, GRADE_KINDS)) {
    const grade = GRADE_AFTER.exec(after);
    // "Weber B ankle", but not "Allen B said" or "Jones III signed": an initial or a suffix before a verb.
    const then = grade ? LOWER_WORD_AFTER.exec(after.slice(grade[0].length))?.[1] : undefined;
    if (grade && (then === undefined || !(PERSON_VERBS.has(then) || /(?:ed|s)$/.test(then))))
      return mention.end + grade[0].length;
  }
  if (hasKind(mention.kinds, RESULT_KINDS)) {
    const result = RESULT_AFTER.exec(after);
    if (result) return mention.end + result[0].length;
  }
  // "at Murphy's.", "stayed at Kocher's overnight": a shop or a home, named by its owner; only a head of its kind
  // (above) makes it an eponym there ("tender at McBurney's point").
  if (mention.possessive && !PLACE_BEFORE.test(text.slice(Math.max(0, mention.start - 12), mention.start))) {
    if (CLAUSE_END.test(after) || DIGIT_AFTER.test(after)) return mention.end;
    const lower = LOWER_WORD_AFTER.exec(after);
    if (lower !== null && !words.isFunctionWord(lower[1]) && !PERSON_VERBS.has(lower[1]))
      return mention.end + lower[0].length;
  }
  return -1;
}

function evidenceBefore(text: string, mention: Mention, words: WordClasses): boolean {
  const before = text.slice(Math.max(0, mention.start - 32), mention.start);
  const headOf = HEAD_OF_BEFORE.exec(before)?.[1];
  const headKinds = headOf === undefined || NEVER_HEADS.has(headOf) ? undefined : eponymLexicon().heads.get(headOf);
  if (headKinds && hasKind(mention.kinds, headKinds)) return true;
  // "Positive Jones, happy with plan": a word of everyday speech opening a sentence, then a listed name, may be
  // about her; "Equivocal Hoffmann" is a finding whatever the name lists hold.
  const finding = FINDING_BEFORE.exec(before);
  if (finding && !(EVERYDAY_OPENING.test(finding[0]) && words.isName(mention.key))) return true;
  if (hasKind(mention.kinds, STAIN_KINDS) && CULTURE_BEFORE.test(before)) return true;
  if (hasKind(mention.kinds, ARTICLE_KINDS) && ARTICLE_BEFORE.test(before))
    return CLAUSE_OR_PREPOSITION_AFTER.test(text.slice(mention.end, mention.end + 16));
  return false;
}

/** Spans of lexicon eponyms with evidence and no person's cue, as [start, end) pairs. */
export function eponymByKindSpans(text: string, words: WordClasses): Array<[number, number]> {
  const mentions: Mention[] = [];
  // One capitalised word after another, no array of them: most notes hold many and no eponym.
  CAPITALISED.lastIndex = 0;
  for (let m = CAPITALISED.exec(text); m !== null; m = CAPITALISED.exec(text)) {
    if (!mayBeEponymByKind(m[1])) continue;
    const mention = resolve(text, m, words);
    if (mention === undefined) continue;
    mention.person = personCue(text, mention, words);
    if (mention.person) {
      mentions.push(mention);
      continue;
    }
    const afterEnd = evidenceAfter(text, mention, words);
    if (afterEnd >= 0) {
      mention.evidence = true;
      mention.evidenceEnd = afterEnd;
    } else mention.evidence = mention.compound || evidenceBefore(text, mention, words);
    mentions.push(mention);
  }
  // A list shares its evidence: "elicited Kernig and Brudzinski", "Heberden nodes, no Bouchard or Haygarth".
  for (const order of [1, -1]) {
    for (let k = 0; k < mentions.length; k++) {
      const i = order === 1 ? k : mentions.length - 1 - k;
      const m = mentions[i];
      const other = mentions[i - order];
      if (m.evidence || m.person || other === undefined || !other.evidence) continue;
      const [a, b] = order === 1 ? [other, m] : [m, other];
      if (JOINED.test(text.slice(a.evidenceEnd, b.start))) m.evidence = true;
    }
  }
  return mentions.filter((m) => m.evidence).map((m): [number, number] => [m.start, m.evidenceEnd]);
}
