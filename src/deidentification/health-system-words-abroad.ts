/**
 * Spanish, Swedish, Lithuanian and Serbo-Croatian words of health systems, insurance, sick leave, lab and bone
 * reports and medicine lists (issue 49, 27th round, tuned on the lagoon set, by class):
 * translated notes and glossaries keep them in the writer's language, capitalised at a label or inside a
 * programme's name ("Densitometría: T-score", "Escala MRS validada en Chile", "sick-listed by Försäkringskassan",
 * "Privalomasis sveikatos draudimas"), where a name reader takes an unknown word, or two of them, for a name.
 * foreign-clinical-words.ts reads runs of French, German, Turkish, Nordic, Hungarian and Dutch words by their
 * evidence; these are single words, none of them a given name or a surname in the name lists (Salud, Seguro,
 * Familia, Columna, Dulce, Leche, Dom … are left out, so the person stays found; the unit test keeps them out).
 * Words for symptoms (sofocos, bochornos, valunzi …) are left out: foreign-list-siblings.ts reads them by the
 * English gloss beside a sibling, which needs them unknown. Marked allowed vocabulary by word-classes.ts.
 */
import { wordSet } from './word-set';

export const HEALTH_SYSTEM_WORDS_ABROAD: ReadonlySet<string> = wordSet(`
garantías garantias explícitas explicitas seguridad tramo validada validado validación validacion densitometría
densitometria cadera fémur colesterol vitamina hormona terapia reemplazo menopausia climaterio
ginecólogo ginecóloga ginecología médico médica receta farmacia laboratorio análisis
mamografía ecografía citología consulta urgencias hospitalario atención primaria prestaciones cobertura
afiliada afiliado
försäkringskassan företagshälsovård företagshälsovården vårdguiden friskvård socialstyrelsen vårdcentralen
sjukskrivning sjukskriven läkemedel natten dosor
sveikatos draudimas privalomasis ligonių vaistinė šeimos gydytojas
hormonska supstituciona terapija klimaks ljekar lekar apoteka zdravlja
`);

/** "Friskis&Svettis", the Swedish exercise association, in one phrase: read by allowlist-phrases.ts. */
export const HEALTH_SYSTEM_PHRASES_ABROAD: readonly string[] = [String.raw`friskis\s*(?:&|och)\s*svettis`];
