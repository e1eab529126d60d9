import { expectFound, expectNoHitOn } from './helpers';

describe('detector: regions abroad named where a patient went or comes from (issue 49, 36th round)', () => {
  it('lets through a region that shares a US town name after a holiday or a journey', () => {
    expectNoHitOn('Flushes were worse on holiday in Sardinia, where the afternoons reached 38 degrees.', 'Sardinia');
    expectNoHitOn('Since coming back from Crete she has slept through most nights.', 'Crete');
    expectNoHitOn('She was born in Galicia and moved here at nineteen.', 'Galicia');
    expectNoHitOn('Her parents fled from Kurdistan in the nineties; she interprets for them.', 'Kurdistan');
  });

  it('lets through regions of Africa, Asia and Europe read as towns after a travel word', () => {
    expectNoHitOn('Patches ran out during three weeks touring Lapland, so she restarted them late.', 'Lapland');
    expectNoHitOn('She flew to Sindh for her niece’s wedding and missed two doses.', 'Sindh');
    expectNoHitOn('Her cousin nursed for years in Tigray before settling here.', 'Tigray');
  });

  it('lets through northern and inland regions a patient grew up in', () => {
    expectNoHitOn('Grandmother kept reindeer in Finnmark; asks about vitamin D in winter.', 'Finnmark');
    expectNoHitOn('Her husband’s family is from Xinjiang and cooks with a lot of lamb fat.', 'Xinjiang');
  });

  it('lets through a region listed after a country or another region', () => {
    expectNoHitOn('Thalassaemia is common among families from Cyprus and Sicily, so ferritin was checked.', 'Sicily');
    expectNoHitOn('Holidays alternate between Andalusia, Galicia and home.', ['Andalusia', 'Galicia']);
  });

  it('still finds a surname that is a region, after a given name', () => {
    expectFound('Referred by Farid Wardak, her GP, for a bone scan.', 'Wardak', 'name');
  });

  it('still finds a region name used as a surname after a title', () => {
    expectFound('Discussed HRT options with Mrs Madeira at the nurse clinic.', 'Madeira', 'name');
  });

  it('still finds a US town of a region’s name with its state or ZIP code', () => {
    expectFound('New address: 14 Elm Row, Crete, Illinois 60417.', 'Crete', 'location');
    expectFound('She moved to Crete, NE 68333 last spring.', 'Crete', 'location');
  });

  it('still finds a region name as a surname after a preposition when a given name stands before it', () => {
    expectFound('Letter copied to Ana Galicia at the practice.', 'Galicia', 'name');
  });

  it('still finds a region name written in capitals as a code or a shouted name', () => {
    expectFound('Vessel IMO 9 3 4 5 6 7 8 docked; crew medic called.', 'IMO 9');
  });
});
