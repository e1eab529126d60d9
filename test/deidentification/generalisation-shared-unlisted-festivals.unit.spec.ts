import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: festivals and fast days that no list holds, read from the grammar
// around them, which lagoon, sandbar and shallows each refused (issue 49, 33rd round).
describe('detector: festivals and fast days no list holds (issue 49, 33rd round)', () => {
  it('reads a name before "festival", "fiesta" or "feast" as a festival', () => {
    expectClean('The Kurentovanje festival in February brings late nights and wine.');
    expectClean('Flushes worse after the Fašiangy feast each year.');
  });

  it('reads a name after a verb of fasting and "on" as a fast day', () => {
    expectClean('Fasting on Paryushana this year, so tablets at night.');
    expectClean('She fasts on Karthigai and on full-moon days.');
  });

  it('reads the bracketed items after "festivals" or "fiestas" as festivals', () => {
    expectClean("Sleep suffers during the village fiestas (Pachamama Raymi, Qoyllur Rit'i).");
  });

  it('still reads a person in the possessive, a listed name and a town as identifiers', () => {
    expectFound("Started fasting on Okafor's advice.", 'Okafor', 'name');
    expectFound("She fasts on Adaeze's wedding day.", 'Adaeze', 'name');
    expectFound('She went to the Glastonbury festival with her sister.', 'Glastonbury', 'location');
    expectFound("Her friend Nkemdirim's festival of lights party.", 'Nkemdirim', 'name');
  });
});
