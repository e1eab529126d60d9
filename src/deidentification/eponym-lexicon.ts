/**
 * Medicine's eponyms by kind (issue 49, eighteenth round): surnames made into a sign, a syndrome or disease, a test
 * or manoeuvre, an operation or incision, an instrument, a piece of anatomy, a stain or culture medium, a
 * classification or score, a fracture, a cell or lesion, a law, rule or criterion; and from the thirty-sixth round the
 * windows, filters and estimators of signal analysis that research on hot flushes names after their authors. Written
 * out from the vocabularies medicine keeps them in, not from any evaluation set: the eponymous signs, syndromes and
 * diseases of the standard clinical dictionaries and bedside-examination texts; the operations, incisions and
 * instruments of the surgical handbooks; the eponymous structures of the anatomy atlases; the stains and media of
 * laboratory manuals; the classifications, scores and criteria of the specialty guidelines; named laws and rules of
 * physiology.
 *
 * Each block is one kind with the head nouns it takes ("sign", "incision", "agar"). Entries are lower case with no
 * possessive; a hyphen joins a compound eponym ("monro-kellie"); a space a multi-word one ("de quervain", "argyll
 * robertson"), whose words are read together. Many entries are common surnames or first names ("Murphy", "Allen",
 * "Thomas"): the lexicon proves nothing alone, and medical-eponyms.ts reads it only with structural evidence.
 */

/** The kinds, each with what it can be read with: a result ("positive"), an article ("a Whipple"), both or neither. */
export type EponymKind =
  | 'sign'
  | 'test'
  | 'syndrome'
  | 'operation'
  | 'instrument'
  | 'anatomy'
  | 'stain'
  | 'score'
  | 'fracture'
  | 'lesion'
  | 'law'
  | 'method';

interface EponymBlock {
  readonly kind: EponymKind;
  /** Head nouns the kind takes, singular and plural. */
  readonly heads: string;
  readonly names: string;
}

