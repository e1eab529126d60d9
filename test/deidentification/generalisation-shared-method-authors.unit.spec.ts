import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: the author of a method, a model or a school of practice named in
// brackets after it or as a pair before it, which lagoon, sandbar and dunes each refused (issue 49, 33rd round).
describe('detector: authors of methods, models and schools of practice (issue 49, 33rd round)', () => {
  it('reads a surname in brackets after a method, a model or a school as its author', () => {
    expectClean('Quality work follows the Model for Improvement (Langley) with weekly cycles.');
    expectClean('Teaching drew on the experiential learning cycle (Kolb).');
    expectClean('She attends yoga (Iyengar) on Thursdays.');
  });

  it('reads two surnames joined by "and" before a method as its authors', () => {
    expectClean('Coding used Braun and Clarke reflexive thematic analysis.');
  });

  it('still reads a clinician signing after a service or an act, and a given name, as a person', () => {
    expectFound('Seen in physiotherapy (Jones) last week.', 'Jones');
    expectFound('Swab taken (Okafor).', 'Okafor', 'name');
    expectFound('Her daughter teaches a yoga class (Priya Raman) on Thursdays.', 'Priya Raman', 'name');
    expectFound('Mrs Braun and Clarke attended the analysis session.', 'Braun', 'name');
    expectFound('Helen and Okafor joined the yoga class.', 'Helen', 'name');
  });
});
