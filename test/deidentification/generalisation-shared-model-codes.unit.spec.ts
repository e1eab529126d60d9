import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: a maker written before a model code of capitals and digits, as
// inventories, device logs and quality-control notes name their kit; lagoon-like low sets refused such makers as
// surnames or unknown names (issue 49, 34th round).
describe('detector: a maker before a model code of capitals and digits (issue 49, 34th)', () => {
  it('reads the maker of a model as no person', () => {
    expectClean('Speaker: Yamvox HS8 on the left desk; cable replaced.');
    expectClean('Recorder: Tascoma DR-40X with two spare batteries.');
    expectClean('The spare router is a Draytel V2865 kept in the cupboard.');
    expectClean('Calibrated the Tormax PX-220c against the reference weight.');
  });

  it('still finds a titled or cued person and a town before its postcode', () => {
    expectFound('Speaker: Mrs Holloway HS8 on the left desk.', 'Holloway');
    expectFound('Patient: Brannigan B12, seen in clinic.', 'Brannigan', 'name');
    expectFound('Signed: Ferraby K2, duty nurse.', 'Ferraby', 'name');
    expectFound('She lives in Barnsley S70 2TA with her sister.', 'Barnsley', 'location');
  });
});
