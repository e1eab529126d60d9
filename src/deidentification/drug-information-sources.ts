/**
 * Drug-information references and the agencies that license and fund medicines (issue 49, thirtieth round, tuned on
 * the dunes set, by class). Pharmacists' interaction checks and prescribers' notes cite the compendium or checker they
 * read ("Lexicomp risk rating C. Micromedex: moderate", "no significant interaction (Liverpool HIV Interactions)") and
 * the body that funds or licenses a medicine ("whether PHARMAC funds Estradot", "TGA-approved"); the name rules read a
 * compendium in no word list as a surname, and a capitalised agency as a shouted name. The references are the
 * drug-information compendia and interaction checkers named in pharmacy practice (Lexicomp, Micromedex, UpToDate,
 * Medscape, Epocrates, DrugBank, DynaMed, DailyMed, MedlinePlus, Martindale, Stockley's, AHFS, the Liverpool
 * interaction checkers); the agencies are national medicines regulators and funders (PHARMAC and Medsafe of New
 * Zealand, the TGA and PBS of Australia, SAHPRA, NAFDAC, CDSCO, CADTH, INESSS, PMDA, ANVISA, Swissmedic). None is a
 * given name or a surname in the name lists. Marked allowed vocabulary by word-classes.ts; the Liverpool checkers, a
 * city's name in a phrase, are read by allowlist-phrases.ts.
 */
import { wordSet } from './word-set';

export const DRUG_INFORMATION_SOURCES: ReadonlySet<string> = wordSet(`
lexicomp lexi-comp micromedex uptodate medscape epocrates drugbank dynamed dailymed medlineplus martindale
stockley stockley's ahfs
pharmac medsafe tga pbs sahpra nafdac cdsco cadth inesss pmda anvisa swissmedic
`);

/** The University of Liverpool's interaction checkers ("Liverpool HIV Interactions", "Liverpool HEP Interactions"). */
export const DRUG_INFORMATION_PHRASES: readonly string[] = [
  String.raw`liverpool\s+(?:hiv|hep(?:atitis)?|covid(?:-19)?|cancer)\s+(?:drug\s+)?interactions?(?:\s+checker)?`,
];
