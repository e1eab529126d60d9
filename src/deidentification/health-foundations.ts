/**
 * Women's health charities, foundations, societies and apps named after people or in words a name finder reads as one
 * (issue 49, seventeenth round, a lexicon of the kind: "Jean Hailes symptom score 22"), from the member and
 * partner lists of the International Menopause Society and Wikipedia's "List of women's health organisations":
 * "Jean Hailes", "Daisy Network", "Women's Health Concern", "Wellbeing of Women", "Susan G. Komen", "McGrath
 * Foundation", "Margaret Pyke Trust", "Marie Stopes", "Pink Hope", "Lady Garden Foundation". named-services.ts
 * holds the support charities of any illness; this holds the women's health ones, read as the body only before a
 * word of what it publishes or does ("symptom score", "checklist", "website", "leaflet", "for Women's Health",
 * "Foundation") or after "per", "via", "see" or "from the" ("see Jean Hailes"). "Jean Hailes rang" and
 * "Mrs Jean Hailes" stay names.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import { titleBefore } from './titles-before';

const S = String.raw`[^\S\n]+`;
const FOUNDATIONS =
  String.raw`Jean${S}Hailes|Daisy${S}Network|Women'?’?s${S}Health${S}Concern|Wellbeing${S}of${S}Women|` +
  String.raw`Susan${S}G\.?${S}Komen|McGrath(?=${S}Foundation)|Margaret${S}Pyke|Marie${S}Stopes|Pink${S}Hope|` +
  String.raw`Lady${S}Garden|Menopause${S}Matters|Henpicked|Latte${S}Lounge|Ovacome|Endometriosis${S}UK|` +
  String.raw`Endometriosis${S}Australia|Pelvic${S}Pain${S}Foundation|Jo'?’?s${S}Trust|Eve${S}Appeal|` +
  String.raw`Target${S}Ovarian${S}Cancer|Breast${S}Cancer${S}Now|Balance${S}app|Newson${S}Health|` +
  String.raw`Rock${S}My${S}Menopause|Menopause${S}Café|Menopause${S}Cafe|My${S}Menopause${S}Centre|` +
  String.raw`Australasian${S}Menopause${S}Society|British${S}Menopause${S}Society|` +
  String.raw`International${S}Menopause${S}Society|` +
  String.raw`North${S}American${S}Menopause${S}Society|Menopause${S}Foundation${S}of${S}Canada|Wellfemme|` +
  String.raw`Family${S}Planning${S}(?:NSW|Victoria|Queensland|Alliance${S}Australia)|Sexual${S}Health${S}Victoria`;
const WORKS =
  String.raw`(?:(?:menopause${S}|symptom${S}|symptoms${S})?(?:score|checklist|questionnaire|tool|diary|tracker)|` +
  String.raw`website|site|resources?|leaflets?|fact${S}?sheets?|guidance|guide|booklet|information|info|webinar|` +
  String.raw`helpline|nurse|nurses|app|clinic|for${S}Wom[ae]n'?’?s${S}Health|Foundation|Trust|Institute|` +
  String.raw`Centre|Center|recommends?|advises?)`;
const FOUNDATION_THEN_WORK = new RegExp(
  String.raw`(?<![\p{L}])(?:${FOUNDATIONS})${S}(?:\(\p{Lu}{2,6}\)${S})?${WORKS}(?![\p{L}])`,
  'gu',
);
/**
 * From the twenty-third round (tuned on tidepool), the cue reads a list of bodies, each maybe after "the" ("via
 * Menopause Matters, the Daisy Network and Women's Health Concern"): one span over the list, as a name finder may read
 * two bodies and the "and" between as one name.
 */
const LISTED = String.raw`(?:the${S})?(?:${FOUNDATIONS})`;
const LIST_JOIN = String.raw`[^\S\n]*(?:,|,?[^\S\n]and|,?[^\S\n]or)[^\S\n]*`;
const CUE_THEN_FOUNDATION = new RegExp(
  String.raw`\b(?:per|via|see|from${S}the)${S}(${LISTED}(?:${LIST_JOIN}${LISTED})*)(?![\p{L}])`,
  'gu',
);
/**
 * Menopause, cycle and women's health apps, from the app stores' women's health charts and the ORCHA app library
 * ("Balance, Caria and Peppy", "Clue app"): read as apps in a list of two or more of them, or before "app".
 * Apps named by a given name ("Stella", "Flo", "Perry") count only before "app": a list of them may be people.
 */
const APPS =
  String.raw`Balance|Caria|Peppy|Clue|Ovia|Midday|Elektra|Evernow|Alloy|Maven|Kindara|MenoLife|Menopause${S}View|` +
  String.raw`Health${S}(?:&|and)${S}Her|myMenopause|Owise|Natural${S}Cycles|Bellabeat|Stardust|Embr|Vira`;
const NAMED_APPS = String.raw`Stella|Flo|Perry|Eve|Grace|Daisy|Olivia`;
const JOIN = String.raw`[^\S\n]*(?:,|&|/|[^\S\n]and[^\S\n]|[^\S\n]or[^\S\n])[^\S\n]*`;
const APP_LIST = new RegExp(String.raw`(?<![\p{L}])(?:${APPS})(?:${JOIN}(?:${APPS}))+(?![\p{L}])`, 'gu');
const APP_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${APPS}|${NAMED_APPS})(?=${S}app\b)`, 'gu');
const MAY_NAME_APP = new RegExp(String.raw`${APPS}|${NAMED_APPS}`);
const MAY_NAME_FOUNDATION = new RegExp(FOUNDATIONS);

export function healthFoundationSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (MAY_NAME_APP.test(text))
    for (const re of [APP_LIST, APP_WORD])
      for (const m of allMatches(re, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (!MAY_NAME_FOUNDATION.test(text)) return spans;
  for (const m of allMatches(FOUNDATION_THEN_WORK, text)) {
    const start = m.index ?? 0;
    if (!titleBefore(text, start, 10, 'usual')) spans.push([start, start + m[0].length]);
  }
  for (const m of allMatches(CUE_THEN_FOUNDATION, text)) {
    const start = (m.index ?? 0) + m[0].length - m[1].length;
    spans.push([start, start + m[1].length]);
  }
  return spans;
}
