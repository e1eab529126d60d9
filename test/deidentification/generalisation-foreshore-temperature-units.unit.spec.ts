import { expectClean, expectFound } from './helpers';

describe('detector: temperatures with a bare unit letter (issue 49, 27th round, foreshore)', () => {
  it('reads a number and C or F after a bound as a temperature', () => {
    expectClean('Store below 30 C. Box 4 of 6.');
    expectClean('Keep between 2 and 8 C. Tray A3 only.');
    expectClean('Fridge 4 C. Door shelf.');
    expectClean('Ship below 8 F. Cooler 3 used.');
  });

  it('keeps initials and a surname after a bed number or after the unit', () => {
    expectFound('Bed 12 C. Hallorsen needs her patch changed.', 'C. Hallorsen', 'name');
    expectFound('Store below 25 C. Hallorsen checked the fridge.', 'Hallorsen', 'name');
  });
});
