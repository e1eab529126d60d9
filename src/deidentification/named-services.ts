/**
 * Services, charities and therapies whose names hold a person's or a place's name, or are made of the words every
 * such service uses (issue 49, fourteenth round, tuned on the backwaters set, by class):
 * - charities and support lines named after their founders or patrons ("Marie Curie Support Line", "Sue Ryder
 *   hospice", "Macmillan nurse", "Anthony Nolan register", "Terrence Higgins Trust", "Maggie's centre");
 * - movement and body therapies named after a person or in another language ("Tai Chi", "Qi Gong", "Alexander
 *   technique", "Feldenkrais", "Bowen technique", "Pilates"), and traditional remedies whose names in Malay or
 *   Chinese hold a given name ("kacip fatimah", "tongkat ali", "he shou wu", "ren shen");
 * - the Cochrane Collaboration's reviews and library ("Cochrane review", "Cochrane Library");
 * - acupuncture points: the name in brackets after a meridian code ("SP6 (Sanyinjiao)", "LI4 (Hegu)") and the items of
 *   a list headed "points:" or "Acupuncture:" in a note about acupuncture;
 * - national screening programmes by their own names ("BreastScreen Singapore", "BowelScreen Wales", "CervicalCheck",
 *   "Screen for Life"): the country or state after them is wide enough to keep;
 * - a clinic, centre or service named only by the people it serves and the care it gives ("Well Women Clinic",
 *   "Family Medicine Specialist Clinic", "Women's Health Hub", "Men's Sexual Health Service"): every town has one; a
 *   place before it ("Elmfield Well Women Clinic") makes a longer hit, which is kept.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';

const S = String.raw`[^\S\n]+`;
const CHARITIES = new RegExp(
  String.raw`\b(?:Marie${S}Curie|Sue${S}Ryder|Macmillan|Leonard${S}Cheshire|Anthony${S}Nolan|` +
    String.raw`Terrence${S}Higgins${S}Trust|` +
    String.raw`Maggie'?’?s|Florence${S}Nightingale${S}(?:Foundation|Hospice)|Barnardo'?’?s|` +
    String.raw`Dimbleby${S}Cancer${S}Care|Willow${S}Foundation|` +
    String.raw`Jo'?’?s${S}(?:Cervical${S}Cancer${S})?Trust|Eve${S}Appeal|` +
    String.raw`Daisy${S}Network|Cruse(?:${S}Bereavement(?:${S}(?:Support|Care))?)?|Samaritans|` +
    String.raw`Age${S}UK|Mind${S}Infoline|` +
    String.raw`Shelter${S}helpline|Refuge${S}helpline|Women'?’?s${S}Aid|Cochrane${S}(?:[Rr]eviews?|` +
    String.raw`[Ll]ibrary|[Dd]atabase|` +
    String.raw`[Cc]ollaboration|[Ss]ystematic))\b` +
    String.raw`(?:${S}(?:Support${S}Line|Helpline|nurses?|hospice|centre|center|register|leaflets?|` +
    String.raw`team|service|trust))?`,
  'g',
);
const THERAPIES = new RegExp(
  String.raw`\b(?:Tai${S}Chi(?:${S}Chuan)?|Qi${S}?Gong|Chi${S}Kung|Alexander${S}technique|Feldenkrais(?:${S}method)?|` +
    String.raw`Bowen${S}(?:technique|therapy)|Bates${S}method|Pilates|Iyengar${S}yoga|Hatha${S}yoga|Bikram${S}yoga|` +
    String.raw`Ashtanga${S}yoga|Nordic${S}walking|Reiki|Shiatsu|kacip${S}fatimah|tongkat${S}ali|misai${S}kucing|` +
    String.raw`he${S}shou${S}wu|bai${S}shao|huang${S}qi|yi${S}mu${S}cao|gan${S}cao|dang${S}gui|ren${S}shen)\b`,
  'gi',
);
/**
 * National screening programmes by their own names ("BreastScreen Singapore", "BowelScreen", "CervicalCheck"), and
 * NHS England's screening and check programmes named in words before "programme" or "service" ("Targeted Lung
 * Health Check programme", "Diabetic Eye Screening programme", "AAA Screening service"; issue 49, eighteenth round).
 */
const SCREENING_PROGRAMME = new RegExp(
  String.raw`\b(?:Breast|Bowel|Cervical|Lung|Prostate|Skin|Diabetic[^\S\n]?Eye|Hearing|Retina)` +
    String.raw`(?:Screen|Check|Test)\b|` +
    String.raw`\bScreen[^\S\n]+for[^\S\n]+Life\b|\b(?:Targeted${S})?(?:Lung|Breast|Bowel|Cervical|Diabetic${S}Eye|` +
    String.raw`Newborn${S}Hearing|Newborn${S}Blood[^\S\n]+Spot|Abdominal${S}Aortic${S}Aneurysm|AAA|NHS)` +
    String.raw`(?:${S}Health)?${S}(?:Checks?|Screening)(?=${S}(?:programmes?|Programmes?|services?|Services?)\b)`,
  'g',
);
const MERIDIAN_POINT =
  /\b(?:LU|LI|ST|SP|HT|SI|BL|KI|KID|PC|TE|SJ|TW|GB|LR|LIV|DU|GV|REN|CV)-?\d{1,2}[^\S\n]*\(([^()\n]{3,30})\)/g;
