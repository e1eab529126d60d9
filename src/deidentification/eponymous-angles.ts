/**
 * Angles of radiographs and of examination named after those who described them, with their head word "angle"
 * (issue 49, 27th round, tuned on the reedbed set, by class): spine, hip, foot and elbow reports write them with a
 * value ("Cobb angle 8°", "Ferguson's angle 41°", "Böhler's angle reduced", "Wiberg angle 30 degrees"), where a
 * name reader takes the capitalised surname for a person. Read as allowed phrases by allowlist-phrases.ts: only the
 * surname with "angle" after it, so the same surname elsewhere stays a name.
 */
export const EPONYMOUS_ANGLE_PHRASES: readonly string[] = [
  String.raw`(?:cobb|ferguson|baumann|b[öo]hler|gissane|meary|wiberg|hilgenreiner|kite|sharp|tönnis|tonnis|` +
    String.raw`lenke|risser|sauvegrain|konstam|mikulicz|alsberg)(?:'s)?\s+angles?\b`,
];
