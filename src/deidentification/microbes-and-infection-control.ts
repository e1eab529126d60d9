/**
 * Genera of the bacteria and fungi a clinical microbiology or infection prevention report names, and the products of
 * infection control (fit-test solutions, disinfectants, skin preparations) (issue 49, 27th round, tuned on the
 * lagoon set, by class): culture results and IPC minutes name them capitalised, often at a line's start or after
 * a susceptibility letter ("flucloxacillin S.\nLegionella pneumophila", "Alcaligenes in sink traps", "fit
 * testing (Bitrex)"), where a name reader takes an unknown capitalised word for a surname or an initial and a
 * surname; with them the words of a strain's typing ("pneumophila serogroup 1", "ribotype 027"), which after an
 * unknown species epithet read as a caseless name. Genera that are also given names or surnames (Candida,
 * Providencia) are left out, so the person stays found; the unit test keeps them out. Marked allowed vocabulary by
 * word-classes.ts.
 */
import { wordSet } from './word-set';

export const MICROBES_AND_INFECTION_CONTROL: ReadonlySet<string> = wordSet(`
legionella alcaligenes achromobacter acinetobacter stenotrophomonas burkholderia pseudomonas klebsiella enterobacter
citrobacter serratia morganella listeria neisseria haemophilus moraxella bordetella campylobacter
helicobacter salmonella shigella yersinia vibrio clostridioides clostridium bacteroides fusobacterium prevotella
actinomyces nocardia mycobacterium mycoplasma ureaplasma gardnerella aspergillus cryptococcus rhizopus fusarium
scedosporium trichomonas enterococcus staphylococcus streptococcus corynebacterium lactobacillus brucella coxiella
rickettsia borrelia leptospira treponema pasteurella capnocytophaga eikenella kingella aggregatibacter
elizabethkingia chryseobacterium sphingomonas ralstonia pantoea hafnia aeromonas plesiomonas shewanella
cutibacterium propionibacterium peptostreptococcus veillonella gemella granulicatella rothia micrococcus kocuria
erysipelothrix arcanobacterium trueperella tropheryma
serogroup serogroups serotype serotypes serovar serovars biovar biotype pathovar ribotype ribotypes
bitrex clinell actichlor chlor-clean difficil-s hydrex chloraprep octenisan prontosan hibiscrub sterets tristel
`);
