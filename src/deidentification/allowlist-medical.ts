/**
 * Capitalised words in clinical text that look like names or places but are
 * not identifiers: eponymous conditions, signs, tests and procedures, and drug,
 * brand and device names. Lower case, possessive stripped. Many eponyms are
 * real surnames ("Hashimoto", "Cushing" is also a town), so without this list
 * the name and place lists would flag them.
 */
import { wordSet } from './word-set';

const EPONYMS = `
addison alzheimer apgar asherman babinski baker barrett bartholin bechet behcet bell bethesda bishop
bowen braxton brca brenner burkitt candida chadwick chagas charcot chiari colles coombs cooper cowden
crohn cushing dequervain doppler down dupuytren ebola ehlers danlos epley epstein barr ewing fabry
fallopian foley frax gail gardnerella gaucher gilbert gleason glasgow graafian graves guillain barre hashimoto heimlich
hegar hicks hodgkin holter homan homans huntington hurthle kallmann kaposi kawasaki kegel kikuchi
klinefelter korsakoff kupperman legionnaires lewy li fraumeni likert listeria lou gehrig lugol lyme lynch
marburg marfan mcburney meigs meniere ménière merkel montgomery mullerian müllerian murphy nabothian nissen noonan
  norwalk
nugent osgood osler paget pap papanicolaou parkinson phalen pilates pipelle pompe prader willi raynaud
reiter rett romberg roux salmonella schiller schilling sheehan sjogren sjögren skene stein leventhal
stevens johnson still swan ganz takayasu tanner tay sachs tietze tinel tourette trendelenburg turner
tyrer cuzick utian valsalva wegener wells wernicke whipple willebrand wilms wolffian zika zumba
greene straw amsel gram kleihauer betke apley mcmurray lachman hawkins neer spurling finkelstein
cesarean caesarean jacuzzi petri eustachian achilles adam hippocratic rorschach munchausen asperger
`;

/**
 * Drugs and brands. The last four lines (issue 49, eighteenth round): the BNF's emollients, the suture ranges of
 * Ethicon's and Covidien's catalogues, levothyroxine brands sold abroad, and the wound dressings of the Drug Tariff
 * Part IX. After them (issue 49, nineteenth round): topical and transdermal brands of the BNF and the Drug Tariff
 * Part IX's skin-barrier products, HRT brands of the Nordic and Baltic formularies (FASS, Felleskatalogen), the
 * rehabilitation and electrotherapy equipment of the NHS Supply Chain catalogue, and the graft materials of the
 * vascular-access guidelines.
 */
const DRUGS_AND_BRANDS = `
premarin prempro premphase estrace estradiol estrogel elestrin divigel evamist vivelle climara alora
menostar minivelle dotti lyllana estring femring vagifem yuvafem imvexxy intrarosa osphena duavee
bijuva activella mimvey amabelz angeliq femhrt jinteli fyavolv combipatch climara-pro prometrium
provera aygestin mirena kyleena liletta skyla nexplanon depo veozah fezolinetant brisdelle paxil
paroxetine effexor venlafaxine pristiq desvenlafaxine lexapro escitalopram celexa citalopram zoloft
sertraline prozac fluoxetine wellbutrin bupropion cymbalta duloxetine neurontin gabapentin lyrica
pregabalin catapres clonidine oxybutynin ditropan vesicare myrbetriq gemtesa fosamax alendronate
actonel atelvia boniva reclast zometa prolia evista raloxifene forteo tymlos evenity tamoxifen
arimidex anastrozole letrozole femara aromasin exemestane synthroid levoxyl unithroid tirosint cytomel
armour levothyroxine tylenol acetaminophen advil motrin ibuprofen aleve naproxen aspirin excedrin
ambien zolpidem lunesta belsomra dayvigo quviviq trazodone melatonin benadryl unisom ozempic wegovy
mounjaro zepbound saxenda metformin glucophage jardiance farxiga lipitor atorvastatin crestor
rosuvastatin zocor simvastatin pravachol lisinopril losartan norvasc amlodipine metoprolol toprol
hydrochlorothiazide spironolactone aldactone addyi vyleesi replens luvena revaree hyalo kybella
ky astroglide uberlube slippery shingrix gardasil cervarix prevnar pneumovax flublok fluzone
ovestin evorel utrogestan estradot sandrena oestrogel lenzetto femseven elleste zumenon progynova climaval
femoston kliovance kliofem novofem trisequens indivina tridestra clinorette nuvelle livial tibolone duavive
vagirux imvaggis blissel gina bijuve calcichew adcal fultium invita desunin colecalciferol alendronic
risedronate ibandronic denosumab teriparatide romosozumab ospemifene prasterone estriol oestriol
comirnaty spikevax tdap boostrix zostavax eliquis xarelto coumadin warfarin plavix nexium prilosec
omeprazole pepcid famotidine tums caltrate citracal os-cal centrum flonase zyrtec claritin allegra
diflucan fluconazole flagyl metronidazole macrobid nitrofurantoin keflex cipro bactrim valtrex
valacyclovir cleocin clindamycin terconazole monistat miconazole premarin-vaginal osteo-bi-flex
relizen amberen estroven remifemin promensil menopace bonafide thermella femarelle equelle
testosterone androgel testim intrinsa dhea prasterone tibolone livial ospemifene bazedoxifene
medroxyprogesterone norethindrone drospirenone levonorgestrel progesterone micronized conjugated
esterified menest estratest ethinyl yaz yasmin loestrin lo sprintec ortho tri-cyclen seasonique
xanax alprazolam ativan lorazepam klonopin clonazepam buspar buspirone abilify seroquel lamictal
topamax topiramate imitrex sumatriptan nurtec ubrelvy aimovig emgality botox fioricet cbd thc
vitamin calcium magnesium biotin collagen fish omega metamucil miralax colace dulcolax senna
flexeril cyclobenzaprine robaxin tramadol ultram norco vicodin percocet oxycodone celebrex meloxicam
mobic voltaren diclofenac lidoderm salonpas biofreeze icy hot bengay tiger balm vicks
fitbit oura peloton garmin apple watch noom weight watchers ww myfitnesspal calm headspace balance
epaderm cetraben diprobase doublebase hydromol oilatum dermol aveeno balneum zerobase zeroderm ultrabase
aproderm emollin exmocare isomol epimax oilatum adex aquamax zeroveen hydrous dermacool
monocryl vicryl prolene ethilon mersilene nurolon novafil biosyn polysorb caprosyn maxon dexon
euthyrox eltroxin letrox thyrax eutirox levaxin berlthyrox
flaminal aquacel allevyn mepilex inadine kaltostat sorbsan actilite activon biatain urgotul atrauman cutimed
kerramax zetuvit tegaderm opsite iodoflex prontosan octenilin algivon mepitel adaptic silvercel kliniderm
midday clue flo ovia kindra womaness genexa lynkuet elinzanetant
maca ashwagandha chasteberry vitex ginseng kava valerian rhodiola turmeric shatavari pueraria pycnogenol
equol genistein flaxseed fenugreek licorice hops chamomile lavender cohosh primrose quai soy isoflavones
qutenza versatis ralvo cavilon medihoney sudocrem conotrane proshield
divina trisekvens kliogest activelle indivina femanor vagifem estrofem
theraband thera-band compex powerdot
gore-tex goretex dacron
`;

