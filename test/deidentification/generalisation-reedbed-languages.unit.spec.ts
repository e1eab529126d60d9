import { expectClean, expectFound } from './helpers';

// Written fresh for issue 49's twenty-fifth round: each case is a class of evidence studied on the reedbed set, in
// words of its own (none of these texts is in any set). Every clean text is refused by main, and every date below is
// missed by it as a date; the blocks headed "keeps" carry a real identifier in the shape the new rules read, which
// must still be found.

describe('detector: phrases of another language the text does not gloss (issue 49, twenty-fifth round)', () => {
  it('reads lower-case clauses of isiZulu, Sesotho, Bosnian, Macedonian, Telugu and Kalaallisut as words', () => {
    expectClean(
      'Iziyalo: gcoba ukhilimu kabili ngosuku (apply the cream twice a day). Ungakhohlwa ukuphuza amanzi amaningi.',
    );
    expectClean('Sesotho poster: nwa metsi a mangata kamehla. Ikopanye le mooki haeba o ikutlwa hampe.');
    expectClean('Uputa: Uzimajte jednu tabletu svako jutro nakon doručka. Ne pijte alkohol tijekom liječenja.');
    expectClean('Упатство за пациентот. Земете една таблета секое утро после појадок, не пијте алкохол.');
    expectClean('Counselling line for the ward: Roju oka maatra vesukondi, bhojanam tarvata. Neellu ekkuva taagandi.');
    expectClean('Kalaallisut words for the leaflet: timimi kissassuseq, sinittaraalineq, nakorsamut saaffigitsigit.');
  });

  it('keeps a name written with its capitals, after a title, or with a listed given name, amid such clauses', () => {
    expectFound(
      'Ngikhuluma noNomsa Dlamini izolo ngesikhathi sokuvakasha; ukushisa komzimba kuyaqhubeka.',
      'Dlamini',
      'name',
    );
    expectFound(
      'Namhlanje ngikhulume no Asha Pillay ekliniki; ukushisa komzimba nokungalali kuyaqhubeka.',
      'Asha Pillay',
      'name',
    );
    expectFound(
      'Udokotela uthe mrs mthembu akazange afike ekliniki ngesonto, ukushisa komzimba kuyaqhubeka.',
      'mthembu',
      'name',
    );
    expectFound(
      'Pacijentica helga thorsteinsdóttir dolazi svaki tjedan, uzima tablete redovito bez problema.',
      'helga thorsteinsdóttir',
      'name',
    );
    expectFound(
      'Sesotho poster: Noa dipilisi hoseng. Ngaka ya hao ke Dr Mpho Lekota, letsatsi le leng le le leng.',
      'Mpho Lekota',
      'name',
    );
  });

  it('keeps a street after its house number and a phone read out in number words', () => {
    expectFound(
      "Cyfeiriad y claf: 14 heol y castell, mae hi'n byw ar ei phen ei hun gyda chath fach.",
      'heol y castell',
    );
    expectFound(
      'Nazovite kćer na broj: nula sedam osam, devet dva tri, četiri pet šest sedam, ona zna sve.',
      'nula sedam osam',
    );
  });
});

describe('detector: dates with a month or weekday of any language (issue 49, twenty-fifth round)', () => {
  it('reads a day before a month, a month before a year and a weekday before a day and month', () => {
    expectFound('Kontrola je zakazana za 9. listopada 2026 u deset sati.', '9. listopada', 'date');
    expectFound('Næste kontrol hos lægen er den 3. juni, husk blodprøven.', '3. juni', 'date');
    expectFound('Ho fihla tliliniking ka Labohlano 12 Phupjane ho bona ngaka.', '12 Phupjane', 'date');
    expectFound('Ukuhlolwa okulandelayo kuzoba ngoJuni 2027 ekliniki yaseMlazi.', 'ngoJuni 2027', 'date');
    expectFound('Pregled je bio u utorak, a sljedeći je petak 14.11. ujutro.', 'petak 14.11.', 'date');
    expectFound('Second dose as she wrote it: czwartek, nineteen marca.', 'nineteen marca', 'date');
  });

  it('keeps a count of a thing or a dose before a word that is no month clean', () => {
    expectClean('Estradiol gel 2 pumps daily; Utrogestan 100 mg at night for 12 days each month.');
  });
});

describe('detector: GPS fixes as named values and iCalendar GEO (issue 49, twenty-fifth round)', () => {
  it('reads a latitude and a longitude given as attributes, keys or a GEO line', () => {
    expectFound('<wpt lat="51.50142" lon="-0.14189"><name>home visit</name></wpt>', '51.50142', 'location');
    expectFound('{"visit": "district round", "lat": 54.97762, "lng": -1.61302}', '-1.61302', 'location');
    expectFound('BEGIN:VEVENT\nSUMMARY:Home visit\nGEO:50.7184;-3.5339\nEND:VEVENT', '50.7184;-3.5339', 'location');
  });

  it('reads a named latitude and longitude whose decimal point a disguise wrote as a space', () => {
    expectFound('<trkpt lat="53 48021" lon="-2 24417"><time>visit</time></trkpt>', '53 48021', 'location');
    expectFound('<trkpt lat="53 48021" lon="-2 24417"><time>visit</time></trkpt>', '-2 24417', 'location');
    expectClean('<trkpt lat="93 48021" lon="-2"><ele>12</ele></trkpt>');
  });
});

describe('detector: tests listed in brackets after their head (issue 49, twenty-fifth round)', () => {
  it('reads eponyms and possessives in a list of tests after the head', () => {
    expectClean("Lumbar exam: special tests (Gillet's, Stork, Patrick's FABER, Yeoman's) all negative.");
  });

  it('keeps a person with a title in such a list, and a name after a colon that is no test', () => {
    expectFound("Special tests (Dr Pennock's request): SLR and slump.", 'Pennock');
    expectFound("Tests: Harriet Lowndes's bloods taken at 09:10.", 'Harriet Lowndes', 'name');
  });
});
