/**
 * French, German and Turkish words (and since the eighteenth round Nordic, Hungarian and Dutch ones) of clinical and
 * administrative letters written in English by their speakers
 * (issue 49, fifteenth round, tuned on the headwaters set, by class): stamps, guideline names, lab names, sign-offs
 * and salutations left in the writer's language ("Médecin généraliste, conventionné secteur 1", "Haute Autorité de
 * Santé", "the Leitlinie of the AWMF", "Östradiol < 20 pg/mL", "Diktiert, nicht korrigiert", "Gruppe I (Münchner
 * Nomenklatur III)", "Sağlık Bakanlığı", "Dear Hocam,"). A run of the lexicon's words is words, not a name, when it
 * holds a word no name list has or the text holds two or more of the lexicon's words that are no English words.
 * Given names and surnames that are also such words (Klein, Lange, Wolf, Hoffmann, Meunier, Durand, Doğan, Aydın)
 * are left out of the lexicon; the unit test keeps them out, but for short function words and "aile" (family, as in
 * "Aile Hekimi"), which only join a run.
 * Besides, a form of address in those languages or others after "Dear" and before a comma ("Dear Hocam,", "Dear
 * Kollegin,", "Dear Sensei,", "Cher confrère,"): an address with no name after it names no one.
 * Returns spans in which a hit is dropped, as product-contexts.ts does.
 */
import { allMatches } from './all-matches';
import type { WordClasses } from './word-classes';
import { LETTERS_AND_MARKS, hyphenJoined, wordSpans } from './word-spans';

const words = (list: string): string[] => list.trim().split(/\s+/);
const FRENCH = words(`
médecin médecins généraliste généralistes conventionné conventionnée secteur haute autorité santé assurance maladie
sécurité sociale caisse primaire mutuelle ordonnance cabinet médical médicale confraternellement confraternelles
docteur gynécologue gynécologie obstétrique sage-femme ménopause bouffées chaleur traitement hormonal substitutif
bilan sanguin échographie mammographie frottis ostéodensitométrie ordre agence régionale nationale hospitalier
universitaire hôpital clinique urgences recommandations société française français collège gynécologues
obstétriciens pharmacien pharmacienne infirmière infirmier kinésithérapeute cordialement veuillez agréer
salutations distinguées madame monsieur confrère consœur consoeur ménopausique dépistage
prévention vaccinale compte-rendu compte rendu hospitalisation sortie entrée motif antécédents
de du des la le les et en au aux pour par sur avec sans chez une un
`);
const GERMAN = words(`
leitlinie leitlinien frauenheilkunde heilkunde allgemeinmedizin innere medizin
gruppe münchner nomenklatur östradiol östrogen östrogene gestagen gestagene progesteron
nicht korrigiert diktiert gelesen befund befunde arztbrief überweisung krankenkasse krankenversicherung hausarzt
hausärztin facharzt fachärztin frauenarzt frauenärztin frauenklinik klinikum universitätsklinikum oberarzt
oberärztin chefarzt chefärztin assistenzarzt assistenzärztin praxis gemeinschaftspraxis sprechstunde wechseljahre
hitzewallungen schweißausbrüche schlafstörungen beschwerden diagnose therapie empfehlung kontrolle labor
blutbild schilddrüse sonographie vaginalsonographie mammographie mammasonographie untersuchung anamnese
epikrise entlassbrief arbeitsunfähigkeit arbeitsunfähigkeitsbescheinigung bescheinigung rezept kassenrezept
privatrezept freundlichen kollegialen grüßen grüße unauffällig zustand kassenärztliche vereinigung
bundesausschuss gemeinsamer arbeitsgemeinschaft wissenschaftlichen medizinischen fachgesellschaften deutsche
gesellschaft gynäkologie geburtshilfe stationär ambulant abstrich zytologie vorsorge krebsvorsorge
aufklärung einwilligung patientin patienten entlassung aufnahme verlauf procedere medikation
und der die das des dem den für von zur zum bei nach ohne mit im am auf aus
`);
const TURKISH = words(`
sağlık bakanlığı hastanesi hastane şehir devlet üniversitesi tıp fakültesi aile hekimliği hekimi merkezi kadın
doğum hastalıkları polikliniği poliklinik reçete e-reçete epikriz sosyal güvenlik kurumu eczane eczanesi hemşire
uzman uzmanı birimi sağlığı muayene tahlil tahlili kan menopoz hormon tedavisi tedavi rapor raporu sevk
ve ile için bir
`);
/**
 * Norwegian, Danish and Swedish, and Hungarian words of the same kind (issue 49, eighteenth round): the menopause,
 * bone and primary-care words of the Norwegian Directorate of Health's and the Hungarian National Health Insurance
 * Fund's patient pages, which their speakers leave in the writer's language ("T-score at lumbal, at hofte",
 * "we say hőhullám").
 */
