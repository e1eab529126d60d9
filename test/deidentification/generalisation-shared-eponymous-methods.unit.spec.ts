import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: surnames made into a signal-processing method (a window, a filter
// design, a spectral estimator, a transform) in a method section or an analysis script, and oral pathology's
// eponymous cavities and pearls, which shingle and rockpool refused as people (issue 49, 36th round).
describe('detector: eponymous methods of signal analysis and eponymous lesions (issue 49, 36th round)', () => {
  it('reads a window, a filter design or an estimator named after its author as the method', () => {
    expectClean('The PSD used a Hann taper; a Butterworth band-pass at 0.5 Hz came first.');
    expectClean('Theta power came from a Lomb-Scargle periodogram and a Hilbert transform.');
    expectClean('Skin conductance was detrended with a Tukey taper and a Bessel low-pass.');
    expectClean('Flush onsets were located with a Morlet wavelet transform and a Kalman smoother.');
  });

  it('reads an eponymous cavity or pearl of the mouth as a lesion', () => {
    expectClean('Panoramic film: a Stafne cavity below the canal, no treatment needed.');
    expectClean('Gum margins showed Bohn nodules, which settle without treatment.');
  });

  it('still reads the same surnames as people where a cue says so', () => {
    expectFound('Mrs Hamming rang to ask about her patches.', 'Hamming', 'name');
    expectFound('Letter from Dr Butterworth about the window of treatment.', 'Butterworth', 'name');
    expectFound('Seen by Kalman today, bloods booked.', 'Kalman');
    expectFound('Mr Bohn is worried about his wife.', 'Bohn', 'name');
    expectFound('Mrs Tukey rang about her low-pass results.', 'Tukey', 'name');
    expectFound('Referred to Dr Stafne for the cavity.', 'Stafne', 'name');
  });
});
