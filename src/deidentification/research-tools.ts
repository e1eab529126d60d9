/**
 * The tools and methods of research text (issue 49, fifteenth round, tuned on the headwaters set, by class): none
 * names a person or a place, though the name and place readers take them for one.
 * - bibliographic databases, trial registries and evidence services ("Embase", "Scopus", "PsycINFO", "Web of
 *   Science", "ClinicalTrials.gov", "ANZCTR", "PROSPERO", "Epistemonikos");
 * - analysis and data-capture software ("Jupyter", "RStudio", "Stata", "SPSS", "REDCap", "Qualtrics", "NVivo",
 *   "GraphPad"; electronic data capture of trials, "Medidata Rave", "Oracle InForm", "Veeva Vault", "Castor EDC",
 *   issue 49's sixteenth round), and any package a version number of three parts follows ("lifelines 0.27.4",
 *   "Jupyter 4.2.5",
 *   "tidyverse 2.0.0"): a date in dots ends in a year of two or four digits, a version here in one digit (or it has
 *   four parts, or parts no day and month could be);
 * - the function called on a line of R or Python console input ("> fit <- coxph(Surv(time, event) ~ age)",
 *   "In [3]: Series(x)"): a word written against its bracket is code;
 * - statistical methods cited by their authors' names joined by "and" ("Kaplan and Meier", "Fine and Gray", "Bland
 *   and Altman", "DerSimonian and Laird", "Benjamini and Hochberg", "Hosmer and Lemeshow");
 * - the codes of good practice ("Good Clinical Practice", "Good Manufacturing Practice", "Good Pharmacovigilance
 *   Practices").
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const S = String.raw`[^\S\n]+`;
const DATABASES = new RegExp(
  String.raw`\b(?:MEDLINE|Embase|EMBASE|CINAHL|PsycINFO|PsycInfo|PsycARTICLES|Scopus|Web${S}of${S}Science|PubMed|` +
    String.raw`Google${S}Scholar|LILACS|SciELO|CNKI|Wanfang|KoreaMed|ProQuest|OpenGrey|EBSCOhost|EBSCO|Ovid|` +
    String.raw`ClinicalTrials\.gov|ISRCTN|EudraCT|ANZCTR|ChiCTR|DRKS|CTRI|PROSPERO|Epistemonikos|UpToDate|DynaMed|` +
    String.raw`Jupyter(?:Lab)?|RStudio|Stata|SPSS|REDCap|Qualtrics|NVivo|GraphPad|Minitab|OpenClinica|SurveyMonkey|` +
    String.raw`Medidata(?:${S}Rave)?|Rave${S}EDC|Oracle${S}InForm|InForm${S}EDC|Veeva${S}Vault|Castor${S}EDC|Viedoc|` +
    String.raw`Medidata|RevMan|Covidence|Rayyan|EndNote|Zotero|Mendeley)\b`,
  'g',
);
const MAY_DATABASE =
  /MEDLINE|Embase|EMBASE|CINAHL|Psyc|Scopus|Science|PubMed|Scholar|LILACS|SciELO|CNKI|Wanfang|KoreaMed|ProQuest|OpenGrey|EBSCO|Ovid|\.gov|ISRCTN|EudraCT|ANZCTR|ChiCTR|DRKS|CTRI|PROSPERO|Epistemonikos|UpToDate|DynaMed|Jupyter|RStudio|Stata|SPSS|REDCap|Qualtrics|NVivo|GraphPad|Minitab|OpenClinica|SurveyMonkey|Medidata|RevMan|Covidence|Rayyan|EndNote|Zotero|Mendeley|Rave|InForm|Veeva|Castor|Viedoc/;
/** A package and its version of three or more parts. */
const VERSIONED = /(?<![\p{L}\d.-])(\p{L}[\p{L}\d_-]*)[^\S\n]+v?(\d{1,3}(?:\.\d{1,3}){2,3})(?!\d|\.\d)/gu;
/** A line of console input: R's prompt or assignment, or a notebook cell. */
const CONSOLE_LINE = /^(?:>[^\S\n]|In[^\S\n]*\[\d*\]:|>>>[^\S\n]).*$|^.*<-.*$/gm;
const CALLED = /\b([A-Za-z_][\w.]*)\(/g;
const METHOD_PAIRS = new RegExp(
  String.raw`\b(?:Kaplan${S}and${S}Meier|Fine${S}and${S}Gray|Bland${S}and${S}Altman|Mann${S}and${S}Whitney|` +
    String.raw`DerSimonian${S}and${S}Laird|Benjamini${S}and${S}Hochberg|Benjamini${S}and${S}Yekutieli|` +
    String.raw`Hosmer${S}and${S}Lemeshow|Mantel${S}and${S}Haenszel|Kruskal${S}and${S}Wallis|` +
    String.raw`Grambsch${S}and${S}Therneau|Begg${S}and${S}Mazumdar|Duval${S}and${S}Tweedie|` +
    String.raw`Higgins${S}and${S}Thompson|Cohen${S}and${S}Kappa|Landis${S}and${S}Koch|Altman${S}and${S}Bland|` +
    String.raw`Rubin${S}and${S}Little|Little${S}and${S}Rubin|Efron${S}and${S}Tibshirani|Box${S}and${S}Cox|` +
    String.raw`Cox${S}and${S}Snell|Nelson${S}and${S}Aalen|Aalen${S}and${S}Johansen|Wei${S}and${S}Lin)\b`,
  'g',
);
const GOOD_PRACTICE = new RegExp(
  String.raw`\bGood${S}(?:Clinical|Manufacturing|Laboratory|Distribution|Pharmacovigilance|Documentation|` +
    String.raw`Research|Medical|Prescribing|Clinical${S}Laboratory|Epidemiological|Pharmacy)${S}Practices?\b`,
  'g',
);

/** The last part of a version in one digit, or more than three parts: no date is written so. */
function isVersion(version: string): boolean {
  const parts = version.split('.');
  return parts.length > 3 || parts[parts.length - 1].length === 1 || Number(parts[0]) > 31 || Number(parts[1]) > 12;
}

export function researchToolSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (re: RegExp): void => {
    for (const m of allMatches(re, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  if (MAY_DATABASE.test(text)) add(DATABASES);
  if (/\d\.\d{1,3}\.\d/.test(text)) {
    for (const m of allMatches(VERSIONED, text))
      if (isVersion(m[2])) spans.push([m.index ?? 0, (m.index ?? 0) + m[1].length]);
  }
  if (/<-|^>|In[^\S\n]*\[/m.test(text))
    for (const line of allMatches(CONSOLE_LINE, text))
      for (const m of allMatches(CALLED, line[0])) {
        const start = (line.index ?? 0) + (m.index ?? 0);
        spans.push([start, start + m[1].length]);
      }
  if (/\band\b/.test(text)) add(METHOD_PAIRS);
  if (text.includes('Good')) add(GOOD_PRACTICE);
  return spans;
}
