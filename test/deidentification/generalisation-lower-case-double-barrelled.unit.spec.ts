import { expectClean, expectFound } from './helpers';

describe('detector: a double-barrelled surname in lower case (issue 49, 27th round, lower case)', () => {
  it('reads two listed names joined by a hyphen, one of them no English word', () => {
    expectFound('Volunteer entry: tanvi pillai-rasmussen, consented 3/xi.', 'pillai-rasmussen', 'name');
    expectFound('reply from okoye-lindqvist about the rota', 'okoye-lindqvist', 'name');
  });

  it('keeps compounds of prose and eponymous terms', () => {
    expectClean('A follow-up with tai-chi, long-term self-care and well-being advice.');
    expectClean('Parkinson-plus and crohn-like features were excluded; x-ray normal.');
  });
});