/**
 * Clinical abbreviations that could pass for initials or short names. The last line (issue 49, eighteenth round):
 * the mammographic view labels of the ACR's BI-RADS atlas and the passenger codes of IATA's Resolution 700 that
 * fitness-to-fly forms quote (special service requests for wheelchairs, stretchers, oxygen and medical clearance),
 * then the discharge-planning abbreviations of NHS England's "SAFER" bundle and board rounds (expected date of
 * discharge, medically fit for discharge, to take out, delayed transfer of care).
 */
const CLINICAL_ABBREVIATIONS = `
pt pts hx dx tx rx sx fx hrt ht mht vms gsm fsh lh tsh amh dhea shbg dexa tvus hpv pap lmp prn bid tid qid
qd qhs qod po ivf iud ocp ocs bmi bp hr rr spo2 ecg ekg cbc cmp bmp ldl hdl tg a1c cbt cbti ssri snri nsaid
pcp ob gyn obgyn np pa rn md do ed er icu or gi gu ent mri ct pet us uti sti std vte dvt pe cad htn hld dm
osa copd gerd ibs ptsd adhd ocd gad mdd phq phq9 gad7 mrs mocamental moca mmse nams acog who whi uspstf fda cdc
nih ama ahrq cms hhs aua ada aha acc nccn esmo ims bms emas kemm straw sart cpt icd drg npi dea
min max sec hrs wk wks mos yr yrs tab tabs cap caps dex amp vag neb inh sq im iv mg mcg ml kg lbs oz cm mm
iu meq mmol dl ng pg ul bpm mmhg hba ohd tsi tpo ana esr crp alt ast alk ggt bun egfr fena
mlo xccl lmo cv wchr wchs wchc stcr meda oxyg blnd deaf dpna maas
edd mfd ttos dtoc
`;

/**
 * Anatomy adjectives and exam-section shorthand that are also surnames ("Sternal", "Cor:", "Abd:", "Apap"); the
 * last line (issue 49, eighteenth round) the stoma-care words of the Association of Stoma Care Nurses' glossary.
 */
const ANATOMY_AND_SHORTHAND = `
sternal costal femoral iliac inguinal axillary cervical lumbar sacral thoracic pelvic adnexal vulvar vaginal
cor abd ext neuro psych pulm resp card cardio heent msk derm gen lymph extr apap asa hctz ntg kcl mvi
virchow pfannenstiel douglas mcmaster diff cont viagra cialis levitra
stoma stomas stomal ostomy ostomies ostomate ileostomy colostomy urostomy
`;

export const MEDICAL_WORDS: ReadonlySet<string> = new Set([
  ...wordSet(EPONYMS),
  ...wordSet(DRUGS_AND_BRANDS),
  ...wordSet(ANATOMY_AND_SHORTHAND),
]);

/** Only vetoes lower-case or ALL-CAPS use: "Ama" is a name, "AMA" an association. */
export const ABBREVIATIONS: ReadonlySet<string> = wordSet(CLINICAL_ABBREVIATIONS);

/** Words that, right after a capitalised eponym, confirm it names a condition or test. */
export const CONDITION_HEADS: ReadonlySet<string> = wordSet(`
disease syndrome thyroiditis phenomenon sign test smear score scale maneuver manoeuvre exercises exercise
palsy disorder lymphoma sarcoma tumor tumour cyst gland glands duct ducts fracture criteria classification
procedure operation repair staging stage index questionnaire model tool method technique position
`);
