/**
 * A rule's expensive pattern paired with a cheap one that every match of it
 * contains: when the cheap scan finds nothing, the pattern cannot match and
 * is not run. Exported per module so a test can check each pair keeps that
 * promise on awkward text (case folding, non-ASCII letters, word boundaries).
 */
export type Prerequisite = readonly [pattern: RegExp, needs: RegExp];
