/**
 * The words that, just before a run of words, say the run is a person (a title, "named", a relation, "is"): the
 * gloss readings of other scripts and other languages leave such a run to the name rules.
 */
const PERSON_CUE_WORDS = [
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'name',
  'named',
  'mother',
  'mum',
  'mom',
  'father',
  'dad',
  'daughter',
  'son',
  'sister',
  'brother',
  'wife',
  'husband',
  'partner',
  'aunt',
  'uncle',
  'niece',
  'nephew',
  'friend',
  'carer',
  'patient',
  'pt',
  'is',
  'am',
];

/** A person's cue ending the text, with `more` cue words (alternatives of a pattern) and what may follow it. */
export const personCueBefore = (more: readonly string[], after: string): RegExp =>
  new RegExp(String.raw`\b(?:${[...PERSON_CUE_WORDS, ...more].join('|')})${after}$`, 'i');
