import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: a word no list holds shown to be a product by the trade around it
// (licensed, prescription only, downloaded, installed, logged in to, ordered from, an app or a tracker, a product
// by its maker), which the low tuned sets refused as names or places (issue 49, 34th round).
describe('detector: a product read from the words of trade around it (issue 49, 34th)', () => {
  it('reads a word that is licensed, sold or prescribed as a product, and its other mentions too', () => {
    expectClean('Ask whether Ovarexa is licensed for women in this country.');
    expectClean('Her aunt swears by Quellima. Quellima is prescription only here.');
    expectClean('She takes progesterone via Lutravel since the spring.');
  });

  it('reads what is downloaded, installed, logged in to or ordered from as a product or a supplier', () => {
    expectClean('She downloaded Flushly and logs her sweats each night.');
    expectClean('Installed Sleepora on her phone; it reminds her of the patch change.');
    expectClean('Logged in to Menoview to check the diary.');
    expectClean('Stock low; reorder from Medivanta on Monday.');
    expectClean('The Hotnote tracker asks for her mood twice a day.');
    expectClean('Backups run with Vaultra Server Edition by Klenworth.');
  });

  it('still finds a titled or cued person and a town after a residence cue', () => {
    expectFound('Ask whether Dr Ovarexa is licensed to prescribe here.', 'Ovarexa', 'name');
    expectFound('Patient: Quellima Dorran, downloaded the diary app.', 'Quellima Dorran', 'name');
    expectFound('She downloaded the diary while she lives in Pontefract.', 'Pontefract', 'location');
    expectFound('Logged in to the portal for Mrs Harwick.', 'Harwick');
  });
});
