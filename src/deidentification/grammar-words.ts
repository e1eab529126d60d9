/**
 * Pronoun contractions are function words, never a name ("Best I've felt", "I’ll"); issue 49, eighth round.
 * A module of its own with no imports: the word classes read it, and the product rules read the word classes.
 */
/** Pronouns with a contracted verb: grammar, never a name ("Best I've felt"). */
export const PRONOUN_CONTRACTIONS: ReadonlySet<string> = new Set(
  ['i', 'you', 'we', 'they', 'she', 'he', 'it', 'that', 'there', 'who', 'what', 'let'].flatMap((p) =>
    ["'ve", "'m", "'d", "'ll", "'re", "'s"].flatMap((c) => [p + c, p + c.replace("'", '’')]),
  ),
);
