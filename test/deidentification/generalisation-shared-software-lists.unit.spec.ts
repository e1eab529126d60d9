import { expectClean, expectFound } from './helpers';

// Fresh sentences, none from any evaluation set: the items of a list headed by a kind of software (modules,
// plug-ins, extensions, add-ons, apps, platforms), which a low tuned set refused as names (issue 49, 34th round).
describe('detector: the items of a list headed by a kind of software (issue 49, 34th)', () => {
  it('reads the listed software as no person', () => {
    expectClean('Enabled plug-ins: Quorvex, Lintara and Snapdock.');
    expectClean('Browser extensions: Tabvine, Quillet. Both approved by IT.');
    expectClean('Apps she tried: Flushly, Menoview and Sleepora.');
  });

  it('still finds a titled person or a cued name in the list, and a town after a residence cue', () => {
    expectFound('Apps: Dr Fenwick recommends Flushly.', 'Fenwick');
    expectFound('Plug-ins: reviewed for patient Orla Drennan.', 'Orla Drennan', 'name');
    expectFound('Apps she tried while she lives in Keighley: none.', 'Keighley', 'location');
  });
});
