/**
 * A hospital's internal lines to its departments and posts (issue 49, eighteenth round, tuned on the tideline set,
 * by class): switchboard slips, on-call sheets and ward notices list extensions and bleeps with the department or
 * post they reach ("ext 6120 Radiology reception", "bleep 3301 Bed Manager", "ext. 2050 Estates helpdesk"). A line
 * to a department or a rota post reaches no one person, so the number is dropped when the words after it name one:
 * a department or support service of the NHS Data Dictionary's main specialties and a hospital's facilities
 * services, or a post of the site's rota.
 * An extension after a full number ("01924 541 818 ext 2290"), or followed by anything else ("ext 58824 re Mr
 * Idowu", "bleep 4471" at a line's end, "bleep 4471 Dr Okafor") keeps the phone rule: it may reach a person.
 * Returns spans in which a hit is dropped.
 */
import { allMatches } from './all-matches';
import { isSpecialtyWord } from './kinds-of-place';

/** Departments and services a hospital's switchboard lists, beside the clinical specialties. */
const DEPARTMENT =
  String.raw`pharmacy|dispensary|medicines|switchboard|estates|security|porters|portering|helpdesk|help[^\S\n]+desk|` +
  String.raw`reception|theatres?|radiology|x-ray|pathology|phlebotomy|mortuary|chaplaincy|PALS|IM&T|` +
  String.raw`catering|domestics|housekeeping|laundry|transport|sterile[^\S\n]+services|HSDU|CSSD|` +
  String.raw`medical[^\S\n]+records|appointments|booking|admissions|discharge[^\S\n]+lounge|outpatients|` +
  String.raw`resus(?:citation)?|blood[^\S\n]+bank|` +
  String.raw`labs?|laboratory|infection[^\S\n]+control|occupational[^\S\n]+health|safeguarding|A&E|ICU|ITU|HDU`;
/** Posts of a site's rota, reached by whoever holds them that shift. */
const POST =
  String.raw`(?:site|bed|duty|night|clinical|matron|nurse|practitioner|coordinator|co-ordinator|on-call|` +
  String.raw`on[^\S\n]+call|hospital|out-of-hours)(?:[^\S\n]+(?:site|bed|duty|nurse|practitioner))?` +
  String.raw`[^\S\n]+(?:manager|coordinator|` +
  String.raw`co-ordinator|practitioner|registrar|SHO|FY1|team|bleep(?:holder)?|holder|lead|officer|matron)`;
const LINE = new RegExp(
  String.raw`(?<![\d][^\S\n]*)\b(?:ext(?:ension)?\.?|bleep|pager)[^\S\n]*(?:no\.?[^\S\n]*)?\d{3,5}` +
    String.raw`(?=[^\S\n]+(?:the[^\S\n]+)?` +
    String.raw`(?:(?:${DEPARTMENT})\b|(?:${POST})\b|([\p{L}-]+)))`,
  'giu',
);
const MAY_LINE = /\b(?:ext|bleep|pager)/i;

export function internalLineSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (!MAY_LINE.test(text)) return spans;
  for (const m of allMatches(LINE, text))
    if (m[1] === undefined || isSpecialtyWord(m[1].toLowerCase()))
      spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}
