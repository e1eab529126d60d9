import { expectClean, expectFound } from './helpers';

/**
 * Brands, makers and publishers from a registry (issue 49, twenty-fifth round, branch issue-49m25): registry-brands.ts
 * reads the names of brand-registry.json (simple-icons and presidio-evaluator's companies) as brands, and those that
 * are also a name or a place of the lexicon only with a product's cue. Every example is new: none is taken from an
 * evaluation set. Each clean text below is refused by main and let through here; each identifier is found by both.
 */
describe('detector: brands and makers from a registry', () => {
  it('lets through a registry brand that no name or place list holds', () => {
    expectClean('Headsets by Plantronics were ordered for the phone clinic.');
    expectClean('Scanned invoices go through Kofax before coding.');
  });

  it('takes in the model written after the maker', () => {
    expectClean('Sequencing was done on a Qiagen QIAcube.');
  });

  it('reads a brand that is also a name with a product cue: a mark, a product noun or a list of brands', () => {
    expectClean('Leaflets carry the Bayer® cross on the back.');
    expectClean('The Bayer patch leaflet is out of date.');
    expectClean('Sponsors of the fun run: Qiagen, Kofax and Heineken.');
  });

  it('still finds a person whose surname is a brand, after a title or a given name', () => {
    expectFound('Mrs Heineken was seen today.', 'Heineken', 'name');
    expectFound('Referral letters were faxed by Mrs Kofax.', 'Kofax', 'name');
    expectFound('Ruth Bayer attended with her husband.', 'Ruth Bayer', 'name');
    expectFound('Her husband, Tomasz Heineken, rang.', 'Tomasz Heineken', 'name');
    expectFound('Ms Jira rang about her results.', 'Jira', 'name');
    expectFound('Study coordinator: Ines Ortega-Blanco, extension 4411.', 'Ines Ortega-Blanco', 'name');
    expectFound('Contact: Ines McAllister (daughter).', 'Ines McAllister', 'name');
  });

  it('still finds a town that is a brand, in an address or after a word of place', () => {
    expectFound('Address: 3 Mill Row, Tredegar NP22 4AB', 'Tredegar');
    expectFound('Flat 2, 14 Castle Street, Tredegar', 'Tredegar');
    expectFound('Post to Tredegar NP22 4AB please.', 'Tredegar');
    expectFound('She moved to Tredegar in May.', 'Tredegar', 'location');
  });
});