const POINTS_LIST = /\b(?:acupuncture(?:[^\S\n]+points?)?|(?:acu)?points?)[^\S\n]*:([^\n]+)/gi;
const CAPITALISED = /\p{Lu}[\p{L}-]+/gu;

const PEOPLE_SERVED =
  String.raw`Well${S}Wom[ae]n'?’?s?|Well${S}M[ae]n'?’?s?|Wom[ae]n'?’?s?|` +
  String.raw`M[ae]n'?’?s?|Family|Child(?:ren)?'?’?s?|Youth|Young${S}People'?’?s|Adult|Older${S}People'?’?s|Student`;
const CARE_WORDS =
  String.raw`Health|Medicine|Specialist|Sexual|Reproductive|Wellbeing|Wellness|` +
  String.raw`Primary|Care|Community|General|Practice|Planning|Mental|Menopause|Continence|Nurse-led|` +
  String.raw`Advice|Support|Screening`;
const GENERIC_SERVICE = new RegExp(
  String.raw`\b(?:${PEOPLE_SERVED})(?:${S}(?:${CARE_WORDS}))*${S}(?:Clinic|Centre|Center|Service|` +
    String.raw`Hub|Polyclinic|Unit)\b`,
  'g',
);

/**
 * The office of a service named by its care ("Menopause Service Admin Team", "Gynaecology Clinic Bookings Team",
 * "Sexual Health Service Reception"; issue 49, thirty-sixth round, tuned on the machair set): a signature's or a
 * letterhead's group, which the sign-off rules read as a person's name. One or more care words or specialties, the
 * service's head, then an office word; a place or a person before it ("Leeds Menopause Service Admin Team") makes a
 * longer hit, which is kept.
 */
const SPECIALTIES =
  String.raw`Gyna?ecology|Obstetrics|Urogyna?ecology|Endocrinology|` + String.raw`Breast|Bone|Osteoporosis|Fertility`;
const SERVICE_OFFICE = new RegExp(
  String.raw`\b(?:${CARE_WORDS}|${SPECIALTIES})(?:${S}(?:${CARE_WORDS}|${SPECIALTIES}))*${S}` +
    String.raw`(?:Clinic|Centre|Center|Service|Unit)${S}(?:Admin(?:istration)?|Bookings?|Secretar(?:y|ies)|` +
    String.raw`Reception|Office)(?:${S}(?:Team|Office|Desk))?\b|\b(?:${CARE_WORDS}|${SPECIALTIES})` +
    String.raw`(?:${S}(?:${CARE_WORDS}|${SPECIALTIES}))*${S}(?:Clinic|Centre|Center|Service|Unit)${S}Team\b`,
  'g',
);

export function namedServiceSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (re: RegExp): void => {
    for (const m of allMatches(re, text)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  };
  if (
    /Cochrane|Curie|Ryder|Macmillan|Cheshire|Nolan|Higgins|Maggie|Nightingale|Barnardo|Dimbleby|Willow|Jo'?’?s|Eve|Daisy|Cruse|Samaritans|Age|Mind|Shelter|Refuge|Aid/.test(
      text,
    )
  )
    add(CHARITIES);
  if (
    /Tai|Qi|Chi|Alexander|Feldenkrais|Bowen|Bates|Pilates|yoga|walking|Reiki|Shiatsu|kacip|tongkat|misai|shou|shao|huang|cao|dang|shen/i.test(
      text,
    )
  )
    add(THERAPIES);
  if (text.includes('('))
    for (const m of allMatches(MERIDIAN_POINT, text)) {
      const start = (m.index ?? 0) + m[0].length - m[1].length - 1;
      spans.push([start, start + m[1].length]);
    }
  if (/acupunct|acupoint/i.test(text))
    for (const m of allMatches(POINTS_LIST, text)) {
      const restStart = (m.index ?? 0) + m[0].length - m[1].length;
      for (const w of allMatches(CAPITALISED, m[1]))
        spans.push([restStart + (w.index ?? 0), restStart + (w.index ?? 0) + w[0].length]);
    }
  if (/Screen|Check|Test/.test(text)) add(SCREENING_PROGRAMME);
  if (/Clinic|Centre|Center|Service|Hub|Unit/.test(text)) {
    add(GENERIC_SERVICE);
    if (/Admin|Booking|Secretar|Reception|Office|Team/.test(text)) add(SERVICE_OFFICE);
  }
  return spans;
}
