import { expectClean, expectFound } from './helpers';

describe("detector: programming constants' names (issue 49, 27th round, foreshore)", () => {
  it("reads a setting's name in capitals joined by underscores as one token of code", () => {
    expectClean('.TP\n.B HOTFLUSH_LOG_DIR\nWhere the nightly export is written.');
    expectClean('Set ALDER_TIMEOUT to 30 and KESTREL_PORT to 8443 before the run.');
    expectClean('export CLINIC_QUEUE_HOST=printsrv.internal');
  });

  it('keeps a file named after someone and the value of a setting', () => {
    expectFound('Scanned to OKONKWO_CHIDINMA_LETTER.pdf yesterday.', 'OKONKWO');
    expectFound('export ALERT_CONTACT=ngozi.okonkwo@example.org', 'ngozi.okonkwo@example.org', 'email');
  });
});
