import { expectClean, expectFound } from './helpers';

describe('detector: fonts named by the syntax of a print job (issue 49, 28th round, breakwater)', () => {
  it('reads a PostScript literal name before findfont or selectfont, and the operators after it, as a font', () => {
    expectClean(
      '%!PS-Adobe-3.0\n/Bodoni-Bold findfont 14 scalefont setfont\n72 720 moveto (Appointment reminder) show',
    );
    expectClean('/Palatino-Roman 12 selectfont\n(Bone density clinic) show');
  });

  it("reads the fonts of a Document Structuring Convention comment as the job's resources", () => {
    expectClean('%%DocumentFonts: Optima-Bold Goudy-Oldstyle\n%%IncludeResource: font Rockwell-Light');
  });

  it('reads a list under a heading that names fonts or typefaces as fonts', () => {
    expectClean('Typefaces on the printer: Optima, Frutiger, Rockwell and Goudy Oldstyle.');
    expectClean('Fonts loaded on the cartridge: Letter Gothic, Antique Olive, Marigold, Albertus.');
  });

  it('keeps the people in the strings the job shows and after the list', () => {
    expectFound(
      '/Helvetica findfont 11 scalefont setfont\n72 700 moveto (Dear Mrs Ifeoma Castellanos-Brigg,) show',
      'Ifeoma Castellanos-Brigg',
      'name',
    );
    expectFound(
      '%%Title: (letter for Mr Olumide Pettigrew-Nnaji)\n%%DocumentFonts: Optima-Bold',
      'Olumide Pettigrew-Nnaji',
      'name',
    );
    expectFound('Fonts: Optima, Frutiger. Letter typed by Ruairidh Fennimore.', 'Ruairidh Fennimore', 'name');
  });
});
