/**
 * Radionuclides written as element and mass number (issue 49, twenty-second round, tuned on the mudflat set, by
 * class). Nuclear medicine and PET-CT reports name a tracer's nuclide as `I-123`, `Tc-99m`, `F-18`, `Ga-68`; a letter
 * and a hyphenated number read as a US interstate ("I-95") or a code. A nuclide is read by the IUPAC periodic table's
 * symbols, a mass number of one to three digits no smaller than the element's atomic number (and at most three
 * times it plus ten), an optional "m" for a metastable state, in a text that gives a radiation unit (Bq, Ci, Sv, Gy
 * with their prefixes) or names a scan's nuclide otherwise ("radionuclide", "isotope", "tracer"). With no such unit
 * or word, "off I-95 at exit 4" is read as before.
 */
type Span = readonly [number, number];

/** The periodic table in order of atomic number (IUPAC), hydrogen first. */
const SYMBOLS = (
  'H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Y Zr Nb ' +
  'Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au ' +
  'Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr'
).split(' ');
const ATOMIC_NUMBER: ReadonlyMap<string, number> = new Map(SYMBOLS.map((s, i) => [s, i + 1]));

const NUCLIDE = /(?<![\p{L}\d-])([A-Z][a-z]?)-(\d{1,3})m?(?![\p{L}\d]|-\d)/gu;
const RADIATION_CUE =
  /\d[^\S\n]*[kMGT]?Bq\b|\d[^\S\n]*[mµu]?Ci\b|\d[^\S\n]*[mµu]?Sv\b|\d[^\S\n]*m?Gy\b|\b[Rr]adio(?:nuclide|isotope|tracer|pharmaceutical)s?\b|\b[Ii]sotopes?\b/;

/** The letters every cue holds, looked for before the cue's pattern. */
const CUE_LETTERS = /Bq|Ci|Sv|Gy|sotope|adio/;

export function isotopeNotationSpans(text: string): Span[] {
  if (!text.includes('-') || !CUE_LETTERS.test(text) || !RADIATION_CUE.test(text)) return [];
  const spans: Span[] = [];
  for (const m of text.matchAll(NUCLIDE)) {
    const z = ATOMIC_NUMBER.get(m[1]);
    const mass = Number(m[2]);
    if (z === undefined || mass < z || mass > 3 * z + 10) continue;
    spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}
