import { expectClean, expectFound } from './helpers';

describe('detector: Gherkin features written in another language (issue 49, 27th round, foreshore)', () => {
  const feature = [
    'Fonctionnalité: Report de consultation',
    '  Scénario: une patiente reporte son rendez-vous',
    '    Soit une patiente de 58 ans sans traitement',
    '    Quand elle répond au message de rappel',
    '    Alors un créneau est proposé au centre de la ménopause',
  ].join('\n');

  it("reads a step's lower-case prose as the feature's language", () => {
    expectClean(feature);
  });

  it("keeps a step's quoted data, a date and a titled name", () => {
    expectFound(
      `${feature}\n    Et la patiente "amandine leroux-pichon" est prévenue`,
      'amandine leroux-pichon',
      'name',
    );
    expectFound(`${feature}\n    Et elle est née le 14/03/1961`, '14/03/1961', 'date');
    expectFound(`${feature}\n    Et une copie part chez Mme Kerbrat`, 'Kerbrat', 'name');
  });
});