const BLOCKS: readonly EponymBlock[] = [
  {
    kind: 'sign',
    heads:
      'sign signs reflex reflexes phenomenon triad pentad tetrad pulse pupil pupils spots spot nodes nodules nodule ' +
      'lines papules papule rings ring',
    names: `
aaron allis argyll-robertson auspitz austin-flint babinski ballance battle becker beevor biot blumberg boas bouchard
braxton-hicks brudzinski carnett carvallo chaddock chadwick cheyne-stokes chvostek collier corrigan courvoisier
cullen dalrymple darier de-musset musset duroziez dunphy ewart frank gerhardt goodell gordon gottron graefe
graham-steell grey-turner griffith hamman hampton hegar heberden hennebert hertoghe hill hoffmann hoffman homan
homans hoover horner hutchinson jacquemier janeway jellinek joffroy kanavel kehr kernig kerley koebner köbner koplik
kussmaul lasegue lasègue leser-trelat leser-trélat lhermitte levine landolfi lust marcus-gunn mayne mcburney
mcdonald moebius möbius markle muller müller murphy nikolsky oppenheim ortner osler parinaud pastia pemberton
piskacek quincke rigler rosenbach roth rossolimo rovsing schaeffer stellwag stemmer stransky tinel traube trousseau
troisier uhthoff virchow waddell westermark westphal wartenberg froment jeanne kiloh-nevin forchheimer filatov
stimson spalding halban hartman mcconnell romana romaña winterbottom aschoff cardarelli oliver duchenne gowers gower
kayser-fleischer fleischer bitot brushfield lisch beau muehrcke mees terry lindsay nicoladoni branham cabot
cabot-locke rumpel-leede hess mirizzi sister-mary-joseph mary-joseph dennie-morgan dennie morgan lichtheim cogan
saegesser claybrook cope dance chilaiditi felson luftsichel golden fleischner palla bergman macewen myerson castell
kocher von-graefe gifford enroth abadie
`,
  },
  {
    kind: 'test',
    heads:
      'test tests manoeuvre manoeuvres maneuver maneuvers reflex position method technique procedure ' +
      'exercises exercise',
    names: `
adson allen apley barlow bing bragard bunnell bunnell-littler boyes clarke cozen dix-hallpike hallpike durkan
eichhoff ely epley faber fabere fadir finkelstein fukuda gaenslen galeazzi gellé gelle gerber gillet halmagyi
hawkins hawkins-kennedy jendrassik jobe kleiger klisic lachman ludington maudsley matles mcmurray mill mills moses
mulder neer noble ober o'brien obrien ortolani patrick phalen romberg roos rinne schirmer schober schwabach semont
brandt-daroff speed spurling stinchfield thessaly thomas thompson simmonds trendelenburg unterberger valsalva watson
weber wright yergason yocum ege hornblower dawbarn codman gilcrest kibler lhermitte hautant nylen-barany barany
bárány fournier tullio halstead queckenstedt mantoux heaf coombs kleihauer kleihauer-betke betke apt schilling
schiller lugol ishihara snellen amsler hess lancaster hirschberg worth maddox krimsky bielschowsky parks
parks-bielschowsky seidel jones farnsworth farnsworth-munsell pelli-robson jaeger ichihara wood tzanck nikolsky
darier weber-rinne rydel-seiffer semmes-weinstein phalen-tinel pinard leopold bishop ritgen mauriceau
mauriceau-smellie-veit smellie-veit lovset løvset woods rubin zavanelli mcroberts gaskin barnum credé crede
brandt-andrews kristeller scanzoni kielland piper heimlich sellick bier buerger perthes doppler trendelenburg-brodie
brodie-trendelenburg hamilton pemberton queckenstedt-stookey saxon quincke lundh masters master bruce naughton balke
ellestad cooper wingate astrand åstrand conconi léger leger ruffier ruffier-dickson müller mueller hamburger erb
hallpike-dix frenzel kobrak romberg-howard fakuda
`,
  },
  {
    kind: 'syndrome',
    heads:
      'syndrome syndromes disease diseases disorder palsy paralysis anomaly anomalies sequence complex malformation ' +
      'deformity dystrophy myopathy neuropathy encephalopathy atrophy ataxia chorea dementia psychosis thyroiditis ' +
      'lymphoma sarcoma tumour tumor tumours tumors carcinoma ulcer ulcers contracture contractures aneurysm fever ' +
      'fasciitis esophagus oesophagus oesophagitis colitis arteritis vasculitis angina anaemia anemia purpura ' +
      'cyst cysts hernia tenosynovitis thrombosis osteochondrosis apophysitis phenomenon diathesis spots tetralogy',
    names: `
aarskog aase abt-letterer-siwe letterer-siwe achard-thiers adams-stokes stokes-adams addison adie aicardi alagille
albright alexander alice-in-wonderland alport alström alstrom alzheimer andersen angelman anton apert arnold-chiari
chiari asherman asperger avellis axenfeld-rieger rieger baastrup baker balint bálint baló balo bannayan bardet-biedl
barrett barth bartter basedow bassen-kornzweig batten beckwith-wiedemann becker behcet behçet bell benedikt berger
bernard-soulier bernard-horner binswanger blau bloom boerhaave bornholm bouveret bowen brown-séquard brown-sequard
bruck brugada brunner bruton budd-chiari buerger burkitt buschke buschke-löwenstein buschke-lowenstein caffey
canavan caplan capgras caroli castleman chagas charcot charcot-marie-tooth chediak-higashi cheyne chiari-frommel
churg-strauss clerambault clérambault cockayne cogan coats conn conradi cornelia-de-lange cotard cowden
creutzfeldt-jakob crigler-najjar crohn cronkhite-canada crouzon curling cushing dandy-walker danlos de-lange
dejerine dejerine-sottas dejerine-roussy devic diamond-blackfan dieulafoy digeorge diogenes doose down dravet
dressler duane dubin-johnson duchenne dupuytren eagle eaton-lambert lambert-eaton ebstein edwards ehlers-danlos
eisenmenger ekbom willis-ekbom emery-dreifuss erb erb-duchenne evans fabry fahr fanconi farber felty
fitz-hugh-curtis fitz-hugh forbes forestier foster-kennedy foville fournier fraley fregoli frey friedreich froin
fryns gardner gaucher gerstmann gerstmann-sträussler-scheinker gerstmann-straussler-scheinker gianotti-crosti
gilbert gilles-de-la-tourette gitelman glanzmann goldenhar goodpasture gorlin gorlin-goltz gradenigo graves grisel
guillain-barré guillain-barre hallervorden-spatz hamman-rich hand-schüller-christian hand-schuller-christian
hashimoto heerfordt heller henoch-schönlein henoch-schonlein schönlein-henoch hermansky-pudlak hirschsprung hodgkin
holt-oram horner hunter huntington hurler hutchinson-gilford irvine-gass isaacs jackson jacod jervell
jervell-lange-nielsen jeune job joubert kallmann kanner kartagener kasabach-merritt kaposi kawasaki kearns-sayre
kennedy kienböck kienbock kikuchi kimmelstiel-wilson kimura klatskin kleine-levin klinefelter klippel-feil
klippel-trenaunay klippel-trénaunay klumpke kluver-bucy klüver-bucy kniest kocher-debre-semelaigne köhler kohler
korsakoff krabbe kugelberg-welander lafora landau-kleffner landry langerhans laron laurence-moon leber
legg-calvé-perthes legg-calve-perthes leigh lemierre lennox-gastaut lesch-nyhan letterer li-fraumeni libman-sacks
liddle löffler loffler löfgren lofgren loeys-dietz lown-ganong-levine lutembacher lyell lynch machado-joseph mafucci
maffucci mallory-weiss marchiafava-bignami marcus-gunn marfan marine-lenhart maroteaux-lamy mccune-albright mcardle
meckel meige meigs melkersson-rosenthal ménétrier menetrier ménière meniere menkes meyer-rokitansky-küster-hauser
rokitansky mikulicz millard-gubler miller-fisher milroy minkowski-chauffard mirizzi möbius moebius mondor morgagni
morquio morton moyamoya munchausen münchausen nelson netherton niemann-pick noonan ogilvie ohtahara ollier ondine
ormond ortner osgood-schlatter osler osler-weber-rendu rendu-osler-weber paget pancoast panner panayiotopoulos
parinaud parkinson parry-romberg parsonage-turner patau paterson-kelly plummer-vinson pelizaeus-merzbacher pendred
perthes peutz-jeghers peyronie pfeiffer pick pickwickian pierre-robin plummer poland pompe potter pott prader-willi
prinzmetal proteus quervain raynaud refsum reiter rett reye richter richter-transformation riedel riley-day ritter
romano-ward rosai-dorfman rotor roussy-lévy russell-silver silver-russell sanfilippo sandhoff scheie scheuermann
schilder schmidt schnitzler schwachman shwachman-diamond seckel sever sézary sezary sheehan shy-drager simmonds
sinding-larsen sinding-larsen-johansson sjögren sjogren smith-lemli-opitz smith-magenis sneddon sotos stargardt
steele-richardson-olszewski stein-leventhal steinert stevens-johnson still stokes sturge-weber susac sweet swyer
sydenham takayasu takotsubo tangier tay-sachs tietze tolosa-hunt tourette treacher-collins trousseau turcot turner
usher van-buchem verner-morrison vernet villaret vogt-koyanagi-harada von-gierke gierke von-hippel-lindau
hippel-lindau von-recklinghausen recklinghausen von-willebrand willebrand waardenburg waldenström waldenstrom
wallenberg waterhouse-friderichsen weber wegener werdnig-hoffmann wermer werner wernicke wernicke-korsakoff west
whipple williams williams-beuren wilms wilson wiskott-aldrich wolf-hirschhorn wolff-parkinson-white wolfram
zellweger zenker zollinger-ellison zieve kussmaul-maier degos bazin queyrat darier-white hailey-hailey hailey grover
fox-fordyce fordyce freiberg iselin osgood schlatter legg calvé calve thiemann blount ledderhose garrod kashin-beck
caisson charcot-leyden bechterew bekhterev marie-strümpell marie-strumpell strümpell strumpell dercum madelung
launois-bensaude kümmell kummell bouchard heberden haglund sudeck preiser freiberg-kohler hoffa kaschin-beck
pellegrini-stieda hill-sachs bankart andersson trevor fairbank morquio-brailsford jaffe-lichtenstein
albers-schönberg albers-schonberg camurati-engelmann engelmann caffey-silverman kasabach fanconi-bickel hartnup
fallot shone mönckeberg monckeberg leriche kohlmeier-degos churg strauss horton moschcowitz upshaw-schulman fisher
bickerstaff guillain barré barre miller strachan tapia collet-sicard garcin foix-alajouanine foix foix-chavany-marie
brissaud claude nothnagel raymond raymond-cestan gubler millard babinski-nageotte dejerine-klumpke klumpke-dejerine
erb-klumpke pancoast-tobias horner-bernard claude-bernard-horner holmes-adie adie-holmes argyll tolosa hunt
ramsay-hunt gradenigo-lannois frey-baillarger baillarger bogorad costen ernest eagle-barrett trotter ramsay
melkersson heerfordt-waldenström mikulicz-radecki küttner kuttner godtfredsen avellis-longhi schmidt-vernet
jackson-mackenzie sicard villaret-mackenzie
`,
  },
  {
    kind: 'operation',
    heads:
      'operation operations procedure procedures repair incision incisions technique approach resection ' +
      'anastomosis pouch fundoplication colposuspension hysterectomy cerclage stitch suture sutures flap ' +
      'manoeuvre maneuver osteotomy block shunt stoma loop plication plasty reconstruction fistula fistulae',
    names: `
abbe abernethy aldridge altemeier alexander-adams allen ammon andrews appleby babcock baker bankart bassini batista
beger belsey bentall bernard-burow billroth blalock blalock-taussig blalock-hanlon boari bosworth bricker bristow
bristow-latarjet latarjet brock broström brostrom burch burow cabrol caldwell-luc carpentier charnley cheatle
cherney chopart cockett collis collis-nissen cotte cotton cox dennis delorme devine dor duhamel duckett dunhill
elmslie-trillat elmslie ellison estlander fergusson fontan fothergill fowler fowler-stephens frey gilliam
girdlestone glenn grondahl hartmann hasson heineke-mikulicz heller hill hofmeister hughes hunter irving jaboulay
jatene joel-cohen judet kasai keller kelly kehr kocher kock krukenberg krönlein kronlein kustner küstner ladd lanz
latzko le-fort lefort leadbetter lichtenstein lisfranc lich-gregoir lord lotheissen lockwood longo lynch macintosh
madlener malone marshall-marchetti-krantz marshall-marchetti marchetti krantz mason mayo maylard mcburney mccall
mcdonald mcindoe mcvay mikulicz millin milligan-morgan misgav-ladach mitrofanoff mohs monti moschcowitz mumford
mustard nissen noble norwood nuss ombrédanne ombredanne orr partington partington-rochelle pauwels pemberton pereyra
pfannenstiel pomeroy potts puestow rastelli ravitch ramstedt rashkind reich reverdin ripstein ross roux-en-y roux
rutherford-morison rockey-davis schauta senning shirodkar shouldice sistrunk soave sugiura swenson stamey stoppa
strassmann sugarbaker syme tanner taussig thal thiersch tommy-john torkildsen trendelenburg trethowan uchida
wagensteen warren wertheim whipple whitehead wolfe yoon wells wells-rectopexy frykman-goldberg goldberg ferguson
parks milligan morgan harrington luque cotrel-dubousset dubousset galveston smith-petersen watson-jones hardinge
kocher-langenbeck langenbeck hueter heuter ollier henry thompson boyd kaplan brunner bruner zancolli moberg bunnell
kleinert duran tajima kessler strickland tsuge becker silfverskiöld silfverskiold vulpius strayer baumann hoke white
akin austin lapidus mitchell wilson mcbride ludloff weil helal hohmann jones girdlestone-taylor lambrinudi dwyer
evans grice taylor cole japas steindler salter dega chiari ganz tönnis tonnis southwick dunn imhauser kramer quengel
brattström brattstrom dewar lauenstein putti-platt putti magnuson-stack eden-hybinette eden-hybbinette boytchev
weaver-dunn mumford-gurd gurd neviaser rockwood phemister ilizarov taylor-spatial masquelet papineau denis-browne
ponseti kite dillwyn-evans evans-calcaneal mcdonald-shirodkar wurm marshall manchester-fothergill
le-fort-colpocleisis lefort-colpocleisis richardson ward aldridge-sling stamey-pereyra raz gittes kelly-kennedy
kennedy moschowitz halban mccall-culdoplasty zacharin sims williams psoas-hitch politano-leadbetter politano cohen
glenn-anderson lich mathieu snodgrass duckett-heineke heineke koyanagi byars thiersch-duplay duplay nesbit yachia
essed-schroeder schroeder-essed lue leriche bricker-conduit studer hautmann mitrofanoff-monti anderson-hynes hynes
culp-deweerd fenger wallace leadbetter-politano young-dees-leadbetter young-dees dees kropp pippi-salle salle
mustardé mustarde converse furnas mcevitt millard tennison-randall randall furlow veau wardill-kilner kilner
von-langenbeck obwegeser dal-pont caldwell luc denker dennis-brown killian howarth patterson ogura moure rethi goode
woodman king-kelly
cimino brescia-cimino
`,
  },
  {
    kind: 'instrument',
    heads:
      'forceps retractor retractors speculum specula tenaculum clamp clamps needle needles catheter catheters ' +
      'blade blades scissors dilator dilators tube tubes cannula cannulae curette scope laryngoscope bougie ' +
      'pessary pessaries bag mask drain drains splint splints frame collar valve plate nail nails screw screws ' +
      'wire wires knife elevator probe hook hooks trocar cup stockings chart charts stethoscope tonometer hammer ' +
      'rongeur rongeurs stent bandage basket boot boots',
    names: `
dormia adson alcock allis amplatz andrews auvard babcock backhaus bakes balfour barron bard-parker barraquer barton
bennett berci bernard bierhoff bonney bozeman brophy brown-adson bulldog bullard campbell castroviejo charnley
cheatle chevalier-jackson cobb codman cooley cottle crafoord crile cushing davis-boyle debakey deaver de-bakey
desmarres doppler doyen duval fergusson finochietto foley frazier gelpi gigli glassman gomco graves guedel gwilliam
halsted harrington harris heaney hegar heimlich herrick hibbs hickman hill-ferrier hoffmann hohmann holter hopkins
hudson ilizarov jackson jackson-pratt jacobs jarcho jaques kelly kerrison kilner killian kirschner kocher kolbel
küntscher kuntscher langenbeck lahey lane leksell lister liston luer luer-lok macintosh magill malecot mathieu mayo
mayo-hegar mcgill mcgrath mcindoe metzenbaum miller millin mixter moynihan nelaton nélaton nissen ochsner
o'sullivan-o'connor olsen-hegar pean péan pennington pinard pipelle potts poole pratt rampley ramsbotham randall
richardson robinson rochester-pean roeder russell-taylor ryle sayre schuknecht senn sengstaken sengstaken-blakemore
sims simpson sinskey smith-petersen spencer-wells stille stillé swan-ganz tenckhoff thomas thudichum tuohy veress
verres volkmann weitlaner wertheim wrigley yankauer zenker kielland neville-barnes barnes malmström malmstrom bird
o'neil cusco cuscoe pederson collin hank denniston novak karman pipelle-de-cornier cornier kevorkian tischler gaylor
thomas-pinch schubert pozzi schroeder emmett heaney-ballantine ballantine rochester-ochsner mayo-robson lane-tissue
allis-adair adair gillies adson-brown brown cairns waugh bristow lloyd-davies lloyd-davis crile-wood wood joll
denis-browne morris gosset tuffier west jansen beckman freer howarth macdonald watson-cheyne cheyne volkmann-spoon
jaeger-spoon bowman mcpherson lieberman kratz osher kuglen jaffe goldmann perkins schiotz schiøtz amsler snellen
bailey-lovie jaeger ishihara hess-lancaster lancaster maddox frenzel-goggles frenzel politzer siegle toynbee tilley
jobson-horne st-clair-thompson boyle-davis draffin negus luc mcivor mccoy robertshaw carlens bryce-smith cole
guedel-airway berman waters mapleson bain ayre jackson-rees rees luer-slip bard broviac seldinger ganz cope penrose
blake linton linton-nachlas ryles levin hamilton-russell russell bryant gallows robert-jones velpeau desault
sayre-sling boston-brace risser unna esmarch rhys-davies
`,
  },
  {
    kind: 'anatomy',
    heads:
      'duct ducts gland glands canal canals triangle space spaces pouch node nodes ligament ligaments fascia ' +
      'follicle follicles tube tubes plexus body bodies cells cell capsule valve valves circle line lines ' +
      'point area areas sinus sinuses foramen fossa membrane layer crypts crypts tubercle tubercles cartilage ' +
      'organ organs ring loop ampulla sphincter papilla recess bursa band bundle fibres fibers ganglion ' +
      'nucleus nuclei tract angle fat pad muscle nerve artery vein veins arcade island islets islands plica',
    names: `
achilles adamkiewicz alcock arantius arnold auerbach bachmann bartholin batson bell bellini bertin bichat bigelow
bochdalek botallo bowman broca brodmann bruch brunner buck burns calleja calot camper cantlie chassaignac chopart
clarke cloquet colles cooper corti cowper cruveilhier cuvier darwin deiters denonvilliers descemet disse douglas
eustachian eustachius fallopian fallopius frankenhauser frankenhäuser gartner gasser gerdy gerota gimbernat glisson
graaf graafian grynfeltt guyon hasner havers haversian heister henle hering hesselbach highmore his hilton hoffa
houston hunter jacobson kiesselbach keith-flack killian koch kohlrausch krause kupffer langer langerhans langhans
larrey lieberkühn lieberkuhn lisfranc lister littre littré lockwood louis ludwig luschka mackenrodt magendie
malpighi malpighian marshall martinotti mckenzie meckel meibomian meibom meissner merkel meynert monro montgomery
morgagni morison müller mullerian müllerian nabothian naboth nuck oddi pacini pacinian paneth papez petit peyer
poupart purkinje ranvier rathke reil reissner remak retzius riolan rivinus rolando rosenmüller rosenmuller rotter
santorini scarpa schlemm schwann sertoli leydig sharpey sibson skene spigelian spiegel stensen stenson struthers
sylvius tenon thebesian thebesius toldt treitz treves tyson vater vesalius vidian virchow-robin waldeyer wharton
willis winslow wirsung wolffian wolff wrisberg zinn zuckerkandl zeis moll auerbach-meissner brodie chiasma clara
club cajal golgi hassall betz nissl tawara aschoff-tawara keith wenckebach thorel kent james mahaim vieussens galen
rosenthal labbé labbe trolard dorello meckel-cave sylvian rolandic luschka-foramina kager chaput tillaux volkmann
wagstaffe-le-fort ward osborne gantzer frohse arcade-of-frohse henry poirier parona destot kaplan landsmeer cleland
grayson lister-knot camper-chiasm dartos grynfeltt-lesshaft lesshaft bogros prussak reinke seessel kohn mall
nitabuch rohr hofbauer wharton-jelly schiller-duval call-exner walthard hilus kulchitsky enterochromaffin ito
renshaw hortega ebner von-ebner ruffini krause-end-bulbs golgi-tendon
`,
  },
  {
    kind: 'stain',
    heads:
      'stain stains staining stained agar agars medium media broth broths solution solutions reagent reagents ' +
      'test method preparation prep smear smears fixative counterstain',
    names: `
albert bielschowsky best bodian brown-brenn brown-hopps feulgen field fite fite-faraco fontana fontana-masson giemsa
gomori gram grimelius grocott gridley hale hansel herxheimer hucker jenner jones kinyoun kossa von-kossa leishman
lugol macchiavello mallory masson masson-fontana may-grünwald may-grunwald may-grünwald-giemsa may-grunwald-giemsa
mcmanus movat nissl papanicolaou pap perls romanowsky romanovsky schiff schmorl truant van-gieson verhoeff
verhoeff-van-gieson warthin-starry weigert wright wright-giemsa ziehl ziehl-neelsen neelsen zenker dieterle steiner
giménez gimenez churukian-schenk kluver-barrera klüver-barrera gallyas holzer cajal golgi marchi weil glees nauta
mayer harris ehrlich gill carrazzi heidenhain lendrum shikata gordon-sweet sweet perl turnbull tirmann-schmelzer
fouchet hall schultz liebermann-burchard millon sakaguchi baker bennhold highman puchtler puchtler-sweat lillie
gmelin hirsch cotton pizzolato dahl gomori-methenamine macconkey sabouraud lowenstein-jensen löwenstein-jensen
lowenstein loeffler löffler thayer-martin mueller-hinton müller-hinton hektoen brucella bordet-gengou regan-lowe
kligler simmons christensen moeller möller stuart amies cary-blair ewing sellers hugh-leifson middlebrook ogawa
petragnani dorset lancefield kirby-bauer etest wilkins-chalgren schaedler todd-hewitt tinsdale ashdown skirrow
butzler preston karmali chapman baird-parker vogel-johnson levine wilson-blair leifson selenite rappaport
rappaport-vassiliadis vassiliadis tetrathionate muller-kauffmann kauffmann edwards wagatsuma kanagawa casman dubos
kirchner sauton youmans proskauer-beck proskauer voges-proskauer voges clark-lubs lubs durham craigie ellner dienes
shepard eaton hayflick friis todd kovacs kovács barritt nessler benedict fehling tollens seliwanoff molisch biuret
bial barfoed
`,
  },
  {
    kind: 'score',
    heads:
      'score scores scale scales classification classifications criteria criterion grade grades grading stage ' +
      'stages staging index indices class classes type types system rule rules questionnaire inventory chart ' +
      'charts nomogram model formula equation ratio calculator tool level levels category categories table ' +
      'curve curves test tests risk subscore subscores pattern patterns method methods compromise',
    names: `
abbey agatston alvarado apgar aldrete anthonisen ashworth astler-coller balthazar bamford barthel beck beighton berg
bismuth bishop blatchford glasgow-blatchford bloom-richardson borg bosniak braden breslow brooke brugada burch
caprini carpenter-coustan centor chadwick child child-pugh child-turcotte-pugh turcotte chadsvasc clark
clavien-dindo clavien dindo cockcroft-gault cockcroft gault cormack-lehane cormack lehane couinaud crowe cushing
debakey denis de-bakey dubowitz duke dukes durie-salmon salmon elston elston-ellis enneking epworth ferriman-gallwey
ferriman gallwey figo finnegan fisher fitzpatrick fleischner fontaine forrest frankel framingham friedewald gail
garden gardner gartland gell-coombs gleason goldman gompertz greene gustilo gustilo-anderson hamilton
harris-benedict hay-ison herbert hinchey hoehn-yahr hoehn yahr holdaway house-brackmann hunt-hess hurley ishihara
jadad jones kaplan-meier kellgren-lawrence kellgren karnofsky keith-wagener keith-wagener-barker killip kimura
kirklin kupperman lanza lauge-hansen lawton lee lequesne lenke levey light lown maddrey mallampati manning mason
marsh mayo mcdonald mccormack meyerding modic mulder mirels modified-rankin rankin neer nottingham nugent oswestry
outerbridge parkland parsonnet pirani ranson rockall rockwood rome ruiz russell rutherford saffir-simpson
salter-harris salter harris sanders sarnat savary-miller schatzker seddon sokolow-lyon sokolow-lyon-rappaport sokal
spaulding spetzler-martin spetzler stanford starling stewart sunderland tanner tegner thompson tile tinetti
truelove-witts truelove tyrer-cuzick wagner waterlow weber wells west westgard wexner white winquist winquist-hansen
wilkins wilson young-burgess young zung apley kupperman-blatt blatt greene-climacteric utian cervantes khorana
wells-pe rockall-blatchford haggitt kikuchi hetzel-dent hetzel dent savary kimura-takemoto takemoto correa baron
harvey-bradshaw harvey bradshaw rutgeerts lichtiger meyers jass wheeler rokitansky ferenczy richart reagan kurman
silverberg dukes-astler astler coller nottingham-prognostic van-nuys-prognostic scarff-bloom-richardson scarff ishak
knodell metavir batts-ludwig scheuer ludwig desmet brunt kleiner matteoni bismuth-corlette corlette strasberg
mcsherry csendes todani alonso-lej marshall glasgow-imrie imrie ficat ficat-arlet arlet steinberg mitchell catterall
herring salter-thompson stulberg tönnis tonnis hartofilakidis ahlbäck ahlback iwano merchant insall-salvati insall
salvati caton-deschamps blackburne-peel dejour wiberg noyes tegner-activity lysholm harris-hip constant
constant-murley murley rowe walch goutallier patte hamada bigliani ellman snyder mayo-elbow morrey broberg-morrey
regan-morrey o'driscoll weber-ankle danis-weber danis pilon ruedi-allgower rüedi-allgöwer essex-lopresti
berndt-harty berndt harty anderson-d'alonzo anderson-dalonzo d'alonzo dalonzo levine-edwards effendi magerl
asia-impairment glasgow hunt-and-hess spetzler-ponce ponce borden cognard suzuki raymond-roy raymond yasargil
kernohan daumas-duport
kudo merz angoff ebel nedelsky hofstee
`,
  },
  {
    kind: 'fracture',
    heads: 'fracture fractures dislocation dislocations lesion lesions injury injuries deformity',
    names: `
weber danis-weber barton bennett bosworth chance chopart colles cotton dupuytren duverney essex-lopresti galeazzi
gosselin hill-sachs hoffa holstein-lewis hutchinson jefferson jones lisfranc maisonneuve malgaigne monteggia moore
pilon pipkin pott rolando segond shepherd smith stieda stener tillaux wagstaffe wagstaffe-le-fort volkmann aitken
salter-harris le-fort lefort bankart reverse-bankart perthes alpsa slap mcLaughlin mclaughlin bado hume
hahn-steinthal kocher-lorenz laugier galeazzi-equivalent holdsworth pseudo-jones cedell
`,
  },
  {
    kind: 'lesion',
    heads:
      'bodies body cells cell rods rod nodes nodules nodule spots spot ring rings lines line crystals crystal ' +
      'granules granule inclusion inclusions fibres fibers plaques plaque tangles pearls pearl corpuscles ' +
      'curve curves wave waves streaks striae lesion lesions ulcer ulcers tear tears syndrome infarct lymphocytes ' +
      'cavity cavities',
    names: `
cabot aschoff auer barr bence-jones birbeck bollinger call-exner charcot-leyden civatte councilman curschmann
councilman-rocha donovan döhle dohle downey ferruginous gamna-gandy guarnieri hassall heinz heinz-ershler heberden
bouchard hirano howell-jolly howell jolly kamino kerley koplik kimmelstiel-wilson lewy lipschütz lipschutz mallory
mallory-denk michaelis-gutmann mott negri osler pappenheimer pelger-huët pelger-huet pick reed-sternberg reed
sternberg russell roth schaumann schüffner schuffner schiller-duval splendore-hoeppli touton verocay virchow
weibel-palade brushfield lisch kayser-fleischer hollenhorst elschnig siegrist vogt fuchs krukenberg busacca koeppe
dalen-fuchs salus gunn bonnet mollaret wickham auspitz munro kogoj pautrier max-joseph spitz clark-nevus sutton
meyerson becker ota ito campbell-de-morgan de-morgan morgan blaschko fordyce koebner kveim hutchinson-teeth
fournier-molars parrot clutton higoumenakis keith-flack osborn brugada-pattern wellens de-winter sgarbossa sokolow
mobitz wenckebach mobitz-i mobitz-ii ashman bazett fridericia framingham-qt hodges hegglin lown lown-ganong kussmaul
einthoven goldberger wilson-terminal lewis-lead lewis frank-lead fontaine-lead cabrera chapman duroziez
graham-steell austin-flint-murmur still-murmur gibson carey-coombs-murmur means-lerman
stafne bohn
`,
  },
  {
    kind: 'law',
    heads:
      'law laws rule rules principle principles criteria criterion triad theory effect effects hypothesis ' +
      'equation formula formulae curve doctrine reflex reflexes phenomenon mechanism sign cycle classification ' +
      'point postulates paradox manoeuvre',
    names: `
allen beck bezold-jarisch bainbridge bayes bernoulli bohr boyle charles courvoisier cushing dalton doppler donnan
fick frank-starling starling gibbs-donnan goodsall haldane hardy-weinberg hering-breuer henderson-hasselbalch henry
hick hick-hyman hilton hooke koch kussmaul laplace le-chatelier monro-kellie kellie monro nernst ohm ogilvie ortner
pascal poiseuille reynolds ringer rule-of-nines virchow weber-fechner fechner wolff yerkes-dodson anrep bowditch
bayliss cannon cannon-bard james-lange lange papez hebb hering ewald weber-bering wallerian waller horner hellin
naegele nägele johnson hadlock robinson-fleming shepard campbell holliday-segar segar parkland brooke muir-barclay
lund-browder lund browder wallace mosteller dubois du-bois haycock boyd gehan-george schwartz mdrd ckd-epi
martin-hopkins sampson winter kussmaul-respiration cheyne-stokes-respiration biot-respiration sandblom mackler hakim
hakim-adams adams bergmann gloger cope lights light hueter-volkmann heuter-volkmann delpech hueter hilgenreiner
perkin perkins shenton klein chamberlain mcgregor mcrae wackenheim redlund-johnell ranawat clark-station powers
weigert-meyer meyer weigert swan ganz stewart-hamilton hamilton-stewart
tyndall
`,
  },
  {
    // Signal processing in physiological research (skin conductance for hot flushes, heart rate variability, EEG):
    // the window functions, filter designs, spectral estimators and transforms a method section or an analysis script
    // names, written out from SciPy's signal module (its windows, its IIR and FIR designs, its spectral estimators)
    // and the wavelet families of PyWavelets (thirty-sixth round, shingle).
    kind: 'method',
    heads:
      'window windows filter filters filtering low-pass high-pass band-pass band-stop lowpass highpass bandpass ' +
      'bandstop estimate estimates estimator method periodogram transform transforms wavelet wavelets smoothing ' +
      'smoother taper tapers spectrum',
    names: `
hann hanning hamming blackman blackman-harris bartlett bartlett-hann barthann bohman nuttall blackman-nuttall parzen
tukey kaiser kaiser-bessel dolph-chebyshev chebyshev slepian lanczos taylor welch butterworth bessel cauer elliptic
savitzky-golay kalman wiener fourier laplace hilbert gabor morlet haar daubechies symlet coiflet meyer lomb-scargle
lomb scargle burg yule-walker thomson goertzel
`,
  },
];

