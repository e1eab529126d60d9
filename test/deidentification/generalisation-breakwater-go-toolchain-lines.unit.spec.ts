import { expectClean, expectFound } from './helpers';

describe("detector: package paths in the Go toolchain's lines (issue 49, 28th round, breakwater)", () => {
  it("reads go test's package results and go.mod's requirements by their syntax", () => {
    expectClean('ok   clinic/reminders 1.204s\nFAIL clinic/letters 0.031s\nok   clinic/audit (cached)');
    expectClean(
      'require golang.org/x/crypto v0.21.0\n' +
        'require (\n\tgithub.com/jackc/pgx/v5 v5.5.4\n\tgithub.com/rs/zerolog v1.32.0\n)',
    );
  });

  it('keeps a name in a failing test and a web address beside the lines', () => {
    expectFound(
      '--- FAIL: TestLetter (0.00s)\n' +
        '    letter_test.go:22: got "Dear Mrs Okafor-Lindqvist"\nFAIL clinic/letters 0.031s',
      'Okafor-Lindqvist',
      'name',
    );
    expectFound(
      'ok   clinic/reminders 1.204s\nsee https://status.example-clinic.org/incident/4471',
      'https://status.example-clinic.org/incident/4471',
      'url',
    );
  });
});