const NORDIC = words(`
overgangsalder overgangsalderen klimakteriet klimakteriebesvær hetetokter hedeture värmevallningar hofte hofta
höft hoften lumbal lumbalt lårhals lårhalsen lårbenshals rygg ryggen ryggraden benskjørhet beinskjørhet
knogleskørhed benskörhet osteoporose fastlege fastlegen legekontor sykehus sykehuset sjukehus sygehus sjukhus
resept blåresept apotek apoteket lege legen læge läkare vårdcentral helsestasjon benmåling beintetthet
gynækologisk gynaekologisk gynekologisk ambulatorium ambulatoriet afdeling afdelingen henvisning henvist
egen praktiserende
`);
const HUNGARIAN = words(`
hőhullám hőhullámok zsálya változókor változókori klimax nőgyógyász nőgyógyászat háziorvos kórház rendelő
rendelőintézet gyógyszertár patika vérvétel csontritkulás csontsűrűség hormonpótlás hormonpótló tünetek
izzadás alvászavar orvos doktor
`);
/** Dutch words of the same kind: the titles and words of the Dutch GP guidelines (NHG-Standaarden). */
const DUTCH = words(`
standaard standaarden overgangsklachten overgang opvliegers nachtzweten huisarts huisartsen huisartsenpraktijk
ziekenhuis gynaecoloog verloskunde apotheek apotheker recept verwijzing verwijsbrief botontkalking
`);
const LEXICON = new Set([...FRENCH, ...GERMAN, ...TURKISH, ...NORDIC, ...HUNGARIAN, ...DUTCH, 'centre']);
/** Two-letter function words count for runs, never as evidence. */
const SHORT = 3;
/** Cheap scan: a letter outside English, or one of the commonest words of the three languages. */
const MAY_BE_FOREIGN =
  /[éèêàçôûœäöüßğışÖÜÉæøåőűá]|\b(?:der|die|und|nicht|des|pour|avec|Gruppe|Leitlinie|hekim|lumbal|hofte|rygg|lege|Standaard)\b|[Oo]vergang|[Hh]uisarts/;

/** Forms of address in other languages, after "Dear" and before a comma or the line's end. */
const ADDRESS =
  /\b(?:Dear|Cher|Chère|Liebe|Lieber|Sehr[^\S\n]+geehrte[rs]?|Sayın|Değerli)[^\S\n]+(Hocam|Hocamız|Hoca|Hocanım|Abla|Abi|Ağabey|Teyze|Amca|Hanım|Hanımefendi|Beyefendi|Meslektaşım|Kollege|Kollegin|Kolleginnen|Kollegen|Kolleg\*innen|Frau[^\S\n]+Kollegin|Herr[^\S\n]+Kollege|confrère|consœur|consoeur|Confrère|Consœur|collègue|Collègue|Collega|Colega|Ustaz|Ustazah|Cikgu|Sensei|Senpai|Laoshi|Daifu|Yisheng|Sahib|Sahab|Saheb|Bhai|Didi|Bhaiya|Behenji|Ji|Akka|Anna|Tita|Tito|Lola|Lolo|Kuya|Ate|Doktor|Docteur|Dottore|Dottoressa)[^\S\n]*(?=[,!:\n]|$)/g;

/** Words for a hospital, clinic or practice: beside a word of no lexicon they are part of its name. */
const FACILITY = new Set(
  words(`
hôpital hospitalier clinique cabinet centre klinikum frauenklinik universitätsklinikum praxis gemeinschaftspraxis
hastanesi hastane polikliniği poliklinik eczane eczanesi merkezi fakültesi üniversitesi
`),
);
const WORD_AFTER = /^[^\S\n]+([\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*)/u;
const WORD_BEFORE = /([\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*)[^\S\n]+$/u;

/** A run with a facility word, joined by spaces to a word of no lexicon ("hôpital saint-louis", "Ankara Şehir
 * Hastanesi"). */
function namesAPlace(text: string, start: number, end: number): boolean {
  const run = text
    .slice(start, end)
    .toLowerCase()
    .split(/[^\S\n]+/);
  if (!run.some((w) => FACILITY.has(w))) return false;
  const after = WORD_AFTER.exec(text.slice(end, end + 40));
  const before = WORD_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
  return [after?.[1], before?.[1]].some((w) => w !== undefined && !LEXICON.has(w.toLowerCase()));
}

export function foreignClinicalSpans(text: string, classes: WordClasses): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  if (/Dear|Cher|Liebe|Sehr|Sayın|Değerli/.test(text))
    for (const m of allMatches(ADDRESS, text)) {
      const start = (m.index ?? 0) + m[0].indexOf(m[1]);
      spans.push([start, start + m[1].length]);
    }
  if (!MAY_BE_FOREIGN.test(text)) return spans;
  const found = hyphenJoined(text, wordSpans(text, LETTERS_AND_MARKS));
  const evidence = new Set<string>();
  for (const w of found) {
    const lower = text.slice(w.start, w.end).toLowerCase();
    if (lower.length >= SHORT && LEXICON.has(lower) && !classes.isAnyEnglishWord(lower)) evidence.add(lower);
  }
  if (evidence.size === 0) return spans;
  let runStart = -1;
  let runEnd = -1;
  let unnamed = false;
  const close = (): void => {
    if (runStart >= 0 && (unnamed || evidence.size >= 2) && !namesAPlace(text, runStart, runEnd))
      spans.push([runStart, runEnd]);
    runStart = -1;
    unnamed = false;
  };
  for (const { start, end } of found) {
    const word = text.slice(start, end);
    const lower = word.toLowerCase();
    // A Roman numeral goes on a run it follows ("Münchner Nomenklatur III"); it starts none.
    const numeral = runStart >= 0 && /^[IVX]{1,4}$/.test(word);
    if (!LEXICON.has(lower) && !numeral) {
      close();
      continue;
    }
    // A run may wrap onto the next line, as a referral letter's lines do ("gynækologisk\nambulatorium").
    if (runStart >= 0 && !/^(?=\s)[^\S\n]*(?:\n[^\S\n]*)?$/.test(text.slice(runEnd, start))) close();
    if (runStart < 0) runStart = start;
    runEnd = end;
    if (lower.length >= SHORT && !classes.isName(lower)) unnamed = true;
  }
  close();
  return spans;
}

/** The words of the lexicon, for the test that keeps given names and surnames out of it. */
export const FOREIGN_CLINICAL_WORDS: ReadonlySet<string> = LEXICON;
