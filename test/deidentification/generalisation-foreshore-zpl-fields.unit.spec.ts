import { expectClean, expectFound } from './helpers';

describe("detector: ZPL barcode fields' GTINs (issue 49, 27th round, foreshore)", () => {
  it("reads a barcode field's data with a valid GS1 check digit as a product's GTIN", () => {
    // 4006381333931 and 9780201379624 carry valid GS1 check digits.
    expectClean('^XA\n^FO40,40^BEN,60,Y,N^FD4006381333931^FS\n^XZ');
    expectClean('^XA\n^FO30,120^BCN,70,Y,N,N^FD9780201379624^FS\n^FO30,220^A0N,22,22^FDShelf C4^FS\n^XZ');
  });

  it('keeps a number failing the check and the text fields of the label', () => {
    expectFound('^XA\n^FO30,120^BCN,70,Y,N,N^FD9780201379625^FS\n^XZ', '9780201379625');
    expectFound(
      '^XA\n^FO30,40^A0N,28,28^FDDOB 14/03/1961^FS\n^FO30,120^BEN,60,Y,N^FD4006381333931^FS\n^XZ',
      '14/03/1961',
      'date',
    );
  });
});
