/**
 * Brand names of the BNF's contraceptive, co-cyprindiol, HRT and vaginal oestrogen, and opioid substitution and
 * naloxone preparations (issue 49, fifteenth round, tuned on the headwaters set, by class): school, student-health,
 * menopause and prison healthcare notes name them without a dose ("acne – Dianette discussed", "Buvidal reviews",
 * "switched from Microgynon to Cerazette"), where a name reader takes an unknown capitalised word for a surname.
 * Brands that are also given names (Yasmin, Katya, Hana, Gina, Lucette, Maexeni …) are left out, so the person
 * stays found; the unit test keeps them out. Marked allowed vocabulary by word-classes.ts. Issue 49's seventeenth
 * round added HRT brands sold outside the UK ("Climen", "Kliogest", "Ovestin") and the neurokinin-3 antagonists
 * licensed for vasomotor symptoms ("Veoza", "Lynkuet").
 */
import { wordSet } from './word-set';

export const HORMONE_AND_SUBSTITUTION_BRANDS: ReadonlySet<string> = wordSet(`
microgynon rigevidon ovranette levest elevin lizinna eloine yacella dretine daylette cilest cilique femodene
femodette millinette aidulan marvelon mercilon gedarel logynon trinordiol triregol qlaira zoely loestrin
brevinor norimin synphase binovum ovysmen cimizt
cerazette cerelle zelleta feanolla lovima desomono slynd noriday micronor femulen norgeston
nexplanon implanon mirena kyleena jaydess levosert benilexa sayana depo-provera noristerat evra nuvaring ellaone
levonelle upostelle
dianette clairette acnocin teragezza
elleste evorel estradot femseven sandrena oestrogel lenzetto bijuva femoston kliofem kliovance nuvelle tridestra
premique premarin prempak indivina livial angeliq climaval zumenon progynova femapak trisequens novofem estrofem
activelle duavive senshio imvaggis vagifem vagirux intrarosa estring blissel utrogestan cyclogest lubion crinone
climen kliogest ovestin gynest estraderm divigel elleste-duet evorel-conti evorel-sequi femoston-conti bedol
veoza lynkuet
buvidal subutex espranor suboxone zubsolv sublocade physeptone methadose metharose prenoxad nyxoid
`);
