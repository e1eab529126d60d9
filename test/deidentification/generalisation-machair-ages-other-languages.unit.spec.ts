import { expectFound, expectNoHitOn } from './helpers';

describe("detector: ages over 89 with another language's word for years (issue 49, 36th round)", () => {
  it('finds a Dutch age in brackets', () => {
    expectFound('Haar vader (97 jaar) woont nog zelfstandig.', '97', 'date');
  });

  it('finds a German age adjective with a hyphen', () => {
    expectFound('Die 92-jährige Großmutter lebt im Haushalt der Tochter.', '92', 'date');
  });

  it('finds a Swedish age adjective and a Norwegian age with "år"', () => {
    expectFound('Hennes mor, 95-årig, bor hemma.', '95', 'date');
    expectFound('Faren er 91 år og trenger hjelp.', '91', 'date');
  });

  it('finds ages in Russian, Polish, Spanish and Romanian', () => {
    expectFound('Дедушке 93 года, он живёт один.', '93', 'date');
    expectFound('Matka pacjentki ma 98 lat.', '98', 'date');
    expectFound('Su abuela de 101 años vive con ella.', '101', 'date');
    expectFound('Tatăl are 94 de ani.', '94', 'date');
  });

  it('leaves counts of 90 and more that are doses, durations in minutes or English compounds', () => {
    expectNoHitOn('Fluid 90 ml/h, walk 90 minuten daily; a 95-letter code and a 100-item survey.', [
      '90 ml',
      '90 minuten',
      '95-letter',
      '100-item',
    ]);
  });

  it('leaves ages under 90 in the same words, which Safe Harbor allows', () => {
    expectNoHitOn('Haar moeder (84 jaar) en tante, 88-jährig, zijn gezond.', ['84', '88']);
  });
});
