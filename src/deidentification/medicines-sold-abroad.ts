/**
 * Brands of menopause, heart-drop, analgesic and herbal medicines sold in the Nordic, Baltic, East European and
 * Latin American markets, and the travel vaccines of a pre-travel consultation (issue 49, 27th round, tuned on the
 * lagoon set, by class): women who moved to the UK, or translated notes, name them without a dose ("takes
 * Klimadynon from the pharmacy", "Femanest recommended", "Valocordin drops", "Dukoral, Ixiaro, Rabipur"), where a
 * name reader takes an unknown capitalised word for a surname. The UK's own brands are in
 * hormone-and-substitution-brands.ts and community-lexicons.ts. Brands that are also given names or surnames
 * (Fass, Magne, Vi, Divina …) are left out, so the person stays found; the unit test keeps them out. Their Latin
 * spellings only: a capitalised word in Cyrillic is read by the other-script rules, not by these lists. Marked
 * allowed vocabulary by word-classes.ts.
 */
import { wordSet } from './word-set';

export const MEDICINES_SOLD_ABROAD: ReadonlySet<string> = wordSet(`
femanest lutinus estrogel estrodose trivina duova cyclabil sequidot
alvedon citodon ipren treo panodil pamol magnecyl
klimadynon klimaktoplan remens menoflavon femiwell climadynon climaterix progendo femelle premelle dimetrol
corvalol korvalol validol valocordin valoserdin corvaldin
typhim dukoral ixiaro rabipur stamaril vivotif vaxchora verorab encepur ticovac qdenga dengvaxia avaxim
vaqta havrix ambirix engerix fendrix menveo nimenrix mencevax viatim hepatyrix
`);

/**
 * Brands named in two words, one of them a given name or a surname ("Magne B6", "Typhim Vi"): read as allowed
 * phrases by allowlist-phrases.ts.
 */
export const MEDICINE_ABROAD_PHRASES: readonly string[] = [String.raw`magne[\s-]+b6`, String.raw`typhim\s+vi`];