/** How an eponym may be used: the kinds it is found under. */
export interface EponymEntry {
  readonly kinds: ReadonlySet<EponymKind>;
}

export interface EponymLexicon {
  /** One-word eponyms and hyphen-joined compounds, lower case, no possessive. */
  readonly words: ReadonlyMap<string, ReadonlySet<EponymKind>>;
  /** Multi-word eponyms by their first word ("de" → ["de quervain", "de musset"]; "argyll" → ["argyll robertson"]). */
  readonly phrases: ReadonlyMap<string, readonly string[]>;
  /** Every head noun a kind takes, lower case, with the kinds that take it. */
  readonly heads: ReadonlyMap<string, ReadonlySet<EponymKind>>;
}

/** The entries of a block, split on white space. */
function entriesOf(block: string): string[] {
  return block.split(/\s+/).filter(Boolean);
}

function add<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

/** Words that open a multi-word eponym but are eponyms of their own too seldom to stand alone. */
const PARTICLES: ReadonlySet<string> = new Set(['de', 'von', 'van', 'le', 'la', 'du', 'di', 'da', 'st', 'sister']);

function build(): EponymLexicon {
  const words = new Map<string, Set<EponymKind>>();
  const phrases = new Map<string, Set<string>>();
  const heads = new Map<string, Set<EponymKind>>();
  for (const b of BLOCKS) {
    for (const h of b.heads.split(/\s+/).filter(Boolean)) add(heads, h, b.kind);
    for (const raw of entriesOf(b.names)) {
      const entry = raw.replace(/['’]/g, '');
      add(words, entry, b.kind);
      // "de-quervain" is also written "de Quervain", "argyll-robertson" also "Argyll Robertson": the spaced form,
      // keyed by its first word, for the words that no capital joins.
      const parts = entry.split('-');
      if (parts.length < 2) continue;
      if (PARTICLES.has(parts[0]) || parts.length === 2) add(phrases, parts[0], parts.join(' '));
      // A particle and the surname after it name the eponym as much as the surname alone ("von Willebrand").
      if (PARTICLES.has(parts[0])) add(words, parts.slice(1).join('-'), b.kind);
    }
  }
  for (const p of PARTICLES) words.delete(p);
  return { words, phrases: new Map([...phrases].map(([k, v]) => [k, [...v]])), heads };
}

let lexicon: EponymLexicon | undefined;

/** The lexicon, built on first use. */
export function eponymLexicon(): EponymLexicon {
  lexicon ??= build();
  return lexicon;
}
